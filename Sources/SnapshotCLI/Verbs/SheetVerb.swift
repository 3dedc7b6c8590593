import Foundation
import SnapshotCatalog
import SnapshotCommandLine
import SnapshotFiles
import SnapshotGolden
import SnapshotImage
import SnapshotModel
import SnapshotThreads

/// `snapshot sheet`: one contact-sheet PNG per scenario, every presentation and mode at a glance.
enum SheetVerb {
    static let verb = Verb(
        name: "sheet",
        summary: "Compose one contact sheet PNG per scenario: every surface (rows) in every appearance and mode (columns).",
        usage: "sheet [--scenario FILE]... [--scenarios DIR] [--surface NAME]... [--device CLASS]... [--text-size SIZE]... [--mode MODE]... --out DIR",
        details: """
        Files: DIR/<scenario-id>.png. Defaults keep a sheet a glance: one device of each kind (393x852, watch-40mm, carplay-240x78), text size L,
        every appearance and every mode each surface supports. A device, text size or timeline
        entry becomes part of the column header only when more than one is selected.
        Exit codes: 0 written, 2 bad option or input (every other scenario still gets its sheet).
        """,
        options: CatalogOptions.specs + [out.spec, quiet.spec],
        run: run)

    static let out = Option<String>.path("out", "DIR", "output folder (required)")
    static let quiet = Flag("quiet", "print nothing but errors and warnings")

    static func run(_ args: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        guard let outPath = try args.given(Self.out) else { throw UsageError("snapshot sheet: --out DIR is required") }
        let axes = sheetAxes(try CatalogOptions.axes(args))
        let out = context.url(outPath)
        let outLock = try OutputFolder.check(out, argument: outPath, goldens: context.url(DefaultPaths.goldens), inputs: [], verb: "snapshot sheet")
        defer { outLock.release() }
        let (scenarios, errors) = try CatalogOptions.scenarios(args, context)
        errors.forEach { context.console.err("error: \($0)") }
        try CatalogOptions.checkSkipped(axes.plan(of: scenarios), axes: axes, console: context.console, verb: "sheet")
        let factory = try CatalogOptions.factory(context)
        var failures = errors.count, written = 0
        for scenario in scenarios {
            let specs = axes.snapshots(of: [scenario])
            guard !specs.isEmpty else { continue }
            let rendered = ParallelMap.map(specs) { spec in Result { try factory.render(scenario, spec) } }
            var snapshots: [RenderedSnapshot] = []
            for (spec, result) in zip(specs, rendered) {
                switch result {
                case .success(let s): snapshots.append(s)
                case .failure(let error):
                    failures += 1
                    context.console.err("error: \(spec.key): \(error)")
                }
            }
            let sheet = ContactSheet.make(title: scenario.title, id: scenario.id, snapshots)
            try AtomicFile.write(PNGEncoder.encode(sheet, compression: .fast),
                                 to: out.appendingPathComponent(scenario.id + ".png"))
            written += 1
        }
        if !args.has(quiet) { context.console.out("wrote \(written) contact sheet(s) to \(outPath)") }
        return failures > 0 ? .usage : .ok
    }

    /// The command line's axes with the sheet's defaults: one device of each kind
    /// (`Surface.defaultDevices`: every surface at its default device, and the small widget on
    /// CarPlay too), Large text, every mode; appearances and surfaces default to all.
    static func sheetAxes(_ chosen: AxisSelection) -> AxisSelection {
        var axes = chosen
        if axes.devices.isEmpty { axes.devices = Surface.defaultDevices }
        if axes.textSizes.isEmpty { axes.textSizes = [.large] }
        if axes.modes.isEmpty { axes.modes = RenderingMode.allCases }
        if axes.wallpapers.isEmpty { axes.wallpapers = Wallpaper.allCases }
        if axes.appearances.isEmpty { axes.appearances = Appearance.allCases }
        return axes
    }
}
