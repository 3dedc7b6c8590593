import CXXHash
import SnapshotFormats

/// A drawing surface's premultiplied ARGB32 buffer, read once its drawing is done (cairo's
/// image surface, in the render library).
package protocol PremultipliedCanvas: AnyObject {
    var pixelWidth: Int { get }
    var pixelHeight: Int { get }
    /// The drawn rows and their stride, flushed.
    func withRows<T>(_ body: (UnsafeRawBufferPointer, Int) -> T) -> T
    /// The pixels as a straight-alpha `Bitmap`.
    func bitmap() -> Bitmap
}

/// A render's pixels as they were drawn, before any conversion: cairo's premultiplied ARGB32
/// buffer (full colour) or the bitmap a rendering mode composited. A passing snapshot needs only
/// its `fingerprint`; the straight-alpha `bitmap()` is made when something must look at pixels
/// (a comparison that did not match, a recording, an artefact). The audit's pixel checks read the
/// stored pixels directly (`withStored`), un-premultiplying only the ones they look at.
// NB: @unchecked: cairo writes a canvas only while drawing, before this value exists; from then on
// it is only read, by the one job that holds it.
package struct DrawnPixels: @unchecked Sendable {
    enum Storage {
        case canvas(any PremultipliedCanvas)
        case bitmap(Bitmap)
    }
    let storage: Storage

    package init(canvas: any PremultipliedCanvas) { storage = .canvas(canvas) }
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

    /// The pixels as they are stored, for `body` to read without a converted copy.
    package func withStored<T>(_ body: (StoredPixels) -> T) -> T {
        switch storage {
        case .canvas(let canvas):
            return canvas.withRows { rows, stride in
                body(StoredPixels(base: rows.baseAddress!, stride: stride, width: canvas.pixelWidth,
                                  height: canvas.pixelHeight, premultiplied: true))
            }
        case .bitmap(let bitmap):
            return bitmap.pixels.withUnsafeBytes { rows in
                body(StoredPixels(base: rows.baseAddress!, stride: bitmap.width * 4, width: bitmap.width,
                                  height: bitmap.height, premultiplied: false))
            }
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

/// Drawn pixels as stored, read in place (valid only inside `DrawnPixels.withStored`): cairo's
/// premultiplied native-endian ARGB32 words, or straight RGBA bytes. A pixel is read as its
/// stored word (equal words, equal colours) and made straight only when asked, exactly as
/// `PremultipliedARGB.toBitmap` would make it, so a check reads the same colours either way.
// NB: the audit converted every snapshot to a straight bitmap for a few thousand pixel reads:
// 12 % of its samples.
// NB: @inlinable (with its storage @usableFromInline) so that the audit's checks, in another
// target, may inline the reads; this toolchain does not always (PixelSampling.eightRepeat), so
// the checks' per-pixel loops read rows of words (`row`) rather than call `word` per pixel.
package struct StoredPixels {
    @usableFromInline let base: UnsafeRawPointer
    /// Bytes from one row to the next.
    @usableFromInline let stride: Int
    package let width: Int
    package let height: Int
    /// Whether the words are cairo's premultiplied ARGB32 (else straight RGBA bytes).
    @usableFromInline let premultiplied: Bool

    /// The stored pixel (x, y) as one word, in the storage's own format.
    @inlinable @inline(__always)
    package func word(_ x: Int, _ y: Int) -> UInt32 {
        base.loadUnaligned(fromByteOffset: y * stride + x * 4, as: UInt32.self)
    }

    /// Row `y`'s stored words, for a scan along it (`row[x] == word(x, y)`).
    @inlinable @inline(__always)
    package func row(_ y: Int) -> UnsafePointer<UInt32> {
        // NB: cairo's stride and a bitmap's rows are multiples of 4 bytes: words are aligned.
        (base + y * stride).assumingMemoryBound(to: UInt32.self)
    }

    /// The coverage of a stored word (the same premultiplied or straight).
    @inlinable @inline(__always)
    package func alpha(_ word: UInt32) -> UInt8 {
        UInt8(truncatingIfNeeded: (premultiplied ? word : UInt32(littleEndian: word)) >> 24)
    }

    /// The straight-alpha colour of a stored word; a transparent pixel is 0,0,0,0 as in
    /// `PremultipliedARGB.toBitmap`, whose rounding this repeats.
    @inlinable
    package func colour(_ word: UInt32) -> RGBA8 {
        guard premultiplied else {
            let b = UInt32(littleEndian: word)
            return RGBA8(r: UInt8(truncatingIfNeeded: b), g: UInt8(truncatingIfNeeded: b >> 8),
                         b: UInt8(truncatingIfNeeded: b >> 16), a: UInt8(truncatingIfNeeded: b >> 24))
        }
        let a = word >> 24
        if a == 0 { return RGBA8(r: 0, g: 0, b: 0, a: 0) }
        let r = (word >> 16) & 0xFF, g = (word >> 8) & 0xFF, b = word & 0xFF
        if a == 255 { return RGBA8(r: UInt8(r), g: UInt8(g), b: UInt8(b), a: 255) }
        return RGBA8(r: UInt8(min(255, (r * 255 + a / 2) / a)), g: UInt8(min(255, (g * 255 + a / 2) / a)),
                     b: UInt8(min(255, (b * 255 + a / 2) / a)), a: UInt8(a))
    }

    /// The straight-alpha colour at (x, y).
    @inlinable
    package func colour(_ x: Int, _ y: Int) -> RGBA8 { colour(word(x, y)) }
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
    package var digest: String {
        get { digestBytes.text }
        set { digestBytes = HexDigest(newValue) }
    }
    // NB: held as bytes: the goldens' index keeps one a golden for the whole run.
    private var digestBytes: HexDigest

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
        self.format = format; self.width = width; self.height = height; self.digestBytes = HexDigest(digest)
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
