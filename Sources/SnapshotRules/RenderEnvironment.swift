import SnapshotModel

/// The axes one snapshot is rendered at.
// NB: in Rules, not Model: its default mode is the surface's first (`SurfaceSpec.modes`).
package struct RenderEnvironment: Equatable, Hashable, Sendable {
    package var surface: Surface
    package var device: Device
    package var appearance: Appearance
    package var textSize: TextSize
    package var mode: RenderingMode
    /// Locked or not; only the surfaces whose `SurfaceSpec.privacies` hold `.locked` bar anything.
    package var privacy: Privacy
    /// The wallpaper behind the glass where the mode shows one (`showsWallpaper`), else nil.
    package private(set) var wallpaper: Wallpaper?

    /// The wallpaper a mode that shows one draws over when none is named: the light photo,
    /// where white content on glass is hardest to read.
    package static let defaultWallpaper = Wallpaper.sky

    package init(surface: Surface, device: Device, appearance: Appearance, textSize: TextSize,
                mode: RenderingMode? = nil, privacy: Privacy = .unlocked, wallpaper: Wallpaper? = nil) {
        self.surface = surface; self.device = device; self.appearance = appearance; self.textSize = textSize
        self.mode = mode ?? surface.modes[0]
        self.privacy = privacy
        self.wallpaper = self.mode.showsWallpaper ? wallpaper ?? Self.defaultWallpaper : nil
    }

    /// Whether this snapshot bars private content: locked, on a surface that redacts.
    package var barsPrivateContent: Bool { privacy == .locked && surface.spec.redactsWhenLocked }
}
