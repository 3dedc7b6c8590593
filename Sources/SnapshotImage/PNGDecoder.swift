import Foundation

/// Reads PNG files of every colour type, bit depth and interlace method into straight RGBA8.
///
/// IDAT is inflated in one call with libdeflate into a buffer of exactly the size IHDR
/// implies (see docs/diff.md for the measurements behind this choice), so a file can never
/// inflate past its declared size. Every chunk's CRC is checked.
package enum PNGDecoder {
    /// Bytes past the inflated data that the SIMD filter loop may read (never write).
    static let slack = 8

    /// Decodes PNG bytes. Throws before allocating pixel memory when the bytes are not a PNG,
    /// are truncated or corrupt, or declare dimensions beyond `limits`.
    package static func decode(_ bytes: [UInt8], limits: PNGLimits = .default) throws(PNGError) -> Bitmap {
        let chunks = try PNGChunks(bytes, limits: limits)
        let header = chunks.header
        var joined = [UInt8]()
        if chunks.imageData.count > 1 {
            joined.reserveCapacity(chunks.imageData.reduce(0) { $0 + $1.count })
            for range in chunks.imageData { joined += bytes[range] }
        }
        let idat = chunks.imageData.count == 1 ? bytes[chunks.imageData[0]] : joined[...]
        let size = header.inflatedSize
        let direct = header.colorType == .rgba && header.bitDepth == 8 && !header.interlaced
        // NB: uninitialised buffers: libdeflate and the unfilter write every byte we keep.
        var failure: PNGError?
        var raw = [UInt8](unsafeUninitializedCapacity: HugePages.capacity(for: size + slack)) { buffer, count in
            count = size + slack
            HugePages.advise(UnsafeMutableRawBufferPointer(buffer))
            do throws(PNGError) {
                let target = UnsafeMutableRawBufferPointer(rebasing: UnsafeMutableRawBufferPointer(buffer)[0..<size])
                try idat.withUnsafeBytes { input in
                    Result { () throws(PNGError) in try Deflate.inflate(input, into: target) }
                }.get()
                if direct {
                    // RGBA8: unfilter each row and slide it over the filter bytes, in this buffer.
                    try unfilterCompacting(buffer.baseAddress!, header: header)
                    count = header.width * header.height * 4
                }
            } catch { failure = error; count = 0 }
        }
        if let failure { throw failure }
        if direct { return Bitmap(width: header.width, height: header.height, pixels: raw) }
        let expansion = try PNGPixelExpansion(chunks)
        var failed: PNGError?
        let pixelBytes = header.width * header.height * 4
        let pixels = [UInt8](unsafeUninitializedCapacity: HugePages.capacity(for: pixelBytes)) { dst, count in
            count = pixelBytes
            HugePages.advise(UnsafeMutableRawBufferPointer(dst))
            raw.withUnsafeMutableBufferPointer { rawBuffer in
                var offset = 0
                for pass in header.passes {
                    let rowBytes = header.rowBytes(pass.width)
                    let start = rawBuffer.baseAddress! + offset
                    for j in 0..<pass.height {
                        let line = start + j * (rowBytes + 1)
                        guard PNGFilter.unfilterRow(line + 1, prev: j == 0 ? nil : UnsafePointer(line + 1 - (rowBytes + 1)),
                                                    type: line[0], count: rowBytes, bpp: header.filterStride) else {
                            failed = .malformed("scanline \(j) has unknown filter type \(line[0])"); count = 0; return
                        }
                        let y = pass.y0 + j * pass.dy
                        expansion.expand(line + 1, count: pass.width,
                                         into: dst.baseAddress! + (y * header.width + pass.x0) * 4, step: pass.dx)
                    }
                    offset += pass.height * (rowBytes + 1)
                }
            }
        }
        if let failed { throw failed }
        return Bitmap(width: header.width, height: header.height, pixels: pixels)
    }

    /// Unfilters RGBA8 rows in place and moves row y from `y·(rb+1)+1` to `y·rb`, so the
    /// buffer ends up holding the pixels with no filter bytes.
    static func unfilterCompacting(_ base: UnsafeMutablePointer<UInt8>, header: PNGHeader) throws(PNGError) {
        let rowBytes = header.width * 4
        var y = 0
        while y < header.height {
            let line = base + y * (rowBytes + 1), final = base + y * rowBytes
            if line[0] == PNGFilter.up.rawValue && y > 0 {
                // NB: Up unfilters straight into the row's final place: no memmove for most rows.
                PNGFilter.addUp(from: UnsafePointer(line + 1), UnsafePointer(final - rowBytes), into: final, count: rowBytes)
                y += 1
                continue
            }
            let next = line + rowBytes + 1
            if line[0] == PNGFilter.paeth.rawValue && y > 0 && y + 1 < header.height && next[0] == PNGFilter.paeth.rawValue {
                // Two Paeth rows in a row: unfilter both in place together, then slide them down.
                PaethRows.rowPair(line + 1, next + 1, prev: UnsafePointer(final - rowBytes), count: rowBytes)
                final.update(from: line + 1, count: rowBytes)
                (final + rowBytes).update(from: next + 1, count: rowBytes)
                y += 2
                continue
            }
            guard PNGFilter.unfilterRow(line + 1, prev: y == 0 ? nil : UnsafePointer(final - rowBytes), type: line[0],
                                        count: rowBytes, bpp: 4) else {
                throw .malformed("scanline \(y) has unknown filter type \(line[0])")
            }
            final.update(from: line + 1, count: rowBytes) // memmove: the rows overlap
            y += 1
        }
    }

    /// Reads and decodes a PNG file; read failures become `PNGError.unreadable` naming the path.
    package static func decode(contentsOf url: URL, limits: PNGLimits = .default) throws(PNGError) -> Bitmap {
        try decode(FileBytes.read(url.path), limits: limits)
    }

    /// Validates PNG bytes without inflating them: the signature, every chunk's CRC, the
    /// chunk order, IHDR's fields and `limits`. Returns the image size. Errors are the ones
    /// `decode` would throw first, except those only inflating can find (a bad zlib stream
    /// or filter byte inside correctly checksummed IDAT chunks).
    package static func size(of bytes: [UInt8], limits: PNGLimits = .default) throws(PNGError) -> PixelSize {
        let header = try PNGChunks(bytes, limits: limits).header
        return PixelSize(width: header.width, height: header.height)
    }
}
