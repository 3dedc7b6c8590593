import Foundation
import SnapshotAudit
import SnapshotCatalogRuns
import SnapshotCommandLine
import SnapshotFiles
import SnapshotGolden
import SnapshotReports

/// `snapshot report --merge DIR... --out DIR`: the shards' folders made into one run
/// (`RunMerge`, `AuditResults.merged`), every verdict recomputed, under the file policy:
/// results.json and audit.json read inside their folder, artefacts copied only when they are
/// regular files with one link inside it, `--out` neither an input (through any link) nor
/// inside the goldens, and nothing written past the bounds `report` reads with.
extension ReportVerb {
    static func merge(_ args: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let folders = args.positionals
        guard !folders.isEmpty else { throw UsageError("snapshot report --merge: name the shards' folders, e.g. report --merge shards/*/verify --out out/merged") }
        guard args.given(Self.out) else { throw UsageError("snapshot report --merge: --out DIR is required (not one of the inputs)") }
        let outArgument = args.text(Self.out), out = context.url(outArgument), goldensArgument = args.text(SharedOptions.goldens)
        let sources = folders.map { context.url($0) }
        let outLock = try OutputFolder.check(out, argument: outArgument, goldens: context.url(goldensArgument), inputs: Array(zip(folders, sources)),
                               verb: "snapshot report --merge")
        defer { outLock.release() }
        let (parts, audits) = try readShards(folders, sources)
        var run = try RunMerge.merge(parts)
        let audit = audits.isEmpty ? nil : try AuditResults.merged(audits, allowlist: try AuditVerb.allowlist(args, context))
        // NB: shards that ran nothing merge into nothing, which is never a pass.
        guard !run.snapshots.isEmpty || (audit?.subjects ?? 0) > 0 else {
            throw UsageError("snapshot report --merge: \(folders.joined(separator: ", ")) hold no verified snapshot and no audited one: "
                             + "nothing ran, which cannot pass; check the shards' verify and audit steps")
        }
        var auditText: String?
        if let audit {
            run.audit = audit.runAudit(scenarioFiles: RunFolder.scenarioFiles(run, audit))
            auditText = try audit.text()
            try RunLimits.writable(auditText!, entries: max(audit.findings.count, audit.subjects), "audit.json")
        }
        // NB: held to the bounds 'report' and 'approve' read with, before anything is copied or written.
        let runText = try run.text()
        try RunLimits.writable(runText, entries: run.snapshots.count, "results.json")
        // Every file the merged results name is copied in, so the merged folder stands alone.
        for (part, url) in zip(parts, sources) {
            for s in part.run.snapshots { for path in s.artefacts.values.sorted() { try RunMerge.copy(path, from: url, to: out) } }
        }
        for (folder, a) in audits {
            let url = context.url(folder)
            for path in Set(a.overlays.values).union(a.images.values).sorted() { try RunMerge.copy(path, from: url, to: out) }
        }
        if let auditText {
            try AtomicFile.write(auditText, to: out.appendingPathComponent("audit.json"))
        } else {
            try? FileManager.default.removeItem(at: out.appendingPathComponent("audit.json"))
        }
        try AtomicFile.write(runText, to: out.appendingPathComponent("results.json"))
        let quiet = args.has(Self.quiet)
        try ReviewOutputs.write(run, ReviewLocations(outputDirectory: out, goldens: context.url(goldensArgument),
                                                     outArgument: outArgument, goldensArgument: goldensArgument),
                                section: auditText.map { AuditReviewSection.section(auditJSON: $0, folder: out) },
                                announce: .init(summary: quiet ? .quiet : .terminal(perGroup: 5), ci: .all,
                                                title: "snapshot report --merge (\(parts.count) folders)"),
                                context: context)
        let auditExit = run.audit?.exitCode ?? 0
        return ExitCode(rawValue: Int32(max(run.exitCode, auditExit))) ?? .usage
    }

    /// Each shard's results.json and audit.json, read inside its folder, the audit's exit code
    /// held to its findings.
    static func readShards(_ folders: [String], _ sources: [URL]) throws
        -> (parts: [RunMerge.Part<CatalogAxes>], audits: [(folder: String, audit: AuditResults)]) {
        var parts: [RunMerge.Part<CatalogAxes>] = [], audits: [(folder: String, audit: AuditResults)] = []
        var budget = RunLimits.maxMergeBytes
        for (folder, url) in zip(folders, sources) {
            let run: CatalogRunResults, audit: AuditResults?
            let resultsURL = url.appendingPathComponent("results.json")
            let size = ((try? FileManager.default.attributesOfItem(atPath: resultsURL.resolvingSymlinksInPath().path))?[.size] as? Int) ?? 0
            guard size <= budget else {
                throw UsageError("snapshot report --merge: \(resultsURL.path) is \(size) bytes, and with the shards before it that is more "
                                 + "than \(RunLimits.maxMergeBytes) bytes of results.json, the most a merge reads; refusing to read it")
            }
            do {
                // NB: the read checks the file's size again, against what was left of the bound.
                run = try CatalogRunResults.read(resultsURL, within: url.path, limit: budget)
                budget -= size
                audit = try AuditResults.read(in: url)
            } catch {
                throw UsageError("snapshot report --merge: \(error)")
            }
            parts.append(RunMerge.Part(folder: folder, run: run))
            if let audit { audits.append((folder, audit)) }
        }
        return (parts, audits)
    }
}
