/// Sizes, margins and corner radii per surface and device, from seed 001 and the reference
/// (`apple-surfaces.md` §3.2, §4.1, §4.3, §4.4). The one place these numbers live.
public enum SurfaceMetrics {
    /// StandBy draws the small widget and the Lock Screen activity scaled up. Apple publishes
    /// no factor for widgets and "2×" for the activity (§4.4); we use 2 for both.
    public static let standByScale = 2.0

    /// The Dynamic Island's compact and minimal height, and its camera region width (§4.1).
    public static let islandHeight = 36.67
    public static let islandCameraWidth = 125.33

    /// The width and allowed height range of a surface (a fixed size has a one-point range).
    /// StandBy sizes are the scaled-up sizes.
    public static func size(_ surface: Surface, _ device: Device) -> (width: Double, heights: ClosedRange<Double>) {
        let large = device == .iPhone430
        switch surface {
        case .systemSmall: return large ? (170, 170...170) : (158, 158...158)
        case .systemMedium: return large ? (364, 170...170) : (338, 158...158)
        case .systemLarge: return large ? (364, 382...382) : (338, 354...354)
        case .accessoryRectangular: return large ? (172, 76...76) : (160, 72...72)
        case .accessoryInline: return large ? (257, 26...26) : (234, 26...26)
        case .accessoryCircular: return large ? (76, 76...76) : (72, 72...72)
        case .liveActivityLockScreen, .liveActivityExpanded: return large ? (408, 84...160) : (371, 84...160)
        case .liveActivityCompact: return (large ? 250 : 230, islandHeight...islandHeight)
        // The minimal's width follows its content within 36.67–45 pt.
        case .liveActivityMinimal: return (45, islandHeight...islandHeight)
        case .standByWidget, .standByLiveActivity:
            let base = size(surface == .standByWidget ? .systemSmall : .liveActivityLockScreen, device)
            return (base.width * standByScale,
                    (base.heights.lowerBound * standByScale)...(base.heights.upperBound * standByScale))
        }
    }

    /// The compact presentation's leading and trailing region width (§4.1).
    public static func compactRegionWidth(_ device: Device) -> Double { device == .iPhone430 ? 62.33 : 52.33 }

    /// Content margin: 16 pt for Home Screen widgets (HIG), 14 pt for the Live Activity
    /// (current HIG), none for Lock Screen accessories (the system insets them).
    public static func margin(_ surface: Surface) -> Double {
        switch surface.place {
        case .homeScreen, .standBy: 16
        case .lockScreenActivity: 14
        case .dynamicIsland: 20
        case .lockScreenAccessory: 0
        }
    }

    /// Container corner radius.
    // NB: Apple publishes no widget or Lock Screen banner radius (reference §3.4, §4.3);
    // 22 pt is our recorded choice (docs/spec-decisions.md). The island's is 44 pt (§4.1),
    // clamped to a capsule when shorter.
    public static func cornerRadius(_ surface: Surface) -> Double {
        surface.place == .dynamicIsland ? 44 : 22
    }
}
