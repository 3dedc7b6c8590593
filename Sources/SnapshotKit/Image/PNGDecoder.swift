import Foundation

/// Reads PNG files of every colour type, bit depth and interlace method into straight RGBA8.
///
/// IDAT is inflated in one call with libdeflate into a buffer of exactly the size IHDR
/// implies (see docs/diff.md for the measurements behind this choice), so a file can never
/// inflate past its declared size. Every chunk's CRC is checked.
public enum PNGDecoder {
    /// Decodes PNG bytes. Throws before allocating pixel memory when the bytes are not a PNG,
    /// are truncated or corrupt, or declare dimensions beyond `limits`.
    public static func decode(_ bytes: [UInt8], limits: PNGLimits = .default) throws(PNGError) -> Bitmap {
        let chunks = try PNGChunks(bytes, limits: limits)
        let header = chunks.header
        var raw = [UInt8](repeating: 0, count: header.inflatedSize)
        var joined = [UInt8]()
        if chunks.imageData.count > 1 {
            joined.reserveCapacity(chunks.imageData.reduce(0) { $0 + $1.count })
            for range in chunks.imageData { joined += bytes[range] }
        }
        let source = chunks.imageData.count == 1 ? bytes[chunks.imageData[0]] : joined[...]
        try raw.withUnsafeMutableBytes { out in
            source.withUnsafeBytes { idat in Result { () throws(PNGError) in try Deflate.inflate(idat, into: out) } }
        }.get()
        let expansion = try PNGPixelExpansion(chunks)
        var pixels = [UInt8](repeating: 0, count: header.width * header.height * 4)
        try raw.withUnsafeMutableBufferPointer { rawBuffer in
            pixels.withUnsafeMutableBufferPointer { dst in Result { () throws(PNGError) in
                var offset = 0
                for pass in header.passes {
                    let rowBytes = header.rowBytes(pass.width)
                    let start = rawBuffer.baseAddress! + offset
                    try PNGFilter.unfilter(start, rows: pass.height, rowBytes: rowBytes, stride: header.filterStride)
                    for j in 0..<pass.height {
                        let y = pass.y0 + j * pass.dy
                        expansion.expand(start + j * (rowBytes + 1) + 1, count: pass.width,
                                         into: dst.baseAddress! + (y * header.width + pass.x0) * 4, step: pass.dx)
                    }
                    offset += pass.height * (rowBytes + 1)
                }
            } }
        }.get()
        return Bitmap(width: header.width, height: header.height, pixels: pixels)
    }

    /// Reads and decodes a PNG file; read failures become `PNGError.unreadable` naming the path.
    public static func decode(contentsOf url: URL, limits: PNGLimits = .default) throws(PNGError) -> Bitmap {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw .unreadable(path: url.path, reason: (error as NSError).localizedFailureReason
                              ?? (error as NSError).localizedDescription)
        }
        return try decode([UInt8](data), limits: limits)
    }
}
