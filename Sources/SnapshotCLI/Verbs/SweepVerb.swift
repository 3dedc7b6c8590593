import Foundation
import SnapshotCommandLine
import SnapshotFiles
import SnapshotGolden
import SnapshotRender
import SnapshotReports
import SnapshotSweep

/// `snapshot sweep`: the whole input space under test (docs/sweep.md).
enum SweepVerb {
    static let verb = Verb(
        name: "sweep",
        summary: "Generate a seeded space of scenarios from the corpus and hold every snapshot to the invariants and the audit's rules; write DIR/sweep.json and contact sheets of the worst cases.",
        usage: "sweep [--seed N] [--count N | --full] [--shard I/N] [--corpus FILE] [--allowlist FILE] [--out DIR] [--quiet]"
            + " | sweep --merge DIR... --out DIR [--corpus FILE] [--allowlist FILE] [--quiet]",
        details: """
        Default space: every pair of axis values (state with and without last known arrivals, locale, stop kind,
        surface, text size, appearance, mode) at least once, every corpus entry at least once, then seeded rows up to
        --count snapshots (default \(SweepSpace.defaultCount)); --full: every valid row. Timeline rows cross 10 and 1 minutes and turn stale.
        Then state groups: one case's data in every state its surface shows, up to a tenth of --count more snapshots
        (--full: every surface, locale and size, with and without arrivals); a shard holds whole groups.
        Files: DIR/sweep.json (findings, counts per rule, coverage, worst cases), DIR/sheets/<rule>.png,
        DIR/images/<key>.png and DIR/scenarios/<case>.json for each worst case, DIR/junit.xml, DIR/summary.txt;
        GitHub annotations (GITHUB_ACTIONS=true; not from a shard: its merge writes them once) and the job summary
        (GITHUB_STEP_SUMMARY).
        --merge DIR...: each DIR is one shard's output folder (sweep --shard i/n) of one space (seed, count, corpus).
        Writes into --out the sweep.json an unsharded run writes: findings merged with --allowlist re-applied, the
        worst cases chosen again and drawn from the space (the corpus the shards name, or --corpus). Refused (exit 2):
        a shard missing or given twice, shards of different spaces, a corpus whose space is not the shards', --out
        among the inputs.
        Exit codes: 0 no unallowlisted error, 1 error findings, 2 bad option, corpus or allowlist, or a snapshot that did not render.
        """,
        options: [seed.spec, count.spec, full.spec, corpus.spec, SharedOptions.allowlist.spec, out.spec, SharedOptions.merge.spec,
                  SharedOptions.shard.spec, quiet.spec],
        run: run)

    static let seed = Option<Int>.number("seed", in: 0...(1 << 53), "the space's seed, 0 to 2^53 (default \(SweepSpace.defaultSeed)); the same seed gives the same space")
    static let count = Option<Int>.number("count", in: 1...1_000_000, "snapshots in the default space (default \(SweepSpace.defaultCount); the covering rows come first)")
    static let full = Flag("full", "every valid row of the axes instead of the seeded space")
    static let corpus = Option<String>.path("corpus", "FILE", default: SweepCorpus.defaultPath, "stop names, destinations, lines and routes")
    static let out = Option<String>.path("out", "DIR", default: DefaultPaths.sweepOut, "output folder; with --merge, where the merged sweep goes")
    static let quiet = Flag("quiet", "no progress; the verdict and one line per failing rule (summary.txt has every finding)")

