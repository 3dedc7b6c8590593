/// The axes one snapshot is rendered at.
// NB: in Rules, not Model: its default mode is the surface's first (`SurfaceSpec.modes`).
public struct RenderEnvironment: Equatable, Hashable, Sendable {
    public var surface: Surface
    public var device: Device
    public var appearance: Appearance
    public var textSize: TextSize
    public var mode: RenderingMode
    /// Locked or not; only the surfaces whose `SurfaceSpec.privacies` hold `.locked` bar anything.
    public var privacy: Privacy

    public init(surface: Surface, device: Device, appearance: Appearance, textSize: TextSize,
                mode: RenderingMode? = nil, privacy: Privacy = .unlocked) {
        self.surface = surface; self.device = device; self.appearance = appearance; self.textSize = textSize
        self.mode = mode ?? surface.modes[0]
        self.privacy = privacy
    }

    /// Whether this snapshot bars private content: locked, on a surface that redacts.
    public var barsPrivateContent: Bool { privacy == .locked && surface.spec.redactsWhenLocked }
}
