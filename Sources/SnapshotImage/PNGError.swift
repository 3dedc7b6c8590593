/// Why a PNG could not be read. Each message says what was wrong and, where it helps, what to do.
package enum PNGError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The bytes do not start with the PNG signature.
    case notPNG
    /// The data ends inside a chunk, or before the IEND chunk.
    case truncated(detail: String)
    /// A chunk's stored CRC does not match its contents.
    case badCRC(chunk: String, offset: Int)
    /// A chunk the decoder needs is missing (IHDR, IDAT, or PLTE for palette images).
    case missingChunk(String)
    /// A structurally invalid file: bad header fields, unknown critical chunk, bad filter type.
    case malformed(String)
    /// The declared dimensions exceed `PNGLimits`; nothing was allocated.
    case tooLarge(width: Int, height: Int, limits: PNGLimits)
    /// The compressed image data could not be inflated, or inflated to the wrong size.
    case badImageData(String)
    /// The file could not be read.
    case unreadable(path: String, reason: String)

    package var description: String {
        switch self {
        case .notPNG:
            return "not a PNG file (the first 8 bytes are not the PNG signature)"
        case .truncated(let detail):
            return "truncated PNG: \(detail); the file was probably cut short while copying or writing"
        case .badCRC(let chunk, let offset):
            return "corrupt PNG: CRC mismatch in \(chunk) chunk at byte \(offset); the file is damaged"
        case .missingChunk(let name):
            return "invalid PNG: no \(name) chunk"
        case .malformed(let detail):
            return "invalid PNG: \(detail)"
        case .tooLarge(let w, let h, let limits):
            return "PNG declares \(w)x\(h) pixels, over the limit of \(limits.maxWidth)x\(limits.maxHeight)"
                + " and \(limits.maxPixels) pixels in total; refusing to allocate it"
        case .badImageData(let detail):
            return "corrupt PNG image data: \(detail)"
        case .unreadable(let path, let reason):
            return "cannot read \(path): \(reason)"
        }
    }

    /// The description for a message that already names the file.
    package var reasonAfterFileName: String {
        if case .unreadable(_, let reason) = self { return "cannot read: \(reason)" }
        return description
    }
}

/// Upper bounds checked against IHDR before any pixel memory is allocated, so a
/// decompression bomb (a tiny file declaring a huge image) cannot exhaust memory.
package struct PNGLimits: Equatable, Sendable {
    /// Largest accepted width in pixels.
    package var maxWidth: Int
    /// Largest accepted height in pixels.
    package var maxHeight: Int
    /// Largest accepted `width * height`.
    package var maxPixels: Int

    package init(maxWidth: Int, maxHeight: Int, maxPixels: Int) {
        self.maxWidth = maxWidth
        self.maxHeight = maxHeight
        self.maxPixels = maxPixels
    }

    /// 16384 × 16384 and at most 100 megapixels (400 MB of RGBA8): far above any device
    /// screenshot (an iPad Pro 13" is 2064×2752 = 5.7 MP) and low enough to stay in memory.
    package static let `default` = PNGLimits(maxWidth: 16384, maxHeight: 16384, maxPixels: 100_000_000)

    func admits(width: Int, height: Int) -> Bool {
        width <= maxWidth && height <= maxHeight && width * height <= maxPixels
    }
}
