/// A presentation SnapshotKit draws: a widget family or a Live Activity presentation.
/// The raw values are the CLI contract (`--surface NAME`).
public enum Surface: String, CaseIterable, Sendable, Codable {
    case systemSmall, systemMedium, systemLarge
    case accessoryRectangular, accessoryInline, accessoryCircular
    case liveActivityLockScreen, liveActivityExpanded, liveActivityCompact, liveActivityMinimal
    case standByWidget, standByLiveActivity
    /// StandBy's first look at a Live Activity: the minimal presentation, scaled up (seed 001).
    case standByLiveActivityMinimal
    /// The system's mirror of the compact presentation (leading + trailing) in the Apple Watch
    /// Smart Stack, and on the CarPlay Home Screen (the default mirror only).
    case liveActivitySmartStack, liveActivityCarPlay

    /// Where a surface lives. Each surface's place, with everything else that differs between
    /// surfaces, is its row of `SurfaceSpec` (Rules/SurfaceSpec.swift).
    public enum Place: Sendable {
        case homeScreen, lockScreenAccessory, lockScreenActivity, dynamicIsland, standBy
        /// The Apple Watch Smart Stack and the CarPlay Home Screen: mirrors the system composes.
        case watchSmartStack, carPlay
    }
}

/// How the system composites a presentation (reference §5). The raw values are the CLI and
/// manifest contract (`mode`).
public enum RenderingMode: String, CaseIterable, Sendable, Codable {
    /// Colours untouched.
    case fullColor
    /// Home Screen tinted on a flat backdrop (iOS 18): background removed, content in two
    /// tint groups by alpha.
    case accented
    /// Lock Screen: desaturated, luminance to alpha over the wallpaper.
    case vibrant
    /// StandBy in low light: red monochrome.
    case nightRed
    /// Home Screen clear (iOS 26): the accented content, white, on Liquid Glass over the
    /// person's wallpaper (`Wallpaper`).
    case clear
    /// Home Screen tinted (iOS 26): the accented content, white, on tinted glass over the
    /// person's wallpaper.
    case tinted
}

/// The photo behind the Home Screen in the clear and tinted looks (Assets/wallpapers, made for
/// the project, public domain). The raw values are the CLI and manifest contract (`--wallpaper`).
public enum Wallpaper: String, CaseIterable, Sendable, Codable {
    /// A light photo: a pale sky over bright sand, soft white clouds.
    case sky
    /// A dark photo: a night harbour, deep blue to black, a few warm lights.
    case night
    /// A busy one: tiles and discs, white beside saturated colours and black.
    case mosaic
}

/// A device: a phone's screen class in points (which picks the widget and Live Activity
/// sizes), an Apple Watch case size, or a CarPlay screen (named by the Live Activity size it
/// shows). The raw values are the CLI contract (`--device 393x852`). Which surfaces a device
/// has, and their sizes, are the surface table's (`SurfaceSpec.sizes`); docs/spec-decisions.md
/// "Devices the seeds name" gives the reasoning of each scale.
public enum Device: String, CaseIterable, Sendable, Codable {
    case iPhone393 = "393x852"
    case iPhone430 = "430x932"
    /// iPhone 17e: "There is no island on iPhone 17e" (seed 001); the 390 × 844 class.
    case iPhone390 = "390x844"
    case watch40 = "watch-40mm", watch41 = "watch-41mm", watch44 = "watch-44mm", watch45 = "watch-45mm"
    case watch49 = "watch-49mm"
    case carPlay240x78 = "carplay-240x78", carPlay240x100 = "carplay-240x100", carPlay170x78 = "carplay-170x78"

    /// What kind of device it is.
    public enum Kind: Sendable { case phone, watch, carPlay }

    public var kind: Kind {
        switch self {
        case .iPhone393, .iPhone430, .iPhone390: .phone
        case .watch40, .watch41, .watch44, .watch45, .watch49: .watch
        case .carPlay240x78, .carPlay240x100, .carPlay170x78: .carPlay
        }
    }

    /// Pixels per point: the phones are @3x (reference §1); the watch and CarPlay @2x, our
    /// choice (the reference gives none; @2x makes the watch's .5 pt heights whole pixels).
    public var scale: Int {
        switch kind {
        case .phone: 3
        case .watch, .carPlay: 2
        }
    }

    /// Whether the device has a Dynamic Island (every phone class but the 17e's).
    public var hasDynamicIsland: Bool { kind == .phone && self != .iPhone390 }

    /// How the device is named to a person ("iPhone 17e (390x844)").
    public var displayName: String {
        switch self {
        case .iPhone393: "393x852"
        case .iPhone430: "430x932"
        case .iPhone390: "iPhone 17e (390x844)"
        case .watch40, .watch41, .watch44, .watch45, .watch49: "Apple Watch " + rawValue.dropFirst("watch-".count)
        case .carPlay240x78, .carPlay240x100, .carPlay170x78: "CarPlay " + rawValue.dropFirst("carplay-".count)
        }
    }
}

/// Light or dark appearance.
public enum Appearance: String, CaseIterable, Sendable, Codable {
    case light, dark
}
