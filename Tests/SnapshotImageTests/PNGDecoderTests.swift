import Foundation
import SnapshotImage
import Testing

/// Decodes the generated fixtures (see Fixtures/png/make_fixtures.py) and checks every pixel
/// against the same formulas the generator used, with the decoder's documented rules.
@Suite struct PNGDecoderTests {
    struct Variant: Sendable, CustomTestStringConvertible {
        let colorType: Int, depth: Int, trns: Bool, interlaced: Bool
        var file: String { "ct\(colorType)-d\(depth)\(trns ? "-trns" : "")\(interlaced ? "-i" : "").png" }
        var testDescription: String { file }
    }

    static let variants: [Variant] = {
        let base: [(Int, Int, Bool)] = [(0, 1, false), (0, 2, false), (0, 4, false), (0, 8, false), (0, 16, false),
                                        (0, 2, true), (0, 8, true), (0, 16, true),
                                        (2, 8, false), (2, 8, true), (2, 16, false), (2, 16, true),
                                        (3, 1, true), (3, 2, true), (3, 4, true), (3, 8, true), (3, 8, false),
                                        (4, 8, false), (4, 16, false), (6, 8, false), (6, 16, false)]
        return base.flatMap { b in [false, true].map { Variant(colorType: b.0, depth: b.1, trns: b.2, interlaced: $0) } }
    }()

    static func sample(_ x: Int, _ y: Int, _ c: Int, _ d: Int) -> Int {
        d == 16 ? (x * 4099 + y * 10007 + c * 30011 + 13) % 65536 : (x * 37 + y * 101 + c * 59 + 13) % (1 << d)
    }

    /// A sample reduced to 8 bits: scaled up below 8 bits, high byte of 16.
    static func eight(_ v: Int, _ d: Int) -> UInt8 {
        d == 16 ? UInt8(v >> 8) : UInt8(v * 255 / ((1 << d) - 1))
    }

    static func expected(_ v: Variant, x: Int, y: Int) -> RGBA8 {
        let d = v.depth
        let s = { (c: Int) in sample(x, y, c, d) }
        switch v.colorType {
        case 0:
            let g = eight(s(0), d)
            return RGBA8(r: g, g: g, b: g, a: v.trns && s(0) == sample(1, 0, 0, d) ? 0 : 255)
        case 2:
            let keyed = v.trns && (0..<3).allSatisfy { s($0) == sample(1, 0, $0, d) }
            return RGBA8(r: eight(s(0), d), g: eight(s(1), d), b: eight(s(2), d), a: keyed ? 0 : 255)
        case 3:
            let i = s(0)
            let alpha = v.trns && i <= (1 << d) / 2 ? UInt8((i * 17) % 256) : 255
            return RGBA8(r: UInt8(i * 40 % 256), g: UInt8(i * 90 % 256), b: UInt8(i * 150 % 256), a: alpha)
        case 4:
            let g = eight(s(0), d)
            return RGBA8(r: g, g: g, b: g, a: eight(s(1), d))
        default:
            return RGBA8(r: eight(s(0), d), g: eight(s(1), d), b: eight(s(2), d), a: eight(s(3), d))
        }
    }

    @Test(arguments: variants)
    func decodesEveryPixel(_ v: Variant) throws {
        let bitmap = try PNGDecoder.decode(contentsOf: TestPaths.fixtures.appendingPathComponent("png/\(v.file)"))
        #expect(bitmap.width == 13 && bitmap.height == 11)
        var wrong: [String] = []
        for y in 0..<11 {
            for x in 0..<13 where bitmap[x, y] != Self.expected(v, x: x, y: y) {
                wrong.append("(\(x),\(y)) got \(bitmap[x, y]) want \(Self.expected(v, x: x, y: y))")
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count) wrong pixels, first: \(wrong.prefix(3))")
    }

    /// The interlaced and plain files hold the same picture.
    @Test(arguments: variants.filter { !$0.interlaced })
    func interlacedMatchesPlain(_ v: Variant) throws {
        let plain = try PNGDecoder.decode(contentsOf: TestPaths.fixtures.appendingPathComponent("png/\(v.file)"))
        let adam7 = Variant(colorType: v.colorType, depth: v.depth, trns: v.trns, interlaced: true)
        #expect(try PNGDecoder.decode(contentsOf: TestPaths.fixtures.appendingPathComponent("png/\(adam7.file)")) == plain)
    }

    /// The upstream pixelmatch fixtures: palette, RGB without alpha and semi-transparent RGBA.
    @Test(arguments: [("2a.png", 0), ("4a.png", 0), ("5a.png", 1), ("1a.png", 0)])
    func decodesConformanceFixtures(_ name: String, _ minTranslucentRows: Int) throws {
        let url = TestPaths.pixelmatchConformance.appendingPathComponent(name)
        let bitmap = try PNGDecoder.decode(contentsOf: url)
        #expect(bitmap.width > 0 && bitmap.height > 0)
        // Re-encoding and decoding again must give the same pixels.
        #expect(try PNGDecoder.decode(PNGEncoder.encode(bitmap, compression: .fast)) == bitmap)
        let translucent = (0..<bitmap.height).filter { y in (0..<bitmap.width).contains { bitmap[$0, y].a < 255 } }
        #expect(translucent.count >= minTranslucentRows)
    }
}
