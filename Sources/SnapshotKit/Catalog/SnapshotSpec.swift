/// One snapshot of the catalog: a scenario at one render time in one environment.
public struct SnapshotSpec: Hashable, Sendable, Comparable {
    public var scenarioID: String
    public var environment: RenderEnvironment
    /// The timeline entry, nil for the scenario's own `now`.
    public var offset: TimelineOffset?

    public init(scenarioID: String, environment: RenderEnvironment, offset: TimelineOffset? = nil) {
        self.scenarioID = scenarioID
        self.environment = environment
        self.offset = offset
    }

    /// The file name without extension: `systemSmall_393x852_light_L`, with `_at+15m` for a
    /// timeline entry. Only `[A-Za-z0-9_+x-]` characters, so it is safe as a path component.
    public var name: String {
        let e = environment
        var parts = [e.surface.rawValue, e.device.rawValue, e.appearance.rawValue, e.textSize.rawValue]
        if let offset { parts.append("at" + offset.text) }
        return parts.joined(separator: "_")
    }

    /// `scenario-id/name`: the golden's path under `Goldens/` without extension, and what
    /// `--filter` globs match.
    public var key: String { scenarioID + "/" + name }

    public static func < (a: SnapshotSpec, b: SnapshotSpec) -> Bool { a.key < b.key }
}

/// Which axes a run covers. Empty lists mean "the catalog's default".
public struct AxisSelection: Sendable, Equatable {
    public var surfaces: [Surface]
    public var devices: [Device]
    public var appearances: [Appearance]
    public var textSizes: [TextSize]
    /// Glob over `SnapshotSpec.key` (`*` and `?`), e.g. `belmont-*/systemSmall_*`.
    public var filter: String?

    /// The catalog's default text sizes: Large and AX3 (issue 2's matrix).
    public static let defaultTextSizes: [TextSize] = [.large, .ax3]

    public init(surfaces: [Surface] = [], devices: [Device] = [], appearances: [Appearance] = [],
                textSizes: [TextSize] = [], filter: String? = nil) {
        self.surfaces = surfaces; self.devices = devices; self.appearances = appearances
        self.textSizes = textSizes; self.filter = filter
    }

    /// Every snapshot of `scenarios` on these axes, sorted by key.
    public func snapshots(of scenarios: [Scenario]) -> [SnapshotSpec] {
        var out: [SnapshotSpec] = []
        for scenario in scenarios {
            for surface in surfaces.isEmpty ? Surface.allCases : surfaces {
                for device in devices.isEmpty ? Device.allCases : devices {
                    for appearance in appearances.isEmpty ? Appearance.allCases : appearances {
                        for size in textSizes.isEmpty ? Self.defaultTextSizes : textSizes {
                            let env = RenderEnvironment(surface: surface, device: device, appearance: appearance, textSize: size)
                            for time in scenario.renderTimes {
                                out.append(SnapshotSpec(scenarioID: scenario.id, environment: env, offset: time.offset))
                            }
                        }
                    }
                }
            }
        }
        return out.filter { spec in filter.map { Glob.matches($0, spec.key) } ?? true }.sorted()
    }
}

/// Shell-style globs: `*` any run of characters, `?` one character.
public enum Glob {
    public static func matches(_ pattern: String, _ text: String) -> Bool {
        let p = Array(pattern), t = Array(text)
        var pi = 0, ti = 0, star = -1, mark = 0
        while ti < t.count {
            if pi < p.count, p[pi] == "?" || p[pi] == t[ti] {
                pi += 1; ti += 1
            } else if pi < p.count, p[pi] == "*" {
                star = pi; mark = ti; pi += 1
            } else if star >= 0 {
                pi = star + 1; mark += 1; ti = mark
            } else {
                return false
            }
        }
        while pi < p.count, p[pi] == "*" { pi += 1 }
        return pi == p.count
    }
}
