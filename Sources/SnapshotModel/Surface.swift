/// A presentation SnapshotKit draws: a widget family or a Live Activity presentation.
/// The raw values are the CLI contract (`--surface NAME`).
public enum Surface: String, CaseIterable, Sendable, Codable {
    case systemSmall, systemMedium, systemLarge
    case accessoryRectangular, accessoryInline, accessoryCircular
    case liveActivityLockScreen, liveActivityExpanded, liveActivityCompact, liveActivityMinimal
    case standByWidget, standByLiveActivity

    /// Where a surface lives. Each surface's place, with everything else that differs between
    /// surfaces, is its row of `SurfaceSpec` (Rules/SurfaceSpec.swift).
    public enum Place: Sendable {
        case homeScreen, lockScreenAccessory, lockScreenActivity, dynamicIsland, standBy
    }
}

/// How the system composites a presentation (reference §5). The raw values are the CLI and
/// manifest contract (`mode`).
public enum RenderingMode: String, CaseIterable, Sendable, Codable {
    /// Colours untouched.
    case fullColor
    /// Home Screen tinted/clear: background removed, content in two tint groups by alpha.
    case accented
    /// Lock Screen: desaturated, luminance to alpha over the wallpaper.
    case vibrant
    /// StandBy in low light: red monochrome.
    case nightRed
}

/// A device class: the screen size in points that picks the widget and Live Activity sizes.
/// The raw values are the CLI contract (`--device 393x852`).
public enum Device: String, CaseIterable, Sendable, Codable {
    case iPhone393 = "393x852"
    case iPhone430 = "430x932"

    /// Pixels per point. Both classes are @3x.
    public var scale: Int { 3 }
}

/// Light or dark appearance.
public enum Appearance: String, CaseIterable, Sendable, Codable {
    case light, dark
}
