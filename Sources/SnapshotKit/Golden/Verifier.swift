import Foundation

/// The outcome for one item, with where its artefacts were written.
public struct SnapshotResult: Sendable {
    public var item: VerifyItem
    public var verdict: Verdict
    /// Paths relative to the output folder: "actual", "diff", "expected", "composite", "actualLayout".
    public var artefacts: [String: String]
    /// SHA-256 of the golden PNG (before this run, if it existed) and of the candidate PNG
    /// written for a failure or a recording.
    public var goldenSHA256: String?
    public var candidateSHA256: String?
}

/// How a verification run behaves.
public struct VerifyOptions: Sendable {
    public var policy: DiffPolicy
    public var record: RecordMode
    /// Where failure artefacts go.
    public var outputDirectory: URL

    public init(policy: DiffPolicy = DiffPolicy(), record: RecordMode = .never, outputDirectory: URL) {
        self.policy = policy; self.record = record; self.outputDirectory = outputDirectory
    }
}

/// Compares rendered items with the goldens. Passing snapshots are never PNG-encoded.
public struct Verifier: Sendable {
    public let store: GoldenStore
    public let options: VerifyOptions

    public init(store: GoldenStore, options: VerifyOptions) {
        self.store = store; self.options = options
    }

    /// Verifies one item (never throws: every failure becomes a verdict).
    public func verify(_ item: VerifyItem) -> SnapshotResult {
        let rendered: (bitmap: Bitmap, layoutJSON: String?)
        do { rendered = try item.render() } catch {
            return SnapshotResult(item: item, verdict: .renderFailed("\(error)"), artefacts: [:])
        }
        let goldenBytes = store.pngBytes(item.key)
        let verdict = compare(item, rendered, goldenBytes)
        var result = SnapshotResult(item: item, verdict: verdict, artefacts: [:],
                                    goldenSHA256: goldenBytes.map(SHA256.hex))
        if let reason = options.record.records(verdict) {
            do {
                result.candidateSHA256 = try store.write(key: item.key, bitmap: rendered.bitmap, layoutJSON: rendered.layoutJSON)
                result.verdict = .recorded(reason)
            } catch {
                result.verdict = .renderFailed("cannot write golden \(store.pngURL(item.key).path): \(error)")
            }
            return result
        }
        if !verdict.passed {
            result.artefacts = FailureArtefacts(directory: options.outputDirectory, policy: options.policy)
                .write(key: item.key, actual: rendered.bitmap, actualLayout: rendered.layoutJSON,
                       goldenBytes: goldenBytes, verdict: verdict, candidateSHA: &result.candidateSHA256)
        }
        return result
    }

    func compare(_ item: VerifyItem, _ rendered: (bitmap: Bitmap, layoutJSON: String?), _ goldenBytes: [UInt8]?) -> Verdict {
        guard let goldenBytes else { return .missingGolden }
        let golden: Bitmap
        do { golden = try PNGDecoder.decode(goldenBytes) } catch {
            return .unreadableGolden("\(store.pngURL(item.key).path): \(error)")
        }
        switch ImageComparison.compare(expected: golden, actual: rendered.bitmap, policy: options.policy, wantDiffImage: false) {
        case .identical: return .match
        case .withinTolerance(let n, let total): return .withinTolerance(mismatched: n, total: total)
        case .sizeMismatch(let e, let a, _):
            return .sizeMismatch(expected: e, actual: a, changes: layoutChanges(item, rendered.layoutJSON))
        case .different:
            // The first pass stopped at the allowance; count again in full, with the diff image.
            let full = ImageComparison.compare(expected: golden, actual: rendered.bitmap, policy: options.policy,
                                               wantDiffImage: true)
            guard case .different(let evidence) = full else { return .match }
            return .mismatch(evidence, changes: layoutChanges(item, rendered.layoutJSON))
        }
    }

    func layoutChanges(_ item: VerifyItem, _ actualJSON: String?) -> [LayoutChange] {
        guard let actualJSON, let before = try? LayoutSnapshot.load(store.layoutURL(item.key)),
              let after = try? JSONDecoder().decode(LayoutSnapshot.self, from: Data(actualJSON.utf8)) else { return [] }
        return LayoutDiff.changes(from: before, to: after)
    }
}
