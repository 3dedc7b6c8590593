import Foundation
import SnapshotCommandLine
import SnapshotFormats
import SnapshotGolden
import SnapshotReports

/// What an audit says of itself: its verdict as `results.json` carries it (`RunAudit`, one
/// entry per presentation and rule) and its terminal summary, grouped the same way.
extension AuditResults {
    /// The audit's entry in `results.json`. `scenarioFiles`: scenario id → the file it was read
    /// from, so annotations and junit point at it.
    package func runAudit(scenarioFiles: [String: String], file: String = "audit.json") -> RunAudit {
        var failures: [String: (keys: Set<String>, message: String, findings: Int)] = [:]
        for f in failing {
            let id = Self.presentation(of: f.key) + "\u{0}" + f.rule.id
            var entry = failures[id] ?? ([], f.message, 0)
            entry.keys.insert(f.key); entry.findings += 1
            failures[id] = entry
        }
        let presentations = Set(voiceOver.map(\.presentation)).union(overlays.keys)
            .union(findings.filter { $0.rule != .allowlistStale }.map { Self.presentation(of: $0.key) })
        return RunAudit(
            subjects: subjects, exitCode: exitCode, presentations: Array(presentations),
            failures: failures.map { id, entry in
                let parts = id.split(separator: "\u{0}", omittingEmptySubsequences: false).map(String.init)
                let scenario = String(parts[0].split(separator: "/").first ?? "")
                return RunAudit.Failure(presentation: parts[0], rule: parts[1], scenarioFile: scenarioFiles[scenario],
                                        keys: entry.keys.sorted(), message: entry.message, findings: entry.findings)
            },
            warnings: counts.bySeverity[.warning] ?? 0, info: counts.bySeverity[.info] ?? 0,
            allowlisted: counts.allowlisted, renderErrors: renderErrors, file: file)
    }

    /// `scenario/surface` of a snapshot key (`scenario/surface_device_…`).
    package static func presentation(of key: String) -> String {
        let parts = key.split(separator: "/", maxSplits: 1)
        guard parts.count == 2 else { return key }
        return parts[0] + "/" + (parts[1].split(separator: "_").first ?? parts[1])
    }

    /// The terminal summary: unallowlisted errors grouped by presentation and rule (up to
    /// `limit` groups, every snapshot in audit.json), stale allowlist entries, counts per rule
    /// (not with `quiet`), and one line of totals.
    /// `verdict`: this audit's `runAudit`, whose failures are the groups.
    package func printSummary(_ console: Console, verdict: RunAudit, seconds: Double, paths: DisplayPaths, quiet: Bool,
                             limit: Int = 25) {
        for line in renderErrors { console.err("error: \(line)") }
        let groups = verdict.failures
        for g in groups.prefix(limit) {
            console.out("error \(g.rule) \(g.presentation) (\(g.keys.count) snapshot\(g.keys.count == 1 ? "" : "s")): \(g.message)")
            if !quiet { for key in g.keys.prefix(3) { console.out("    \(key)") } }
            if !quiet, g.keys.count > 3 { console.out("    … and \(g.keys.count - 3) more") }
        }
        if groups.count > limit { console.out("… and \(groups.count - limit) more rule(s) broken: \(paths.output("audit.json"))") }
        for f in findings where f.rule == .allowlistStale { console.out(f.line) }
        if !completeRun && !quiet { console.out("allowlist: unused entries are only reported by a run over the whole catalog") }
        if !quiet {
            console.out("rule                    error  warning   info")
            for rule in counts.byRule.keys.sorted() {
                let c = counts.byRule[rule]!
                console.out(rule.id.padding(toLength: 22, withPad: " ", startingAt: 0)
                            + [c[.error], c[.warning], c[.info]].map { String($0 ?? 0).leftPadded(7, with: " ") }.joined(separator: "  "))
            }
        }
        console.out("audit: \(subjects) snapshot(s) in \(String(format: "%.1f", seconds)) s; \(counts.failing) error(s)"
                    + " (\(counts.allowlisted) finding(s) allowlisted), \(counts.bySeverity[.warning] ?? 0) warning(s),"
                    + " \(counts.bySeverity[.info] ?? 0) info" + (shard.map { " (shard \($0.description))" } ?? "")
                    + "; report: \(paths.output("audit.json"))")
    }
}
