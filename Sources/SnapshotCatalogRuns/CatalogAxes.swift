import SnapshotCatalog
import SnapshotGolden
import SnapshotModel
import SnapshotRules

/// The transit catalog's axes of one snapshot, as results.json carries them: the scenario and
/// its file, the presentation's environment and the moment drawn; a refresh animation frame
/// has only its motion. Values are the model's own types, written as their raw values.
package struct CatalogAxes: SnapshotAxes {
    package typealias Skipped = SkippedSurface

    /// The scenario id (nil for animation frames).
    package var scenario: String?
    package var scenarioFile: String?
    package var surface: Surface?
    package var device: Device?
    package var appearance: Appearance?
    package var textSize: TextSize?
    package var mode: RenderingMode?
    /// The wallpaper under the clear and tinted looks; absent in the other modes.
    package var wallpaper: Wallpaper?
    /// `locked` for a locked snapshot; absent when unlocked, the default.
    package var privacy: Privacy?
    /// `reduced` for a reduced-motion animation frame; absent for the default motion.
    package var motion: Motion?
    /// The timeline entry drawn (`+15m`), nil for the scenario's own `now`.
    package var time: String?

    package init() {}

    /// A catalog snapshot's axes: `file` is the scenario file it came from.
    package init(_ spec: SnapshotSpec, file: String?) {
        let e = spec.environment
        scenario = spec.scenarioID; scenarioFile = file; time = spec.offset?.text
        surface = e.surface; device = e.device; appearance = e.appearance; textSize = e.textSize; mode = e.mode
        privacy = e.privacy == .unlocked ? nil : e.privacy
        wallpaper = e.wallpaper
    }

    /// An animation frame's axes: its motion, when not the default.
    package init(motion: Motion) {
        self.motion = motion == .standard ? nil : motion
    }

    package var group: String? { scenario }
    package var sourceFile: String? { scenarioFile }
    package var reviewOrder: String { surface?.rawValue ?? "" }

    /// Surface and axes in words, in the snapshot name's order (`SnapshotSpec.name`):
    /// "systemSmall 393x852 light L", or for an animation frame the key's remainder.
    package func label(key: String) -> String {
        let name = key.split(separator: "/", maxSplits: 1).dropFirst().first.map(String.init) ?? key
        return surface != nil ? name.replacingOccurrences(of: "_", with: " ") : name
    }

    package static func lines(_ skipped: [SkippedSurface]) -> [String] { SkippedSurface.lines(skipped) }

    enum CodingKeys: String, CodingKey {
        case scenario, scenarioFile, surface, device, appearance, textSize, mode, wallpaper, privacy, motion, time
    }

    package init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        scenario = try c.decodeIfPresent(String.self, forKey: .scenario)
        scenarioFile = try c.decodeIfPresent(String.self, forKey: .scenarioFile)
        surface = try c.decodeIfPresent(Surface.self, forKey: .surface)
        device = try c.decodeIfPresent(Device.self, forKey: .device)
        appearance = try c.decodeIfPresent(Appearance.self, forKey: .appearance)
        textSize = try c.decodeIfPresent(TextSize.self, forKey: .textSize)
        mode = try c.decodeIfPresent(RenderingMode.self, forKey: .mode)
        wallpaper = try c.decodeIfPresent(Wallpaper.self, forKey: .wallpaper)
        privacy = try c.decodeIfPresent(Privacy.self, forKey: .privacy)
        motion = try c.decodeIfPresent(Motion.self, forKey: .motion)
        time = try c.decodeIfPresent(String.self, forKey: .time)
    }

    package func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        // NB: a catalog snapshot writes its file and time as null when it has none, not omitted.
        if let scenario {
            try c.encode(scenario, forKey: .scenario)
            try c.encode(scenarioFile, forKey: .scenarioFile); try c.encode(time, forKey: .time)
        }
        try c.encodeIfPresent(surface, forKey: .surface); try c.encodeIfPresent(device, forKey: .device)
        try c.encodeIfPresent(appearance, forKey: .appearance); try c.encodeIfPresent(textSize, forKey: .textSize)
        try c.encodeIfPresent(mode, forKey: .mode); try c.encodeIfPresent(wallpaper, forKey: .wallpaper)
        try c.encodeIfPresent(privacy, forKey: .privacy); try c.encodeIfPresent(motion, forKey: .motion)
    }
}

/// The catalog's runs, in the engine's terms.
package typealias CatalogRunResults = RunResults<CatalogAxes>
package typealias CatalogVerifyItem = VerifyItem<CatalogAxes>
