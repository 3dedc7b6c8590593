import CXXHash
import SnapshotCore
import SnapshotModel

/// A render's pixels as they were drawn, before any conversion: cairo's premultiplied ARGB32
/// buffer (full colour) or the bitmap a rendering mode composited. A passing snapshot needs only
/// its `fingerprint`; the straight-alpha `bitmap()` is made when something must look at pixels
/// (a comparison that did not match, a recording, an artefact).
package struct DrawnPixels {
    enum Storage {
        case canvas(CairoCanvas)
        case bitmap(Bitmap)
    }
    let storage: Storage

    init(canvas: CairoCanvas) { storage = .canvas(canvas) }
    package init(bitmap: Bitmap) { storage = .bitmap(bitmap) }

    package var width: Int {
        switch storage {
        case .canvas(let canvas): canvas.pixelWidth
        case .bitmap(let bitmap): bitmap.width
        }
    }

    package var height: Int {
        switch storage {
        case .canvas(let canvas): canvas.pixelHeight
        case .bitmap(let bitmap): bitmap.height
        }
    }

    /// The straight-alpha pixels (converted from cairo's buffer on each call: call it once).
    package func bitmap() -> Bitmap {
        switch storage {
        case .canvas(let canvas): canvas.bitmap()
        case .bitmap(let bitmap): bitmap
        }
    }

    /// What the pixels are, in one line: the buffer's format, its size and the XXH3-128 of its
    /// rows (`cairo-argb32:1206x2622:<32 hex digits>`). Equal fingerprints mean equal pixels; the
    /// format is part of it, so a full-colour render never matches a composited one by accident.
    package var fingerprint: PixelFingerprint {
        switch storage {
        case .canvas(let canvas):
            let digest = canvas.withRows { rows, stride in
                PixelFingerprint.digest(rows: rows, rowBytes: canvas.pixelWidth * 4, stride: stride, height: canvas.pixelHeight)
            }
            return PixelFingerprint(format: .cairoARGB32, width: canvas.pixelWidth, height: canvas.pixelHeight, digest: digest)
        case .bitmap(let bitmap):
            let digest = bitmap.pixels.withUnsafeBytes { rows in
                PixelFingerprint.digest(rows: rows, rowBytes: bitmap.width * 4, stride: bitmap.width * 4, height: bitmap.height)
            }
            return PixelFingerprint(format: .rgba8, width: bitmap.width, height: bitmap.height, digest: digest)
        }
    }
}

/// A fast, non-cryptographic fingerprint of drawn pixels (XXH3-128): recorded in the goldens'
/// index (`GoldenIndex`) and compared by verify instead of decoding the golden.
package struct PixelFingerprint: Equatable, Sendable, CustomStringConvertible {
    /// The buffer the digest was taken over.
    package enum Format: String, Sendable {
        /// cairo's native-endian premultiplied ARGB32 (full colour).
        case cairoARGB32 = "cairo-argb32"
        /// Straight-alpha RGBA, 8 bits a channel (the rendering modes' composites).
        case rgba8 = "rgba8"
    }

    package var format: Format
    package var width: Int
    package var height: Int
    /// 32 lowercase hex digits.
    package var digest: String

    package var description: String { "\(format.rawValue):\(width)x\(height):\(digest)" }

    /// Reads `description`'s form back; nil for anything else.
    package init?(_ text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 3, let format = Format(rawValue: String(parts[0])) else { return nil }
        let size = parts[1].split(separator: "x", omittingEmptySubsequences: false)
        guard size.count == 2, let w = Int(size[0]), let h = Int(size[1]), w > 0, h > 0,
              parts[2].count == 32, parts[2].allSatisfy(\.isHexDigit), parts[2] == parts[2].lowercased() else { return nil }
        self.init(format: format, width: w, height: h, digest: String(parts[2]))
    }

    package init(format: Format, width: Int, height: Int, digest: String) {
        self.format = format; self.width = width; self.height = height; self.digest = digest
    }

    /// XXH3-128 of `height` rows of `rowBytes` bytes each, `stride` bytes apart (padding between
    /// rows is never read), as 32 hex digits.
    static func digest(rows: UnsafeRawBufferPointer, rowBytes: Int, stride: Int, height: Int) -> String {
        precondition(stride >= rowBytes && rows.count >= stride * max(0, height - 1) + rowBytes)
        let hash: XXH128_hash_t
        if stride == rowBytes {
            hash = XXH3_128bits(rows.baseAddress, rowBytes * height)
        } else {
            let state = XXH3_createState()!
            defer { XXH3_freeState(state) }
            XXH3_128bits_reset(state)
            for y in 0..<height { XXH3_128bits_update(state, rows.baseAddress! + y * stride, rowBytes) }
            hash = XXH3_128bits_digest(state)
        }
        var canonical = XXH128_canonical_t()
        XXH128_canonicalFromHash(&canonical, hash)
        return withUnsafeBytes(of: canonical.digest) { Hex.lowercase($0) }
    }
}
