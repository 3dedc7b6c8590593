import Foundation
import SnapshotImage
/// The per-pixel arithmetic of the rendering modes (docs/spec-decisions.md, "Rendering
/// modes"): pure integer maths on straight-alpha RGBA8 after cairo has drawn, so the same
/// input gives the same bytes on every machine.
package enum ModePixel {
    /// sRGB channel → linear light, for 0...255 (WCAG 2.x, threshold 0.04045; reference §7.1).
    static let linear: [Double] = (0...255).map { v in
        let c = Double(v) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// The grey level (0...255, sRGB-encoded) with the same relative luminance as (r, g, b):
    /// Y = 0.2126·R_lin + 0.7152·G_lin + 0.0722·B_lin, encoded back to the nearest 8-bit level.
    /// A grey input (r = g = b = v) gives back v.
    static func gray(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        let y = 0.2126 * linear[Int(r)] + 0.7152 * linear[Int(g)] + 0.0722 * linear[Int(b)]
        // NB: the inverse transfer is a nearest search in the same table (no second pow),
        // so encoding can never disagree with linearising.
        var lo = 0, hi = 255
        while lo < hi {
            let mid = (lo + hi) / 2
            if linear[mid] < y { lo = mid + 1 } else { hi = mid }
        }
        if lo > 0, y - linear[lo - 1] <= linear[lo] - y { lo -= 1 }
        return UInt8(lo)
    }

    /// How strongly a content pixel shows in the monochrome modes: its grey level times its
    /// opacity, `round(gray · a / 255)`. Transparent and black pixels give 0.
    static func intensity(_ p: RGBA8) -> UInt8 {
        guard p.a > 0 else { return 0 }
        return UInt8((Int(gray(p.r, p.g, p.b)) * Int(p.a) + 127) / 255)
    }

    /// `source` at opacity `alpha` composited over `dest` (Porter-Duff over, straight alpha,
    /// rounded to the nearest integer).
    package static func over(_ source: RGBA8, alpha: UInt8, _ dest: RGBA8) -> RGBA8 {
        // NB: the two alphas most pixels have, without dividing; the general formula below gives
        // exactly these (at 255 the source, opaque; at 0 the destination, or transparent black
        // where the destination is transparent).
        if alpha == 255 { return RGBA8(r: source.r, g: source.g, b: source.b, a: 255) }
        if alpha == 0 { return dest.a == 0 ? RGBA8(r: 0, g: 0, b: 0, a: 0) : dest }
        let sa = Int(alpha), weight = Int(dest.a) * (255 - sa)   // dest weight, scale 255²
        let total = sa * 255 + weight                            // out alpha, scale 255²
        guard total > 0 else { return RGBA8(r: 0, g: 0, b: 0, a: 0) }
        func mix(_ s: UInt8, _ d: UInt8) -> UInt8 {
            UInt8((Int(s) * sa * 255 + Int(d) * weight + total / 2) / total)
        }
        return RGBA8(r: mix(source.r, dest.r), g: mix(source.g, dest.g), b: mix(source.b, dest.b),
                     a: UInt8((total + 127) / 255))
    }

    /// Vibrant: white at `intensity(p)` over the opaque wallpaper colour.
    static func vibrant(_ p: RGBA8, wallpaper: RGBA8) -> RGBA8 {
        over(RGBA8(r: 255, g: 255, b: 255), alpha: intensity(p), wallpaper)
    }

    /// StandBy night: `red · intensity(p) / 255` per channel, opaque (over black).
    static func nightRed(_ p: RGBA8, red: RGBA8) -> RGBA8 {
        let k = Int(intensity(p))
        func scale(_ c: UInt8) -> UInt8 { UInt8((Int(c) * k + 127) / 255) }
        return RGBA8(r: scale(red.r), g: scale(red.g), b: scale(red.b), a: 255)
    }
}
