import SnapshotCore
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
}
