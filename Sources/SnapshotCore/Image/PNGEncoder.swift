/// How hard `PNGEncoder` works. Both settings are fixed, so the same pixels always give
/// the same bytes.
public enum PNGCompression: Sendable, Equatable {
    /// Failure artefacts: the Up filter on every row and libdeflate level 1.
    case fast
    /// Goldens kept in git: per-row filter chosen by the minimum sum of absolute values of
    /// the filtered bytes (ties go to the lower filter number) and libdeflate level 12.
    case strong

    var level: Int32 { self == .fast ? 1 : 12 }
}

/// Writes `Bitmap`s as PNG: colour type 6 (RGBA, 8-bit) or, when every pixel is opaque,
/// colour type 2 (RGB, 8-bit). Non-interlaced; chunks are IHDR, IDAT, IEND only (no time,
/// text or gamma chunks), so output depends on nothing but the pixels and the setting.
public enum PNGEncoder {
    /// Encodes `bitmap` deterministically.
    public static func encode(_ bitmap: Bitmap, compression: PNGCompression) -> [UInt8] {
        precondition(bitmap.width > 0 && bitmap.height > 0, "cannot encode an empty \(bitmap.width)x\(bitmap.height) bitmap")
        let opaque = bitmap.isOpaque
        let channels = opaque ? 3 : 4
        let rowBytes = bitmap.width * channels
        var filtered = [UInt8](repeating: 0, count: bitmap.height * (rowBytes + 1))
        var rows = [UInt8](repeating: 0, count: rowBytes * 2) // previous and current, packed
        var candidate = [UInt8](repeating: 0, count: rowBytes)
        bitmap.pixels.withUnsafeBufferPointer { src in
            filtered.withUnsafeMutableBufferPointer { out in
                rows.withUnsafeMutableBufferPointer { rowPair in
                    candidate.withUnsafeMutableBufferPointer { scratch in
                        for y in 0..<bitmap.height {
                            let cur = rowPair.baseAddress! + (y & 1) * rowBytes
                            let prev: UnsafePointer<UInt8>? = y == 0 ? nil : UnsafePointer(rowPair.baseAddress! + ((y + 1) & 1) * rowBytes)
                            pack(src.baseAddress! + y * bitmap.width * 4, pixels: bitmap.width, channels: channels, into: cur)
                            let line = out.baseAddress! + y * (rowBytes + 1)
                            let filter = compression == .fast ? PNGFilter.up
                                : bestFilter(cur, prev: prev, count: rowBytes, bpp: channels, scratch: scratch.baseAddress!)
                            line[0] = filter.rawValue
                            filter.apply(cur, prev: prev, count: rowBytes, bpp: channels, into: line + 1)
                        }
                    }
                }
            }
        }
        var png = PNGChunks.signature
        var ihdr = [UInt8]()
        BigEndian.append(UInt32(bitmap.width), to: &ihdr)
        BigEndian.append(UInt32(bitmap.height), to: &ihdr)
        ihdr += [8, opaque ? 2 : 6, 0, 0, 0]
        appendChunk("IHDR", ihdr, to: &png)
        appendChunk("IDAT", filtered.withUnsafeBytes { Deflate.compress($0, level: compression.level) }, to: &png)
        appendChunk("IEND", [], to: &png)
        return png
    }

    private static func pack(_ rgba: UnsafePointer<UInt8>, pixels: Int, channels: Int, into row: UnsafeMutablePointer<UInt8>) {
        if channels == 4 { row.update(from: rgba, count: pixels * 4); return }
        for x in 0..<pixels {
            row[x * 3] = rgba[x * 4]; row[x * 3 + 1] = rgba[x * 4 + 1]; row[x * 3 + 2] = rgba[x * 4 + 2]
        }
    }

    /// The filter whose output has the smallest sum of bytes read as signed magnitudes.
    private static func bestFilter(_ cur: UnsafePointer<UInt8>, prev: UnsafePointer<UInt8>?, count: Int,
                                   bpp: Int, scratch: UnsafeMutablePointer<UInt8>) -> PNGFilter {
        var best = PNGFilter.none, bestScore = Int.max
        for filter in PNGFilter.allCases {
            filter.apply(cur, prev: prev, count: count, bpp: bpp, into: scratch)
            var score = 0
            for i in 0..<count { score += scratch[i] < 128 ? Int(scratch[i]) : 256 - Int(scratch[i]) }
            if score < bestScore { best = filter; bestScore = score }
        }
        return best
    }

    private static func appendChunk(_ type: String, _ data: [UInt8], to png: inout [UInt8]) {
        BigEndian.append(UInt32(data.count), to: &png)
        let body = Array(type.utf8) + data
        png += body
        BigEndian.append(body.withUnsafeBytes { Deflate.crc32($0) }, to: &png)
    }
}

extension Bitmap {
    /// Whether every pixel has alpha 255.
    var isOpaque: Bool {
        pixels.withUnsafeBufferPointer { p in
            var i = 3
            while i < p.count { if p[i] != 255 { return false }; i += 4 }
            return true
        }
    }
}
