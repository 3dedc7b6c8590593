import SnapshotCommandLine
import SnapshotGolden

/// The words a finished run ends with, on the terminal and in `summary.txt`: failures grouped
/// by cause (`FailureGroup`), each with its snapshots and the file to open, then what was not
/// drawn, the audit's verdict and one line of counts. Paths are written from one base
/// (`DisplayPaths`). Made from `RunResults`, so `verify`, `report` and `report --merge` say the
/// same of the same run.
package struct RunSummary<Axes: SnapshotAxes>: Sendable {
    package var run: RunResults<Axes>
    package var paths: DisplayPaths

    package init(_ run: RunResults<Axes>, paths: DisplayPaths) { self.run = run; self.paths = paths }

    package typealias Detail = SummaryDetail

    /// The lines, input errors first. Text from the run (explanations, input errors: from a
    /// golden's structural snapshot, a scenario, a shard's results.json) is printed as data
    /// (`TerminalText.escape`): one line each, no control character.
    package func lines(_ detail: Detail) -> [String] {
        var lines = run.inputErrors.map { "error: \(TerminalText.escape($0))" }
        for group in FailureGroup.of(run) {
            lines.append("\(group.isError ? "ERROR" : "FAIL") \(TerminalText.escape(group.headline))")
            let shown: Int
            switch detail {
            case .full: shown = group.snapshots.count
            case .terminal(let n): shown = group.snapshots.count > n + 1 ? n : group.snapshots.count
            case .quiet: shown = 0
            }
            for s in group.snapshots.prefix(shown) { lines.append("    \(s.key)  \(paths.evidence(s))") }
            if shown > 0, shown < group.snapshots.count {
                lines.append("    … and \(group.snapshots.count - shown) more: \(paths.output("summary.txt"))")
            }
        }
        lines += Axes.lines(run.skipped)
        if let audit = run.audit { lines.append(Self.auditLine(audit, paths)) }
        // NB: a folder only audited has no snapshots to count.
        if !(run.snapshots.isEmpty && run.audit != nil) { lines.append(countsLine) }
        return lines
    }

    /// "snapshot: 952 snapshot(s): 950 passed, 2 changed".
    package var countsLine: String {
        let counts = run.counts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key.rawValue)" }.joined(separator: ", ")
        return "snapshot: \(run.snapshots.count) snapshot(s): \(counts.isEmpty ? "none selected" : counts)"
            + (run.inputErrors.isEmpty ? "" : "; \(run.inputErrors.count) input error(s)")
            + (run.shard.map { " (shard \($0.description))" } ?? "")
    }

    /// "audit: 4856 snapshot(s), 2 error(s) in 1 presentation(s), 314 warning(s), 3050 info; out/verify/audit.json".
    static func auditLine(_ audit: RunAudit, _ paths: DisplayPaths) -> String {
        let errors = audit.failures.map(\.findings).reduce(0, +)
        let presentations = Set(audit.failures.map(\.presentation)).count
        return "audit: \(audit.subjects) snapshot(s), \(errors) error(s)"
            + (errors > 0 ? " in \(presentations) presentation(s)" : "")
            + ", \(audit.warnings) warning(s), \(audit.info) info"
            + (audit.renderErrors.isEmpty ? "" : ", \(audit.renderErrors.count) not rendered")
            + "; \(paths.output(audit.file))"
    }
}

/// How much to say.
package enum SummaryDetail: Sendable {
    /// Every snapshot of every group (summary.txt).
    case full
    /// The first `perGroup` snapshots of each group, then a pointer to summary.txt (the terminal).
    case terminal(perGroup: Int)
    /// One line per group and the counts (`--quiet`).
    case quiet
}
