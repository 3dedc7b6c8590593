import SnapshotFormats
import SnapshotModel
import SnapshotRules
import SnapshotScenario

/// One snapshot of the catalog: a scenario at one render time in one environment.
package struct SnapshotSpec: Hashable, Sendable, Comparable {
    package var scenarioID: String
    package var environment: RenderEnvironment
    /// The timeline entry, nil for the scenario's own `now`.
    package var offset: TimelineOffset?

    package init(scenarioID: String, environment: RenderEnvironment, offset: TimelineOffset? = nil) {
        self.scenarioID = scenarioID
        self.environment = environment
        self.offset = offset
    }

    /// The file name without extension: `systemSmall_393x852_light_L`, then the rendering
    /// mode when it is not the surface's default (`_accented`), with the wallpaper where the
    /// mode shows one (`_clear-sky`), then the privacy when locked
    /// (`_locked`; unlocked, the default, is never named), then `_at+15m` for a timeline
    /// entry. Only `[A-Za-z0-9_+x-]` characters, so it is safe as a path component.
    package var name: String {
        let e = environment
        var parts = [e.surface.rawValue, e.device.rawValue, e.appearance.rawValue, e.textSize.rawValue]
        if e.mode != e.surface.modes[0] { parts.append(e.mode.rawValue + (e.wallpaper.map { "-" + $0.rawValue } ?? "")) }
        if e.privacy != .unlocked { parts.append(e.privacy.rawValue) }
        if let offset { parts.append("at" + offset.text) }
        return parts.joined(separator: "_")
    }

    /// `scenario-id/name`: the golden's path under `Goldens/` without extension, and what
    /// `--filter` globs match.
    package var key: String { scenarioID + "/" + name }

    package static func < (a: SnapshotSpec, b: SnapshotSpec) -> Bool { a.key < b.key }
}

