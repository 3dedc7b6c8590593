import Foundation

/// `snapshot sweep`: the whole input space under test (docs/sweep.md).
enum SweepVerb {
    static let verb = Verb(
        name: "sweep",
        summary: "Generate a seeded space of scenarios from the corpus and hold every snapshot to the invariants and the audit's rules; write DIR/sweep.json and contact sheets of the worst cases.",
        usage: "sweep [--seed N] [--count N | --full] [--shard I/N] [--corpus FILE] [--allowlist FILE] [--out DIR] [--quiet]",
        details: """
        Default space: every pair of axis values (state with and without last known arrivals, locale, stop kind,
        surface, text size, appearance, mode) at least once, every corpus entry at least once, then seeded rows up to
        --count snapshots (default \(SweepSpace.defaultCount)); --full: every valid row. Timeline rows cross 10 and 1 minutes and turn stale.
        Files: DIR/sweep.json (findings, counts per rule, coverage, worst cases), DIR/sheets/<rule>.png,
        DIR/images/<key>.png and DIR/scenarios/<case>.json for each worst case, DIR/junit.xml, DIR/summary.txt;
        GitHub annotations (GITHUB_ACTIONS=true) and the job summary (GITHUB_STEP_SUMMARY).
        Exit codes: 0 no unallowlisted error, 1 error findings, 2 bad option, corpus or allowlist, or a snapshot that did not render.
        """,
        options: [
            .value("seed", "N", "the space's seed, 0 to 2^53 (default \(SweepSpace.defaultSeed)); the same seed gives the same space"),
            .value("count", "N", "snapshots in the default space (default \(SweepSpace.defaultCount); the covering rows come first)"),
            .flag("full", "every valid row of the axes instead of the seeded space"),
            .value("corpus", "FILE", "stop names, destinations, lines and routes (default: \(SweepCorpus.defaultPath))"),
            .value("allowlist", "FILE", "accepted exceptions (default: Audit/allowlist.json)"),
            .value("out", "DIR", "output folder (default: out/sweep)"),
            VerifyVerb.shardOption, VerifyVerb.quietOption,
        ],
        run: run)

    static func run(_ args: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let outPath = args.value("out") ?? "out/sweep"
        let out = context.url(outPath)
        let paths = DisplayPaths(out: outPath, goldens: "Goldens")
        let seed = try args.int("seed", min: 0, max: 1 << 53).map(UInt64.init) ?? SweepSpace.defaultSeed
        let count = try args.int("count", min: 1, max: 1_000_000)
        if args.has("full") && count != nil { throw UsageError("snapshot sweep: --full runs every row; leave out --count") }
        let space = SweepSpace(seed: seed, full: args.has("full"), count: count ?? SweepSpace.defaultCount)
        let shard = try args.value("shard").map { text throws(UsageError) in try Shard(parsing: text) }
        let quiet = args.has("quiet")
        let corpusPath = args.value("corpus") ?? SweepCorpus.defaultPath
        let corpus: SweepCorpus
        do {
            corpus = try SweepCorpus.read(context.url(corpusPath), displayPath: corpusPath)
        } catch { throw UsageError(error.description) }
        if let error = corpus.uncovered(by: try GlyphCoverage.pinned(), file: corpusPath) { throw UsageError(error.description) }
        let allowlistPath = args.value("allowlist") ?? "Audit/allowlist.json"
        let allowlist = try AuditAllowlist.read(context.url(allowlistPath), displayPath: allowlistPath,
                                                optional: args.value("allowlist") == nil)

        let started = Date()
        let factory = try CatalogOptions.factory(context)
        let run = SweepRun(factory: factory, corpus: corpus, space: space, shard: shard, allowlist: allowlist)
        let plan = space.plan(corpus)
        let progress = RunProgress.make("sweep", total: run.cases(plan).flatMap(\.specs).count, context: context, quiet: quiet)
        let outcome = try run.run(plan, progress: progress.map { p -> @Sendable () -> Void in { p.tick() } })
        progress?.finish()
        let examples = SweepExamples(factory: factory, folder: out)
        let (worst, sheets) = try examples.write(SweepExamples.choose(outcome.audit.findings), cases: outcome.cases)
        let results = SweepResults(seed: seed, space: space, corpus: corpusPath, outcome: outcome, worst: worst, sheets: sheets,
                                   shard: shard)
        try AtomicFile.write(try results.text(), to: out.appendingPathComponent("sweep.json"))
        let report = SweepReport(results: results, paths: paths)
        try AtomicFile.write(report.junit(), to: out.appendingPathComponent("junit.xml"))
        try AtomicFile.write(report.lines(quiet: false).joined(separator: "\n") + "\n", to: out.appendingPathComponent("summary.txt"))
        var lines = report.lines(quiet: quiet)
        lines[lines.count - 1] = lines[lines.count - 1].replacingOccurrences(
            of: "snapshot(s);", with: "snapshot(s) in \(String(format: "%.1f", Date().timeIntervalSince(started))) s;")
        for line in lines { context.console.out(line) }
        if GitHubAnnotations.enabled(context.environment) { for line in report.annotations() { context.console.out(line) } }
        if let file = StepSummary.file(context.environment) {
            do { try StepSummary.append(report.markdown(), to: file) } catch {
                context.console.err("warning: GITHUB_STEP_SUMMARY: cannot append to \(file): \(error)")
            }
        }
        context.console.out("junit: \(paths.output("junit.xml")); sheets: \(paths.output("sheets/"))")
        return results.exit
    }
}
