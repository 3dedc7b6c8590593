import Foundation

/// A finished audit: every finding (allowlist applied), the VoiceOver summaries, the
/// overlays written, and snapshots that could not render. Writes `audit.json` and the
/// terminal summary; decides the exit code.
public struct AuditReport: Sendable {
    public var subjects: Int
    /// Sorted: severity, rule, key, position.
    public var findings: [AuditFinding]
    /// Distinct VoiceOver summaries per `scenario/surface`, with how many snapshots read each.
    public var summaries: [String: [String: Int]]
    /// `scenario/surface` → overlay path relative to the output folder.
    public var overlays: [String: String]
    public var renderErrors: [String]
    /// Whether the run covered the whole catalog, so unused allowlist entries are known stale.
    public var complete: Bool

    /// `complete`: the whole catalog on the default axes was audited (render errors make a
    /// run incomplete too).
    public init(outcomes: [AuditOutcome], allowlist: AuditAllowlist, overlays: [String: String] = [:],
                complete: Bool) {
        subjects = outcomes.count
        let raw = outcomes.flatMap(\.findings)
        self.complete = complete && outcomes.allSatisfy { $0.error == nil }
        findings = allowlist.apply(raw, complete: self.complete).sorted(by: AuditFinding.ordered)
        var summaries: [String: [String: Int]] = [:]
        for o in outcomes where o.error == nil {
            summaries[o.spec.scenarioID + "/" + o.spec.environment.surface.rawValue, default: [:]][o.summary, default: 0] += 1
        }
        self.summaries = summaries
        self.overlays = overlays
        renderErrors = outcomes.compactMap { o in o.error.map { "\(o.key): \($0)" } }.sorted()
    }

    /// Error-level findings no allowlist entry accepts.
    public var failing: [AuditFinding] { findings.filter(\.fails) }

    /// 0 clean, 1 when an unallowlisted error exists, 2 when a snapshot could not render.
    public var exitCode: ExitCode { !renderErrors.isEmpty ? .usage : (failing.isEmpty ? .ok : .failure) }

    /// Counts per rule and severity (`rule` → `severity` → n).
    public var countsByRule: [String: [String: Int]] {
        var out: [String: [String: Int]] = [:]
        for f in findings { out[f.rule, default: [:]][f.severity.rawValue, default: 0] += 1 }
        return out
    }

    /// `audit.json`: sorted keys and findings, no times, so two runs give the same bytes.
    public var json: JSONOutput {
        let bySeverity = Dictionary(grouping: findings, by: \.severity.rawValue).mapValues { JSONOutput.number(Double($0.count)) }
        return .object([
            "formatVersion": .number(1),
            "subjects": .number(Double(subjects)),
            "exitCode": .number(Double(exitCode.rawValue)),
            "counts": .object([
                "bySeverity": .object(bySeverity),
                "byRule": .object(countsByRule.mapValues { .object($0.mapValues { .number(Double($0)) }) }),
                "allowlisted": .number(Double(findings.filter { $0.allowlistedBecause != nil }.count)),
                "failing": .number(Double(failing.count)),
            ]),
            "findings": .array(findings.map(\.json)),
            "voiceOver": .array(summaries.keys.sorted().map { key in
                .object(["presentation": .string(key),
                         "summaries": .array(summaries[key]!.keys.sorted().map {
                             .object(["text": .string($0), "snapshots": .number(Double(summaries[key]![$0]!))])
                         })])
            }),
            "overlays": .object(overlays.mapValues(JSONOutput.string)),
            "staleAllowlistEntries": .array(findings.filter { $0.rule == "allowlist.stale" }.map { .string($0.message) }),
            "completeRun": .bool(complete),
            "renderErrors": .array(renderErrors.map(JSONOutput.string)),
        ])
    }

    /// The terminal summary: unallowlisted errors first (up to `limit`), then counts per rule.
    public func printSummary(_ console: Console, seconds: Double, out: String, limit: Int = 25) {
        for line in renderErrors { console.err("error: \(line)") }
        let failing = self.failing
        for f in failing.prefix(limit) { console.out(f.line) }
        if failing.count > limit { console.out("… and \(failing.count - limit) more error(s) in \(out)/audit.json") }
        for f in findings where f.rule == "allowlist.stale" { console.out(f.line) }
        if !complete { console.out("allowlist: unused entries are only reported by a run over the whole catalog") }
        console.out("rule                    error  warning   info")
        for rule in countsByRule.keys.sorted() {
            let c = countsByRule[rule]!
            console.out(rule.padding(toLength: 22, withPad: " ", startingAt: 0)
                        + [c["error"], c["warning"], c["info"]].map { String($0 ?? 0).leftPadded(7, with: " ") }.joined(separator: "  "))
        }
        let allowlisted = findings.filter { $0.allowlistedBecause != nil }.count
        console.out("audit: \(subjects) snapshot(s) in \(String(format: "%.1f", seconds)) s; \(failing.count) error(s)"
                    + " (\(allowlisted) finding(s) allowlisted), \(findings.filter { $0.severity == .warning }.count) warning(s),"
                    + " \(findings.filter { $0.severity == .info }.count) info; report: \(out)/audit.json")
    }
}
