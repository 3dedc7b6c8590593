import SnapshotImage
import SnapshotRender
extension Bitmap {
    /// The bitmap made `factor` times smaller on each side (box filter): each output pixel
    /// averages a `factor`×`factor` block with alpha weighting, rounded; a partial block at
    /// the right or bottom edge averages what it has. `factor` 1 returns the bitmap as is.
    package func shrunk(by factor: Int) -> Bitmap {
        precondition(factor >= 1, "shrink factor must be at least 1")
        guard factor > 1 else { return self }
        let w = (width + factor - 1) / factor, h = (height + factor - 1) / factor
        var out = Bitmap(width: w, height: h)
        for oy in 0..<h {
            for ox in 0..<w {
                var r = 0, g = 0, b = 0, a = 0, n = 0
                for y in oy * factor..<min(height, (oy + 1) * factor) {
                    for x in ox * factor..<min(width, (ox + 1) * factor) {
                        let p = self[x, y], pa = Int(p.a)
                        // NB: weighting by alpha (premultiplied averaging) keeps the colour
                        // of transparent pixels out of antialiased edges.
                        r += Int(p.r) * pa; g += Int(p.g) * pa; b += Int(p.b) * pa; a += pa; n += 1
                    }
                }
                guard a > 0 else { continue }
                out[ox, oy] = RGBA8(r: UInt8((r + a / 2) / a), g: UInt8((g + a / 2) / a), b: UInt8((b + a / 2) / a),
                                    a: UInt8((a + n / 2) / n))
            }
        }
        return out
    }

    /// Composites `source` over this bitmap with its top-left corner at (x, y), clipped.
    package mutating func draw(_ source: Bitmap, x: Int, y: Int) {
        for sy in 0..<source.height where y + sy >= 0 && y + sy < height {
            for sx in 0..<source.width where x + sx >= 0 && x + sx < width {
                let s = source[sx, sy]
                guard s.a > 0 else { continue }
                self[x + sx, y + sy] = s.a == 255 ? s : ModePixel.over(s, alpha: s.a, self[x + sx, y + sy])
            }
        }
    }
}
