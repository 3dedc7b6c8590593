import Foundation

/// `snapshot verify`: renders the catalog in memory and compares it with `Goldens/`.
enum VerifyVerb {
    static let policyOptions: [OptionSpec] = [
        .value("threshold", "T", "pixelmatch colour threshold 0...1 (default 0.1)"),
        .value("max-diff-pixels", "N", "differing pixels tolerated per snapshot (default 0)"),
        .value("max-diff-ratio", "R", "differing pixels tolerated as a fraction 0...1 of the snapshot"),
        .flag("include-aa", "count anti-aliased pixels too"),
    ]

    static let verb = Verb(
        name: "verify",
        summary: "Render the catalog in memory and compare it with the goldens; write failures and a report.",
        usage: "verify [catalog options] [--goldens DIR] [--out DIR] [--record never|missing|failed|all] [--threshold T] [--max-diff-pixels N]",
        details: """
        Passing snapshots are never PNG-encoded. A failure leaves <key>.actual.png, .expected.png,
        .diff.png and .actual.json in --out (default out/verify), beside results.json and summary.txt.
        A missing golden fails unless --record (or SNAPSHOT_RECORD) says to write it.
        Exit codes: 0 all match, 1 differences or missing goldens, 2 bad option or input.
        """,
        options: CatalogOptions.specs + policyOptions + [
            .value("goldens", "DIR", "golden folder (default: Goldens)"),
            .value("out", "DIR", "artefact and report folder (default: out/verify)"),
            .value("record", "MODE", "write goldens: never (default), missing, failed, all; or set SNAPSHOT_RECORD"),
            .value("frames", "N", "refresh animation frames to verify (default 12, at most \(CatalogOptions.maxFrames); 0 skips them)"),
        ],
        run: { args, context in try run(args, context, defaultRecord: nil) })

    static func policy(_ args: ParsedArguments) throws(UsageError) -> DiffPolicy {
        DiffPolicy(threshold: try args.double("threshold", in: 0...1) ?? 0.1,
                   maxDiffPixels: try args.int("max-diff-pixels") ?? 0,
                   maxDiffRatio: try args.double("max-diff-ratio", in: 0...1),
                   includeAA: args.has("include-aa"))
    }

    static func recordMode(_ args: ParsedArguments, _ context: CommandContext, default fallback: RecordMode?) throws(UsageError) -> RecordMode {
        if let fallback { return fallback }
        guard let text = args.value("record") ?? context.environment["SNAPSHOT_RECORD"].flatMap({ $0.isEmpty ? nil : $0 })
        else { return .never }
        return try CatalogOptions.value(text, option: "record", RecordMode.self)
    }

    static func run(_ args: ParsedArguments, _ context: CommandContext, defaultRecord: RecordMode?) throws -> ExitCode {
        let axes = try CatalogOptions.axes(args)
        var options = VerifyOptions(policy: try policy(args), record: try recordMode(args, context, default: defaultRecord),
                                    outputDirectory: context.url(args.value("out") ?? "out/verify"))
        options.partial = CatalogOptions.narrows(args)
        let frames = try args.int("frames", max: CatalogOptions.maxFrames) ?? RefreshAnimation.defaultFrameCount
        let store = GoldenStore(root: context.url(args.value("goldens") ?? "Goldens"))
        let (scenarios, inputErrors) = CatalogOptions.scenarios(args, context)
        let factory = try CatalogOptions.factory(context)
        let run = VerificationRun(store: store, options: options)
        let plan = axes.plan(of: scenarios)
        try CatalogOptions.checkSkipped(plan, axes: axes, console: context.console, verb: "verify")
        let items = VerifyItems.make(scenarios, axes: axes, frames: frames, factory: factory)
        if !scenarios.isEmpty { try CatalogOptions.requireMatches(args, axes: axes, items: items) }
        let progress = TerminalProgress.make(total: items.count, context: context)
        let report = try run.run(items, inputErrors: inputErrors, skipped: plan.skipped, console: context.console,
                                 progress: progress.map { p -> @Sendable () -> Void in { p.tick() } })
        progress?.finish()
        try report.write(to: options.outputDirectory)
        report.printSummary(context.console, outputDirectory: options.outputDirectory)
        try ReviewOutputs.write(RunResults(report), ReviewLocations(
            outputDirectory: options.outputDirectory, goldens: store.root,
            outArgument: args.value("out") ?? "out/verify", goldensArgument: args.value("goldens") ?? "Goldens"),
            section: AuditReviewSection.section(in: options.outputDirectory), context: context)
        return report.exitCode
    }
}

/// `snapshot record`: writes goldens for the selection, atomically.
enum RecordVerb {
    static let verb = Verb(
        name: "record",
        summary: "Render the selection and write it to the goldens (atomically), with ENVIRONMENT.json.",
        usage: "record [catalog options] [--filter GLOB] [--goldens DIR]",
        details: "Exit codes: 0 written, 2 bad option or input (the other snapshots are still written).",
        options: CatalogOptions.specs + [
            .value("goldens", "DIR", "golden folder (default: Goldens)"),
            .value("out", "DIR", "report folder (default: out/record)"),
            .value("frames", "N", "refresh animation frames (default 12, at most \(CatalogOptions.maxFrames); 0 skips them)"),
        ],
        run: { args, context in
            var args = args
            if args.value("out") == nil { args.values["out"] = ["out/record"] }
            return try VerifyVerb.run(args, context, defaultRecord: .all)
        })
}
