import Foundation
import SnapshotCore

/// The outcome for one item, with where its artefacts were written.
package struct SnapshotResult: Sendable {
    package var item: VerifyItem
    package var verdict: Verdict
    /// Paths relative to the output folder: "actual", "diff", "expected", "composite", "actualLayout".
    package var artefacts: [String: String]
    /// SHA-256 of the golden PNG (before this run, if it existed) and of the candidate PNG
    /// written for a failure or a recording.
    package var goldenSHA256: String?
    package var candidateSHA256: String?
    /// SHA-256 of the candidate's structural snapshot `<key>.actual.json`, when written.
    package var candidateLayoutSHA256: String?
    /// Failure artefacts that could not be written, each in one line (reported, exit 2).
    package var artefactErrors: [String] = []
}

/// How a verification run behaves.
package struct VerifyOptions: Sendable {
    /// The command line's tolerance for every snapshot; nil: each scenario's own
    /// (`Scenario.tolerance`), else exact.
    package var policy: DiffPolicy?
    package var record: RecordMode
    /// Where failure artefacts go.
    package var outputDirectory: URL
    /// Whether the run covers only part of the catalog (a filter, scenario files or an axis):
    /// such a record on another environment is refused (it would hide the others' mismatch).
    package var partial = false
    /// Whether a failure also leaves `<key>.composite.png` (`verify --composite`).
    // NB: off by default: encoding the three-panel composite cost more than everything else a
    // failure writes together (spec-decisions.md "Cheap failures and records").
    package var composite = false
    /// Whether writing any golden fails the run (exit 1 after writing): true under CI
    /// (`CI=true`), where a recording run must never pass (`RecordMode.failsRecording`).
    package var failsRecording = false

    package init(policy: DiffPolicy? = nil, record: RecordMode = .never, outputDirectory: URL) {
        self.policy = policy; self.record = record; self.outputDirectory = outputDirectory
    }

    /// The policy `item` is compared under: the command line's, else its scenario's, else exact.
    package func policy(for item: VerifyItem) -> DiffPolicy { policy ?? item.tolerance ?? .exact }
}

