import Foundation

/// The options every catalog verb shares (render, verify, record): which scenarios, which
/// axes. Parsed in one place so the verbs agree on names and errors.
enum CatalogOptions {
    static let specs: [OptionSpec] = [
        .value("scenario", "FILE", repeatable: true, "a scenario file (repeatable); default: every file in --scenarios"),
        .value("scenarios", "DIR", "the scenario folder (default: Scenarios)"),
        .value("surface", "NAME", repeatable: true, "only this surface: " + Surface.allCases.map(\.rawValue).joined(separator: ", ")),
        .value("device", "CLASS", repeatable: true, "only this device class: " + Device.allCases.map(\.rawValue).joined(separator: ", ")),
        .value("appearance", "MODE", repeatable: true, "only this appearance: light, dark"),
        .value("text-size", "SIZE", repeatable: true, "Dynamic Type size: " + TextSize.allCases.map(\.rawValue).joined(separator: " ")),
        .value("mode", "MODE", repeatable: true, "rendering mode: " + RenderingMode.allCases.map(\.rawValue).joined(separator: ", ")),
        .value("filter", "GLOB", "only snapshots whose key (scenario-id/name) matches, e.g. 'belmont-*/systemSmall_*'"),
    ]

    /// Whether the command line picks part of the catalog: scenario files, an axis or a filter
    /// (`--scenarios DIR` names a whole catalog).
    static func narrows(_ args: ParsedArguments) -> Bool {
        specs.contains { $0.name != "scenarios" && (args.value($0.name) != nil || !args.all($0.name).isEmpty) }
    }

    /// The axes chosen on the command line; unknown values get a "did you mean".
    static func axes(_ args: ParsedArguments) throws(UsageError) -> AxisSelection {
        AxisSelection(
            surfaces: try args.all("surface").map { v throws(UsageError) in try value(v, option: "surface", Surface.self) },
            devices: try args.all("device").map { v throws(UsageError) in try value(v, option: "device", Device.self) },
            appearances: try args.all("appearance").map { v throws(UsageError) in try value(v, option: "appearance", Appearance.self) },
            textSizes: try args.all("text-size").map { v throws(UsageError) in try value(v, option: "text-size", TextSize.self) },
            modes: try args.all("mode").map { v throws(UsageError) in try value(v, option: "mode", RenderingMode.self) },
            filter: args.value("filter"))
    }

    static func value<T: RawRepresentable & CaseIterable>(_ text: String, option: String, _ type: T.Type) throws(UsageError) -> T
    where T.RawValue == String {
        if let v = T(rawValue: text) { return v }
        let all = T.allCases.map(\.rawValue)
        var message = "--\(option): unknown value '\(text)'"
        if let guess = Suggestion.closest(to: text, in: all) { message += "; did you mean '\(guess)'?" }
        throw UsageError(message + " (one of: \(all.joined(separator: ", ")))")
    }

    /// Loads the chosen scenarios. Bad files are returned as errors; the rest still load.
    static func scenarios(_ args: ParsedArguments, _ context: CommandContext) -> (scenarios: [Scenario], errors: [String]) {
        let files = args.all("scenario")
        if files.isEmpty {
            let folder = args.value("scenarios") ?? "Scenarios"
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
    }

    /// The renderer over the repository's icons.
    static func factory(_ context: CommandContext) throws -> SnapshotFactory {
        try SnapshotFactory(iconsDirectory: AssetLocator.iconsDirectory(
            environment: context.environment, workingDirectory: context.workingDirectory))
    }
}
