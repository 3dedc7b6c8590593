/// Sizes, margins and corner radii per surface and device, from seed 001 and the reference
/// (`apple-surfaces.md` §3.2, §4.1, §4.3). The one place these numbers live.
public enum SurfaceMetrics {
    /// The fixed size, or for the Live Activity the width and the allowed height range.
    public static func size(_ surface: Surface, _ device: Device) -> (width: Double, heights: ClosedRange<Double>) {
        switch (surface, device) {
        case (.systemSmall, .iPhone393): (158, 158...158)
        case (.systemSmall, .iPhone430): (170, 170...170)
        case (.systemMedium, .iPhone393): (338, 158...158)
        case (.systemMedium, .iPhone430): (364, 170...170)
        case (.liveActivityLockScreen, .iPhone393): (371, 84...160)
        case (.liveActivityLockScreen, .iPhone430): (408, 84...160)
        }
    }

    /// Content margin: 16 pt for widgets (HIG), 14 pt for the Live Activity (current HIG).
    public static func margin(_ surface: Surface) -> Double {
        surface.isWidget ? 16 : 14
    }

    /// Container corner radius.
    // NB: Apple publishes no widget or Lock Screen banner radius (reference §3.4, §4.3);
    // 22 pt is our recorded choice (docs/spec-decisions.md), one value for all containers.
    public static func cornerRadius(_ surface: Surface) -> Double { 22 }
}
