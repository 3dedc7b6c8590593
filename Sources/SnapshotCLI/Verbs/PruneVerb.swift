import Foundation
import SnapshotCatalog
import SnapshotCatalogRuns
import SnapshotCommandLine
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
        options: [CatalogOptions.scenarios.spec, CatalogOptions.filter.spec, SharedOptions.goldens.spec, frames.spec, delete.spec, quiet.spec],
        run: run)

    static let frames = SharedOptions.frames("refresh animation frames the catalog has (default \(RefreshAnimation.defaultFrameCount))")
    static let delete = Flag("delete", "delete the listed files (and scenario folders left empty)")
    static let quiet = Flag("quiet", "only the last line (how many files); not one line per file")

    static func run(_ args: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let console = context.console
        let (scenarios, errors) = try CatalogOptions.scenarios(args, context)
        guard errors.isEmpty else {
            for error in errors { console.err("error: \(error)") }
            console.err("snapshot prune: refused while a scenario fails to load (its goldens would look unused); fix it first")
            return .usage
        }
        let filter = try args.given(CatalogOptions.filter)
        let frames = try args.given(Self.frames) ?? RefreshAnimation.defaultFrameCount
        let items = CatalogItems.make(scenarios, axes: AxisSelection(filter: filter), frames: frames,
                                     factory: try CatalogOptions.factory(context))
        let goldensArgument = args.text(SharedOptions.goldens)
        let store = GoldenStore(root: context.url(goldensArgument))
        // NB: deleting is writing: the one writer lock, from the listing to the last delete.
        let deleting = args.has(delete)
        let lock = deleting ? try GoldenLock(store) : nil
        defer { lock?.release() }
        let orphans = GoldenPrune.orphans(in: store, produced: Set(items.map(\.key)), filter: filter)
        let shown = goldensArgument.hasSuffix("/") ? goldensArgument : goldensArgument + "/"
        if !args.has(quiet) { for file in orphans { console.out((deleting ? "deleted " : "") + shown + file) } }
        if orphans.isEmpty {
            console.out("prune: every golden is produced by the catalog (\(items.count) snapshot(s))")
            return .ok
        }
        if deleting {
            try GoldenPrune.delete(orphans, in: store)
            try GoldenPrune.dropIndexEntries(in: store, produced: Set(items.map(\.key)), filter: filter)
            console.out("prune: deleted \(orphans.count) file(s) no snapshot produces")
            return .ok
        }
        console.out("prune: \(orphans.count) file(s) no snapshot produces; run 'snapshot prune --delete' to remove them")
        return .failure
    }
}
