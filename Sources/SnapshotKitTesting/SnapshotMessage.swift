import SnapshotCore
import SnapshotReports

/// The failure message of one check, as `snapshot verify` words it: the environment's
/// differences, each cause with its snapshots and the file to open, the goldens written under
/// CI, the counts. Never more than `maxLines` lines (the rest is in summary.txt); never a bitmap.
struct SnapshotMessage {
    static let maxLines = 15
    /// How many failing snapshots' images are attached.
    static let maxAttachedSnapshots = 4

    var summaryLines: [String]
    var environmentLines: [String]
    var recordedInCI: [String]
    var missing: Bool

    /// The causes as `snapshot verify` prints them on a terminal, three snapshots a cause.
    static func summaryLines(_ summary: RunSummary) -> [String] { summary.lines(.terminal(perGroup: 3)) }

    func text(summaryFile: String) -> String {
        var lines = environmentLines.map { "environment: \($0)" }
        if !recordedInCI.isEmpty {
            lines.append("running in CI (CI is set): \(recordedInCI.count) golden(s) written, so this test fails; "
                         + "commit them and run again without recording:")
            lines += recordedInCI.map { "  recorded \($0)" }
        }
        lines += summaryLines
        if missing && recordedInCI.isEmpty {
            lines.append("record the missing goldens with SNAPSHOT_RECORD=missing swift test (or record: .missing)")
        }
        guard lines.count > Self.maxLines else { return lines.joined(separator: "\n") }
        let shown = lines.prefix(Self.maxLines - 1)
        return (shown + ["… and \(lines.count - shown.count) more line(s): \(summaryFile)"]).joined(separator: "\n")
    }
}
