import Foundation

extension Bitmap {
    /// Whether both bitmaps hold exactly the same bytes (same size, `memcmp`-equal pixels).
    func hasSamePixels(as other: Bitmap) -> Bool {
        width == other.width && height == other.height && Bytes.equal(pixels, other.pixels)
    }
}

/// Byte-array equality with one `memcmp` (Array's `==` compares element by element).
enum Bytes {
    static func equal(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        a.count == b.count && a.withUnsafeBytes { pa in
            b.withUnsafeBytes { pb in pa.count == 0 || memcmp(pa.baseAddress!, pb.baseAddress!, pa.count) == 0 }
        }
    }
}