/// Which axes a run covers. An empty list means "each scenario's own axes" (its `axes` key,
/// or the defaults); a given list overrides them. Every list is limited to what a surface
/// supports: its rendering modes and appearances, and Large only where text is fixed.
package struct AxisSelection: Sendable, Equatable {
    package var surfaces: [Surface]
    package var devices: [Device]
    package var appearances: [Appearance]
    package var textSizes: [TextSize]
    package var modes: [RenderingMode]
    /// Locked, unlocked or both; limited to the surfaces that redact (`SurfaceSpec.privacies`).
    package var privacies: [Privacy]
    /// The wallpapers under the clear and tinted looks (empty: the scenario's, else
    /// `RenderEnvironment.defaultWallpaper`); other modes show none.
    package var wallpapers: [Wallpaper] = []
    /// The refresh animation's motions (empty: both); the catalog's snapshots have no motion.
    package var motions: [Motion] = []
    /// Glob over `SnapshotSpec.key` (`*` and `?`), e.g. `belmont-*/systemSmall_*`.
    package var filter: String?

    package init(surfaces: [Surface] = [], devices: [Device] = [], appearances: [Appearance] = [],
                textSizes: [TextSize] = [], modes: [RenderingMode] = [], privacies: [Privacy] = [],
                wallpapers: [Wallpaper] = [], filter: String? = nil) {
        self.surfaces = surfaces; self.devices = devices; self.appearances = appearances
        self.textSizes = textSizes; self.modes = modes; self.privacies = privacies; self.wallpapers = wallpapers
        self.filter = filter
    }

    /// Every snapshot of `scenarios` on these axes, sorted by key.
    package func snapshots(of scenarios: [Scenario]) -> [SnapshotSpec] { plan(of: scenarios).snapshots }

    /// The snapshots of `scenarios` on these axes, and the scenario × surface pairs the axes
    /// name but the scenario has no presentation for (`SurfaceAvailability`): no-favorite and
    /// favorite-removed draw no Live Activity. A device named for a surface it lacks draws
    /// nothing there; a phone without the Dynamic Island says so once (`missingIsland`).
    package func plan(of scenarios: [Scenario]) -> CatalogPlan {
        var specs = Set<SnapshotSpec>(), skipped = Set<SkippedSurface>(), missing = Set<Device>()
        for scenario in scenarios {
            for own in scenario.axes {
                let (planned, lacking) = snapshots(of: scenario, own)
                missing.formUnion(lacking)
                for spec in planned where filter.map({ Glob.matches($0, spec.key) }) ?? true {
                    let surface = spec.environment.surface
                    if let reason = SurfaceAvailability.absence(surface, scenario.favorite, status: scenario.status) {
                        skipped.insert(SkippedSurface(scenarioID: scenario.id, surface: surface, reason: reason))
                    } else {
                        specs.insert(spec)
                    }
                }
            }
        }
        return CatalogPlan(snapshots: specs.sorted(), skipped: skipped.sorted(),
                           missingIsland: Device.allCases.filter(missing.contains))
    }

    /// A scenario's snapshots on `own` axes (each surface on the devices named that have it, or
    /// its default device), and the phones named for an island surface that have no island.
    private func snapshots(of scenario: Scenario, _ own: ScenarioAxes) -> ([SnapshotSpec], Set<Device>) {
        var out: [SnapshotSpec] = [], missingIsland = Set<Device>()
        let named: [Device]? = devices.isEmpty ? own.devices : devices
        let appearances = pick(self.appearances, own.appearances, default: Appearance.allCases)
        let sizes = pick(textSizes, own.textSizes, default: ScenarioAxes.defaultTextSizes)
        for surface in surfaces.isEmpty ? Surface.allCases : surfaces {
            let onDevices = named.map { $0.filter { surface.spec.has(on: $0) } } ?? [surface.defaultDevice]
            if surface.place == .dynamicIsland, let named {
                missingIsland.formUnion(named.filter { $0.kind == .phone && !$0.hasDynamicIsland })
            }
            let privacies = pick(self.privacies, own.privacies, default: [.unlocked]).filter(surface.spec.privacies.contains)
            let wallpapers = pick(self.wallpapers, own.wallpapers, default: [RenderEnvironment.defaultWallpaper])
            let looks = appearances.filter(surface.appearances.contains)
            let surfaceSizes = surface.honoursDynamicType ? sizes : [.large]
            for device in onDevices {
                let drawn = surface.modes(on: device)
                let modes = pick(self.modes, own.modes, default: [drawn[0]]).filter(drawn.contains)
                for appearance in looks {
                    for size in surfaceSizes {
                        for mode in modes {
                            for wallpaper in mode.showsWallpaper ? wallpapers.map(Optional.some) : [nil] {
                                for privacy in privacies {
                                    let env = RenderEnvironment(surface: surface, device: device, appearance: appearance,
                                                                textSize: size, mode: mode, privacy: privacy, wallpaper: wallpaper)
                                    for time in scenario.renderTimes {
                                        out.append(SnapshotSpec(scenarioID: scenario.id, environment: env, offset: time.offset))
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        return (out, missingIsland)
    }

    private func pick<T>(_ chosen: [T], _ own: [T]?, default fallback: [T]) -> [T] {
        chosen.isEmpty ? (own ?? fallback) : chosen
    }
}

/// What a selection draws, and what it names but does not draw.
package struct CatalogPlan: Sendable, Equatable {
    package var snapshots: [SnapshotSpec]
    package var skipped: [SkippedSurface]
    /// Phones the selection names for island presentations that have no Dynamic Island.
    package var missingIsland: [Device] = []

    /// The one line a run prints for each phone without the island (as for an ended activity).
    package var missingIslandLines: [String] {
        missingIsland.map {
            "not drawn: \($0.rawValue): liveActivityExpanded, liveActivityCompact, liveActivityMinimal "
                + "(\($0.displayName) has no Dynamic Island; its Live Activity shows on the Lock Screen and as a banner)"
        }
    }
}

/// A scenario × surface that the selection names but that has no presentation, and why.
package struct SkippedSurface: Hashable, Sendable, Comparable, Codable {
    package var scenarioID: String
    package var surface: Surface
    package var reason: String

    enum CodingKeys: String, CodingKey {
        case scenarioID = "id", surface, reason
    }

    package init(scenarioID: String, surface: Surface, reason: String) {
        self.scenarioID = scenarioID; self.surface = surface; self.reason = reason
    }

    package static func < (a: SkippedSurface, b: SkippedSurface) -> Bool {
        (a.scenarioID, Surface.allCases.firstIndex(of: a.surface)!) < (b.scenarioID, Surface.allCases.firstIndex(of: b.surface)!)
    }

    /// One line per scenario: "not drawn: no-favorite: liveActivityLockScreen, … (reason)".
    package static func lines(_ skipped: [SkippedSurface]) -> [String] {
        var order: [String] = [], groups: [String: [SkippedSurface]] = [:]
        for s in skipped.sorted() {
            if groups[s.scenarioID] == nil { order.append(s.scenarioID) }
            groups[s.scenarioID, default: []].append(s)
        }
        return order.map { id in
            let group = groups[id]!
            return "not drawn: \(id): " + group.map(\.surface.rawValue).joined(separator: ", ") + " (\(group[0].reason))"
        }
    }

    /// The manifest's and results.json's entry.
    package var json: JSONOutput {
        .object(["id": .string(scenarioID), "surface": .string(surface.rawValue), "reason": .string(reason)])
    }
}
