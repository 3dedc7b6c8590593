import SnapshotImage
import SnapshotModel

/// Reading colours off a rendered snapshot for the contrast check. Every pixel is first
/// composited over the backdrop the presentation sits on, so a transparent corner or the
/// removed StandBy background reads as what a person sees there. The pixels are read as drawn
/// (`StoredPixels`, cairo's premultiplied buffer in full colour), made straight one at a time.
struct PixelSampling {
    let pixels: StoredPixels
    /// Pixels per point.
    let scale: Double
    /// What shows through transparent pixels.
    let backdrop: RGBA8

    /// The opaque colour seen at pixel (x, y).
    func seen(_ x: Int, _ y: Int) -> RGBA8 { pixels.colour(x, y).over(backdrop) }

    /// The pixel rectangle covering `frame` (points), clipped to the bitmap; nil when empty.
    func pixels(_ frame: Rect) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        let x0 = max(0, Int((frame.minX * scale).rounded(.down))), y0 = max(0, Int((frame.minY * scale).rounded(.down)))
        let x1 = min(pixels.width, Int((frame.maxX * scale).rounded(.up)))
        let y1 = min(pixels.height, Int((frame.maxY * scale).rounded(.up)))
        return x0 < x1 && y0 < y1 ? (x0, y0, x1, y1) : nil
    }

    /// The most frequent colour on the 1-pixel ring just inside `frame` (`outside`: just
    /// outside it, one pixel beyond each edge). Ties go to the lowest packed value, so the
    /// answer never depends on hashing.
    func ringColour(_ frame: Rect, outside: Bool = false) -> RGBA8? {
        let grow = outside ? 1 / scale : 0
        let r = Rect(x: frame.x - grow, y: frame.y - grow, width: frame.width + 2 * grow, height: frame.height + 2 * grow)
        guard let p = pixels(r) else { return nil }
        var tally = ColourTally()
        // NB: corners (and a one-pixel-thin ring's sides) count twice, as the ring's four edges list them.
        for x in p.x0..<p.x1 { tally.add(seen(x, p.y0)); tally.add(seen(x, p.y1 - 1)) }
        for y in p.y0..<p.y1 { tally.add(seen(p.x0, y)); tally.add(seen(p.x1 - 1, y)) }
        return tally.mostFrequent
    }

    /// The most frequent colour among the pixels of `frame` whose centres lie in `region` and
    /// not in `hole` (point coordinates), e.g. a capsule's interior, or a marker's rim.
    func mostFrequent(in frame: Rect, inside region: ConvexRegion, outside hole: ConvexRegion? = nil) -> RGBA8? {
        guard let p = pixels(frame) else { return nil }
        var tally = ColourTally()
        var seen = SeenCache(self)
        for y in p.y0..<p.y1 {
            let row = pixels.row(y)
            let run = region.run(y, p.x0..<p.x1, scale: scale)
            let gap = hole.map { $0.run(y, run, scale: scale) } ?? run.lowerBound..<run.lowerBound
            for x in run where !gap.contains(x) { tally.add(seen.lookup(row[x]).colour) }
        }
        return tally.mostFrequent
    }

    /// The pixel of `frame` with the greatest contrast against `background`, among pixels
    /// whose centres lie in `region` (all of them when nil); the first in reading order among equals.
    func strongest(in frame: Rect, against background: RGBA8,
                   inside region: ConvexRegion? = nil) -> (colour: RGBA8, ratio: Double)? {
        guard let p = pixels(frame) else { return nil }
        var scan = StrongestPixel(self, against: background)
        for y in p.y0..<p.y1 {
            let run = region?.run(y, p.x0..<p.x1, scale: scale) ?? p.x0..<p.x1
            scan.visit(pixels.row(y), run)
        }
        return scan.best
    }
}

/// A convex region in point coordinates (a capsule's or a circle's interior, `contains` a
/// point): on each row of pixels, those whose centres it holds are one run, found from its ends.
// NB: the checks asked the shape about every pixel of a marker's frame (2 % of the audit's
// samples); a convex shape's run is the same pixels, found with a few questions a row.
struct ConvexRegion {
    let contains: (Double, Double) -> Bool

    /// The pixels of row `y` within `span` whose centres lie inside (an empty run at the span's
    /// start when none does).
    func run(_ y: Int, _ span: Range<Int>, scale: Double) -> Range<Int> {
        let cy = (Double(y) + 0.5) / scale
        var lo = span.lowerBound, hi = span.upperBound
        while lo < hi && !contains((Double(lo) + 0.5) / scale, cy) { lo += 1 }
        while hi > lo && !contains((Double(hi - 1) + 0.5) / scale, cy) { hi -= 1 }
        return lo..<hi
    }
}

