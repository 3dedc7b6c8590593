import Foundation
import SnapshotCatalog
import SnapshotCatalogRuns
import SnapshotCommandLine
import SnapshotDiff
import SnapshotDiffCommand
import SnapshotGolden
import SnapshotReports

/// `snapshot verify`: renders the catalog in memory and compares it with `Goldens/`.
enum VerifyVerb {
    static let policyOptions = PolicyOptions.specs

    static let verb = Verb(
        name: "verify",
        summary: "Render the catalog in memory and compare it with the goldens; write failures and a report.",
        usage: "verify [catalog options] [--goldens DIR] [--out DIR] [--record never|missing|failed|all] [--threshold T] [--max-diff-pixels N]",
        details: """
        Passing snapshots are never PNG-encoded. A failure leaves <key>.actual.png, .expected.png,
        .diff.png and .actual.json in --out, beside results.json and summary.txt;
        --composite adds <key>.composite.png (expected | diff | actual in one image).
        A missing golden fails unless --record (or SNAPSHOT_RECORD) says to write it.
        Exact by default: every differing pixel counts (threshold 0, anti-aliased pixels too, none
        tolerated); a tolerance option applies to every snapshot and replaces each scenario's
        "tolerance". A change in what a person sees or hears in the structural snapshot (text,
        colour, font, frame beyond 0.5 pt, label, action, …) fails whatever the pixels say.
        With CI=true, a run that wrote any golden exits 1 after writing, naming each.
        Exit codes: 0 all match, 1 differences or missing goldens (or goldens written under CI), 2 bad option or input.
        """,
        options: CatalogOptions.specs + policyOptions + [SharedOptions.goldens.spec, out.spec, record.spec, frames.spec, composite.spec,
                                                          SharedOptions.shard.spec, quiet.spec],
        run: { args, context in try run(args, context, out: out, defaultRecord: nil) })

    static let out = Option<String>.path("out", "DIR", default: DefaultPaths.verifyOut, "artefact and report folder")
    static let record = Option<RecordMode>.choice("record", "MODE", "write goldens: never (default), missing, failed, all; or set SNAPSHOT_RECORD")
    static let frames = SharedOptions.frames("refresh animation frames to verify (default \(RefreshAnimation.defaultFrameCount), at most \(CatalogOptions.maxFrames); 0 skips them)")
    static let composite = Flag("composite", "also write <key>.composite.png for each failure (expected | diff | actual)")
    static let quiet = Flag("quiet", "no progress; one line per failure cause and the counts (summary.txt has every snapshot)")

    /// The command line's tolerance, nil when none was given (each scenario's own applies).
    static func policy(_ args: ParsedArguments) throws(UsageError) -> DiffPolicy? {
        PolicyOptions.given(args) ? try PolicyOptions.policy(args) : nil
    }

    static func recordMode(_ args: ParsedArguments, _ context: CommandContext, default fallback: RecordMode?) throws(UsageError) -> RecordMode {
        if let fallback { return fallback }
        if let mode = try args.given(record) { return mode }
        return try RecordMode.fromEnvironment(context.environment)
    }

