import SnapshotImage
import SnapshotModel

/// What each rendering mode changes, one switch over the modes per fact, so a new mode does not
/// compile until it says where it is drawn and what shows around it. The rest of what a mode
/// changes decides by mode the same way: its paint (`LayoutTree.painted(in:)`) and its pixel
/// step (`Renderer.drawn`); the accented modes' tint groups are `ModeGroup`'s.
extension RenderingMode {
    /// Whether the system draws presentations at `place` in this mode (reference §5): full colour
    /// everywhere but the Lock Screen's accessories, which are only ever vibrant; accented on
    /// the Home Screen (tinted and clear); night red on StandBy in low light. The Smart Stack
    /// and CarPlay show full colour only (a device's own limit is `Surface.modes(on:)`).
    package func isDrawn(at place: Surface.Place) -> Bool {
        switch self {
        case .fullColor: place != .lockScreenAccessory
        case .accented, .clear, .tinted: place == .homeScreen
        case .vibrant: place == .lockScreenAccessory
        case .nightRed: place == .standBy
        }
    }

    /// Whether the system draws the person's wallpaper behind the presentation, under glass
    /// (the iOS 26 clear and tinted looks); the snapshot then names a `Wallpaper`.
    package var showsWallpaper: Bool {
        switch self {
        case .clear, .tinted: true
        case .fullColor, .accented, .vibrant, .nightRed: false
        }
    }

    /// The modes drawn at `place`, in `allCases` order (the first is a surface's default).
    package static func drawn(at place: Surface.Place) -> [RenderingMode] {
        allCases.filter { $0.isDrawn(at: place) }
    }

    /// Whether the mode leaves the pixels outside the container transparent (full colour and
    /// accented draw only the presentation), rather than drawing every pixel opaque over a
    /// backdrop of its own (vibrant over the wallpaper, night red over black).
    package var leavesOutsideTransparent: Bool {
        switch self {
        case .fullColor, .accented: true
        case .vibrant, .nightRed, .clear, .tinted: false
        }
    }
}

extension RenderEnvironment {
    /// What a person sees through a pixel the mode leaves transparent (only transparent corners
    /// and removed backgrounds show it): the system's backdrop, black on StandBy and in the
    /// dark appearance, white in the light one.
    package var backdrop: RGBA8 {
        let system = surface.place == .standBy || surface.place == .watchSmartStack || appearance == .dark ? RGBA8(r: 0, g: 0, b: 0) : RGBA8(r: 255, g: 255, b: 255)
        switch mode {
        case .fullColor, .accented: return system
        // NB: these draw every pixel opaque over a backdrop of their own (the wallpaper, black),
        // so none shows the system's; it stays what the audit reads through a transparent pixel
        // of a synthetic subject in these modes, as it always has.
        case .vibrant, .nightRed, .clear, .tinted: return system
        }
    }
}
