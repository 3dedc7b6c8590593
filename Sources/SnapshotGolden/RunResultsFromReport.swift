/// `results.json` made from an in-memory report: the run's one model (`RunResults`), so
/// `verify` hands the reports the same value `snapshot report` reads back from disk.
extension RunResults {
    package init(_ report: VerifyReport<Axes>) {
        self.init(exitCode: Int(report.exitCode.rawValue),
                  counts: Dictionary(uniqueKeysWithValues: report.counts),
                  environmentDifferences: report.environmentDifferences,
                  inputErrors: report.inputErrors,
                  skipped: report.skipped,
                  snapshots: report.snapshots)
    }
}

extension RunResults.Snapshot {
    /// One verified snapshot's entry, with its verdict's evidence: made as the snapshot
    /// finishes (`VerificationRun`), so the result itself ends there.
    init(_ r: SnapshotResult<Axes>, environmentDiffers: Bool) {
        let status = VerifyReport<Axes>.status(r.verdict, environmentDiffers: environmentDiffers)
        self.init(key: r.item.key, status: status, axes: r.item.axes, goldenSHA256: r.goldenSHA256,
                  candidateSHA256: r.candidateSHA256, candidateLayoutSHA256: r.candidateLayoutSHA256,
                  artefacts: r.artefacts, message: r.verdict.passed && r.verdict.status != .passedWithinTolerance ? nil : FailureWording.describe(r.verdict))
        explanation = FailureWording.explain(r.verdict)
        switch r.verdict {
        case .mismatch(let e, let changes), .structureChanged(let e, let changes), .withinTolerance(let e, let changes):
            mismatched = e.mismatched; total = e.total; ratio = e.ratio
            regions = e.regions.map { RunResults.Region(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
            self.changes = changes.map(\.summary)
            if !r.verdict.passed { origins = changes.origins.nonEmpty }
        case .sizeMismatch(let expected, let actual, let changes):
            expectedSize = expected.description; actualSize = actual.description
            self.changes = changes.map(\.summary)
            origins = changes.origins.nonEmpty
        default: break
        }
    }
}

extension Array {
    /// Nil for an empty array, so an optional list is absent rather than `[]`.
    fileprivate var nonEmpty: [Element]? { isEmpty ? nil : self }
}
