import Foundation
import SnapshotCatalog
import SnapshotCatalogRuns
import SnapshotCommandLine
import SnapshotGolden
import SnapshotModel
import SnapshotRender
import SnapshotScenario

/// The options every catalog verb shares (render, verify, record): which scenarios, which
/// axes. Parsed in one place so the verbs agree on names and errors.
enum CatalogOptions {
    static let scenario = Option<String>.path("scenario", "FILE", repeatable: true, "a scenario file (repeatable); default: every file in --scenarios")
    static let scenarios = Option<String>.path("scenarios", "DIR", default: DefaultPaths.scenarios, "the scenario folder")
    static let surface = Option<Surface>.choice("surface", "NAME", repeatable: true, "only this surface: " + Surface.allCases.map(\.rawValue).joined(separator: ", "))
    static let device = Option<Device>.choice("device", "CLASS", repeatable: true, "only this device (phone class, watch, CarPlay screen): " + Device.allCases.map(\.rawValue).joined(separator: ", "))
    static let appearance = Option<Appearance>.choice("appearance", "MODE", repeatable: true, "only this appearance: light, dark")
    static let textSize = Option<TextSize>.choice("text-size", "SIZE", repeatable: true, "Dynamic Type size: " + TextSize.allCases.map(\.rawValue).joined(separator: " "))
    static let mode = Option<RenderingMode>.choice("mode", "MODE", repeatable: true, "rendering mode: " + RenderingMode.allCases.map(\.rawValue).joined(separator: ", "))
    static let privacy = Option<Privacy>.choice("privacy", "STATE", repeatable: true, "locked or unlocked (default: each scenario's own, unlocked unless it asks); locked draws only the surfaces that redact")
    static let wallpaper = Option<Wallpaper>.choice("wallpaper", "NAME", repeatable: true, "the wallpaper under the clear and tinted looks: " + Wallpaper.allCases.map(\.rawValue).joined(separator: ", ") + " (default: each scenario's own, else sky)")
    static let motion = Option<Motion>.choice("motion", "MOTION", repeatable: true, "the refresh frames' motion: default, reduced (default: both)")
    static let filter = Option<String>.path("filter", "GLOB", "only snapshots whose key (scenario-id/name) matches, e.g. 'belmont-*/systemSmall_*'")

    static let specs: [OptionSpec] = [scenario.spec, scenarios.spec, surface.spec, device.spec, appearance.spec, textSize.spec,
                                      mode.spec, privacy.spec, wallpaper.spec, motion.spec, filter.spec]

    /// The most refresh animation frames `--frames` takes: each frame is rendered and compared,
    /// and the filmstrip grows with the count (docs/cli.md "Trust model").
    static let maxFrames = 120

    /// Whether the command line picks part of the catalog: scenario files, an axis or a filter
    /// (`--scenarios DIR` names a whole catalog).
    static func narrows(_ args: ParsedArguments) -> Bool {
        specs.contains { $0.name != scenarios.spec.name && args.given($0) }
    }

    /// The axes chosen on the command line; unknown values get a "did you mean".
    static func axes(_ args: ParsedArguments) throws(UsageError) -> AxisSelection {
        var selection = AxisSelection(
            surfaces: try args.all(surface), devices: try args.all(device), appearances: try args.all(appearance),
            textSizes: try args.all(textSize), modes: try args.all(mode), privacies: try args.all(privacy),
            wallpapers: try args.all(wallpaper), filter: try args.given(filter))
        selection.motions = try args.all(motion)
        return selection
    }

