import Foundation

extension Bitmap {
    /// Whether both bitmaps hold exactly the same bytes (same size, `memcmp`-equal pixels).
    package func hasSamePixels(as other: Bitmap) -> Bool {
        width == other.width && height == other.height && Bytes.equal(pixels, other.pixels)
    }

    /// The index of each pixel whose bytes differ from `other`'s (same size).
    package func differingPixels(_ other: Bitmap) -> [Int32] {
        var found: [Int32] = []
        pixels.withUnsafeBufferPointer { a in
            other.pixels.withUnsafeBufferPointer { b in
                for i in 0..<(width * height) where a[4 * i] != b[4 * i] || a[4 * i + 1] != b[4 * i + 1]
                    || a[4 * i + 2] != b[4 * i + 2] || a[4 * i + 3] != b[4 * i + 3] { found.append(Int32(i)) }
            }
        }
        return found
    }
}

/// Byte-array equality with one `memcmp` (Array's `==` compares element by element).
package enum Bytes {
    package static func equal(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        a.count == b.count && a.withUnsafeBytes { pa in
            b.withUnsafeBytes { pb in pa.count == 0 || memcmp(pa.baseAddress!, pb.baseAddress!, pa.count) == 0 }
        }
    }
}
