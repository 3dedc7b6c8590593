import Foundation
import SnapshotAudit
import SnapshotCommandLine
import SnapshotGolden
import SnapshotReports
import SnapshotSweep

/// `snapshot sweep --merge DIR... --out DIR`: the sweeps of a CI matrix's shards (`sweep --shard
/// i/n`) made into the sweep one unsharded run writes, under the file policy: each sweep.json
/// read inside its folder and its counts checked, the shards complete and of one space, the
/// audits merged with the allowlist re-applied (`AuditResults.merged`), and the worst cases
/// chosen again over every shard's findings and drawn from the space itself, which the seed,
/// count and corpus give again. So the merged sweep.json is the same bytes as an unsharded
/// run's, and its annotations are written once, here.
extension SweepVerb {
    static let mergeVerb = "snapshot sweep --merge"

    static func merge(_ args: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let folders = args.positionals
        guard !folders.isEmpty else {
            throw UsageError("\(mergeVerb): name the shards' sweep folders, e.g. sweep --merge shards/*/verify/sweep --out out/verify/sweep")
        }
        guard args.given(Self.out) else { throw UsageError("\(mergeVerb): --out DIR is required (not one of the inputs)") }
        if let option = [seed.spec, count.spec, SharedOptions.shard.spec, full.spec].first(where: args.given) {
            throw UsageError("\(mergeVerb): --\(option.name) is not for a merge; the shards' sweep.json say their space")
        }
        let outPath = args.text(Self.out), out = context.url(outPath), sources = folders.map { context.url($0) }
        let outLock = try OutputFolder.check(out, argument: outPath, goldens: context.url(DefaultPaths.goldens), inputs: Array(zip(folders, sources)), verb: mergeVerb)
        defer { outLock.release() }
        let started = Date()
        var parts: [(folder: String, sweep: SweepResults)] = []
        for (folder, url) in zip(folders, sources) {
            do { parts.append((folder, try SweepResults.read(url.appendingPathComponent("sweep.json"), within: url.path))) } catch {
                throw UsageError("\(mergeVerb): \(error)")
            }
        }
        try RunMerge.checkShards(parts.map { ($0.folder, $0.sweep.shard) }, what: "sweep.json", verb: mergeVerb)
        let first = parts[0]
        for part in parts.dropFirst() {
            let a = first.sweep, b = part.sweep
            guard a.seed == b.seed, a.space == b.space, a.count == b.count, a.corpus == b.corpus, a.invariants == b.invariants else {
                throw UsageError("\(mergeVerb): \(first.folder) and \(part.folder) are not shards of one sweep (seed, space, count, "
                                 + "corpus or invariants differ); merge one matrix at a time")
            }
        }
        // NB: the corpus path comes from a file: held to the path policy unless --corpus names one.
        let corpusPath = try args.given(Self.corpus.option) ?? first.sweep.corpus
        if !args.given(Self.corpus), let reason = SnapshotPath.problem(corpusPath) {
            throw UsageError("\(mergeVerb): \(first.folder)/sweep.json: corpus '\(TerminalText.escape(corpusPath))' \(reason); name it with --corpus")
        }
        let space = SweepSpace(seed: first.sweep.seed, full: first.sweep.space == "full", count: first.sweep.count ?? SweepSpace.defaultCount)
        let plan = space.plan(try corpus(corpusPath, context))
        let cases = try RunLimits.sum(parts.map(\.sweep.cases), "the shards' cases", verb: mergeVerb)
        // NB: the space drawn again must be the shards': the same cases, coverage and stop names
        // (every shard records the whole space's coverage, and its worst cases' stop names).
        let stopNames = Dictionary(uniqueKeysWithValues: plan.cases.map { ($0.id, $0.scenario.favorite.shownFavorite?.stop.name ?? "") })
        let examples = parts.flatMap { $0.sweep.worst.values.flatMap { $0 } }
        guard cases == plan.cases.count, parts.allSatisfy({ $0.sweep.coverage == plan.coverage }),
              examples.allSatisfy({ stopNames[String($0.finding.key.split(separator: "/").first ?? "")] == $0.stopName }) else {
            throw UsageError("\(mergeVerb): the shards checked \(cases) case(s) but seed \(space.seed)'s space over \(corpusPath) has "
                             + "\(plan.cases.count): the corpus is not the one the shards ran; run them again")
        }
        let audit = try AuditResults.merged(parts.map { ($0.folder, $0.sweep.audit) }, allowlist: try AuditVerb.allowlist(args, context),
                                            what: "sweep.json", verb: mergeVerb)
        let drawn = SweepExamples(factory: try CatalogOptions.factory(context), folder: out)
        let (worst, sheets) = try drawn.write(SweepExamples.choose(audit.findings), cases: plan.cases)
        let results = SweepResults(seed: space.seed, space: space, corpus: first.sweep.corpus,
                                   outcome: .init(cases: plan.cases, coverage: plan.coverage, audit: audit),
                                   worst: worst, sheets: sheets, shard: nil)
        return try publish(results, to: out, paths: DisplayPaths(out: outPath, goldens: DefaultPaths.goldens), quiet: args.has(Self.quiet),
                           annotate: true, seconds: Date().timeIntervalSince(started), context: context)
    }
}