    /// Verdicts fail closed: a selection that selects nothing is an input error, not a pass.
    /// Every axis value given must select at least one snapshot (a surface with a mode it does
    /// not support selects none), and so must `--filter`.
    static func requireMatches(_ args: ParsedArguments, axes: AxisSelection, selection: CatalogSelection) throws(UsageError) {
        let items = selection.list
        var unmatched: [String] = []
        func check<T: Equatable & RawRepresentable>(_ option: String, _ values: [T], _ value: (SnapshotSpec) -> T)
        where T.RawValue == String {
            for v in values where !selection.specs.contains(where: { value($0) == v }) {
                unmatched.append("--\(option) \(v.rawValue)")
            }
        }
        check(surface.spec.name, axes.surfaces) { $0.environment.surface }
        check(device.spec.name, axes.devices) { $0.environment.device }
        check(appearance.spec.name, axes.appearances) { $0.environment.appearance }
        check(textSize.spec.name, axes.textSizes) { $0.environment.textSize }
        check(mode.spec.name, axes.modes) { $0.environment.mode }
        check(privacy.spec.name, axes.privacies) { $0.environment.privacy }
        for w in axes.wallpapers where !selection.specs.contains(where: { $0.environment.wallpaper == w }) {
            unmatched.append("--\(wallpaper.spec.name) \(w.rawValue)")
        }
        for m in axes.motions where !selection.animation.contains(where: { $0.key.hasSuffix(RefreshAnimation.suffix(m)) }) {
            unmatched.append("--\(motion.spec.name) \(m.rawValue)")
        }
        if let filter = axes.filter, items.isEmpty { unmatched.append("--filter '\(filter)'") }
        guard unmatched.isEmpty && !items.isEmpty else {
            let what = unmatched.isEmpty ? "the selection" : unmatched.joined(separator: ", ")
            throw UsageError("\(what) matched no snapshot (with the other options given); an empty selection would pass "
                + "without checking anything. Check the spelling, and docs/cli.md for the modes and text sizes each surface supports.")
        }
    }

    /// Loads the chosen scenarios. Bad files, and scenarios with a character no pinned font
    /// draws (`GlyphCoverage`), are returned as errors; the rest still load. A field that
    /// nothing draws (`Scenario.ignoredFields`) is a warning naming the file and field.
    static func scenarios(_ args: ParsedArguments, _ context: CommandContext) throws(UsageError) -> (scenarios: [Scenario], errors: [String]) {
        let (scenarios, errors) = try loadScenarios(args, context)
        for scenario in scenarios {
            for field in scenario.ignoredFields { context.console.err("warning: \(scenario.sourcePath): \(field)") }
        }
        // NB: without the fonts there is nothing to check against; rendering then fails with
        // the missing file and its package.
        guard let coverage = try? GlyphCoverage.pinned() else { return (scenarios, errors) }
        var drawable: [Scenario] = [], uncovered: [String] = []
        for scenario in scenarios {
            if let error = coverage.check(scenario) { uncovered.append(error.description) } else { drawable.append(scenario) }
        }
        return (drawable, errors + uncovered)
    }

    private static func loadScenarios(_ args: ParsedArguments, _ context: CommandContext) throws(UsageError) -> (scenarios: [Scenario], errors: [String]) {
        let files = try args.all(scenario)
        if files.isEmpty {
            let folder = args.text(scenarios)
            let loaded = ScenarioLoader.loadFolder(context.url(folder), displayRoot: folder)
            return (loaded.scenarios, loaded.errors.map(\.description))
        }
        var scenarios: [Scenario] = [], errors: [String] = []
        for file in files {
            do { scenarios.append(try ScenarioLoader.load(contentsOf: context.url(file), displayPath: file)) }
            catch { errors.append(error.description) }
        }
        var seen: [String: String] = [:]
        scenarios = scenarios.filter { s in
            if let first = seen[s.id] {
                errors.append("\(s.sourcePath): id '\(s.id)' is already used by \(first); ids name goldens and must be unique")
                return false
            }
            seen[s.id] = s.sourcePath
            return true
        }
        return (scenarios, errors)
    }

    /// Says what the selection names but does not draw. A surface asked for on the command
    /// line (`--surface`) that a scenario has no presentation for is a warning naming the
    /// scenario, the surface and why; when nothing at all is left to draw, an input error.
    static func checkSkipped(_ plan: CatalogPlan, axes: AxisSelection, console: Console, verb: String) throws(UsageError) {
        let asked = plan.skipped.filter { axes.surfaces.contains($0.surface) }
        if plan.snapshots.isEmpty && !plan.skipped.isEmpty {
            throw UsageError("snapshot \(verb): nothing to draw: " + SkippedSurface.lines(plan.skipped).joined(separator: "; "))
        }
        for line in SkippedSurface.lines(asked) { console.err("warning: --surface: " + line) }
        for line in plan.missingIslandLines { console.err("note: " + line) }
    }

    /// The renderer over the embedded icons (or `SNAPSHOTKIT_ASSETS`'s).
    static func factory(_ context: CommandContext) throws -> SnapshotFactory {
        try SnapshotFactory(icons: AssetLocator.icons(environment: context.environment, workingDirectory: context.workingDirectory))
    }
}
