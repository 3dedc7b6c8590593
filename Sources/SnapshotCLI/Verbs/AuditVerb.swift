import Foundation
import SnapshotAudit
import SnapshotCatalogRuns
import SnapshotCommandLine
import SnapshotFiles
import SnapshotGolden
import SnapshotReports

/// `snapshot audit`: the accessibility audit over the catalog (docs/audit.md).
enum AuditVerb {
    static let verb = Verb(
        name: "audit",
        summary: "Audit every presentation at every Dynamic Type size and rendering mode for accessibility; write DIR/audit.json and overlays.",
        usage: "audit [--scenario FILE]... [--surface NAME]... [--text-size SIZE]... [--mode MODE]... [--filter GLOB] [--out DIR] [--allowlist FILE]",
        details: """
        Default selection: every scenario × surface at its default device (393x852; watch-40mm, carplay-240x78
        for the mirrors and the small widget on CarPlay), each appearance and rendering mode the surface
        supports there, every text size it honours (L to AX5). Catalog options replace a list.
        Files (the audit's own; it reads and writes no other verb's): DIR/audit.json (findings, counts,
        VoiceOver summaries), DIR/overlays/<scenario>/<surface>.png, DIR/audit-images/<key>.png for each
        snapshot with an error or warning (with --artefacts failures, only the overlays and images of what
        fails: a CI upload). The verdict is announced: the terminal summary, GitHub annotations
        (GITHUB_ACTIONS=true) and the job summary (GITHUB_STEP_SUMMARY). 'snapshot report --out DIR' joins
        audit.json with verify's results.json in DIR into the review page's Accessibility section, junit.xml
        and summary.txt (run the audit into verify's --out for that).
        Exit codes: 0 no unallowlisted error, 1 error findings, 2 bad option, scenario or allowlist.
        """,
        options: CatalogOptions.specs + [out.spec, SharedOptions.allowlist.spec, artefacts.spec, SharedOptions.shard.spec, quiet.spec],
        run: run)

    static let out = Option<String>.path("out", "DIR", default: DefaultPaths.auditOut, "output folder")
    static let artefacts = Option<AuditArtefacts>.choice("artefacts", "WHICH", "all (default): every overlay and image; failures: only those of failing snapshots")
    static let quiet = Flag("quiet", "no progress; the verdict and one line per failing presentation and rule (audit.json has every finding)")

    /// `--allowlist FILE`, or the default one when it exists.
    static func allowlist(_ args: ParsedArguments, _ context: CommandContext) throws -> AuditAllowlist {
        let path = args.text(SharedOptions.allowlist)
        return try AuditAllowlist.read(context.url(path), displayPath: path, optional: !args.given(SharedOptions.allowlist))
    }

    static func run(_ args: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let outPath = args.text(Self.out)
        let out = context.url(outPath)
        let outLock = try OutputFolder.check(out, argument: outPath, goldens: context.url(DefaultPaths.goldens), inputs: [], verb: "snapshot audit")
        defer { outLock.release() }
        let locations = ReviewLocations(outputDirectory: out, goldens: context.url(DefaultPaths.goldens), outArgument: outPath,
                                        goldensArgument: DefaultPaths.goldens)
        let axes = AuditAxes.merged(try CatalogOptions.axes(args))
        let shard = try args.given(SharedOptions.shard)
        let quiet = args.has(Self.quiet)
        let artefacts = try args.given(Self.artefacts) ?? .all
        let allowlist = try allowlist(args, context)
        let (scenarios, errors) = try CatalogOptions.scenarios(args, context)
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
        let files = Dictionary(uniqueKeysWithValues: scenarios.map { ($0.id, $0.sourcePath) })
        audit.nameScenarioFiles(files)
        try AtomicFile.write(try audit.text(), to: out.appendingPathComponent("audit.json"))
        let verdict = audit.runAudit(scenarioFiles: files)
        audit.printSummary(context.console, verdict: verdict, seconds: Date().timeIntervalSince(started), paths: locations.display,
                           quiet: quiet)
        var run = CatalogRunResults.empty
        run.audit = verdict
        run.shard = shard
        ReviewOutputs.announce(run, locations, .init(summary: nil, ci: .audit, annotations: shard == nil ? .audit : [],
                                                     title: "snapshot audit"), context: context)
        if !quiet { context.console.out("report: 'snapshot report --out \(ShellWord.quote(outPath))' joins it with verify's results into the page, junit.xml and summary.txt") }
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
