/// How hard `PNGEncoder` works. Both settings are fixed, so the same pixels always give
/// the same bytes. Both use the Up filter on every row; they differ only in the deflate level.
package enum PNGCompression: Sendable, Equatable {
    /// Render output, diff images and composites: libdeflate level 1.
    case fast
    /// Goldens kept in git, and the candidates (`<key>.actual.png`) that `approve` copies into
    /// them unchanged: libdeflate level 5.
    // NB: measured on the catalog (docs/spec-decisions.md "Cheap failures and records"): the old
    // per-row minimum-sum filter choice with level 12 took ~0.37 s per snapshot; Up with level 5
    // is ~8× cheaper and its files are 1.11× the size (the issue allows 1.2×). Levels 6–9 and
    // Paeth were larger or slower on the same images.
    case golden

    var level: Int32 { self == .fast ? 1 : 5 }
}

/// Writes `Bitmap`s as PNG: colour type 6 (RGBA, 8-bit) or, when every pixel is opaque,
/// colour type 2 (RGB, 8-bit). Non-interlaced; chunks are IHDR, IDAT, IEND only (no time,
/// text or gamma chunks), so output depends on nothing but the pixels and the setting.
package enum PNGEncoder {
    /// Encodes `bitmap` deterministically.
    package static func encode(_ bitmap: Bitmap, compression: PNGCompression) -> [UInt8] {
        precondition(bitmap.width > 0 && bitmap.height > 0, "cannot encode an empty \(bitmap.width)x\(bitmap.height) bitmap")
        let opaque = bitmap.isOpaque
        let channels = opaque ? 3 : 4
        let rowBytes = bitmap.width * channels
        // NB: uninitialised: each row's filter byte and filtered bytes are all written below.
        let filtered = [UInt8](unsafeUninitializedCapacity: bitmap.height * (rowBytes + 1)) { out, count in
            bitmap.pixels.withUnsafeBufferPointer { src in
                for y in 0..<bitmap.height {
                    let line = out.baseAddress! + y * (rowBytes + 1)
                    line[0] = PNGFilter.up.rawValue
                    upFilter(src.baseAddress! + y * bitmap.width * 4, above: y == 0 ? nil : src.baseAddress! + (y - 1) * bitmap.width * 4,
                             pixels: bitmap.width, channels: channels, into: line + 1)
                }
            }
            count = bitmap.height * (rowBytes + 1)
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

    /// One row of RGBA pixels, packed to `channels` bytes a pixel and Up-filtered (each byte
    /// minus the byte above it; the first row unchanged) in one pass over the source.
    // NB: Up needs no left neighbour, so it can read the unpacked RGBA rows directly and the
    // loops vectorise; a filter chosen per row cost more time than the deflate level it saved.
    @inline(__always)
    private static func upFilter(_ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>?, pixels: Int,
                                 channels: Int, into out: UnsafeMutablePointer<UInt8>) {
        switch (channels, above) {
        case (4, let above?):
            for i in 0..<pixels * 4 { out[i] = row[i] &- above[i] }
        case (4, nil):
            out.update(from: row, count: pixels * 4)
        case (_, let above?):
            for x in 0..<pixels {
                out[x * 3] = row[x * 4] &- above[x * 4]
                out[x * 3 + 1] = row[x * 4 + 1] &- above[x * 4 + 1]
                out[x * 3 + 2] = row[x * 4 + 2] &- above[x * 4 + 2]
            }
        case (_, nil):
            for x in 0..<pixels {
                out[x * 3] = row[x * 4]; out[x * 3 + 1] = row[x * 4 + 1]; out[x * 3 + 2] = row[x * 4 + 2]
            }
        }
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
