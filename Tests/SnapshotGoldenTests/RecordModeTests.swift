@testable import SnapshotDiff
@testable import SnapshotGolden
@testable import SnapshotImage
import Testing

/// Which verdicts each record mode writes: every pair decided (`RecordMode.records`).
@Suite struct RecordModeTests {
    static let evidence = DiffEvidence(mismatched: 1, total: 4, countIsLowerBound: false, regions: [], diffImage: nil)
    static let verdicts: [(String, Verdict)] = [
        ("match", .match), ("withinTolerance", .withinTolerance(evidence, changes: [])),
        ("mismatch", .mismatch(evidence, changes: [])), ("structureChanged", .structureChanged(evidence, changes: [])),
        ("sizeMismatch", .sizeMismatch(expected: PixelSize(width: 1, height: 1), actual: PixelSize(width: 2, height: 2), changes: [])),
        ("missingGolden", .missingGolden), ("recorded", .recorded(.all)), ("unreadableGolden", .unreadableGolden("r")),
        ("renderFailed", .renderFailed("r")), ("goldenWriteFailed", .goldenWriteFailed("r")), ("inconsistent", .inconsistent("r")),
    ]

    @Test(arguments: RecordMode.allCases)
    func whatEachModeWrites(mode: RecordMode) {
        let failed: Set = ["mismatch", "structureChanged", "sizeMismatch", "unreadableGolden", "inconsistent"]
        for (name, verdict) in Self.verdicts {
            let expected: Verdict.RecordReason? = switch mode {
            case .never: nil
            case .all: .all
            case .missing: name == "missingGolden" ? .missing : nil
            case .failed: name == "missingGolden" ? .missing : failed.contains(name) ? .failed : nil
            }
            #expect(mode.records(verdict) == expected, "\(mode) \(name)")
        }
    }
}
