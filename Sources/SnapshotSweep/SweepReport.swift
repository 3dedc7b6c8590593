import Foundation
import SnapshotAudit
import SnapshotCommandLine
import SnapshotFormats
import SnapshotReports

/// What a sweep says of itself, in the audit's forms: counts per rule, a terminal summary,
/// `summary.txt`, `junit.xml` (a testcase per rule), GitHub annotations (one per broken rule,
/// ten and a pointer to the rest) and the job summary. Grouped by rule, not by presentation:
/// a sweep's scenarios are generated, so a rule and its worst cases are what a person acts on.
package struct SweepReport {
    let results: SweepResults
    let paths: DisplayPaths

    package init(results: SweepResults, paths: DisplayPaths) {
        self.results = results; self.paths = paths
    }

    /// One broken (or reported) rule.
    struct RuleLine {
        var rule: AuditRule
        var errors: Int, warnings: Int, info: Int
        /// Snapshots with an unallowlisted error or a warning of this rule.
        var snapshots: Int
        var example: AuditFinding?
        var failing: Bool { errors > 0 }
    }

    /// Every rule with a finding, and every invariant, sorted by id.
    var rules: [RuleLine] {
        let findings = results.audit.findings.filter { $0.allowlistedBecause == nil }
        let byRule = Dictionary(grouping: findings, by: \.rule)
        let ids = Set(byRule.keys).union(results.invariants.map(\.id)).sorted()
        return ids.map { id in
            let group = byRule[id] ?? []
            let count = { (s: AuditSeverity) in group.filter { $0.severity == s }.count }
            let shown = group.filter { $0.severity != .info }
            return RuleLine(rule: id, errors: count(.error), warnings: count(.warning), info: count(.info),
                            snapshots: Set(shown.map(\.key)).count, example: results.worst[id]?.first?.finding ?? shown.first)
        }
    }

    var headline: String {
        "sweep: seed \(results.seed), \(results.space) space\(results.shard.map { " (shard \($0.description))" } ?? ""): "
            + "\(results.audit.subjects) snapshot(s) of \(results.cases) case(s); \(results.coverage.line)"
    }

    /// The terminal's (and summary.txt's) lines; `quiet` leaves out examples and keys.
    package func lines(quiet: Bool) -> [String] {
        // NB: messages quote the corpus's words and a merge reads shards' files: each value is
        // printed as data, one line (`TerminalText.escape`).
        let escape = TerminalText.escape
        var out = [headline] + results.audit.renderErrors.map { "error: not rendered: \(escape($0))" }
        if !quiet {
            out.append("rule                        error  warning     info  snapshots")
            for r in rules {
                out.append(escape(r.rule.id).padding(toLength: 26, withPad: " ", startingAt: 0)
                           + [r.errors, r.warnings, r.info, r.snapshots].map { String($0).leftPadded(9, with: " ") }.joined())
            }
        }
        for r in rules where r.failing {
            out.append("error \(escape(r.rule.id)) (\(r.snapshots) snapshot\(r.snapshots == 1 ? "" : "s")): \(escape(r.example?.message ?? ""))")
            if !quiet {
                for e in (results.worst[r.rule] ?? []).prefix(3) { out.append("    \(escape(e.finding.key))") }
                if let sheet = results.sheets[r.rule] { out.append("    sheet: \(paths.output(sheet))") }
            }
        }
        let c = results.audit.counts
        out.append("sweep: \(results.audit.subjects) snapshot(s); \(c.failing) error(s) (\(c.allowlisted) allowlisted), "
                   + "\(c.bySeverity[.warning] ?? 0) warning(s), \(c.bySeverity[.info] ?? 0) info; report: \(paths.output("sweep.json"))")
        return out
    }

    /// `junit.xml`: one suite, a testcase per rule, failing with its count, worst cases and sheet.
    package func junit() -> String {
        let rules = self.rules, escape = JUnitXML.escape
        var cases: [String] = []
        for r in rules {
            let open = "    <testcase classname=\"sweep\" name=\"\(escape(r.rule.id))\""
            guard r.failing else { cases.append(open + "/>"); continue }
            let keys = (results.worst[r.rule] ?? []).map { "  \($0.finding.key): \($0.finding.message)" }
            let body = ["\(r.errors) error(s) in \(r.snapshots) snapshot(s)"] + keys
                + (results.sheets[r.rule].map { ["sheet: \(paths.out)\($0)"] } ?? []) + ["sweep: \(paths.out)sweep.json"]
            cases.append(open + ">\n      <failure type=\"sweep\" message=\"\(escape(r.example?.message ?? r.rule.id))\">"
                         + escape(body.joined(separator: "\n")) + "</failure>\n    </testcase>")
        }
        for error in results.audit.renderErrors {
            cases.append("    <testcase classname=\"sweep\" name=\"\(escape(JUnitXML.inputName(error)))\">\n"
                         + "      <error type=\"render-failed\" message=\"\(escape(error))\">\(escape(error))</error>\n    </testcase>")
        }
        let failures = rules.filter(\.failing).count, errors = results.audit.renderErrors.count
        return ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                "<testsuites name=\"snapshot sweep\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\">",
                "  <testsuite name=\"layout sweep\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\">"]
            .joined(separator: "\n") + "\n" + cases.joined(separator: "\n") + "\n  </testsuite>\n</testsuites>\n"
    }

    /// GitHub annotations: one error per broken rule with its worst cases (ten, then a count).
    package func annotations() -> [String] {
        let broken = rules.filter(\.failing), limit = GitHubAnnotations.limit
        var out = broken.prefix(limit).map { r in
            let keys = (results.worst[r.rule] ?? []).prefix(8).map(\.finding.key).joined(separator: "\n")
            return GitHubAnnotations.command("error", ["title": "Sweep: \(r.rule) (\(r.snapshots) snapshots)"],
                                             (r.example?.message ?? "") + "\n" + keys
                                             + (results.sheets[r.rule].map { "\nsheet: " + paths.output($0) } ?? ""))
        }
        if broken.count > limit {
            out.append(GitHubAnnotations.command("error", ["title": "\(broken.count - limit) more rule(s) broken in the sweep"],
                                                 "every finding is in \(paths.output("sweep.json"))"))
        }
        out += results.audit.renderErrors.prefix(limit).map { GitHubAnnotations.command("error", ["title": "Sweep: not rendered"], $0) }
        return out
    }

    /// The job summary's part; `artefact` is what the job uploads its output folder as.
    package func markdown(artefact: UploadedArtefact? = nil) -> String {
        let broken = rules.filter(\.failing)
        let verdict = !results.audit.renderErrors.isEmpty ? "❌ \(results.audit.renderErrors.count) not rendered"
            : broken.isEmpty ? "✅ no errors" : "❌ \(broken.count) rule(s) broken"
        var md = ["", "### Layout sweep: \(verdict)", "", StepSummary.text(headline) + ".", "",
                  "| rule | errors | warnings | snapshots | worst case |", "|---|---:|---:|---:|---|"]
        for r in rules where r.errors + r.warnings > 0 {
            md.append("| `\(StepSummary.code(r.rule.id))` | \(r.errors) | \(r.warnings) | \(r.snapshots) | "
                      + (r.example.map { "`\(StepSummary.code($0.key))`: " + StepSummary.cell($0.message) } ?? "") + " |")
        }
        md += ["", StepSummary.artefactsLine(["sweep.json", "junit.xml", "sheets/"].map(paths.output), artefact)]
        return md.joined(separator: "\n") + "\n\n"
    }
}
