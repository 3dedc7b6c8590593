import Foundation
import SnapshotCommandLine
import SnapshotStructure
/// The results of a run, and the files and summary made from them. Reports only read rows.
package struct VerifyReport<Axes: SnapshotAxes>: Sendable {
    /// Every snapshot's row of `results.json`, in the items' order.
    // NB: each row is made as its snapshot finishes (`VerificationRun`), and the counts, the exit
    // code and the summary are read from the rows: no item, verdict or golden hash outlives its
    // snapshot's verification (memory flat in the catalog's size).
    package var snapshots: [RunResults<Axes>.Snapshot]
    /// Scenario files that could not be loaded.
    package var inputErrors: [String]
    /// How this machine differs from `Goldens/ENVIRONMENT.json`.
    package var environmentDifferences: [String]
    /// Scenario × surface pairs the selection names but does not draw, and why.
    package var skipped: [Axes.Skipped] = []
    /// Whether a recorded golden fails the run (`CI=true`, `VerifyOptions.failsRecording`).
    package var recordingFails = false
    /// Whether some snapshot had no golden (its row may say `environment-mismatch` instead).
    package var missingGolden = false

    package init(snapshots: [RunResults<Axes>.Snapshot], inputErrors: [String], environmentDifferences: [String]) {
        self.snapshots = snapshots; self.inputErrors = inputErrors; self.environmentDifferences = environmentDifferences
    }

    /// 0 all passed, 1 differences or missing goldens (or, under CI, goldens recorded), 2 bad
    /// input (scenario, golden, icon).
    package var exitCode: ExitCode {
        let code = RunResults<Axes>.exitCode(snapshots, inputErrors: inputErrors)
        if code == 0, recordingFails, snapshots.contains(where: { $0.status == .recorded }) { return .failure }
        return ExitCode(rawValue: Int32(code)) ?? .usage
    }

    /// The status word a verdict is reported under; failures on a different environment
    /// are reported as environment mismatches (their evidence is kept).
    package static func status(_ verdict: Verdict, environmentDiffers: Bool) -> SnapshotStatus {
        !verdict.passed && environmentDiffers && !verdict.isInputError ? .environmentMismatch : verdict.status
    }

    /// Counts per status, sorted by status.
    package var counts: [(SnapshotStatus, Int)] {
        RunResults<Axes>.counts(snapshots).map { ($0.key, $0.value) }.sorted { $0.0 < $1.0 }
    }

    /// Writes `results.json` into `directory` (the reports write the rest from it).
    package func write(to directory: URL, shard: Shard? = nil, partition: ShardPartition? = nil) throws -> RunResults<Axes> {
        var run = RunResults(self)
        run.shard = shard
        run.partition = partition
        try run.write(to: directory.appendingPathComponent("results.json"))
        return run
    }
}

/// Failure verdicts in words.
enum FailureWording {
    static func describe(_ verdict: Verdict) -> String {
        switch verdict {
        case .mismatch(let e, _):
            let ratio = String(format: "%.3f%%", e.ratio * 100)
            return "\(e.mismatched) of \(e.total) pixels differ (\(ratio)) in \(e.regions.count) region(s)"
        case .structureChanged(let e, let changes):
            if e.mismatched == 0 { return "no pixel changed: \(unseen(changes)) did" }
            return "\(e.mismatched) of \(e.total) pixels differ, within the tolerance, but what a person sees or hears changed (the structural snapshot)"
        case .sizeMismatch(let expected, let actual, _):
            return "size changed: golden \(expected), rendered \(actual)"
        case .missingGolden:
            return "no golden; run 'snapshot record --filter <key>' or verify with --record missing"
        case .unreadableGolden(let reason): return "golden unreadable: \(reason)"
        case .renderFailed(let reason): return "could not render: \(reason)"
        case .goldenWriteFailed(let reason): return "golden not written: \(reason)"
        case .inconsistent(let reason): return "comparison inconsistent, counted as a failure: \(reason)"
        case .withinTolerance(let e, _):
            return "\(e.mismatched) of \(e.total) pixels differ, within the tolerance; nothing a person sees or hears changed"
        case .match, .recorded: return verdict.status.rawValue
        }
    }

    /// What changed where no pixel did, in words: "the VoiceOver label", "the tap action",
    /// "the VoiceOver label and the tap action"; other fields by name.
    static func unseen(_ changes: [LayoutChange]) -> String {
        typealias Kind = LayoutChange.Kind
        var parts: [String] = []
        for change in LayoutDiff.perceptible(changes) {
            let part = switch change.kind {
            case .label: "the VoiceOver label"
            case .summary: "the VoiceOver summary"
            case .action: "the tap action"
            case .shown: "the drawn text"
            default: "the structural snapshot's \(change.kind.rawValue)"
            }
            if !parts.contains(part) { parts.append(part) }
        }
        if parts.isEmpty { return "the structural snapshot" }
        return parts.count == 1 ? parts[0] : parts.dropLast().joined(separator: ", ") + " and " + parts.last!
    }

    /// What caused a failure, in one line, the same for every snapshot one cause touched: the
    /// summaries group by it ("28 snapshots: subtitle: 'Updated 2 min ago' → '3 min'"). The
    /// cause is what a person sees change (text, elements added or removed, truncation, colour,
    /// font, action, context); accessibility labels only when nothing visible changed (they
    /// restate the text, differently per surface); moves and resizes, which differ from one
    /// size to the next, only when nothing else did; when the structural snapshots agree, that
    /// the pixels alone differ. Errors are explained by their reason.
    static func explain(_ verdict: Verdict) -> String? {
        switch verdict {
        case .mismatch(_, let changes): return causes(changes) ?? "pixels differ; the structural snapshot is unchanged"
        case .structureChanged(_, let changes): return causes(LayoutDiff.perceptible(changes)) ?? "the structural snapshot changed"
        case .sizeMismatch(let expected, let actual, let changes): return causes(changes) ?? "size changed: \(expected) → \(actual)"
        case .missingGolden: return "no golden"
        case .unreadableGolden(let reason): return "golden unreadable: \(reason)"
        case .renderFailed(let reason): return "could not render: \(reason)"
        case .goldenWriteFailed(let reason): return "golden not written: \(reason)"
        case .inconsistent: return "comparison inconsistent"
        case .match, .withinTolerance, .recorded: return nil
        }
    }

    static func causes(_ changes: [LayoutChange], limit: Int = 2) -> String? {
        typealias Kind = LayoutChange.Kind
        let tiers: [(Kind) -> Bool] = [{ !Kind.heard.contains($0) && !Kind.geometry.contains($0) },
                                       { Kind.heard.contains($0) }, { Kind.geometry.contains($0) }]
        guard let chosen = tiers.lazy.map({ tier in changes.filter { tier($0.kind) } }).first(where: { !$0.isEmpty }) else {
            return nil
        }
        return chosen.prefix(limit).map(\.summary).joined(separator: "; ")
            + (chosen.count > limit ? "; and \(chosen.count - limit) more change(s)" : "")
    }
}
