import Foundation
import SnapshotDiff
import SnapshotImage
import SnapshotStructure
/// What verifying one snapshot found. Verdicts carry their evidence; reports only read them.
package enum Verdict: Equatable, Sendable {
    /// Pixels identical to the golden.
    case match
    /// Some pixels differ, within the policy's allowance, and nothing a person sees or hears
    /// changed in the structure; with the evidence (the page shows the actual and the diff)
    /// and the imperceptible changes (moves under half a point).
    case withinTolerance(DiffEvidence, changes: [LayoutChange])
    /// More pixels differ than allowed; with the evidence and what the layout says changed.
    case mismatch(DiffEvidence, changes: [LayoutChange])
    /// The pixels are identical or within the tolerance, but the structural snapshots differ in
    /// a field a person can see or hear (`LayoutChange.isPerceptible`): reported as `changed`.
    case structureChanged(DiffEvidence, changes: [LayoutChange])
    /// The golden and the render have different pixel sizes.
    case sizeMismatch(expected: PixelSize, actual: PixelSize, changes: [LayoutChange])
    /// No golden exists for this snapshot.
    case missingGolden
    /// The golden was written in this run (record mode), with the reason.
    case recorded(RecordReason)
    /// The golden exists but cannot be read; the reason says why.
    case unreadableGolden(String)
    /// The snapshot could not be rendered (a broken icon, a missing font).
    case renderFailed(String)
    /// Record mode rendered it but could not write the golden (a full disk, a read-only folder).
    case goldenWriteFailed(String)
    /// The two comparisons of one snapshot disagreed; never a pass (verdicts fail closed).
    case inconsistent(String)

    /// Why a golden was recorded.
    package enum RecordReason: String, Sendable { case missing, failed, all }

    /// Whether this verdict passes verification.
    package var passed: Bool {
        switch self {
        case .match, .withinTolerance, .recorded: true
        case .mismatch, .structureChanged, .sizeMismatch, .missingGolden, .unreadableGolden, .renderFailed, .goldenWriteFailed, .inconsistent: false
        }
    }

    /// Whether the verdict is an input error (exit code 2) rather than a difference.
    package var isInputError: Bool {
        switch self {
        case .unreadableGolden, .renderFailed, .goldenWriteFailed: true
        default: false
        }
    }

    /// The status summaries and `results.json` report it under.
    package var status: SnapshotStatus {
        switch self {
        case .match: .passed
        case .withinTolerance: .passedWithinTolerance
        case .mismatch, .structureChanged: .changed
        case .sizeMismatch: .sizeChanged
        case .missingGolden: .missing
        case .recorded: .recorded
        case .unreadableGolden: .unreadableGolden
        case .renderFailed: .renderFailed
        case .goldenWriteFailed: .goldenWriteFailed
        case .inconsistent: .comparisonInconsistent
        }
    }
}
