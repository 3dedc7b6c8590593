import Foundation
import SnapshotAudit
import SnapshotCore
import SnapshotGolden
import SnapshotReports

/// `snapshot audit`: the accessibility audit over the catalog (docs/audit.md).
enum AuditVerb {
    static let verb = Verb(
        name: "audit",
        summary: "Audit every presentation at every Dynamic Type size and rendering mode for accessibility; write DIR/audit.json and overlays.",
        usage: "audit [--scenario FILE]... [--surface NAME]... [--text-size SIZE]... [--mode MODE]... [--filter GLOB] [--out DIR] [--allowlist FILE]",
        details: """
        Default selection: every scenario × surface, device 393x852, each appearance and rendering mode
        the surface supports, every text size it honours (L to AX5). Catalog options replace a list.
        Files: DIR/audit.json (findings, counts, VoiceOver summaries), DIR/overlays/<scenario>/<surface>.png,
        DIR/audit-images/<key>.png for each snapshot with an error or warning (with --artefacts failures, only
        the overlays and images of what fails: a CI upload); the audit's verdict goes into
        DIR/results.json (beside verify's, when --out is verify's folder: run verify first), DIR/junit.xml,
        GitHub annotations (GITHUB_ACTIONS=true) and the job summary (GITHUB_STEP_SUMMARY); when DIR holds
        verify's snapshots the review page is rewritten with an Accessibility section.
        Exit codes: 0 no unallowlisted error, 1 error findings, 2 bad option, scenario or allowlist.
        """,
        options: CatalogOptions.specs + [
            .value("out", "DIR", "output folder (default: out/audit)"),
            allowlistOption,
            .value("artefacts", "WHICH", "all (default): every overlay and image; failures: only those of failing snapshots"),
            VerifyVerb.shardOption, VerifyVerb.quietOption,
        ],
        run: run)

    static let allowlistOption = OptionSpec.value("allowlist", "FILE", "accepted exceptions (default: Audit/allowlist.json)")

    /// `--allowlist FILE`, or `Audit/allowlist.json` when it exists.
    static func allowlist(_ args: ParsedArguments, _ context: CommandContext) throws -> AuditAllowlist {
        let path = args.value("allowlist") ?? "Audit/allowlist.json"
        return try AuditAllowlist.read(context.url(path), displayPath: path, optional: args.value("allowlist") == nil)
    }

    static func run(_ args: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let outPath = args.value("out") ?? "out/audit"
        let out = context.url(outPath)
        let outLock = try OutputFolder.check(out, argument: outPath, goldens: context.url("Goldens"), inputs: [], verb: "snapshot audit")
        defer { outLock.release() }
        let locations = ReviewLocations(outputDirectory: out, goldens: context.url("Goldens"), outArgument: outPath,
                                        goldensArgument: "Goldens")
        let axes = AuditAxes.merged(try CatalogOptions.axes(args))
        let shard = try args.value("shard").map { text throws(UsageError) in try Shard(parsing: text) }
        let quiet = args.has("quiet")
        let artefacts = try AuditArtefacts(parsing: args.value("artefacts") ?? "all")
        let allowlist = try allowlist(args, context)
        let (scenarios, errors) = CatalogOptions.scenarios(args, context)
        errors.forEach { context.console.err("error: \($0)") }
        var specs = axes.snapshots(of: scenarios)
        if specs.isEmpty && errors.isEmpty { throw UsageError("snapshot audit: no snapshot matches the options") }
        if let shard { specs = shard.select(specs) }

        let started = Date()
        let factory = try CatalogOptions.factory(context)
        let byID = Dictionary(uniqueKeysWithValues: scenarios.map { ($0.id, $0) })
        let progress = RunProgress.make("audit", total: specs.count, context: context, quiet: quiet)
        let (outcomes, overlays) = try AuditRun(factory: factory).audit(
            specs, scenarios: byID, overlays: AuditOverlays(folder: out, renderer: factory.renderer),
            progress: progress.map { p -> @Sendable () -> Void in { p.tick() } })
        progress?.finish()
        let images = try AuditImages.write(outcomes, to: out)
        var audit = AuditResults(outcomes: outcomes, allowlist: allowlist, overlays: overlays, images: images,
                                 complete: errors.isEmpty && !CatalogOptions.narrows(args) && shard == nil, shard: shard)
        if artefacts == .failures { try AuditArtefacts.keepFailures(&audit, in: out) }
        let auditText = try audit.text()
        try AtomicFile.write(auditText, to: out.appendingPathComponent("audit.json"))
        let verdict = audit.runAudit(scenarioFiles: Dictionary(uniqueKeysWithValues: scenarios.map { ($0.id, $0.sourcePath) }))
        audit.printSummary(context.console, verdict: verdict, seconds: Date().timeIntervalSince(started), paths: locations.display,
                           quiet: quiet)

        // The verdict joins verify's results.json in this folder (or starts one), and the reports follow.
        let resultsURL = out.appendingPathComponent("results.json")
        var run = try FileManager.default.fileExists(atPath: resultsURL.path) ? RunResults.read(resultsURL)
            : RunResults(exitCode: 0, counts: [:], environmentDifferences: [], inputErrors: [], snapshots: [])
        if run.snapshots.isEmpty { run.shard = shard }
        run.audit = verdict
        try run.write(to: resultsURL)
        try ReviewOutputs.write(run, locations, section: AuditReviewSection.section(auditJSON: auditText, folder: out),
                                announce: .init(summary: nil, ci: .audit, annotations: shard == nil ? .audit : [],
                                               title: "snapshot audit"), context: context)
        return errors.isEmpty ? audit.exit : .usage
    }
}

/// The images `audit` writes beside its findings: each snapshot with an error or warning
/// finding, as drawn at its own size (the review page shows it next to each finding).
enum AuditImages {
    /// Writes every outcome's PNG; returns snapshot key → path relative to `folder`.
    static func write(_ outcomes: [AuditOutcome], to folder: URL) throws -> [String: String] {
        // NB: the folder is the audit's own; images of an earlier run would be referenced by nothing.
        try? FileManager.default.removeItem(at: folder.appendingPathComponent("audit-images"))
        var written: [String: String] = [:]
        for o in outcomes {
            guard let png = o.png else { continue }
            let path = "audit-images/" + o.key + ".png"
            try AtomicFile.write(png, to: folder.appendingPathComponent(path))
            written[o.key] = path
        }
        return written
    }
}
