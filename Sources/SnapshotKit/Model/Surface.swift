/// A presentation SnapshotKit draws: a widget family or a Live Activity presentation.
/// The raw values are the CLI contract (`--surface NAME`).
public enum Surface: String, CaseIterable, Sendable, Codable {
    case systemSmall, systemMedium, systemLarge
    case accessoryRectangular, accessoryInline, accessoryCircular
    case liveActivityLockScreen, liveActivityExpanded, liveActivityCompact, liveActivityMinimal
    case standByWidget, standByLiveActivity

    /// Where a surface lives; picks its layout family and its rendering modes.
    public enum Place: Sendable {
        case homeScreen, lockScreenAccessory, lockScreenActivity, dynamicIsland, standBy
    }

    public var place: Place {
        switch self {
        case .systemSmall, .systemMedium, .systemLarge: .homeScreen
        case .accessoryRectangular, .accessoryInline, .accessoryCircular: .lockScreenAccessory
        case .liveActivityLockScreen: .lockScreenActivity
        case .liveActivityExpanded, .liveActivityCompact, .liveActivityMinimal: .dynamicIsland
        case .standByWidget, .standByLiveActivity: .standBy
        }
    }

    /// Widgets go stale by their own clock (15 min); Live Activities when the system marks them.
    public var isWidget: Bool {
        switch self {
        case .systemSmall, .systemMedium, .systemLarge, .accessoryRectangular, .accessoryInline,
             .accessoryCircular, .standByWidget: true
        case .liveActivityLockScreen, .liveActivityExpanded, .liveActivityCompact, .liveActivityMinimal,
             .standByLiveActivity: false
        }
    }

    /// The rendering modes this surface is shown in on iPhone (reference §5.1); the first is
    /// the default and is left out of snapshot names.
    public var modes: [RenderingMode] {
        switch place {
        case .homeScreen: [.fullColor, .accented]
        case .lockScreenAccessory: [.vibrant]
        case .lockScreenActivity, .dynamicIsland: [.fullColor]
        case .standBy: [.fullColor, .nightRed]
        }
    }

    /// The appearances that change this surface. StandBy is a dark nightstand surface with
    /// its background removed, so it has one.
    public var appearances: [Appearance] {
        place == .standBy ? [.dark] : Appearance.allCases
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

/// The axes one snapshot is rendered at.
public struct RenderEnvironment: Equatable, Hashable, Sendable {
    public var surface: Surface
    public var device: Device
    public var appearance: Appearance
    public var textSize: TextSize
    public var mode: RenderingMode

    public init(surface: Surface, device: Device, appearance: Appearance, textSize: TextSize,
                mode: RenderingMode? = nil) {
        self.surface = surface; self.device = device; self.appearance = appearance; self.textSize = textSize
        self.mode = mode ?? surface.modes[0]
    }
}
