import SnapshotImage
/// A ring drawn just inside a route marker's edge (docs/spec-decisions.md, "Route marker
/// keyline"), as transit maps outline light line colours: it gives every marker an edge of at
/// least 3:1 against the background it sits on (WCAG 1.4.11), whatever the line's colour.
package struct Keyline: Equatable, Sendable {
    package var color: Color
    /// The ring's width in points, inside the marker's frame (the frame does not grow).
    package var width: Double

    package init(color: Color, width: Double) { self.color = color; self.width = width }

    /// What a marker's edge is held to against its background (WCAG 2.x SC 1.4.11 non-text).
    package static let minimumContrast = WCAGContrast.large

    /// A marker's keyline width: 1 pt, growing with the marker (height / 14) at large sizes.
    package static func width(height: Double) -> Double { max(1, height / 14) }

    /// The keyline of a marker filled with `fill` on `background`, `height` points tall: nil
    /// when the fill itself has 3:1 against the background; otherwise the fill shaded toward
    /// black (on a light background) or white (on a dark one) by the smallest whole-percent
    /// step whose 8-bit colour reaches 3:1: a darker Yellow rim on white, a lighter Brown rim
    /// on dark. Width: `width(height:)`.
    package static func routeMarker(fill: Color, on background: Color, height: Double) -> Keyline? {
        let bg = RGBA8(background), own = RGBA8(fill)
        guard WCAGContrast.ratio(own, bg) < minimumContrast else { return nil }
        let target: UInt8 = WCAGContrast.luminance(bg) > 0.18 ? 0 : 255
        for percent in 1...100 {
            let t = Double(percent) / 100
            func mix(_ c: UInt8) -> UInt8 { UInt8((Double(c) * (1 - t) + Double(target) * t).rounded()) }
            let shade = Color(r: mix(fill.r), g: mix(fill.g), b: mix(fill.b))
            if WCAGContrast.ratio(RGBA8(shade), bg) >= minimumContrast {
                return Keyline(color: shade, width: width(height: height))
            }
        }
        return nil
    }
}

extension RGBA8 {
    /// An opaque colour's pixel.
    init(_ c: Color) { self.init(r: c.r, g: c.g, b: c.b) }
}
