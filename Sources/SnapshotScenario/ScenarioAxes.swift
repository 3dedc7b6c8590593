import SnapshotModel

/// One product of axes a scenario's goldens cover (`"axes"` in the file is one of these or
/// a list of them, whose union is covered). A nil list means the default: the 393x852
/// device, both appearances, Large, each surface's default mode, unlocked. `"all"` names
/// every device, appearance, size and mode, not the locked state: a locked golden is asked
/// for by name (`"privacies": ["locked"]`). Every list is further
/// limited to what a surface supports (docs/scenarios.md).
package struct ScenarioAxes: Sendable, Equatable {
    package var devices: [Device]?
    package var appearances: [Appearance]?
    package var textSizes: [TextSize]?
    package var modes: [RenderingMode]?
    package var privacies: [Privacy]?
    /// The wallpapers under the clear and tinted looks; other modes show none.
    package var wallpapers: [Wallpaper]?

    package init(devices: [Device]? = nil, appearances: [Appearance]? = nil, textSizes: [TextSize]? = nil,
                modes: [RenderingMode]? = nil, privacies: [Privacy]? = nil, wallpapers: [Wallpaper]? = nil) {
        self.devices = devices; self.appearances = appearances; self.textSizes = textSizes; self.modes = modes
        self.privacies = privacies; self.wallpapers = wallpapers
    }

    /// Every axis value: what `"axes": "all"` means. The wallpapers stay the default one: every
    /// wallpaper is named where it is wanted (`"wallpapers": "all"`), as each triples the glass.
    package static let all = ScenarioAxes(devices: Device.allCases, appearances: Appearance.allCases,
                                         textSizes: TextSize.allCases, modes: RenderingMode.allCases)

    /// The defaults, resolved.
    package static let defaultDevices: [Device] = [.iPhone393]
    package static let defaultTextSizes: [TextSize] = [.large]
}

extension FieldType {
    /// `"all"`, an axes object, or a non-empty list of them (the union is covered).
    static var axesList: FieldType<[ScenarioAxes]> {
        let list = FieldType<[ScenarioAxes]>.list(of: .axes, max: 8, nonEmpty: true)
        return FieldType<[ScenarioAxes]>(expected: "\"all\", an object, or a list of them") { value, path throws(FieldIssue) in
            if case .array = value { return try list.decode(value, path) }
            return [try FieldType<ScenarioAxes>.axes.decode(value, path)]
        }
    }

    /// `"all"` or an object with `devices`, `appearances`, `textSizes`, `modes`, `privacies`,
    /// `wallpapers`, each a list of names or `"all"`.
    static var axes: FieldType<ScenarioAxes> {
        FieldType<ScenarioAxes>(expected: "\"all\" or an object with devices, appearances, textSizes, modes, privacies, wallpapers") { value, path throws(FieldIssue) in
            if value == .string("all") { return .all }
            let o = try ObjectReader<AxesKey>(value, at: path, expected: "\"all\" or an object")
            return ScenarioAxes(devices: try o.optional(.devices, .allOrList(Device.self, noun: "a device class")),
                                appearances: try o.optional(.appearances, .allOrList(Appearance.self, noun: "an appearance")),
                                textSizes: try o.optional(.textSizes, .allOrList(TextSize.self, noun: "a text size")),
                                modes: try o.optional(.modes, .allOrList(RenderingMode.self, noun: "a rendering mode")),
                                privacies: try o.optional(.privacies, .allOrList(Privacy.self, noun: "a privacy")),
                                wallpapers: try o.optional(.wallpapers, .allOrList(Wallpaper.self, noun: "a wallpaper")))
        }
    }

    /// `"all"` or a non-empty list of an enum's names.
    static func allOrList<E: RawRepresentable & CaseIterable>(_ type: E.Type, noun: String) -> FieldType<[E]>
    where E.RawValue == String {
        let list = FieldType<[E]>.list(of: .choice(E.self, noun: noun), max: 20, nonEmpty: true)
        return FieldType<[E]>(expected: "\"all\" or a list") { value, path throws(FieldIssue) in
            if value == .string("all") { return Array(E.allCases) }
            return try list.decode(value, path)
        }
    }
}

enum AxesKey: String, CaseIterable { case devices, appearances, textSizes, modes, privacies, wallpapers }
