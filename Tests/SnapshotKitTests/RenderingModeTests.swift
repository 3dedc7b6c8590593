import Foundation
import SnapshotImage
@testable import SnapshotRender
@testable import SnapshotRules
import Testing

/// The rendering modes' per-pixel maths as tables (expected values worked out by hand from
/// docs/spec-decisions.md, "Rendering modes"), and the modes end to end on belmont-stale.
@Suite struct RenderingModeTests {
    /// (r, g, b) → the grey of equal relative luminance (Rec. 709 weights, linear sRGB).
    static let grays: [(RGBA8, UInt8)] = [
        (RGBA8(r: 0, g: 0, b: 0), 0), (RGBA8(r: 255, g: 255, b: 255), 255),
        (RGBA8(r: 128, g: 128, b: 128), 128), (RGBA8(r: 28, g: 28, b: 30), 28),
        (RGBA8(r: 255, g: 0, b: 0), 127), (RGBA8(r: 0, g: 255, b: 0), 220), (RGBA8(r: 0, g: 0, b: 255), 76),
        (RGBA8(r: 0xFF, g: 0x92, b: 0x30), 173),   // stale orange (dark)
        (RGBA8(r: 0xC6, g: 0x0C, b: 0x30), 99),    // CTA Red line
        (RGBA8(r: 0x0A, g: 0x84, b: 0xFF), 134),   // systemBlue (dark), the refresh glyph
    ]

    @Test(arguments: grays)
    func grayIsRelativeLuminance(_ input: RGBA8, _ expected: UInt8) {
        #expect(ModePixel.gray(input.r, input.g, input.b) == expected)
    }

