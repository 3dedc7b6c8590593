import Foundation

/// `snapshot report`: rebuilds the review page, junit.xml and summary.txt from a finished run;
/// with `--merge`, first makes one run of several (a CI matrix's shards).
enum ReportVerb {
    static let verb = Verb(
        name: "report",
        summary: "Rebuild the review page, junit.xml and summary.txt from a run's results.json; --merge joins shards' runs into one.",
        usage: "report [--out DIR] [--goldens DIR] | report --merge DIR... --out DIR [--goldens DIR] [--quiet]",
        details: """
        Reads DIR/results.json (written by 'snapshot verify') and DIR/audit.json when present; never renders or compares.
        --merge DIR...: each DIR is one shard's output folder (verify --shard i/n, audit --shard i/n). Writes into --out
        one results.json, audit.json, junit.xml, summary.txt and review page, with every failure artefact, overlay and
        audit image copied, and appends the job summary when GITHUB_STEP_SUMMARY is set. Refused (exit 2): a snapshot
        in two folders, a shard missing or given twice, folders of different tools, --out among the inputs, shards
        that hold nothing, an audit exit code its findings do not give. Verdicts are recomputed from the statuses and
        findings, with --allowlist (default Audit/allowlist.json) re-applied. The merge annotates each failure cause
        once (GITHUB_ACTIONS=true); sharded verify and audit runs leave annotations to it.
        Exit codes: report: 0 written, 2 unreadable input. report --merge: the merged run's verdict (0 all passed,
        1 differences or accessibility errors, 2 input errors), so a CI job fails when any shard did.
        """,
        options: [
            .value("out", "DIR", "the run's output folder (default: out/verify); with --merge, where the merged run goes"),
            .value("goldens", "DIR", "golden folder the page links passing snapshots to (default: Goldens)"),
            .flag("merge", "merge the folders named as arguments (shards of one matrix) into --out"),
            AuditVerb.allowlistOption,
            VerifyVerb.quietOption,
        ],
        run: run)

    static func run(_ args: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        if args.has("merge") { return try merge(args, context) }
        if let stray = args.positionals.first { throw UsageError("snapshot report: unexpected argument '\(stray)'; to merge folders, add --merge") }
        let outArgument = args.value("out") ?? "out/verify", goldensArgument = args.value("goldens") ?? "Goldens"
        let out = context.url(outArgument)
        let run: RunResults, audit: AuditResults?
        do {
            run = try RunResults.read(out.appendingPathComponent("results.json"))
            audit = try AuditResults.read(in: out)
        } catch {
            context.console.err("snapshot report: \(error)")
            return .usage
        }
        try ReviewOutputs.write(run, ReviewLocations(outputDirectory: out, goldens: context.url(goldensArgument),
                                                     outArgument: outArgument, goldensArgument: goldensArgument),
                                section: try audit.map { AuditReviewSection.section(auditJSON: try $0.text()) },
                                announce: .init(summary: nil, ci: [], title: "snapshot report"), context: context)
        return .ok
    }

    static func merge(_ args: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let folders = args.positionals
        guard !folders.isEmpty else { throw UsageError("snapshot report --merge: name the shards' folders, e.g. report --merge shards/*/verify --out out/merged") }
        guard let outArgument = args.value("out") else { throw UsageError("snapshot report --merge: --out DIR is required (not one of the inputs)") }
        let out = context.url(outArgument), goldensArgument = args.value("goldens") ?? "Goldens"
        let sources = folders.map { context.url($0) }
        if let same = zip(folders, sources).first(where: { $0.1.standardizedFileURL.path == out.standardizedFileURL.path }) {
            throw UsageError("snapshot report --merge: --out \(outArgument) is also an input (\(same.0)); write the merged run elsewhere")
        }
        var parts: [RunMerge.Part] = [], audits: [(folder: String, audit: AuditResults)] = []
        for (folder, url) in zip(folders, sources) {
            do {
                parts.append(RunMerge.Part(folder: folder, run: try RunResults.read(url.appendingPathComponent("results.json"))))
                if let audit = try AuditResults.read(in: url) { audits.append((folder, audit)) }
            } catch {
                throw UsageError("snapshot report --merge: \(error)")
            }
            if parts.last!.run.audit != nil && audits.last?.folder != folder {
                throw UsageError("snapshot report --merge: \(folder)/results.json has an audit but \(folder)/audit.json is missing")
            }
        }
        for (part, url) in zip(parts, sources) {
            guard let claimed = part.run.audit, let audit = audits.first(where: { $0.folder == part.folder })?.audit else { continue }
            if claimed.exitCode != audit.exitCode {
                throw UsageError("snapshot report --merge: \(url.appendingPathComponent("results.json").path): audit.exitCode is \(claimed.exitCode) "
                                 + "but the findings of \(part.folder)/audit.json give \(audit.exitCode); rerun that shard's audit")
            }
        }
        var run = try RunMerge.merge(parts)
        let audit = audits.isEmpty ? nil : try AuditResults.merged(audits, allowlist: try AuditVerb.allowlist(args, context))
        // NB: shards that ran nothing merge into nothing, which is never a pass.
        guard !run.snapshots.isEmpty || (audit?.subjects ?? 0) > 0 else {
            throw UsageError("snapshot report --merge: \(folders.joined(separator: ", ")) hold no verified snapshot and no audited one: "
                             + "nothing ran, which cannot pass; check the shards' verify and audit steps")
        }
        // Every file the merged results name is copied in, so the merged folder stands alone.
        for (part, url) in zip(parts, sources) {
            for s in part.run.snapshots { for path in s.artefacts.values.sorted() { try RunMerge.copy(path, from: url, to: out) } }
        }
        for (folder, a) in audits {
            let url = context.url(folder)
            for path in Set(a.overlays.values).union(a.images.values).sorted() { try RunMerge.copy(path, from: url, to: out) }
        }
        var auditText: String?
        if let audit {
            let files = Dictionary(parts.flatMap { $0.run.audit?.failures ?? [] }.compactMap { f in f.scenarioFile.map { (f.scenario, $0) } }
                                   + run.snapshots.compactMap { s in s.scenarioFile.flatMap { file in s.scenario.map { ($0, file) } } },
                                   uniquingKeysWith: { first, _ in first })
            run.audit = audit.runAudit(scenarioFiles: files)
            auditText = try audit.text()
            try AtomicFile.write(auditText!, to: out.appendingPathComponent("audit.json"))
        } else {
            try? FileManager.default.removeItem(at: out.appendingPathComponent("audit.json"))
        }
        try AtomicFile.write(run.text(), to: out.appendingPathComponent("results.json"))
        let quiet = args.has("quiet")
        try ReviewOutputs.write(run, ReviewLocations(outputDirectory: out, goldens: context.url(goldensArgument),
                                                     outArgument: outArgument, goldensArgument: goldensArgument),
                                section: auditText.map { AuditReviewSection.section(auditJSON: $0) },
                                announce: .init(summary: quiet ? .quiet : .terminal(perGroup: 5), ci: .all,
                                                title: "snapshot report --merge (\(parts.count) folders)"),
                                context: context)
        let auditExit = run.audit?.exitCode ?? 0
        return ExitCode(rawValue: Int32(max(run.exitCode, auditExit))) ?? .usage
    }
}