/// `PixelSampling.strongest`'s running answer, a pixel at a time in reading order.
// NB: a text frame is mostly a few colours (its background, its ink, the same antialiasing ramp
// again and again): each distinct pixel's ratio is worked out once, and a pixel equal to the one
// before cannot beat it (ties keep the first). A value with its own storage, not captured
// variables, so the loop pays no exclusivity checks (the contrast check was ~10 % of the audit).
private struct StrongestPixel: ~Copyable {
    private var seen: SeenCache
    private let ratios: UnsafeMutablePointer<Double>
    private let background: RGBA8
    private var previous: UInt32 = 0
    private(set) var best: (colour: RGBA8, ratio: Double)?

    init(_ sampling: PixelSampling, against background: RGBA8) {
        seen = SeenCache(sampling)
        // NB: a slot's ratio is read only after its first fill, which writes it.
        ratios = .allocate(capacity: SeenCache.slots)
        self.background = background
    }

    deinit { ratios.deallocate() }

    /// Visits `row[x]` for each `x` of `run`, in order.
    // NB: eight words at a time where they all repeat the last one (a frame is mostly its background).
    @inline(__always)
    mutating func visit(_ row: UnsafePointer<UInt32>, _ run: Range<Int>) {
        var x = run.lowerBound
        while x < run.upperBound {
            if best != nil, x + 8 <= run.upperBound, Self.eightRepeat(previous, row, x) {
                x += 8
                continue
            }
            visit(row[x])
            x += 1
        }
    }

    /// `StoredPixels.eightRepeat`, in this target.
    // NB: repeated here so that it inlines: this toolchain calls the other target's @inlinable
    // (even @_transparent) package function rather than inlining it, once per changed pixel
    // (1.7 % of the audit's samples).
    @inline(__always)
    private static func eightRepeat(_ word: UInt32, _ row: UnsafePointer<UInt32>, _ x: Int) -> Bool {
        let twice = UInt64(word) | UInt64(word) << 32, at = UnsafeRawPointer(row + x)
        return (at.loadUnaligned(as: UInt64.self) ^ twice) | (at.loadUnaligned(fromByteOffset: 8, as: UInt64.self) ^ twice)
            | (at.loadUnaligned(fromByteOffset: 16, as: UInt64.self) ^ twice) | (at.loadUnaligned(fromByteOffset: 24, as: UInt64.self) ^ twice) == 0
    }

    @inline(__always)
    mutating func visit(_ word: UInt32) {
        if best != nil && word == previous { return }
        previous = word
        let (c, slot, fresh) = seen.lookup(word)
        if fresh { ratios[slot] = WCAGContrast.ratio(c, background) }
        if best == nil || ratios[slot] > best!.ratio { best = (c, ratios[slot]) }
    }
}

/// `PixelSampling.seen` for many pixels: a small cache keyed by the whole stored pixel, so a
/// colour that repeats is made straight and composited once (and a caller can keep more per slot).
// NB: plain memory, not arrays: a lookup per changed pixel of every text frame paid the arrays'
// uniqueness and bounds checks (the contrast check was about 8 % of the audit's samples).
private struct SeenCache: ~Copyable {
    static let slots = 256
    let pixels: StoredPixels
    let backdrop: RGBA8
    private let keys: UnsafeMutablePointer<UInt32>
    private let colours: UnsafeMutablePointer<RGBA8>

    init(_ sampling: PixelSampling) {
        pixels = sampling.pixels; backdrop = sampling.backdrop
        keys = .allocate(capacity: Self.slots)
        colours = .allocate(capacity: Self.slots)
        // NB: an empty slot holds a key that never hashes to it: 0 everywhere (0 hashes to slot 0)
        // but in slot 0, which holds 1 (1 hashes to slot 0x9E).
        keys.initialize(repeating: 0, count: Self.slots)
        keys[0] = 1
        colours.initialize(repeating: RGBA8(r: 0, g: 0, b: 0), count: Self.slots)
    }

    deinit {
        keys.deallocate()
        colours.deallocate()
    }

    /// The opaque colour seen where `word` is stored, its slot, and whether the slot was
    /// (re)filled for it.
    @inline(__always)
    mutating func lookup(_ word: UInt32) -> (colour: RGBA8, slot: Int, fresh: Bool) {
        let slot = Int((word &* 0x9E37_79B1) >> 24)
        if keys[slot] == word { return (colours[slot], slot, false) }
        keys[slot] = word; colours[slot] = pixels.colour(word).over(backdrop)
        return (colours[slot], slot, true)
    }
}

/// Counts colours for `mostFrequent`, a run of equal colours at a time.
private struct ColourTally {
    private var counts: [UInt32: Int] = [:]
    private var run: UInt32 = 0
    private var length = 0

    mutating func add(_ c: RGBA8) {
        let key = UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b)
        if length > 0 && key == run { length += 1; return }
        flush()
        run = key; length = 1
    }

    private mutating func flush() {
        if length > 0 { counts[run, default: 0] += length }
        length = 0
    }

    /// The colour counted most often; ties go to the lowest packed value.
    var mostFrequent: RGBA8? {
        mutating get {
            flush()
            guard let top = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }) else { return nil }
            return RGBA8(r: UInt8(top.key >> 16 & 0xFF), g: UInt8(top.key >> 8 & 0xFF), b: UInt8(top.key & 0xFF))
        }
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