    static func run(_ args: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        if args.has(SharedOptions.merge) { return try merge(args, context) }
        if let stray = args.positionals.first { throw UsageError("snapshot sweep: unexpected argument '\(stray)'; to merge folders, add --merge") }
        let outPath = args.text(Self.out)
        let out = context.url(outPath)
        let outLock = try OutputFolder.check(out, argument: outPath, goldens: context.url(DefaultPaths.goldens), inputs: [], verb: "snapshot sweep")
        defer { outLock.release() }
        let seed = try args.given(Self.seed).map(UInt64.init) ?? SweepSpace.defaultSeed
        let count = try args.given(Self.count)
        if args.has(full) && count != nil { throw UsageError("snapshot sweep: --full runs every row; leave out --count") }
        let space = SweepSpace(seed: seed, full: args.has(full), count: count ?? SweepSpace.defaultCount)
        let shard = try args.given(SharedOptions.shard)
        let quiet = args.has(Self.quiet)
        let corpusPath = args.text(Self.corpus)
        let corpus = try corpus(corpusPath, context)
        let allowlist = try AuditVerb.allowlist(args, context)

        let started = Date()
        let factory = try CatalogOptions.factory(context)
        let run = SweepRun(factory: factory, corpus: corpus, space: space, shard: shard, allowlist: allowlist)
        let plan = run.plan()
        let progress = RunProgress.make("sweep", total: plan.cases.flatMap(\.specs).count, context: context, quiet: quiet)
        let outcome = try run.run(plan, progress: progress.map { p -> @Sendable () -> Void in { p.tick() } })
        progress?.finish()
        let examples = SweepExamples(factory: factory, folder: out)
        let (worst, sheets) = try examples.write(SweepExamples.choose(outcome.audit.findings), cases: outcome.cases)
        let results = SweepResults(seed: seed, space: space, corpus: corpusPath, outcome: outcome, worst: worst, sheets: sheets,
                                   shard: shard)
        // NB: a shard's annotations would repeat across the matrix: its merge writes them once.
        return try publish(results, to: out, paths: DisplayPaths(out: outPath, goldens: DefaultPaths.goldens), quiet: quiet,
                           annotate: shard == nil, seconds: Date().timeIntervalSince(started), context: context)
    }

    /// The corpus at `path` under the file policy, every text drawable by the pinned fonts.
    static func corpus(_ path: String, _ context: CommandContext) throws -> SweepCorpus {
        let corpus: SweepCorpus
        do {
            corpus = try SweepCorpus.read(context.url(path), displayPath: path)
        } catch { throw UsageError(error.description) }
        if let error = corpus.uncovered(by: try GlyphCoverage.pinned(), file: path) { throw UsageError(error.description) }
        return corpus
    }

    /// Writes `results` into `out` (sweep.json, junit.xml, summary.txt) and says it: the
    /// terminal's lines, the annotations when `annotate` (GITHUB_ACTIONS=true), the job summary.
    static func publish(_ results: SweepResults, to out: URL, paths: DisplayPaths, quiet: Bool, annotate: Bool,
                        seconds: Double, context: CommandContext) throws -> ExitCode {
        try AtomicFile.write(try results.text(), to: out.appendingPathComponent("sweep.json"))
        let report = SweepReport(results: results, paths: paths)
        try AtomicFile.write(report.junit(), to: out.appendingPathComponent("junit.xml"))
        try AtomicFile.write(report.lines(quiet: false).joined(separator: "\n") + "\n", to: out.appendingPathComponent("summary.txt"))
        var lines = report.lines(quiet: quiet)
        lines[lines.count - 1] = lines[lines.count - 1].replacingOccurrences(
            of: "snapshot(s);", with: "snapshot(s) in \(String(format: "%.1f", seconds)) s;")
        for line in lines { context.console.out(line) }
        if annotate, GitHubAnnotations.enabled(context.environment) { for line in report.annotations() { context.console.command(line) } }
        if let file = StepSummary.file(context.environment) {
            do { try StepSummary.append(report.markdown(artefact: UploadedArtefact(context.environment)), to: file) } catch {
                context.console.err("warning: GITHUB_STEP_SUMMARY: cannot append to \(file): \(error)")
            }
        }
        context.console.out("junit: \(paths.output("junit.xml")); sheets: \(paths.output("sheets/"))")
        return results.exit
    }
}