/// Compares rendered items with the goldens. Passing snapshots are never PNG-encoded.
package struct Verifier: Sendable {
    package let store: GoldenStore
    package let options: VerifyOptions

    /// The image comparison; a test replaces it to make the two passes disagree.
    var comparison: @Sendable (Bitmap, Bitmap, DiffPolicy, Bool) -> ImageComparison = {
        ImageComparison.compare(expected: $0, actual: $1, policy: $2, wantDiffImage: $3)
    }

    package init(store: GoldenStore, options: VerifyOptions) {
        self.store = store; self.options = options
    }

    /// Verifies one item (never throws: every failure becomes a verdict).
    package func verify(_ item: VerifyItem) -> SnapshotResult {
        let rendered: Rendered
        do {
            let (bitmap, layout) = try item.render()
            rendered = Rendered(bitmap: bitmap, layout: layout, layoutJSON: try layout.map(StructuralSnapshot.text))
        } catch {
            return SnapshotResult(item: item, verdict: .renderFailed("\(error)"), artefacts: [:])
        }
        let goldenBytes: [UInt8]?
        let comparison: Comparison
        do {
            goldenBytes = try store.pngBytes(item.key)
            comparison = compare(item, rendered, goldenBytes)
        } catch {
            goldenBytes = nil
            comparison = Comparison(verdict: .unreadableGolden(error.description))
        }
        let verdict = comparison.verdict
        var result = SnapshotResult(item: item, verdict: verdict, artefacts: [:],
                                    goldenSHA256: goldenBytes.map(SHA256.hex))
        let artefacts = FailureArtefacts(directory: options.outputDirectory, policy: options.policy(for: item),
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
        if !verdict.passed || verdict.status == .passedWithinTolerance {
            let written = artefacts.write(key: item.key, actual: rendered.bitmap, actualLayout: rendered.layoutJSON,
                                          goldenBytes: goldenBytes, golden: comparison.golden, diff: comparison.diff,
                                          verdict: verdict)
            result.artefacts = written.paths
            result.candidateSHA256 = written.candidateSHA256
            result.candidateLayoutSHA256 = written.candidateLayoutSHA256
            result.artefactErrors += written.errors
        }
        return result
    }

    /// A render in memory: pixels, the structural snapshot and its text (written as is).
    struct Rendered {
        var bitmap: Bitmap
        var layout: LayoutSnapshot?
        var layoutJSON: String?
    }

    /// A comparison's verdict with the decoded golden and the diff image, handed on to the
    /// failure artefacts so neither is made twice.
    struct Comparison {
        var verdict: Verdict
        var golden: Bitmap? = nil
        var diff: Bitmap? = nil
    }

    func compare(_ item: VerifyItem, _ rendered: Rendered, _ goldenBytes: [UInt8]?) -> Comparison {
        guard let goldenBytes else { return Comparison(verdict: .missingGolden) }
        let golden: Bitmap
        do { golden = try PNGDecoder.decode(goldenBytes) } catch {
            return Comparison(verdict: .unreadableGolden("\(store.pngURL(item.key).path): \(error)"))
        }
        // NB: the structure is read for every snapshot, pixels equal or not: a label can change
        // with no pixel changing, and a tolerance can hide a colour.
        let changes: [LayoutChange]
        switch structuralChanges(item, rendered) {
        case .success(let found): changes = found
        case .failure(let problem): return Comparison(verdict: .unreadableGolden(problem.description), golden: golden)
        }
        let policy = options.policy(for: item)
        // NB: sizes are checked first (cheap): a size change gets its padded diff in this one pass.
        // The padded diff is made only within the pixel budget the artefacts keep to.
        let sizesDiffer = golden.width != rendered.bitmap.width || golden.height != rendered.bitmap.height
        let paddedDiffFits = (try? PixelBudget.default.check(PixelSize(width: golden.width, height: golden.height),
                                                             PixelSize(width: rendered.bitmap.width, height: rendered.bitmap.height),
                                                             diffImage: true, composite: true)) != nil
        let pixels = comparison(golden, rendered.bitmap, policy, sizesDiffer && paddedDiffFits)
        switch pixels {
        case .identical, .withinTolerance:
            let seen = LayoutDiff.perceptible(changes)
            if seen.isEmpty, case .identical = pixels { return Comparison(verdict: .match, golden: golden) }
            // NB: within tolerance, or a structural change: the evidence in full, with the diff
            // image, so the page shows the actual and the diff, never only the golden.
            let evidence = ImageComparison.evidence(expected: golden, actual: rendered.bitmap, policy: policy)
            let verdict: Verdict = seen.isEmpty ? .withinTolerance(evidence, changes: changes) : .structureChanged(evidence, changes: changes)
            return Comparison(verdict: verdict, golden: golden, diff: evidence.diffImage)
        case .sizeMismatch(let e, let a, let diff):
            return Comparison(verdict: .sizeMismatch(expected: e, actual: a, changes: changes), golden: golden, diff: diff)
        case .different:
            // The first pass stopped at the allowance; count again in full, with the diff image.
            // NB: fail closed: when the recount disagrees, that is a failure, never a match.
            let full = comparison(golden, rendered.bitmap, policy, true)
            guard case .different(let evidence) = full else {
                return Comparison(verdict: .inconsistent("the first comparison found more differing pixels than allowed, the full recount found \(full)"),
                                  golden: golden)
            }
            return Comparison(verdict: .mismatch(evidence, changes: changes), golden: golden, diff: evidence.diffImage)
        }
    }

    /// What the structural snapshots say changed: the golden's file against the render's
    /// model. Nothing when the item has no structure (animation frames) or the files are byte
    /// for byte the same; a golden without its `.json`, or one that cannot be read, is a
    /// problem (the structure cannot be compared, so the snapshot cannot pass).
    func structuralChanges(_ item: VerifyItem, _ rendered: Rendered) -> Result<[LayoutChange], LayoutSnapshotError> {
        guard let actual = rendered.layout, let text = rendered.layoutJSON else { return .success([]) }
        let url = store.layoutURL(item.key)
        let bytes: [UInt8]?
        do { bytes = try FileBytes.readIfPresent(url.path, limit: LayoutSnapshot.maxFileSize, within: store.root.path) } catch {
            return .failure(.unreadable(path: url.path, reason: error.reasonAfterFileName))
        }
        guard let bytes else {
            return .failure(.unreadable(path: url.path, reason: "missing: the golden has no structural snapshot, so a change "
                                        + "a person can see or hear cannot be ruled out; record or approve it again"))
        }
        if text.utf8.elementsEqual(bytes) { return .success([]) }
        do {
            let before = try LayoutSnapshot.decode(bytes, path: url.path)
            return .success(LayoutDiff.changes(from: before.snapshot, to: actual, keys: before.keys))
        } catch {
            return .failure(error)
        }
    }
}
