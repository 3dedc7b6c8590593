import SnapshotImage
import SnapshotModel

/// The colours the non-full-colour modes composite with. Apple publishes none of them
/// (reference §4.4, §5.2: UNVERIFIED); each is a documented stand-in, chosen so the Stale
/// word keeps at least 4.5:1 (docs/spec-decisions.md, "Rendering modes").
package enum ModeStyle {
    /// Accented (Home Screen tinted): the backdrop that replaces the container background.
    /// A dark slate, a shade lighter in the light appearance.
    package static func accentedBackdrop(_ appearance: Appearance) -> RGBA8 {
        switch appearance {
        case .light: RGBA8(r: 0x3D, g: 0x4B, b: 0x5C)
        case .dark: RGBA8(r: 0x1C, g: 0x23, b: 0x2C)
        }
    }

    /// Accented: the primary (default) group's colour.
    package static let accentedPrimary = RGBA8(r: 255, g: 255, b: 255)
    /// Accented: the accent group's colour, a pale blue tint as if the user picked blue.
    package static let accentedTint = RGBA8(r: 0xB8, g: 0xE2, b: 0xFF)

    /// Vibrant (Lock Screen): the wallpaper sample behind an accessory.
    package static func wallpaper(_ appearance: Appearance) -> RGBA8 {
        switch appearance {
        // NB: dark enough that secondary text (68 % white) keeps 4.5:1 and white text on
        // the circular accessory's 15 % disc keeps 4.5:1 (4.9:1 and 5.6:1).
        case .light: RGBA8(r: 0x42, g: 0x4F, b: 0x63)
        case .dark: RGBA8(r: 0x1B, g: 0x22, b: 0x30)
        }
    }

    /// StandBy night: systemRed (dark, #FF3B30), the full-intensity colour of white content.
    package static let nightRed = RGBA8(r: 0xFF, g: 0x3B, b: 0x30)

    /// Clear and tinted (iOS 26): the content colour of both groups, white (reference §5.2:
    /// "on iPhone both groups are tinted white").
    package static let glassContent = RGBA8(r: 255, g: 255, b: 255)

    /// Clear and tinted: the glass's blur, `glassBlurPasses` box passes of this radius in
    /// points, each way, over the wallpaper at one pixel a point: close to a Gaussian of
    /// σ = √(3 · ((2r + 1)² − 1) / 12) ≈ 8.5 pt.
    package static let glassBlurRadius = 8
    package static let glassBlurPasses = 3

    /// Clear and tinted: the veils laid over the blurred wallpaper, bottom first, each a
    /// colour at an opacity (straight alpha). Clear is a frost: white by day, a smoked black at
    /// night. Tinted lays the person's tint (systemBlue, dark: #0091FF) over it, at night on a
    /// smoked black. Fixed once (docs/spec-decisions.md "The clear look"); never tuned to pass.
    package static func glassVeils(_ mode: RenderingMode, _ appearance: Appearance) -> [(colour: RGBA8, alpha: UInt8)] {
        let white = RGBA8(r: 255, g: 255, b: 255), black = RGBA8(r: 0, g: 0, b: 0), tint = RGBA8(r: 0x00, g: 0x91, b: 0xFF)
        switch (mode, appearance) {
        case (.clear, .light): return [(white, 51)]                    // 20 %
        case (.clear, .dark): return [(black, 89)]                     // 35 %
        case (.tinted, .light): return [(tint, 102)]                   // 40 %
        case (.tinted, .dark): return [(black, 89), (tint, 77)]        // 35 %, then 30 %
        default: preconditionFailure("\(mode.rawValue) shows no wallpaper")
        }
    }
}
