import Foundation

/// Writes what a failing snapshot leaves behind in the output folder, fast-compressed:
/// `<key>.actual.png`, `<key>.expected.png` (the golden, copied so the folder stands alone),
/// `<key>.diff.png`, `<key>.composite.png` (expected | diff | actual, regions outlined) and
/// `<key>.actual.json` (the structural snapshot).
struct FailureArtefacts {
    let directory: URL
    let policy: DiffPolicy

    /// Writes the artefacts; returns their paths relative to `directory` by kind.
    func write(key: String, actual: Bitmap, actualLayout: String?, goldenBytes: [UInt8]?,
               verdict: Verdict, candidateSHA: inout String?) -> [String: String] {
        var paths: [String: String] = [:]
        func put(_ kind: String, _ suffix: String, _ bytes: [UInt8]) {
            let relative = key + suffix
            if (try? AtomicFile.write(bytes, to: directory.appendingPathComponent(relative))) != nil {
                paths[kind] = relative
            }
        }
        // NB: the candidate is encoded with the goldens' settings, so its hash is the hash
        // the golden will have if it is approved.
        let candidate = PNGEncoder.encode(actual, compression: .strong)
        candidateSHA = SHA256.hex(candidate)
        put("actual", ".actual.png", candidate)
        if let actualLayout { put("actualLayout", ".actual.json", Array(actualLayout.utf8)) }
        if let goldenBytes { put("expected", ".expected.png", goldenBytes) }
        if let diff = diffImage(verdict, actual: actual, goldenBytes: goldenBytes) {
            put("diff", ".diff.png", PNGEncoder.encode(diff, compression: .fast))
            if let goldenBytes, let golden = try? PNGDecoder.decode(goldenBytes) {
                let evidence: (Int, Int, [ChangedRegion]) = {
                    if case .mismatch(let e, _) = verdict { return (e.mismatched, e.total, e.regions) }
                    return (max(golden.width, actual.width) * max(golden.height, actual.height),
                            max(golden.width, actual.width) * max(golden.height, actual.height), [])
                }()
                let composite = FailureComposite.make(expected: golden, diff: diff, actual: actual,
                                                      mismatched: evidence.0, total: evidence.1, regions: evidence.2)
                put("composite", ".composite.png", PNGEncoder.encode(composite, compression: .fast))
            }
        }
        return paths
    }

    private func diffImage(_ verdict: Verdict, actual: Bitmap, goldenBytes: [UInt8]?) -> Bitmap? {
        switch verdict {
        case .mismatch(let evidence, _):
            return evidence.diffImage
        case .sizeMismatch:
            guard let goldenBytes, let golden = try? PNGDecoder.decode(goldenBytes) else { return nil }
            if case .sizeMismatch(_, _, let image) = ImageComparison.compare(
                expected: golden, actual: actual, policy: policy, wantDiffImage: true) { return image }
            return nil
        default:
            return nil
        }
    }
}
