import SnapshotCommandLine
import SnapshotGolden

/// The audits of a CI matrix's shards made into one `audit.json`: findings, VoiceOver
/// summaries, overlays and images together, counts and verdict recomputed. A merged audit is
/// not `completeRun`: unused allowlist entries are only known to a run over the whole catalog.
extension AuditResults {
    /// `parts`: each shard's folder as named and its audit. `allowlist`: the committed one,
    /// re-applied to every finding (what a shard marked allowlisted is never taken on trust).
    /// `what` and `verb` name the files and the command in errors (`snapshot sweep --merge` merges
    /// the audits inside its shards' sweep.json).
    package static func merged(_ parts: [(folder: String, audit: AuditResults)], allowlist: AuditAllowlist,
                              what: String = "audit.json", verb: String = "snapshot report --merge") throws(UsageError) -> AuditResults {
        try RunMerge.checkShards(parts.map { ($0.folder, $0.audit.shard) }, what: what, verb: verb)
        var spoken: [String: [String: Int]] = [:], overlays: [String: String] = [:], images: [String: String] = [:]
        for (_, audit) in parts {
            for v in audit.voiceOver {
                for s in v.summaries {
                    spoken[v.presentation, default: [:]][s.text] = try RunLimits.sum([spoken[v.presentation]?[s.text] ?? 0, s.snapshots],
                                                                                      "the VoiceOver summaries' snapshots", verb: verb)
                }
            }
            overlays.merge(audit.overlays) { first, _ in first }
            for (key, path) in audit.images {
                if images[key] != nil {
                    throw UsageError("\(verb): \(key) was audited by more than one input; the inputs overlap")
                }
                images[key] = path
            }
        }
        var merged = AuditResults(subjects: try RunLimits.sum(parts.map(\.audit.subjects), "the shards' audited subjects", verb: verb),
                            findings: allowlist.apply(parts.flatMap { $0.audit.findings.filter { $0.rule != .allowlistStale } }
                                                          .map { f in var f = f; f.allowlistedBecause = nil; return f }, complete: false),
                            voiceOver: spoken.map { VoiceOver(presentation: $0.key, summaries: $0.value.map { .init(text: $0.key, snapshots: $0.value) }) },
                            overlays: overlays, images: images, completeRun: false,
                            renderErrors: parts.flatMap(\.audit.renderErrors), shard: nil)
        merged.nameScenarioFiles(parts.reduce(into: [:]) { files, part in files.merge(part.audit.scenarioFiles ?? [:]) { first, _ in first } })
        return merged
    }

    /// Keeps, of `files` (scenario id → file), those of scenarios with a failing finding.
    package mutating func nameScenarioFiles(_ files: [String: String]) {
        let failingScenarios = Set(failing.map { String($0.key.split(separator: "/").first ?? "") })
        let named = files.filter { failingScenarios.contains($0.key) }
        scenarioFiles = named.isEmpty ? nil : named
    }
}

extension RunLimits {
    /// Every count of an `audit.json`.
    package static func check(_ audit: AuditResults, path: String) throws(RunResultsError) {
        try count(audit.subjects, "subjects", in: path)
        try count(audit.findings.count, "findings (entries)", in: path)
        for (i, v) in audit.voiceOver.enumerated() {
            for (j, s) in v.summaries.enumerated() { try count(s.snapshots, "voiceOver[\(i)].summaries[\(j)].snapshots", in: path) }
        }
    }
}
