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
    /// SHA-256 of the candidate's structural snapshot `<key>.actual.json`, when written.
    public var candidateLayoutSHA256: String?
    /// Failure artefacts that could not be written, each in one line (reported, exit 2).
    public var artefactErrors: [String] = []
}

/// How a verification run behaves.
public struct VerifyOptions: Sendable {
    public var policy: DiffPolicy
    public var record: RecordMode
    /// Where failure artefacts go.
    public var outputDirectory: URL
    /// Whether the run covers only part of the catalog (a filter, scenario files or an axis):
    /// such a record on another environment is refused (it would hide the others' mismatch).
    public var partial = false
    /// Whether a failure also leaves `<key>.composite.png` (`verify --composite`).
    // NB: off by default: encoding the three-panel composite cost more than everything else a
    // failure writes together (spec-decisions.md "Cheap failures and records").
    public var composite = false
    /// Whether writing any golden fails the run (exit 1 after writing): true under CI
    /// (`CI=true`), where a recording run must never pass (`RecordMode.failsRecording`).
    public var failsRecording = false

    public init(policy: DiffPolicy = DiffPolicy(), record: RecordMode = .never, outputDirectory: URL) {
        self.policy = policy; self.record = record; self.outputDirectory = outputDirectory
    }
}

/// Compares rendered items with the goldens. Passing snapshots are never PNG-encoded.
public struct Verifier: Sendable {
    public let store: GoldenStore
    public let options: VerifyOptions

    /// The image comparison; a test replaces it to make the two passes disagree.
    var comparison: @Sendable (Bitmap, Bitmap, DiffPolicy, Bool) -> ImageComparison = {
        ImageComparison.compare(expected: $0, actual: $1, policy: $2, wantDiffImage: $3)
    }

    public init(store: GoldenStore, options: VerifyOptions) {
        self.store = store; self.options = options
    }

    /// Verifies one item (never throws: every failure becomes a verdict).
    public func verify(_ item: VerifyItem) -> SnapshotResult {
        let rendered: (bitmap: Bitmap, layoutJSON: String?)
        do { rendered = try item.render() } catch {
            return SnapshotResult(item: item, verdict: .renderFailed("\(error)"), artefacts: [:])
        }
        let goldenBytes: [UInt8]?
        let verdict: Verdict
        var golden: Bitmap?
        do {
            goldenBytes = try store.pngBytes(item.key)
            (verdict, golden) = compare(item, rendered, goldenBytes)
        } catch {
            goldenBytes = nil
            verdict = .unreadableGolden(error.description)
        }
        var result = SnapshotResult(item: item, verdict: verdict, artefacts: [:],
                                    goldenSHA256: goldenBytes.map(SHA256.hex))
        let artefacts = FailureArtefacts(directory: options.outputDirectory, policy: options.policy,
                                         composite: options.composite)
        // NB: this key's failure files from an earlier run go first, so a passing run leaves
        // none behind; only files named after this run's own keys are touched.
        result.artefactErrors += artefacts.removeLeftovers(key: item.key)
        if let reason = options.record.records(verdict) {
            do {
                result.candidateSHA256 = try store.write(key: item.key, bitmap: rendered.bitmap, layoutJSON: rendered.layoutJSON)
                result.verdict = .recorded(reason)
            } catch {
                result.verdict = .goldenWriteFailed("\(error)")
            }
            return result
        }
        if !verdict.passed {
            let written = artefacts.write(key: item.key, actual: rendered.bitmap, actualLayout: rendered.layoutJSON,
                                          goldenBytes: goldenBytes, golden: golden, verdict: verdict)
            result.artefacts = written.paths
            result.candidateSHA256 = written.candidateSHA256
            result.candidateLayoutSHA256 = written.candidateLayoutSHA256
            result.artefactErrors += written.errors
        }
        return result
    }

    /// The verdict, and the golden as decoded for it (nil when there is none or it is unreadable),
    /// so a failure's artefacts need not decode it again.
    func compare(_ item: VerifyItem, _ rendered: (bitmap: Bitmap, layoutJSON: String?),
                 _ goldenBytes: [UInt8]?) -> (Verdict, Bitmap?) {
        guard let goldenBytes else { return (.missingGolden, nil) }
        let golden: Bitmap
        do { golden = try PNGDecoder.decode(goldenBytes) } catch {
            return (.unreadableGolden("\(store.pngURL(item.key).path): \(error)"), nil)
        }
        return (verdict(item, rendered, golden), golden)
    }

    private func verdict(_ item: VerifyItem, _ rendered: (bitmap: Bitmap, layoutJSON: String?), _ golden: Bitmap) -> Verdict {
        switch comparison(golden, rendered.bitmap, options.policy, false) {
        case .identical: return .match
        case .withinTolerance(let n, let total): return .withinTolerance(mismatched: n, total: total)
        case .sizeMismatch(let e, let a, _):
            return .sizeMismatch(expected: e, actual: a, changes: layoutChanges(item, rendered.layoutJSON))
        case .different:
            // The first pass stopped at the allowance; count again in full, with the diff image.
            // NB: fail closed: when the recount disagrees, that is a failure, never a match.
            let full = comparison(golden, rendered.bitmap, options.policy, true)
            guard case .different(let evidence) = full else {
                return .inconsistent("the first comparison found more differing pixels than allowed, the full recount found \(full)")
            }
            return .mismatch(evidence, changes: layoutChanges(item, rendered.layoutJSON))
        }
    }

    func layoutChanges(_ item: VerifyItem, _ actualJSON: String?) -> [LayoutChange] {
        guard let actualJSON, let before = try? LayoutSnapshot.load(store.layoutURL(item.key), within: store.root.path),
              let after = try? JSONDecoder().decode(LayoutSnapshot.self, from: Data(actualJSON.utf8)) else { return [] }
        return LayoutDiff.changes(from: before, to: after)
    }
}
