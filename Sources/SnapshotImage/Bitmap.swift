/// An image in the one pixel format used above `Render/`: straight (non-premultiplied)
/// RGBA, 8 bits per channel, row-major, no row padding.
package struct Bitmap: Equatable, Sendable {
    /// Width in pixels.
    package let width: Int
    /// Height in pixels.
    package let height: Int
    /// `width * height * 4` bytes: R, G, B, A for each pixel.
    package var pixels: [UInt8]

    /// Wraps existing pixels; `pixels.count` must be `width * height * 4`.
    package init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height * 4,
                     "Bitmap \(width)x\(height) needs \(width * height * 4) bytes, got \(pixels.count)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A bitmap filled with one colour (default: transparent black).
    package init(width: Int, height: Int, fill: RGBA8 = RGBA8(r: 0, g: 0, b: 0, a: 0)) {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        if fill != RGBA8(r: 0, g: 0, b: 0, a: 0) {
            for i in stride(from: 0, to: pixels.count, by: 4) {
                pixels[i] = fill.r; pixels[i + 1] = fill.g; pixels[i + 2] = fill.b; pixels[i + 3] = fill.a
            }
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// The pixel at (x, y).
    package subscript(x: Int, y: Int) -> RGBA8 {
        get {
            let i = (y * width + x) * 4
            return RGBA8(r: pixels[i], g: pixels[i + 1], b: pixels[i + 2], a: pixels[i + 3])
        }
        set {
            let i = (y * width + x) * 4
            pixels[i] = newValue.r; pixels[i + 1] = newValue.g; pixels[i + 2] = newValue.b; pixels[i + 3] = newValue.a
        }
    }
}

/// One straight-alpha 8-bit pixel.
@usableFromInline package struct RGBA8: Equatable, Hashable, Sendable {
    @usableFromInline package var r: UInt8, g: UInt8, b: UInt8, a: UInt8
    @inlinable
    package init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    /// An opaque pixel.
    // NB: an overload, not a default argument: an inlinable initialiser's default argument is
    // not emitted for other modules of the package (an undefined symbol at link time).
    @inlinable
    package init(r: UInt8, g: UInt8, b: UInt8) { self.init(r: r, g: g, b: b, a: 255) }
}
