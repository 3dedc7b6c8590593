@testable import SnapshotImage
import Testing

@Suite struct PNGEncoderTests {
    /// A deterministic, busy picture: gradients, noise and (optionally) translucent pixels.
    static func picture(width: Int, height: Int, translucent: Bool) -> Bitmap {
        var b = Bitmap(width: width, height: height)
        var seed: UInt32 = 12345
        for y in 0..<height {
            for x in 0..<width {
                seed = seed &* 1_103_515_245 &+ 12345
                b[x, y] = RGBA8(r: UInt8(x * 7 % 256), g: UInt8(y * 3 % 256), b: UInt8(seed >> 24),
                                a: translucent ? UInt8((x + y) % 256) : 255)
            }
        }
        return b
    }

    @Test(arguments: [PNGCompression.fast, .golden], [(1, 1, false), (37, 19, true), (64, 64, false), (300, 2, true)])
    func roundTrips(_ compression: PNGCompression, _ size: (Int, Int, Bool)) throws {
        let bitmap = Self.picture(width: size.0, height: size.1, translucent: size.2)
        let png = PNGEncoder.encode(bitmap, compression: compression)
        #expect(try PNGDecoder.decode(png) == bitmap)
        #expect(PNGEncoder.encode(bitmap, compression: compression) == png, "repeated encoding must be byte-identical")
    }

    /// Opaque images are written as RGB (colour type 2), others as RGBA (6); only IHDR, IDAT, IEND.
    @Test(arguments: [(false, UInt8(2)), (true, UInt8(6))])
    func colourTypeAndChunks(_ translucent: Bool, _ colourType: UInt8) throws {
        let png = PNGEncoder.encode(Self.picture(width: 5, height: 4, translucent: translucent), compression: .golden)
        #expect(png[25] == colourType && png[24] == 8)
        let chunks = try PNGChunks(png, limits: .default)
        #expect(chunks.imageData.count == 1)
        var types: [String] = [], offset = 8
        while offset < png.count {
            types.append(String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self))
            offset += 12 + Int(BigEndian.uint32(png, at: offset))
        }
        #expect(types == ["IHDR", "IDAT", "IEND"])
    }

    @Test func goldenIsSmallerThanFastOnBusyImages() {
        let bitmap = Self.picture(width: 200, height: 100, translucent: false)
        #expect(PNGEncoder.encode(bitmap, compression: .golden).count < PNGEncoder.encode(bitmap, compression: .fast).count)
    }

    /// The exact bytes for a 1x1 red pixel, so any change to the settings shows up.
    @Test func knownBytes() {
        let png = PNGEncoder.encode(Bitmap(width: 1, height: 1, fill: RGBA8(r: 255, g: 0, b: 0)), compression: .golden)
        #expect(png.count == 72)
        #expect(Array(png.prefix(33)) == PNGChunks.signature
                + [0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0, 0x90, 0x77, 0x53, 0xDE])
    }

    /// The settings as written in the file (docs/diff.md, spec-decisions.md "Cheap failures and
    /// records"): every row's filter byte is Up (2), and the zlib header's FLEVEL field says which
    /// libdeflate level wrote it (0 for level 1, 1 for levels 2–5; the old goldens' level 12 wrote 3).
    @Test(arguments: [(PNGCompression.fast, UInt8(0)), (.golden, UInt8(1))])
    func upFilterAndLevel(_ compression: PNGCompression, _ flevel: UInt8) throws {
        let bitmap = Self.picture(width: 40, height: 30, translucent: true)
        let png = PNGEncoder.encode(bitmap, compression: compression)
        let idat = try PNGChunks(png, limits: .default).imageData[0]
        #expect(png[idat.lowerBound + 1] >> 6 == flevel)
        let rowBytes = 40 * 4 + 1
        var raw = [UInt8](repeating: 0, count: 30 * rowBytes)
        try png[idat].withUnsafeBytes { input in
            try raw.withUnsafeMutableBytes { try Deflate.inflate(input, into: $0) }
        }
        #expect(stride(from: 0, to: raw.count, by: rowBytes).map { raw[$0] } == Array(repeating: 2, count: 30))
    }
}
