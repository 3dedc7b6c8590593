/// A presentation SnapshotKit draws: a widget family or a Live Activity presentation.
/// The raw values are the CLI contract (`--surface NAME`).
public enum Surface: String, CaseIterable, Sendable, Codable {
    case systemSmall, systemMedium
    case liveActivityLockScreen

    /// Widgets go stale by their own clock (15 min); Live Activities when the system marks them.
    public var isWidget: Bool {
        switch self {
        case .systemSmall, .systemMedium: true
        case .liveActivityLockScreen: false
        }
    }
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

    public init(surface: Surface, device: Device, appearance: Appearance, textSize: TextSize) {
        self.surface = surface; self.device = device; self.appearance = appearance; self.textSize = textSize
    }
}
