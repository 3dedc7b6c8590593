/// Conversion from cairo's pixel format, in one place.
///
/// cairo's `CAIRO_FORMAT_ARGB32` stores each pixel as a native-endian 32-bit word
/// `A<<24 | R<<16 | G<<8 | B` with premultiplied colour, and rows may be padded to `stride`.
/// On little-endian machines the bytes in memory are B, G, R, A.
package enum PremultipliedARGB {
    /// Converts premultiplied native-endian ARGB32 rows into a straight-alpha `Bitmap`.
    /// Un-premultiplying rounds to nearest: `c = (p * 255 + a / 2) / a`.
    package static func toBitmap(width: Int, height: Int, stride: Int,
                                bytes: UnsafeRawBufferPointer) -> Bitmap {
        precondition(stride >= width * 4 && bytes.count >= stride * height)
        // NB: uninitialised, every byte written below: zero-filling first was a second pass over
        // every converted image (memset, and the kernel clearing its fresh pages, in the audit).
        let out = [UInt8](unsafeUninitializedCapacity: width * height * 4) { dst, count in
            for y in 0..<height {
                let row = bytes.baseAddress!.advanced(by: y * stride)
                    .assumingMemoryBound(to: UInt32.self)
                var o = y * width * 4
                for x in 0..<width {
                    let word = row[x] // native-endian, as cairo wrote it
                    let a = UInt32(word >> 24)
                    if a == 0 {
                        (dst.baseAddress! + o).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee = 0 }
                        o += 4
                        continue
                    }
                    let r = (word >> 16) & 0xFF, g = (word >> 8) & 0xFF, b = word & 0xFF
                    if a == 255 {
                        dst[o] = UInt8(r); dst[o + 1] = UInt8(g); dst[o + 2] = UInt8(b)
                    } else {
                        dst[o] = UInt8(min(255, (r * 255 + a / 2) / a))
                        dst[o + 1] = UInt8(min(255, (g * 255 + a / 2) / a))
                        dst[o + 2] = UInt8(min(255, (b * 255 + a / 2) / a))
                    }
                    dst[o + 3] = UInt8(a)
                    o += 4
                }
            }
            count = width * height * 4
        }
        return Bitmap(width: width, height: height, pixels: out)
    }
}
