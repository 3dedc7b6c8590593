import Foundation

/// `snapshot audit`: the accessibility audit over the catalog (docs/audit.md).
enum AuditVerb {
    static let verb = Verb(
        name: "audit",
        summary: "Audit every presentation at every Dynamic Type size and rendering mode for accessibility; write DIR/audit.json and overlays.",
        usage: "audit [--scenario FILE]... [--surface NAME]... [--text-size SIZE]... [--mode MODE]... [--filter GLOB] [--out DIR] [--allowlist FILE]",
        details: """
        Default selection: every scenario × surface, device 393x852, each appearance and rendering mode
        the surface supports, every text size it honours (L to AX5). Catalog options replace a list.
        Files: DIR/audit.json (findings, counts, VoiceOver summaries), DIR/overlays/<scenario>/<surface>.png;
        when DIR holds results.json (e.g. --out out/verify) the review page is rewritten with an
        Accessibility section.
        Exit codes: 0 no unallowlisted error, 1 error findings, 2 bad option, scenario or allowlist.
        """,
        options: CatalogOptions.specs + [
            .value("out", "DIR", "output folder (default: out/audit)"),
            .value("allowlist", "FILE", "accepted exceptions (default: Audit/allowlist.json)"),
        ],
        run: run)

    static func run(_ args: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let outPath = args.value("out") ?? "out/audit"
        let out = context.url(outPath)
        let axes = AuditAxes.merged(try CatalogOptions.axes(args))
        let allowlistPath = args.value("allowlist") ?? "Audit/allowlist.json"
        let allowlist = try AuditAllowlist.read(context.url(allowlistPath), displayPath: allowlistPath,
                                                optional: args.value("allowlist") == nil)
        let (scenarios, errors) = CatalogOptions.scenarios(args, context)
        errors.forEach { context.console.err("error: \($0)") }
        let specs = axes.snapshots(of: scenarios)
        if specs.isEmpty && errors.isEmpty { throw UsageError("snapshot audit: no snapshot matches the options") }

        let started = Date()
        let factory = try CatalogOptions.factory(context)
        let byID = Dictionary(uniqueKeysWithValues: scenarios.map { ($0.id, $0) })
        let (outcomes, overlays) = try AuditRun(factory: factory).audit(specs, scenarios: byID,
                                                                        overlays: AuditOverlays(folder: out, renderer: factory.renderer))
        let report = AuditReport(outcomes: outcomes, allowlist: allowlist, overlays: overlays,
                                 complete: errors.isEmpty && !CatalogOptions.narrows(args))
        let auditText = report.json.text
        try AtomicFile.write(auditText, to: out.appendingPathComponent("audit.json"))
        report.printSummary(context.console, seconds: Date().timeIntervalSince(started), out: outPath)

        let results = out.appendingPathComponent("results.json")
        if FileManager.default.fileExists(atPath: results.path) {
            let locations = ReviewLocations(outputDirectory: out, goldens: context.url("Goldens"), outArgument: outPath,
                                            goldensArgument: "Goldens")
            try ReviewOutputs.write(try RunResults.read(results), locations,
                                    section: AuditReviewSection.section(auditJSON: auditText), context: context)
        }
        return errors.isEmpty ? report.exitCode : .usage
    }
}
