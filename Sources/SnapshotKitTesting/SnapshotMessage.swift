import SnapshotGolden
import SnapshotCatalogRuns
import SnapshotReports

/// The failure message of one check, as `snapshot verify` words it: the environment's
/// differences, each cause with its snapshots and the file to open, the goldens written under
/// CI, which images are attached, the counts, and last the one line that accepts the change.
/// Never more than `maxLines` lines (the rest is in summary.txt); never a bitmap.
struct SnapshotMessage {
    static let maxLines = 15
    /// How many failing snapshots' images are attached.
    static let maxAttachedSnapshots = 4

    var summaryLines: [String]
    var environmentLines: [String]
    var recordedInCI: [String]
    /// "snapshot: 8 snapshot(s): 8 no golden" (`countsLine`).
    var counts: String
    /// What the last line says to run (`Accept`).
    var accept: Accept
    /// "images: 4 of 8 failing snapshots attached; all in …", when attachments stop short.
    var attachmentNote: String? = nil
    /// Where goldens of an earlier layout lie, and the command that moves them (`movedGoldens`).
    var movedGoldens: String? = nil

    /// The causes as `snapshot verify` prints them on a terminal, three snapshots a cause,
    /// without its counts line (the message counts "no golden" as such: `countsLine`).
    static func summaryLines(_ summary: RunSummary<CatalogAxes>) -> [String] {
        summary.lines(.terminal(perGroup: 3)).filter { $0 != summary.countsLine }
    }

    /// "snapshot: 8 snapshot(s): 8 no golden": the CLI's counts, except that a snapshot without
    /// a golden counts as "no golden" even when the environment also differs (a first run
    /// has no ENVIRONMENT.json either, and its cause is the missing goldens).
    static func countsLine(_ snapshots: [SnapshotReport.Snapshot]) -> String {
        var counts: [String: Int] = [:]
        for s in snapshots { counts[s.isWithoutGolden ? "no golden" : s.status.rawValue, default: 0] += 1 }
        let words = counts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
        return "snapshot: \(snapshots.count) snapshot(s): \(words)"
    }

    /// The one command that accepts what failed.
    enum Accept: Equatable {
        /// Record the goldens no run has written yet: `SNAPSHOT_RECORD=missing`.
        case recordMissing(filter: String)
        /// Re-record every failing snapshot: `SNAPSHOT_RECORD=failed`.
        case recordFailed(filter: String)
        /// Goldens were written under CI: commit them.
        case commit(goldens: String)

        /// `filter` for `swift test --filter`: the test's name without its argument list,
        /// quoted for a shell when it is not a plain name.
        static func filter(testName: String) -> String {
            let base = String(testName.prefix { $0 != "(" })
            let plain = !base.isEmpty && base.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
            return plain ? base : "'" + base.replacingOccurrences(of: "'", with: "'\\''") + "'"
        }

        var line: String {
            switch self {
            case .recordMissing(let filter):
                "accept: SNAPSHOT_RECORD=missing swift test --filter \(filter)  (or record: .missing) records the missing goldens"
            case .recordFailed(let filter):
                "accept: SNAPSHOT_RECORD=failed swift test --filter \(filter)  (or record: .failed) re-records the failing goldens"
            case .commit(let goldens):
                "accept: git add \(goldens), commit, and run again without recording"
            }
        }
    }

    func text(summaryFile: String) -> String {
        var lines = (movedGoldens.map { [$0] } ?? []) + environmentLines.map { "environment: \($0)" }
        if !recordedInCI.isEmpty {
            lines.append("running in CI (CI is set): \(recordedInCI.count) golden(s) written, so this test fails; "
                         + "commit them and run again without recording:")
            lines += recordedInCI.map { "  recorded \($0)" }
        }
        lines += summaryLines
        if let attachmentNote { lines.append(attachmentNote) }
        // NB: the counts and the accept line always end the message, whatever is cut.
        let end = [counts, accept.line]
        guard lines.count + end.count > Self.maxLines else { return (lines + end).joined(separator: "\n") }
        let shown = lines.prefix(Self.maxLines - end.count - 1)
        return (shown + ["… and \(lines.count - shown.count) more line(s): \(summaryFile)"] + end).joined(separator: "\n")
    }
}
