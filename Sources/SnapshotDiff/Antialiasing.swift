/// Anti-aliasing detection after Vyšniauskas (2009), as pixelmatch does it: a pixel is
/// anti-aliased when its 3×3 neighbourhood has both darker and brighter pixels, at most two
/// of equal brightness, and the darkest or brightest neighbour sits inside a flat area
/// (3+ identical neighbours) in both images.
struct Antialiasing {
    let width: Int
    let height: Int
    let yiq: YIQ

    /// Whether pixel (x1, y1) of `img` (`img32` as words) looks anti-aliased, with
    /// `other32` the other image's words.
    func isAntialiased(_ img: UnsafePointer<UInt8>, _ img32: UnsafePointer<UInt32>,
                       _ other32: UnsafePointer<UInt32>, x1: Int, y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let k = (y1 * width + x1) * 4
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var minDelta = 0.0, maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        let centre = img32[y1 * width + x1]
        // NB: x outer, y inner, strict comparisons: the order decides ties, as upstream.
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                // NB: a neighbour with the centre's exact RGBA has brightness delta exactly 0
                // (every channel difference is 0 before any rounding): skip the Double maths.
                let d = img32[y * width + x] == centre ? 0 : yiq.brightness(img, k, (y * width + x) * 4)
                if d == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if d < minDelta {
                    minDelta = d; minX = x; minY = y
                } else if d > maxDelta {
                    maxDelta = d; maxX = x; maxY = y
                }
            }
        }
        if minDelta == 0 || maxDelta == 0 { return false }
        return (hasManySiblings(img32, minX, minY) && hasManySiblings(other32, minX, minY))
            || (hasManySiblings(img32, maxX, maxY) && hasManySiblings(other32, maxX, maxY))
    }

    /// Whether 3 or more of the pixel's neighbours (the image border counting as one) have
    /// exactly its RGBA value.
    func hasManySiblings(_ img32: UnsafePointer<UInt32>, _ x1: Int, _ y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let value = img32[y1 * width + x1]
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                if img32[y * width + x] == value {
                    zeroes += 1
                    if zeroes > 2 { return true }
                }
            }
        }
        return false
    }
}