    /// `out`: verify's or record's `--out`, each with its own default.
    static func run(_ args: ParsedArguments, _ context: CommandContext, out: DefaultedOption<String>,
                    defaultRecord: RecordMode?) throws -> ExitCode {
        let axes = try CatalogOptions.axes(args)
        let outArgument = args.text(out), goldensArgument = args.text(SharedOptions.goldens)
        var options = VerifyOptions(policy: try policy(args), record: try recordMode(args, context, default: defaultRecord),
                                    outputDirectory: context.url(outArgument))
        let shard = try args.given(SharedOptions.shard)
        // NB: a shard is part of the catalog: recording one on another environment is refused.
        options.partial = CatalogOptions.narrows(args) || shard != nil
        options.composite = args.has(composite)
        options.failsRecording = RecordMode.failsRecording(context.environment)
        options.proofCache = PixelProofs.location(context.environment)
        let frames = try args.given(Self.frames) ?? RefreshAnimation.defaultFrameCount
        let store = GoldenStore(root: context.url(goldensArgument))
        let outLock = try OutputFolder.check(options.outputDirectory, argument: outArgument, goldens: store.root, inputs: [],
                               verb: "snapshot " + (defaultRecord == nil ? "verify" : "record"))
        defer { outLock.release() }
        let (scenarios, inputErrors) = try CatalogOptions.scenarios(args, context)
        let factory = try CatalogOptions.factory(context)
        let run = VerificationRun(store: store, options: options, environment: try .current())
        let plan = axes.plan(of: scenarios)
        try CatalogOptions.checkSkipped(plan, axes: axes, console: context.console, verb: "verify")
        let quiet = args.has(Self.quiet)
        // NB: the item list (one spec a snapshot; each item is made as it is verified) and the
        // report end here, once results.json is written: the reports below read `CatalogRunResults`
        // alone, whose rows the run made as each snapshot finished (a run's memory stays flat).
        let (results, recordingFails, exitCode) = try { () throws -> (CatalogRunResults, Bool, ExitCode) in
            let selection = CatalogItems.selection(scenarios, axes: axes, frames: frames, factory: factory)
            if !scenarios.isEmpty { try CatalogOptions.requireMatches(args, axes: axes, selection: selection) }
            var items = selection.list
            let partition = shard.map { _ in Shard.partition(items) }
            if let shard { items = shard.select(items, in: partition) }
            let progress = RunProgress.make(defaultRecord == nil ? "verify" : "record", total: items.count, context: context, quiet: quiet)
            let report = try run.run(items, inputErrors: inputErrors, skipped: plan.skipped, console: context.console,
                                     progress: progress.map { p -> @Sendable () -> Void in { p.tick() } })
            progress?.finish()
            return (try report.write(to: options.outputDirectory, shard: shard, partition: partition), report.recordingFails, report.exitCode)
        }()
        let locations = ReviewLocations(outputDirectory: options.outputDirectory, goldens: store.root,
                                        outArgument: outArgument, goldensArgument: goldensArgument)
        try ReviewOutputs.write(results, locations, announce: .init(summary: quiet ? .quiet : .terminal(perGroup: 5), ci: .snapshots,
                                                                  annotations: shard == nil ? .snapshots : [],
                                                                  title: "snapshot " + (defaultRecord == nil ? "verify" : "record")),
                                context: context)
        let recorded = results.snapshots.filter { $0.status == .recorded }
        if recordingFails, !recorded.isEmpty {
            // NB: after writing, like swift-snapshot-testing's recording failure: the goldens are
            // there to commit, and the job is red so a recording never passes unnoticed.
            context.console.err("error: running in CI (CI is set): \(recorded.count) golden(s) written, so this run fails; "
                                + "commit them and run again without recording:")
            for r in recorded { context.console.err("  recorded \(locations.display.golden(r.key))") }
        }
        return exitCode
    }
}

/// `snapshot record`: writes goldens for the selection, atomically.
enum RecordVerb {
    static let verb = Verb(
        name: "record",
        summary: "Render the selection and write it to the goldens (atomically), with ENVIRONMENT.json.",
        usage: "record [catalog options] [--filter GLOB] [--goldens DIR]",
        details: "Exit codes: 0 written, 1 written with CI=true (a recording never passes in CI), 2 bad option or input (the other snapshots are still written).",
        options: CatalogOptions.specs + [SharedOptions.goldens.spec, out.spec, frames.spec, SharedOptions.shard.spec, VerifyVerb.quiet.spec],
        run: { args, context in try VerifyVerb.run(args, context, out: out, defaultRecord: .all) })

    static let out = Option<String>.path("out", "DIR", default: DefaultPaths.recordOut, "report folder")
    static let frames = SharedOptions.frames("refresh animation frames (default \(RefreshAnimation.defaultFrameCount), at most \(CatalogOptions.maxFrames); 0 skips them)")
}
