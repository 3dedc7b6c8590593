import Foundation
import SnapshotCatalog
import SnapshotCatalogRuns
import SnapshotCommandLine
import SnapshotFiles
import SnapshotFormats
import SnapshotGolden
import SnapshotImage
import SnapshotThreads

/// `snapshot render`: draws the chosen snapshots to PNG + structural JSON and a manifest.
enum RenderVerb {
    static let verb = Verb(
        name: "render",
        summary: "Render scenarios to PNG files, each with its structural snapshot (.json), and DIR/manifest.json.",
        usage: "render [--scenario FILE]... [--scenarios DIR] [--surface NAME]... [--device CLASS]... [--appearance light|dark] [--text-size SIZE]... --out DIR",
        details: """
        Files: DIR/<scenario-id>/<surface>_<device>_<appearance>_<textSize>.png and .json.
        With --frames N, also the refresh glyph's N-frame turn under DIR/_animations/refresh/.
        Exit codes: 0 rendered, 2 bad option or input (every other scenario is still rendered).
        """,
        options: CatalogOptions.specs + [out.spec, frames.spec, quiet.spec],
        run: run)

    static let out = Option<String>.path("out", "DIR", "output folder (required)")
    static let frames = SharedOptions.frames("also render the refresh animation in N frames (e.g. \(RefreshAnimation.defaultFrameCount))", min: 1)
    static let quiet = Flag("quiet", "print nothing but errors and warnings")

    static func run(_ args: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        guard let outPath = try args.given(Self.out) else { throw UsageError("snapshot render: --out DIR is required") }
        let axes = try CatalogOptions.axes(args)
        let frames = try args.given(Self.frames) ?? 0
        let out = context.url(outPath)
        let outLock = try OutputFolder.check(out, argument: outPath, goldens: context.url(DefaultPaths.goldens), inputs: [], verb: "snapshot render")
        defer { outLock.release() }
        let (scenarios, errors) = try CatalogOptions.scenarios(args, context)
        errors.forEach { context.console.err("error: \($0)") }
        let factory = try CatalogOptions.factory(context)

        let byID = Dictionary(uniqueKeysWithValues: scenarios.map { ($0.id, $0) })
        let plan = axes.plan(of: scenarios)
        try CatalogOptions.checkSkipped(plan, axes: axes, console: context.console, verb: "render")
        let outcomes = ParallelMap.map(plan.snapshots) { spec -> Result<JSONOutput, RenderFailure> in
            do {
                let snapshot = try factory.render(byID[spec.scenarioID]!, spec)
                try AtomicFile.write(PNGEncoder.encode(snapshot.bitmap, compression: .fast),
                                     to: out.appendingPathComponent(spec.key + ".png"))
                try AtomicFile.write(try snapshot.layoutJSON, to: out.appendingPathComponent(spec.key + ".json"))
                return .success(Manifest.entry(snapshot))
            } catch {
                return .failure(RenderFailure(message: "\(spec.key): \(error)"))
            }
        }
        var entries: [JSONOutput] = []
        var failures = errors.count
        for outcome in outcomes {
            switch outcome {
            case .success(let entry): entries.append(entry)
            case .failure(let failure):
                failures += 1
                context.console.err("error: \(failure.message)")
            }
        }
        var animations: [JSONOutput] = []
        for item in frames > 0 ? CatalogItems.animationItems(frames: frames, motions: axes.motions, factory: factory) : [] {
            let bitmap = try item.render().pixels.bitmap()
            try AtomicFile.write(PNGEncoder.encode(bitmap, compression: .fast), to: out.appendingPathComponent(item.key + ".png"))
            animations.append(.object(["png": .string(item.key + ".png"), "width": .number(Double(bitmap.width)),
                                       "height": .number(Double(bitmap.height))]))
        }
        try AtomicFile.write(Manifest.json(entries, animations: animations, skipped: plan.skipped).text,
                             to: out.appendingPathComponent("manifest.json"))
        if !args.has(quiet) {
            context.console.out("rendered \(entries.count) snapshot(s)\(animations.isEmpty ? "" : " and \(animations.count) animation image(s)") to \(outPath)")
            SkippedSurface.lines(plan.skipped).forEach(context.console.out)
        }
        return failures > 0 ? .usage : .ok
    }
}

/// A snapshot that could not be rendered or written.
struct RenderFailure: Error { let message: String }

/// `manifest.json`: every output with its axes, documented in docs/cli.md.
enum Manifest {
    static func entry(_ s: RenderedSnapshot) -> JSONOutput {
        let env = s.spec.environment
        var fields: [String: JSONOutput] = [
            "id": .string(s.spec.scenarioID), "surface": .string(env.surface.rawValue),
            "device": .string(env.device.rawValue), "appearance": .string(env.appearance.rawValue),
            "textSize": .string(env.textSize.rawValue), "mode": .string(env.mode.rawValue),
            "png": .string(s.spec.key + ".png"),
            "layout": .string(s.spec.key + ".json"), "width": .number(s.tree.size.width),
            "height": .number(s.tree.size.height), "scale": .number(Double(env.device.scale)),
            "key": .string(s.spec.key),
        ]
        if let offset = s.spec.offset { fields["time"] = .string(offset.text) }
        if env.privacy != .unlocked { fields["privacy"] = .string(env.privacy.rawValue) }
        if let wallpaper = env.wallpaper { fields["wallpaper"] = .string(wallpaper.rawValue) }
        return .object(fields)
    }

    /// `skipped`: what the selection names but no scenario draws (`SurfaceAvailability`).
    static func json(_ entries: [JSONOutput], animations: [JSONOutput], skipped: [SkippedSurface] = []) -> JSONOutput {
        .object(["tool": .string("snapshot \(SnapshotKitVersion.string)"), "snapshots": .array(entries),
                 "animations": .array(animations), "skipped": .array(skipped.map(\.json))])
    }
}
