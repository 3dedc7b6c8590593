/// Numbers of the reference that several surfaces share (`apple-surfaces.md` §4.1, §4.4).
/// Each surface's own size, margin and corner radius are its row of `SurfaceSpec`.
package enum SurfaceMetrics {
    /// StandBy draws the small widget and the Lock Screen activity scaled up. Apple publishes
    /// no factor for widgets and "2×" for the activity (§4.4); we use 2 for both.
    package static let standByScale = 2.0

    /// The Dynamic Island's compact and minimal height, and its camera region width (§4.1).
    package static let islandHeight = 36.67
    package static let islandCameraWidth = 125.33

    /// The TrueDepth cutout's band in the expanded island: 37.33 pt tall from y = 11
    /// (reference §4.2, third-party), centred, `islandCameraWidth` wide.
    package static let cameraTop = 11.0
    package static let cameraHeight = 37.33

    /// The compact presentation's leading and trailing region width (§4.1); the camera region
    /// lies between them.
    package static func compactRegionWidth(_ device: Device) -> Double { device == .iPhone430 ? 62.33 : 52.33 }
}