    /// Every grey maps to itself: desaturating twice changes nothing.
    @Test func grayOfAGreyIsItself() {
        for v in 0...255 { #expect(ModePixel.gray(UInt8(v), UInt8(v), UInt8(v)) == UInt8(v)) }
    }

    /// pixel → (intensity, vibrant over the light wallpaper, vibrant over the dark one, night red).
    ///
    /// The derivation, with the three rules of docs/spec-decisions.md ("Rendering modes"), all
    /// in integers rounded half up (`(x + 127) / 255`):
    /// - intensity i = round(gray · a / 255), gray from the table above;
    /// - vibrant = white at alpha i over the opaque wallpaper w: round((255 · i + w · (255 − i)) / 255)
    ///   per channel, with w = #424F63 = (66, 79, 99) light and #1B2230 = (27, 34, 48) dark;
    /// - night red = round(c · i / 255) for each channel c of systemRed #FF3B30 = (255, 59, 48).
    ///
    /// Row 2, white at a = 128: i = 128. Light: r (32640 + 66·127 = 41022) / 255 = 160.9 → 161,
    /// g (32640 + 10033) / 255 = 167.3 → 167, b (32640 + 12573) / 255 = 177.3 → 177. Dark: r
    /// (32640 + 3429) / 255 = 141.4 → 141, g (32640 + 4318) / 255 = 144.9 → 145, b (32640 + 6096)
    /// / 255 = 151.9 → 152. Night: 255·128/255 = 128, 59·128 = 7552 → 29.6 → 30, 48·128 = 6144 → 24.1 → 24.
    ///
    /// Row 3, opaque stale orange (gray 173): i = 173; 255·173 = 44115, 255 − 173 = 82. Light: r
    /// (44115 + 5412) / 255 = 194.2 → 194, g (44115 + 6478) / 255 = 198.4 → 198, b (44115 + 8118)
    /// / 255 = 204.8 → 205. Dark: (44115 + 2214) → 181.7 → 182, (44115 + 2788) → 183.9 → 184,
    /// (44115 + 3936) → 188.4 → 188. Night: 173, 59·173 = 10207 → 40.0 → 40, 48·173 = 8304 → 32.6 → 33.
    ///
    /// Row 4, the same orange at a = 31 (its 12 % capsule): i = (173·31 + 127) / 255 = 21;
    /// 255·21 = 5355, 255 − 21 = 234. Light: (5355 + 15444) / 255 = 81.6 → 82, (5355 + 18486)
    /// → 93.5 → 93, (5355 + 23166) → 111.8 → 112. Dark: (5355 + 6318) → 45.8 → 46, (5355 + 7956)
    /// → 52.2 → 52, (5355 + 11232) → 65.0 → 65. Night: 21, 59·21 = 1239 → 4.9 → 5, 48·21 = 1008 → 4.0 → 4.
    ///
    /// Rows 1, 5 and 6: i = 255 gives white and systemRed itself; i = 0 (black, or transparent
    /// whatever its colour) gives the wallpaper itself and black.
    static let monochrome: [(RGBA8, UInt8, RGBA8, RGBA8, RGBA8)] = [
        (RGBA8(r: 255, g: 255, b: 255, a: 255), 255, RGBA8(r: 255, g: 255, b: 255), RGBA8(r: 255, g: 255, b: 255), RGBA8(r: 255, g: 59, b: 48)),
        (RGBA8(r: 255, g: 255, b: 255, a: 128), 128, RGBA8(r: 161, g: 167, b: 177), RGBA8(r: 141, g: 145, b: 152), RGBA8(r: 128, g: 30, b: 24)),
        (RGBA8(r: 0xFF, g: 0x92, b: 0x30, a: 255), 173, RGBA8(r: 194, g: 198, b: 205), RGBA8(r: 182, g: 184, b: 188), RGBA8(r: 173, g: 40, b: 33)),
        (RGBA8(r: 0xFF, g: 0x92, b: 0x30, a: 31), 21, RGBA8(r: 82, g: 93, b: 112), RGBA8(r: 46, g: 52, b: 65), RGBA8(r: 21, g: 5, b: 4)),
        (RGBA8(r: 0, g: 0, b: 0, a: 255), 0, RGBA8(r: 0x42, g: 0x4F, b: 0x63), RGBA8(r: 0x1B, g: 0x22, b: 0x30), RGBA8(r: 0, g: 0, b: 0)),
        (RGBA8(r: 12, g: 34, b: 56, a: 0), 0, RGBA8(r: 0x42, g: 0x4F, b: 0x63), RGBA8(r: 0x1B, g: 0x22, b: 0x30), RGBA8(r: 0, g: 0, b: 0)),
    ]

    @Test(arguments: monochrome)
    func monochromeModes(_ p: RGBA8, _ intensity: UInt8, _ vibrantLight: RGBA8, _ vibrantDark: RGBA8, _ night: RGBA8) {
        #expect(ModePixel.intensity(p) == intensity)
        #expect(ModePixel.vibrant(p, wallpaper: ModeStyle.wallpaper(.light)) == vibrantLight)
        #expect(ModePixel.vibrant(p, wallpaper: ModeStyle.wallpaper(.dark)) == vibrantDark)
        #expect(ModePixel.nightRed(p, red: ModeStyle.nightRed) == night)
    }

    /// (source, alpha, destination) → Porter-Duff over, straight alpha, rounded.
    static let overs: [(RGBA8, UInt8, RGBA8, RGBA8)] = [
        (RGBA8(r: 0x3D, g: 0x4B, b: 0x5C), 255, RGBA8(r: 0, g: 0, b: 0, a: 0), RGBA8(r: 0x3D, g: 0x4B, b: 0x5C)),
        (RGBA8(r: 255, g: 255, b: 255), 128, RGBA8(r: 0, g: 0, b: 0, a: 0), RGBA8(r: 255, g: 255, b: 255, a: 128)),
        (RGBA8(r: 255, g: 255, b: 255), 128, RGBA8(r: 0x1C, g: 0x23, b: 0x2C), RGBA8(r: 142, g: 145, b: 150)),
        (RGBA8(r: 0xB8, g: 0xE2, b: 0xFF), 31, RGBA8(r: 0x1C, g: 0x23, b: 0x2C), RGBA8(r: 47, g: 58, b: 70)),
        (RGBA8(r: 255, g: 0, b: 0), 128, RGBA8(r: 0, g: 0, b: 255, a: 128), RGBA8(r: 170, g: 0, b: 85, a: 192)),
        (RGBA8(r: 9, g: 9, b: 9), 0, RGBA8(r: 0, g: 0, b: 0, a: 0), RGBA8(r: 0, g: 0, b: 0, a: 0)),
    ]

    @Test(arguments: overs)
    func over(_ source: RGBA8, _ alpha: UInt8, _ dest: RGBA8, _ expected: RGBA8) {
        #expect(ModePixel.over(source, alpha: alpha, dest) == expected)
    }

    // The accented tint groups are tested on rendered pixels against seed 001's wording in
    // AccentedModeTests (issue 11 item 5), not by restating `ModeGroup.of`.

    /// Accented: backdrop where the container is, white where the primary group is, the tint
    /// where the accent group is; outside the container stays transparent.
    @Test func accentedCompositesThreeLayersByAlpha() {
        let transparent = RGBA8(r: 0, g: 0, b: 0, a: 0)
        func layer(_ alphas: [UInt8]) -> AlphaPlane { AlphaPlane(width: 4, height: 1, alpha: alphas) }
        let out = ModeCompositor.accented(container: layer([0, 255, 255, 255]), primary: layer([0, 0, 255, 0]),
                                          accent: layer([0, 0, 0, 255]), appearance: .dark)
        #expect((0..<4).map { out[$0, 0] } == [transparent, ModeStyle.accentedBackdrop(.dark),
                                               ModeStyle.accentedPrimary, ModeStyle.accentedTint])
    }
}
