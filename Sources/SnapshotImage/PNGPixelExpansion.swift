/// Turns unfiltered scanlines of any PNG colour type and bit depth into straight RGBA8.
///
/// Rules: samples below 8 bits scale to 0...255 (v·255/(2^d−1)); 16-bit samples keep their
/// high byte (as libpng's strip_16 and most decoders do); tRNS colour keys compare the full
/// sample before reduction; palette indices past PLTE's end read as opaque black (libpng's
/// behaviour); gamma and colour-profile chunks are ignored (pixels are taken as sRGB).
struct PNGPixelExpansion {
    let header: PNGHeader
    /// 256 palette entries as RGBA, alpha from tRNS (palette images only).
    private var paletteRGBA: [UInt8] = []
    /// The tRNS colour key as full-precision samples (grey: 1 value, RGB: 3), if any.
    private var colorKey: [UInt16]?

    init(_ chunks: PNGChunks) throws(PNGError) {
        header = chunks.header
        let t = Array(chunks.transparency)
        switch header.colorType {
        case .palette:
            let p = Array(chunks.palette)
            paletteRGBA = [UInt8](repeating: 0, count: 256 * 4)
            for i in 0..<256 {
                if i * 3 + 2 < p.count {
                    paletteRGBA[i * 4] = p[i * 3]; paletteRGBA[i * 4 + 1] = p[i * 3 + 1]; paletteRGBA[i * 4 + 2] = p[i * 3 + 2]
                }
                paletteRGBA[i * 4 + 3] = i < t.count ? t[i] : 255
            }
        case .grey where t.count >= 2:
            colorKey = [UInt16(t[0]) << 8 | UInt16(t[1])]
        case .rgb where t.count >= 6:
            colorKey = stride(from: 0, to: 6, by: 2).map { UInt16(t[$0]) << 8 | UInt16(t[$0 + 1]) }
        case .greyAlpha, .rgba, .grey, .rgb:
            break
        }
    }

    /// Expands `count` pixels of one scanline into RGBA8 at `out`, stepping `step` pixels
    /// (4·step bytes) between outputs (1 for plain rows, the Adam7 column step otherwise).
    func expand(_ row: UnsafePointer<UInt8>, count: Int, into out: UnsafeMutablePointer<UInt8>, step: Int) {
        let d = header.bitDepth, ostep = step * 4
        switch (header.colorType, d) {
        case (.rgba, 8) where step == 1:
            out.update(from: row, count: count * 4)
        case (.rgba, _):
            let s = d / 8
            for x in 0..<count { for c in 0..<4 { out[x * ostep + c] = row[(x * 4 + c) * s] } }
        case (.rgb, _):
            let s = d / 8
            for x in 0..<count {
                let o = out + x * ostep
                o[0] = row[x * 3 * s]; o[1] = row[(x * 3 + 1) * s]; o[2] = row[(x * 3 + 2) * s]
                o[3] = 255
                if let key = colorKey, sample(row, x * 3, d) == key[0],
                   sample(row, x * 3 + 1, d) == key[1], sample(row, x * 3 + 2, d) == key[2] { o[3] = 0 }
            }
        case (.greyAlpha, _):
            let s = d / 8
            for x in 0..<count {
                let o = out + x * ostep, g = row[x * 2 * s]
                o[0] = g; o[1] = g; o[2] = g; o[3] = row[(x * 2 + 1) * s]
            }
        case (.grey, _):
            let scale = d < 8 ? 255 / ((1 << d) - 1) : 1
            for x in 0..<count {
                let v = sample(row, x, d)
                let g = d == 16 ? UInt8(v >> 8) : UInt8(Int(v) * scale)
                let o = out + x * ostep
                o[0] = g; o[1] = g; o[2] = g
                o[3] = colorKey.map { $0[0] == v } == true ? 0 : 255
            }
        case (.palette, _):
            paletteRGBA.withUnsafeBufferPointer { pal in
                for x in 0..<count {
                    let i = Int(sample(row, x, d)) * 4
                    let o = out + x * ostep
                    o[0] = pal[i]; o[1] = pal[i + 1]; o[2] = pal[i + 2]; o[3] = pal[i + 3]
                }
            }
        }
    }

    /// Sample number `n` of a row at bit depth `d`, at full precision.
    @inline(__always)
    private func sample(_ row: UnsafePointer<UInt8>, _ n: Int, _ d: Int) -> UInt16 {
        switch d {
        case 8: return UInt16(row[n])
        case 16: return UInt16(row[n * 2]) << 8 | UInt16(row[n * 2 + 1])
        default:
            let bit = n * d
            let shift = 8 - d - (bit & 7)
            return UInt16((row[bit >> 3] >> UInt8(shift)) & UInt8((1 << d) - 1))
        }
    }
}
