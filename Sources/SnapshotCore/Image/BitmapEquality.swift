import Foundation

extension Bitmap {
    /// Whether both bitmaps hold exactly the same bytes (same size, `memcmp`-equal pixels).
    func hasSamePixels(as other: Bitmap) -> Bool {
        guard width == other.width && height == other.height else { return false }
        return pixels.withUnsafeBytes { a in
            other.pixels.withUnsafeBytes { b in a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
        }
    }
}
