import Foundation
import SnapshotCatalog
import SnapshotCore
import SnapshotGolden

/// `snapshot prune`: goldens that no snapshot of the catalog produces any more.
enum PruneVerb {
    static let verb = Verb(
        name: "prune",
        summary: "List goldens that no scenario produces any more; delete them with --delete.",
        usage: "prune [--scenarios DIR] [--filter GLOB] [--goldens DIR] [--frames N] [--delete]",
        details: """
        The produced keys are exactly those 'snapshot verify' checks: every scenario on the catalog's
        default axes plus the refresh animation frames. --filter limits both the catalog and the goldens
        considered. Top-level files (ENVIRONMENT.json, an allowlist) are never listed. Refuses to run when
        a scenario file fails to load, since its goldens would look unused.
        Exit codes: 0 nothing to prune or deleted, 1 unused goldens listed, 2 bad option or input.
        """,
        options: [
            .value("scenarios", "DIR", "the scenario folder (default: Scenarios)"),
            .value("filter", "GLOB", "only keys (scenario-id/name) matching, e.g. 'belmont-*/*'"),
            .value("goldens", "DIR", "golden folder (default: Goldens)"),
            .value("frames", "N", "refresh animation frames the catalog has (default 12)"),
            .flag("delete", "delete the listed files (and scenario folders left empty)"),
        ],
        run: run)

    static func run(_ args: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let console = context.console
        let (scenarios, errors) = CatalogOptions.scenarios(args, context)
        guard errors.isEmpty else {
            for error in errors { console.err("error: \(error)") }
            console.err("snapshot prune: refused while a scenario fails to load (its goldens would look unused); fix it first")
            return .usage
        }
        let filter = args.value("filter")
        let frames = try args.int("frames", max: CatalogOptions.maxFrames) ?? RefreshAnimation.defaultFrameCount
        let items = VerifyItems.make(scenarios, axes: AxisSelection(filter: filter), frames: frames,
                                     factory: try CatalogOptions.factory(context))
        let goldensArgument = args.value("goldens") ?? "Goldens"
        let store = GoldenStore(root: context.url(goldensArgument))
        // NB: deleting is writing: the one writer lock, from the listing to the last delete.
        let lock = args.has("delete") ? try GoldenLock(store) : nil
        defer { lock?.release() }
        let orphans = GoldenPrune.orphans(in: store, produced: Set(items.map(\.key)), filter: filter)
        let shown = goldensArgument.hasSuffix("/") ? goldensArgument : goldensArgument + "/"
        for file in orphans { console.out((args.has("delete") ? "deleted " : "") + shown + file) }
        if orphans.isEmpty {
            console.out("prune: every golden is produced by the catalog (\(items.count) snapshot(s))")
            return .ok
        }
        if args.has("delete") {
            try GoldenPrune.delete(orphans, in: store)
            try GoldenPrune.dropIndexEntries(in: store, produced: Set(items.map(\.key)), filter: filter)
            console.out("prune: deleted \(orphans.count) file(s) no snapshot produces")
            return .ok
        }
        console.out("prune: \(orphans.count) file(s) no snapshot produces; run 'snapshot prune --delete' to remove them")
        return .failure
    }
}
