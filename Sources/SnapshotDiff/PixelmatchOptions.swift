import SnapshotImage

/// An opaque RGB colour used to paint diff images.
package struct DiffColor: Equatable, Hashable, Sendable, CustomStringConvertible {
    package var r: UInt8, g: UInt8, b: UInt8
    package init(_ r: UInt8, _ g: UInt8, _ b: UInt8) { self.r = r; self.g = g; self.b = b }
    package var description: String { "[\(r),\(g),\(b)]" }
}

/// How pixels with alpha < 255 are composited before their colours are compared.
package enum AlphaBlend: String, Equatable, Sendable {
    /// pixelmatch v7's default: over a pseudo-random checkerboard keyed on the pixel offset,
    /// so a translucent pixel never equals an opaque one by accident.
    case checkerboard
    /// pixelmatch v6 (and v7.2.0 with `checkerboard: false`): over white.
    case white
}

/// The options of pixelmatch v7.2.0, with its defaults.
package struct PixelmatchOptions: Equatable, Sendable {
    /// Per-pixel colour tolerance, 0...1; smaller is stricter. Pixels count when their YIQ
    /// delta exceeds `35215 · threshold²`.
    package var threshold: Double = 0.1
    /// Count anti-aliased pixels as differences instead of detecting and skipping them.
    package var includeAA = false
    /// Opacity of the original image in the grey diff background.
    package var alpha: Double = 0.1
    /// Colour of detected anti-aliased pixels in the diff image.
    package var aaColor = DiffColor(255, 255, 0)
    /// Colour of counted pixels.
    package var diffColor = DiffColor(255, 0, 0)
    /// Colour of counted pixels where the second image is darker; nil uses `diffColor`.
    package var diffColorAlt: DiffColor?
    /// Draw only counted pixels, leaving everything else transparent.
    package var diffMask = false
    /// Background for translucent pixels.
    package var blend = AlphaBlend.checkerboard

    package init(threshold: Double = 0.1, includeAA: Bool = false, alpha: Double = 0.1,
                aaColor: DiffColor = DiffColor(255, 255, 0), diffColor: DiffColor = DiffColor(255, 0, 0),
                diffColorAlt: DiffColor? = nil, diffMask: Bool = false, blend: AlphaBlend = .checkerboard) {
        self.threshold = threshold; self.includeAA = includeAA; self.alpha = alpha
        self.aaColor = aaColor; self.diffColor = diffColor; self.diffColorAlt = diffColorAlt
        self.diffMask = diffMask; self.blend = blend
    }

    /// The largest YIQ delta that still counts as equal.
    var maxDelta: Double { YIQ.maxDeltaScale * threshold * threshold }
}

/// What one comparison found.
package struct PixelmatchResult: Equatable, Sendable {
    /// Counted (non-AA) differing pixels; a lower bound when `stoppedEarly`.
    package var mismatched: Int
    /// The diff image, when asked for: the size of the inputs, starting transparent black.
    package var diffImage: Bitmap?
    /// Row-major indices (y·width + x) of counted pixels, when asked for.
    package var mismatchedPixels: [Int32]?
    /// The count passed the caller's budget and the scan stopped there.
    package var stoppedEarly: Bool

    package init(mismatched: Int, diffImage: Bitmap? = nil, mismatchedPixels: [Int32]? = nil, stoppedEarly: Bool) {
        self.mismatched = mismatched
        self.diffImage = diffImage
        self.mismatchedPixels = mismatchedPixels
        self.stoppedEarly = stoppedEarly
    }
}
