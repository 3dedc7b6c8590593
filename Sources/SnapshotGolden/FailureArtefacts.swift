import Foundation
import SnapshotDiff
import SnapshotFiles
import SnapshotFormats
import SnapshotImage

/// Writes what a failing snapshot leaves behind in the output folder: `<key>.actual.png`
/// (encoded as a golden, so `approve` copies exactly these bytes), `<key>.expected.png` (the
/// golden, copied so the folder stands alone), `<key>.diff.png`, `<key>.actual.json` (the
/// structural snapshot) and, when asked, `<key>.composite.png` (expected | diff | actual,
/// regions outlined). A file that cannot be written is reported,
/// never dropped without a word; the diff and composite stay within `PixelBudget`.
struct FailureArtefacts {
    let directory: URL
    let policy: DiffPolicy
    /// Whether to write `<key>.composite.png` too.
    var composite = false
    /// The one scenario of the run whose files lie directly in `directory`, as its goldens do
    /// (`GoldenStore.soleScenario`: a test's folder).
    var soleScenario: String? = nil

    /// A key's files in `directory`, without suffix.
    func path(of key: String) -> String { GoldenStore.path(of: key, soleScenario: soleScenario) }

    /// What was written.
    struct Written {
        /// Paths relative to `directory` by kind.
        var paths: ArtefactPaths = [:]
        var candidateSHA256: String?
        var candidateLayoutSHA256: String?
        /// One line per artefact not written.
        var errors: [String] = []
    }

    /// The suffixes of every file this type writes for a key.
    static let suffixes = ArtefactKind.allCases.map(\.suffix)

    /// Removes `key`'s artefacts of an earlier run; returns the ones that could not be removed.
    func removeLeftovers(key: String) -> [String] {
        Self.suffixes.compactMap { suffix in
            let file = directory.appendingPathComponent(path(of: key) + suffix).path
            guard unlink(file) != 0, errno != ENOENT, errno != ENOTDIR else { return nil }
            return FileError("remove the old artefact", file, errno: errno).description
        }
    }

    /// Writes the artefacts.
    /// `golden` is the golden as the verifier decoded it and `diff` the diff image its
    /// comparison made: neither is made again here.
    func write(key: String, actual: Bitmap, actualLayout: String?, goldenBytes: [UInt8]?, golden: Bitmap?, diff: Bitmap?,
               verdict: Verdict) -> Written {
        var written = Written()
        func put(_ kind: ArtefactKind, _ bytes: [UInt8]) {
            let relative = path(of: key) + kind.suffix
            do {
                try AtomicFile.write(bytes, to: directory.appendingPathComponent(relative))
                written.paths[kind] = relative
            } catch {
                written.errors.append("\(key): \(kind) artefact not written: \(error)")
            }
        }
        // NB: the candidate is encoded with the goldens' settings, so its hash is the hash
        // the golden will have if it is approved.
        let candidate = PNGEncoder.encode(actual, compression: .golden)
        written.candidateSHA256 = SHA256.hex(candidate)
        put(.actual, candidate)
        if let actualLayout {
            let bytes = Array(actualLayout.utf8)
            written.candidateLayoutSHA256 = SHA256.hex(bytes)
            put(.actualLayout, bytes)
        }
        if let goldenBytes { put(.expected, goldenBytes) }
        if let golden {
            do {
                try PixelBudget.default.check(PixelSize(width: golden.width, height: golden.height),
                                              PixelSize(width: actual.width, height: actual.height),
                                              diffImage: true, composite: true)
            } catch {
                written.errors.append("\(key): diff and composite not written: \(error)")
                return written
            }
        }
        if let diff {
            put(.diff, PNGEncoder.encode(diff, compression: .fast))
            if composite, let golden {
                let evidence: (Int, Int, [ChangedRegion]) = {
                    switch verdict {
                    case .mismatch(let e, _), .structureChanged(let e, _), .withinTolerance(let e, _): return (e.mismatched, e.total, e.regions)
                    default: break
                    }
                    return (max(golden.width, actual.width) * max(golden.height, actual.height),
                            max(golden.width, actual.width) * max(golden.height, actual.height), [])
                }()
                let composite = FailureComposite.make(expected: golden, diff: diff, actual: actual,
                                                      mismatched: evidence.0, total: evidence.1, regions: evidence.2)
                put(.composite, PNGEncoder.encode(composite, compression: .fast))
            }
        }
        return written
    }
}
