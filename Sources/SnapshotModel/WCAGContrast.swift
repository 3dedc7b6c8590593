import Foundation
import SnapshotImage
/// WCAG 2.x contrast (reference §7.1): sRGB channels linearised with the 0.04045 threshold,
/// relative luminance L = 0.2126 R + 0.7152 G + 0.0722 B, ratio (L1 + 0.05) / (L2 + 0.05)
/// with L1 the lighter. Thresholds are compared unrounded: 2.999 fails 3.
package enum WCAGContrast {
    /// Normal text (SC 1.4.3 AA).
    package static let text = 4.5
    /// Large text (≥ 18 pt, or ≥ 14 pt bold) and non-text UI (SC 1.4.11).
    package static let large = 3.0

    /// The linear value of one 8-bit sRGB channel.
    package static func linear(_ c8: UInt8) -> Double { table[Int(c8)] }

    private static let table: [Double] = (0...255).map { v in
        let c = Double(v) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// Relative luminance of an opaque colour, 0 (black) to 1 (white).
    package static func luminance(_ p: RGBA8) -> Double {
        0.2126 * linear(p.r) + 0.7152 * linear(p.g) + 0.0722 * linear(p.b)
    }

    /// The contrast ratio of two opaque colours, 1...21, whichever is lighter.
    package static func ratio(_ a: RGBA8, _ b: RGBA8) -> Double {
        let la = luminance(a), lb = luminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// The threshold text of `font` is held to: 3:1 when large (≥ 18 pt, or ≥ 14 pt with
    /// weight ≥ 700), else 4.5:1.
    // NB: the stricter WCAG reading of "bold": semibold (600) is not bold, although Apple's
    // HIG treats any bold-looking weight as large (reference §7.1 says apply the stricter).
    package static func threshold(for font: FontSpec) -> Double {
        isLarge(font) ? large : text
    }

    /// Whether `font` is large text in WCAG's sense.
    package static func isLarge(_ font: FontSpec) -> Bool {
        font.size >= 18 || (font.size >= 14 && font.weight.rawValue >= FontWeight.bold.rawValue)
    }
}

extension RGBA8 {
    /// This pixel composited over an opaque `backdrop` (straight alpha, rounded per channel).
    @inlinable
    package func over(_ backdrop: RGBA8) -> RGBA8 {
        if a == 255 { return self }
        let a = Int(self.a)
        func mix(_ s: UInt8, _ d: UInt8) -> UInt8 { UInt8((Int(s) * a + Int(d) * (255 - a) + 127) / 255) }
        return RGBA8(r: mix(r, backdrop.r), g: mix(g, backdrop.g), b: mix(b, backdrop.b))
    }

    /// `#RRGGBB`, for messages.
    package var hex: String { Color(r: r, g: g, b: b).hex }
}
