/// Reading colours off a rendered bitmap for the contrast check. Every pixel is first
/// composited over the backdrop the presentation sits on, so a transparent corner or the
/// removed StandBy background reads as what a person sees there.
struct PixelSampling {
    let bitmap: Bitmap
    /// Pixels per point.
    let scale: Double
    /// What shows through transparent pixels.
    let backdrop: RGBA8

    /// The opaque colour seen at pixel (x, y).
    func seen(_ x: Int, _ y: Int) -> RGBA8 { bitmap[x, y].over(backdrop) }

    /// The pixel rectangle covering `frame` (points), clipped to the bitmap; nil when empty.
    func pixels(_ frame: Rect) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        let x0 = max(0, Int((frame.minX * scale).rounded(.down))), y0 = max(0, Int((frame.minY * scale).rounded(.down)))
        let x1 = min(bitmap.width, Int((frame.maxX * scale).rounded(.up)))
        let y1 = min(bitmap.height, Int((frame.maxY * scale).rounded(.up)))
        return x0 < x1 && y0 < y1 ? (x0, y0, x1, y1) : nil
    }

    /// The most frequent colour on the 1-pixel ring just inside `frame` (`outside`: just
    /// outside it, one pixel beyond each edge). Ties go to the lowest packed value, so the
    /// answer never depends on hashing.
    func ringColour(_ frame: Rect, outside: Bool = false) -> RGBA8? {
        let grow = outside ? 1 / scale : 0
        let r = Rect(x: frame.x - grow, y: frame.y - grow, width: frame.width + 2 * grow, height: frame.height + 2 * grow)
        guard let p = pixels(r) else { return nil }
        var ring: [(Int, Int)] = []
        for x in p.x0..<p.x1 { ring.append((x, p.y0)); ring.append((x, p.y1 - 1)) }
        for y in p.y0..<p.y1 { ring.append((p.x0, y)); ring.append((p.x1 - 1, y)) }
        return mostFrequent(ring)
    }

    /// The most frequent colour among the pixels of `frame` whose centres `include` accepts
    /// (point coordinates), e.g. a capsule's interior.
    func mostFrequent(in frame: Rect, where include: (Double, Double) -> Bool) -> RGBA8? {
        guard let p = pixels(frame) else { return nil }
        var points: [(Int, Int)] = []
        for y in p.y0..<p.y1 {
            for x in p.x0..<p.x1 where include((Double(x) + 0.5) / scale, (Double(y) + 0.5) / scale) {
                points.append((x, y))
            }
        }
        return mostFrequent(points)
    }

    /// The pixel of `frame` with the greatest contrast against `background`, among pixels
    /// whose centres `include` accepts.
    func strongest(in frame: Rect, against background: RGBA8,
                   where include: (Double, Double) -> Bool = { _, _ in true }) -> (colour: RGBA8, ratio: Double)? {
        guard let p = pixels(frame) else { return nil }
        var best: (colour: RGBA8, ratio: Double)?
        for y in p.y0..<p.y1 {
            for x in p.x0..<p.x1 where include((Double(x) + 0.5) / scale, (Double(y) + 0.5) / scale) {
                let c = seen(x, y)
                let r = WCAGContrast.ratio(c, background)
                if best == nil || r > best!.ratio { best = (c, r) }
            }
        }
        return best
    }

    private func mostFrequent(_ points: [(Int, Int)]) -> RGBA8? {
        var counts: [UInt32: Int] = [:]
        for (x, y) in points {
            let c = seen(x, y)
            counts[UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b), default: 0] += 1
        }
        guard let top = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }) else { return nil }
        return RGBA8(r: UInt8(top.key >> 16 & 0xFF), g: UInt8(top.key >> 8 & 0xFF), b: UInt8(top.key & 0xFF))
    }
}

extension Rect {
    /// Whether the point lies inside the capsule (fully rounded rectangle) filling this rect,
    /// at least `inset` points from its edge.
    func capsuleContains(_ px: Double, _ py: Double, inset: Double) -> Bool {
        let r = min(width, height) / 2
        let cx = min(max(px, minX + r), maxX - r), cy = min(max(py, minY + r), maxY - r)
        let dx = px - cx, dy = py - cy
        return (dx * dx + dy * dy).squareRoot() <= r - inset
    }

    /// Whether the point lies inside the circle inscribed in this rect, `inset` points in.
    func circleContains(_ px: Double, _ py: Double, inset: Double) -> Bool {
        let dx = px - midX, dy = py - midY
        return (dx * dx + dy * dy).squareRoot() <= min(width, height) / 2 - inset
    }
}
