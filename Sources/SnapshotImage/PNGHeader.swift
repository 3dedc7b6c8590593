/// The fields of a PNG's IHDR chunk, validated, with the scanline geometry derived from them.
struct PNGHeader: Equatable, Sendable {
    /// PNG colour types (IHDR byte 9).
    enum ColorType: UInt8, Sendable {
        case grey = 0, rgb = 2, palette = 3, greyAlpha = 4, rgba = 6

        var channels: Int {
            switch self {
            case .grey, .palette: return 1
            case .greyAlpha: return 2
            case .rgb: return 3
            case .rgba: return 4
            }
        }

        var allowedBitDepths: [Int] {
            switch self {
            case .grey: return [1, 2, 4, 8, 16]
            case .palette: return [1, 2, 4, 8]
            case .rgb, .greyAlpha, .rgba: return [8, 16]
            }
        }
    }

    let width: Int
    let height: Int
    let bitDepth: Int
    let colorType: ColorType
    let interlaced: Bool

    /// Parses the 13 data bytes of IHDR, checking every field and the size limits.
    init(_ d: ArraySlice<UInt8>, limits: PNGLimits) throws(PNGError) {
        guard d.count == 13 else { throw .malformed("IHDR has \(d.count) bytes, expected 13") }
        let b = d.startIndex
        let w = Int(BigEndian.uint32(d, at: b)), h = Int(BigEndian.uint32(d, at: b + 4))
        guard w > 0, h > 0, w <= Int(Int32.max), h <= Int(Int32.max) else {
            throw .malformed("IHDR declares \(w)x\(h); both sides must be 1...2^31-1")
        }
        guard limits.admits(width: w, height: h) else { throw .tooLarge(width: w, height: h, limits: limits) }
        guard let type = ColorType(rawValue: d[b + 9]) else {
            throw .malformed("unknown colour type \(d[b + 9])")
        }
        let depth = Int(d[b + 8])
        guard type.allowedBitDepths.contains(depth) else {
            throw .malformed("bit depth \(depth) is not allowed with colour type \(type.rawValue)")
        }
        guard d[b + 10] == 0, d[b + 11] == 0 else {
            throw .malformed("unknown compression (\(d[b + 10])) or filter method (\(d[b + 11]))")
        }
        guard d[b + 12] <= 1 else { throw .malformed("unknown interlace method \(d[b + 12])") }
        width = w; height = h; bitDepth = depth; colorType = type; interlaced = d[b + 12] == 1
    }

    /// Bits per pixel in the filtered scanlines.
    var bitsPerPixel: Int { colorType.channels * bitDepth }
    /// The byte distance the filters look back: whole pixel, at least one byte.
    var filterStride: Int { max(1, bitsPerPixel / 8) }
    /// Bytes of one scanline of `pixels` pixels, without the filter-type byte.
    func rowBytes(_ pixels: Int) -> Int { (pixels * bitsPerPixel + 7) / 8 }

    /// The sub-images stored in IDAT: one for plain images, the seven Adam7 passes otherwise
    /// (empty passes omitted, as they are absent from the data).
    var passes: [PNGPass] {
        guard interlaced else { return [PNGPass(x0: 0, y0: 0, dx: 1, dy: 1, width: width, height: height)] }
        return PNGPass.adam7.compactMap { p in
            let pw = (width - p.x0 + p.dx - 1) / p.dx, ph = (height - p.y0 + p.dy - 1) / p.dy
            guard pw > 0, ph > 0 else { return nil }
            return PNGPass(x0: p.x0, y0: p.y0, dx: p.dx, dy: p.dy, width: pw, height: ph)
        }
    }

    /// Total inflated size of IDAT: every pass's rows with their filter-type bytes.
    var inflatedSize: Int { passes.reduce(0) { $0 + $1.height * (1 + rowBytes($1.width)) } }
}

/// One sub-image of the pixel grid: pixel (i, j) of the pass is image pixel
/// (x0 + i·dx, y0 + j·dy).
struct PNGPass: Equatable, Sendable {
    let x0: Int, y0: Int, dx: Int, dy: Int
    var width = 0, height = 0

    /// Adam7's seven passes (starting column/row and steps).
    static let adam7 = [
        PNGPass(x0: 0, y0: 0, dx: 8, dy: 8), PNGPass(x0: 4, y0: 0, dx: 8, dy: 8),
        PNGPass(x0: 0, y0: 4, dx: 4, dy: 8), PNGPass(x0: 2, y0: 0, dx: 4, dy: 4),
        PNGPass(x0: 0, y0: 2, dx: 2, dy: 4), PNGPass(x0: 1, y0: 0, dx: 2, dy: 2),
        PNGPass(x0: 0, y0: 1, dx: 1, dy: 2),
    ]
}

/// Big-endian integer reads and writes for chunk fields.
enum BigEndian {
    static func uint32(_ d: ArraySlice<UInt8>, at i: Int) -> UInt32 {
        UInt32(d[i]) << 24 | UInt32(d[i + 1]) << 16 | UInt32(d[i + 2]) << 8 | UInt32(d[i + 3])
    }
    static func uint32(_ d: [UInt8], at i: Int) -> UInt32 { uint32(d[...], at: i) }
    static func append(_ v: UInt32, to out: inout [UInt8]) {
        out += [UInt8(v >> 24), UInt8(truncatingIfNeeded: v >> 16), UInt8(truncatingIfNeeded: v >> 8),
                UInt8(truncatingIfNeeded: v)]
    }
}
