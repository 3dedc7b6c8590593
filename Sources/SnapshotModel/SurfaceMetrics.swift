/// Numbers of the reference that several surfaces share (`apple-surfaces.md` §4.1, §4.4).
/// Each surface's own size, margin and corner radius are its row of `SurfaceSpec`.
package enum SurfaceMetrics {
    /// StandBy draws the small widget and the Lock Screen activity scaled up. Apple publishes
    /// no factor for widgets and "2×" for the activity (§4.4); we use 2 for both.
    package static let standByScale = 2.0

    /// StandBy's screen: the phone on its side, `device`'s points turned to landscape
    /// (852 × 393 pt on the 393 pt class). A Live Activity there fills it (§4.4).
    package static func standByScreen(_ device: Device) -> (width: Double, height: Double) {
        switch device {
        case .iPhone393: (852, 393)
        case .iPhone430: (932, 430)
        case .iPhone390: (844, 390)
        case .watch40, .watch41, .watch44, .watch45, .watch49, .carPlay240x78, .carPlay240x100, .carPlay170x78:
            preconditionFailure("StandBy is a phone's; \(device.rawValue) has none")
        }
    }

    /// A phone's Home Screen, upright: `device`'s points (393 × 852 on the 393 pt class), the
    /// wallpaper's frame in the clear and tinted looks.
    package static func homeScreen(_ device: Device) -> (width: Double, height: Double) {
        let landscape = standByScreen(device)
        return (landscape.height, landscape.width)
    }

    /// Where a widget sits on the Home Screen in the clear and tinted looks, the part of the
    /// wallpaper behind it: its top 72 pt from the screen's top (under the status bar), its
    /// leading edge where the widget grid's leading column starts.
    package static let homeWidgetTop = 72.0

    /// The Dynamic Island's compact and minimal height, and its camera region width (§4.1).
    package static let islandHeight = 36.67
    package static let islandCameraWidth = 125.33

    /// The TrueDepth cutout's band in the expanded island: 37.33 pt tall from y = 11
    /// (reference §4.2, third-party), centred, `islandCameraWidth` wide.
    package static let cameraTop = 11.0
    package static let cameraHeight = 37.33

    /// Two Live Activities on the Lock Screen stack this far apart: Apple publishes
    /// no gap; 8 pt is the system's standard spacing between stacked Lock Screen items, half the
    /// 16 pt widget margin (docs/spec-decisions.md "Two activities at once").
    package static let lockScreenActivityGap = 8.0
    /// The detached minimal island sits this far right of the compact one: Apple
    /// publishes no gap; 6 pt reads as detached at @3x (18 px) and keeps the pair 281 pt wide on
    /// the 393 class (docs/spec-decisions.md "Two activities at once").
    package static let detachedMinimalGap = 6.0

    /// The compact presentation's leading and trailing region width (§4.1); the camera region
    /// lies between them.
    package static func compactRegionWidth(_ device: Device) -> Double { device == .iPhone430 ? 62.33 : 52.33 }

    /// The mirror's content inset from its platter's ends, and the platter's corner radius:
    /// Apple publishes neither; 12 pt is the compact island's 6 pt inset doubled for a platter
    /// read at arm's length (64 pt for each region on the 40 mm watch's 152 pt), and 22 pt is our
    /// widget radius (docs/spec-decisions.md "Devices the seeds name").
    package static let mirrorMargin = 12.0
    package static let mirrorCornerRadius = 22.0
}
