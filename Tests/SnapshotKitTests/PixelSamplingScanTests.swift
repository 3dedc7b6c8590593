@testable import SnapshotAudit
@testable import SnapshotImage
@testable import SnapshotModel
@testable import SnapshotRender
import SnapshotSweep
import Testing

/// The contrast check's scans answer what their definitions say (`PixelSampling`): the pixel
/// of greatest contrast, first in reading order among equals, and the most frequent colour, over
/// exactly the pixels whose centres a shape holds. The scans skip repeated words eight at a time
/// and find a capsule's or circle's pixels as one run a row; each is held here against asking
/// every pixel, on generated premultiplied buffers (runs of few colours, as text frames are) and
/// generated frames, insets and scales.
@Suite struct PixelSamplingScanTests {
    static let palette: [UInt32] = [0xFF00_0000, 0xFFFF_FFFF, 0xFF1C_232C, 0x8040_2010, 0x00_000000, 0xFFB8_E2FF, 0x7F7F_7F7F, 0xFFC6_0C30]

    /// A premultiplied buffer of runs of palette words (some one pixel long, some whole rows).
    static func words(_ width: Int, _ height: Int, _ random: inout SeededRandom) -> [UInt32] {
        var out: [UInt32] = []
        while out.count < width * height {
            let word = palette[Int(random.next() % UInt64(palette.count))]
            let length = [1, 1, 2, 3, 9, 17, width][Int(random.next() % 7)]
            out += Array(repeating: word, count: min(length, width * height - out.count))
        }
        return out
    }

    /// The definitions, asked of every pixel of the frame's rectangle.
    static func everyPixel(_ s: PixelSampling, _ frame: Rect, _ include: (Double, Double) -> Bool) -> [(x: Int, y: Int)] {
        guard let p = s.pixels(frame) else { return [] }
        return (p.y0..<p.y1).flatMap { y in
            (p.x0..<p.x1).filter { include((Double($0) + 0.5) / s.scale, (Double(y) + 0.5) / s.scale) }.map { ($0, y) }
        }
    }

    @Test(arguments: 0..<40)
    func scansAgreeWithEveryPixel(_ seed: Int) {
        var random = SeededRandom(seed: UInt64(seed) &* 0x9E37_79B9 &+ 1)
        let (width, height) = (24 + Int(random.next() % 40), 8 + Int(random.next() % 30))
        let scale = [1.0, 2.0, 3.0][Int(random.next() % 3)]
        let words = Self.words(width, height, &random)
        func unit() -> Double { Double(random.next() % 10_000) / 10_000 }
        let frame = Rect(x: unit() * Double(width) / scale / 2, y: unit() * Double(height) / scale / 2,
                         width: (0.2 + unit()) * Double(width) / scale / 1.5, height: (0.2 + unit()) * Double(height) / scale / 1.5)
        let inset = unit() * 2 / scale, depth = inset + 1 / scale + unit() * 4 / scale
        let background = RGBA8(r: UInt8(random.next() % 256), g: UInt8(random.next() % 256), b: UInt8(random.next() % 256))
        words.withUnsafeBytes { raw in
            let pixels = StoredPixels(base: raw.baseAddress!, stride: width * 4, width: width, height: height, premultiplied: true)
            let s = PixelSampling(pixels: pixels, scale: scale, backdrop: RGBA8(r: 0, g: 0, b: 0))
            for (shape, inside) in [("capsule", { (x: Double, y: Double, i: Double) in frame.capsuleContains(x, y, inset: i) }),
                                    ("circle", { (x: Double, y: Double, i: Double) in frame.circleContains(x, y, inset: i) })] {
                // Strongest: every pixel, and the shape's interior.
                for region in [nil, ConvexRegion { inside($0, $1, inset) }] {
                    let expected = Self.everyPixel(s, frame) { region?.contains($0, $1) ?? true }
                        .map { s.seen($0.x, $0.y) }
                        .reduce(nil as (colour: RGBA8, ratio: Double)?) { best, c in
                            let ratio = WCAGContrast.ratio(c, background)
                            return best == nil || ratio > best!.ratio ? (c, ratio) : best
                        }
                    let found = s.strongest(in: frame, against: background, inside: region)
                    #expect(found?.colour == expected?.colour && found?.ratio == expected?.ratio,
                            "seed \(seed), \(shape), region \(region != nil): \(String(describing: found)) against \(String(describing: expected))")
                }
                // Most frequent: the interior, and the rim between two insets.
                let rim = Self.everyPixel(s, frame) { inside($0, $1, inset) && !inside($0, $1, depth) }.map { s.seen($0.x, $0.y) }
                let counts = Dictionary(rim.map { (UInt32($0.r) << 16 | UInt32($0.g) << 8 | UInt32($0.b), 1) }, uniquingKeysWith: +)
                let top = counts.max { ($0.value, $1.key) < ($1.value, $0.key) }
                let found = s.mostFrequent(in: frame, inside: ConvexRegion { inside($0, $1, inset) },
                                           outside: ConvexRegion { inside($0, $1, depth) })
                #expect(found.map { UInt32($0.r) << 16 | UInt32($0.g) << 8 | UInt32($0.b) } == top?.key,
                        "seed \(seed), \(shape) rim: \(String(describing: found))")
            }
        }
    }
}
