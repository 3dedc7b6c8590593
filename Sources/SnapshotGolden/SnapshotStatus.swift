/// What a snapshot's verification came to, as `results.json` and the page name it.
public enum SnapshotStatus: String, Codable, CodingKeyRepresentable, CaseIterable, Sendable, Comparable {
    case passed
    case passedWithinTolerance = "passed-within-tolerance"
    case changed
    case sizeChanged = "size-changed"
    /// No golden ("new" on the page).
    case missing
    case recorded
    case unreadableGolden = "unreadable-golden"
    case renderFailed = "render-failed"
    case goldenWriteFailed = "golden-write-failed"
    case comparisonInconsistent = "comparison-inconsistent"
    /// A failure on a machine that differs from the goldens' environment.
    case environmentMismatch = "environment-mismatch"

    public static func < (a: SnapshotStatus, b: SnapshotStatus) -> Bool { a.rawValue < b.rawValue }

    /// An input error (exit 2) rather than a difference.
    package var isError: Bool { [.unreadableGolden, .renderFailed, .goldenWriteFailed].contains(self) }
    /// Whether a snapshot with this status passed: the one rule every reader uses
    /// (results.json's `passed` is written from it and never read back).
    public var passes: Bool { [.passed, .passedWithinTolerance, .recorded].contains(self) }
    /// A candidate a reviewer may approve over (or as) the golden.
    package var isApprovableKind: Bool { [.changed, .sizeChanged, .missing].contains(self) }
}
