@testable import SnapshotImage
import Testing

/// Every way a PNG can be refused, one row each, with the error the user sees.
@Suite struct PNGBadInputTests {
    /// A valid 3x2 RGBA PNG to damage.
    static let good = PNGEncoder.encode(Bitmap(width: 3, height: 2, fill: RGBA8(r: 1, g: 2, b: 3, a: 4)), compression: .fast)

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        BigEndian.append(UInt32(data.count), to: &out)
        let body = Array(type.utf8) + data
        out += body
        BigEndian.append(body.withUnsafeBytes { Deflate.crc32($0) }, to: &out)
        return out
    }

    static func ihdr(_ w: UInt32, _ h: UInt32, depth: UInt8 = 8, type: UInt8 = 6, interlace: UInt8 = 0) -> [UInt8] {
        var d: [UInt8] = []
        BigEndian.append(w, to: &d); BigEndian.append(h, to: &d)
        return chunk("IHDR", d + [depth, type, 0, 0, interlace])
    }

    static func zlib(_ raw: [UInt8]) -> [UInt8] { raw.withUnsafeBytes { Deflate.compress($0, level: 1) } }
    static let sig = PNGChunks.signature
    static let iend = chunk("IEND", [])
    /// One transparent-black RGBA pixel: filter byte + 4 bytes.
    static let onePixel = chunk("IDAT", zlib([0, 0, 0, 0, 0]))

    static var flippedCRC: [UInt8] { var b = good; b[b.count - 20] ^= 0x40; return b }

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String, bytes: [UInt8], error: PNGError
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "empty", bytes: [], error: .notPNG),
        Case(name: "text file", bytes: Array("hello, world\n".utf8), error: .notPNG),
        Case(name: "JPEG", bytes: [0xFF, 0xD8, 0xFF, 0xE0, 0, 16, 74, 70, 73, 70], error: .notPNG),
        Case(name: "signature only", bytes: sig, error: .truncated(detail: "file ends at byte 8 before the IEND chunk")),
        Case(name: "cut inside IDAT", bytes: Array(good.prefix(good.count - 20)),
             error: .truncated(detail: "IDAT chunk at byte 33 needs \(good.count - 33 - 12) bytes, only \(good.count - 20 - 33) remain")),
        Case(name: "no IEND", bytes: Array(good.prefix(good.count - 12)),
             error: .truncated(detail: "file ends at byte \(good.count - 12) before the IEND chunk")),
        Case(name: "bad CRC", bytes: flippedCRC, error: .badCRC(chunk: "IDAT", offset: 33)),
        Case(name: "IDAT before IHDR", bytes: sig + onePixel + ihdr(1, 1) + iend,
             error: .missingChunk("IHDR (it must be the first chunk)")),
        Case(name: "no IDAT", bytes: sig + ihdr(1, 1) + iend, error: .missingChunk("IDAT")),
        Case(name: "palette without PLTE", bytes: sig + ihdr(1, 1, type: 3) + onePixel + iend,
             error: .missingChunk("PLTE (required for palette images)")),
        Case(name: "huge width", bytes: sig + ihdr(100_000, 1) + onePixel + iend,
             error: .tooLarge(width: 100_000, height: 1, limits: .default)),
        Case(name: "bomb 12000x12000", bytes: sig + ihdr(12_000, 12_000) + onePixel + iend,
             error: .tooLarge(width: 12_000, height: 12_000, limits: .default)),
        Case(name: "zero width", bytes: sig + ihdr(0, 1) + onePixel + iend,
             error: .malformed("IHDR declares 0x1; both sides must be 1...2^31-1")),
        Case(name: "RGB at 4 bits", bytes: sig + ihdr(1, 1, depth: 4, type: 2) + onePixel + iend,
             error: .malformed("bit depth 4 is not allowed with colour type 2")),
        Case(name: "colour type 5", bytes: sig + ihdr(1, 1, type: 5) + onePixel + iend, error: .malformed("unknown colour type 5")),
        Case(name: "interlace 2", bytes: sig + ihdr(1, 1, interlace: 2) + onePixel + iend,
             error: .malformed("unknown interlace method 2")),
        Case(name: "unknown critical chunk", bytes: sig + ihdr(1, 1) + chunk("ZZZZ", []) + onePixel + iend,
             error: .malformed("unknown critical chunk ZZZZ at byte 33")),
        Case(name: "IDAT not zlib", bytes: sig + ihdr(1, 1) + chunk("IDAT", [1, 2, 3, 4]) + iend,
             error: .badImageData("the zlib stream in IDAT is invalid or cut short")),
        Case(name: "IDAT too short", bytes: sig + ihdr(2, 1) + onePixel + iend,
             error: .badImageData("IDAT inflates to 5 bytes but IHDR needs 9")),
        Case(name: "IDAT too long", bytes: sig + ihdr(1, 1) + chunk("IDAT", zlib([UInt8](repeating: 0, count: 50))) + iend,
             error: .badImageData("IDAT inflates to more than the 5 bytes IHDR declares")),
        Case(name: "filter type 9", bytes: sig + ihdr(1, 1) + chunk("IDAT", zlib([9, 0, 0, 0, 0])) + iend,
             error: .malformed("scanline 0 has unknown filter type 9")),
    ]

    @Test(arguments: cases)
    func rejects(_ c: Case) {
        #expect(throws: c.error) { try PNGDecoder.decode(c.bytes) }
    }

    /// A custom limit is honoured, and a skippable ancillary chunk is not an error.
    @Test func limitsAndAncillaryChunks() throws {
        let small = PNGLimits(maxWidth: 2, maxHeight: 2, maxPixels: 4)
        #expect(throws: PNGError.tooLarge(width: 3, height: 2, limits: small)) { try PNGDecoder.decode(Self.good, limits: small) }
        let withText = Self.sig + Self.ihdr(1, 1) + Self.chunk("tEXt", Array("a\0b".utf8)) + Self.onePixel + Self.iend
        #expect(try PNGDecoder.decode(withText) == Bitmap(width: 1, height: 1))
    }

    @Test func messagesSayWhatHappened() {
        #expect(PNGError.notPNG.description == "not a PNG file (the first 8 bytes are not the PNG signature)")
        #expect(PNGError.tooLarge(width: 20000, height: 10, limits: .default).description
                == "PNG declares 20000x10 pixels, over the limit of 16384x16384 and 100000000 pixels in total; refusing to allocate it")
        #expect(PNGError.badCRC(chunk: "IDAT", offset: 33).description.contains("CRC mismatch in IDAT chunk at byte 33"))
    }
}
