import SnapshotImage
import SnapshotModel
import SnapshotRules

/// Composites the layers the renderer drew into a rendering mode's final pixels
/// (docs/spec-decisions.md, "Rendering modes"). Pure arithmetic on bitmaps of one size.
enum ModeCompositor {
    /// Accented: the backdrop wherever the container is (its alpha), then the primary
    /// group's alpha in the primary colour, then the accent group's alpha in the tint.
    static func accented(container: AlphaPlane, primary: AlphaPlane, accent: AlphaPlane, appearance: Appearance) -> Bitmap {
        let backdrop = ModeStyle.accentedBackdrop(appearance)
        let n = container.width * container.height
        precondition(primary.alpha.count == n && accent.alpha.count == n)
        let pixels = [UInt8](unsafeUninitializedCapacity: n * 4) { out, count in
            container.alpha.withUnsafeBufferPointer { c in
                primary.alpha.withUnsafeBufferPointer { p in
                    accent.alpha.withUnsafeBufferPointer { t in
                        // NB: runs of one coverage triple (flat fills) are composited once: the
                        // previous pixel's result is reused while its three alphas repeat.
                        let dst = UnsafeMutableRawPointer(out.baseAddress!)
                        var lastKey = UInt32.max, last: UInt32 = 0
                        var i = 0
                        while i < n {
                            defer { i += 1 }
                            // Eight pixels at a time while all three coverages repeat the last.
                            if i + 8 <= n, lastKey != UInt32.max,
                               Self.eightBytes(c, i) == Self.broadcast(lastKey), Self.eightBytes(p, i) == Self.broadcast(lastKey >> 8),
                               Self.eightBytes(t, i) == Self.broadcast(lastKey >> 16) {
                                for k in 0..<8 { dst.storeBytes(of: last, toByteOffset: (i + k) * 4, as: UInt32.self) }
                                i += 7
                                continue
                            }
                            let key = UInt32(c[i]) | UInt32(p[i]) << 8 | UInt32(t[i]) << 16
                            if key != lastKey {
                                var q = ModePixel.over(backdrop, alpha: c[i], RGBA8(r: 0, g: 0, b: 0, a: 0))
                                q = ModePixel.over(ModeStyle.accentedPrimary, alpha: p[i], q)
                                q = ModePixel.over(ModeStyle.accentedTint, alpha: t[i], q)
                                lastKey = key
                                last = pack(q).littleEndian
                            }
                            dst.storeBytes(of: last, toByteOffset: i * 4, as: UInt32.self)
                        }
                    }
                }
            }
            count = n * 4
        }
        return Bitmap(width: container.width, height: container.height, pixels: pixels)
    }

    /// Clear and tinted: the wallpaper (`plain`) outside the container, its glass inside (by
    /// the container's alpha), then both groups' alpha in white (`ModeStyle.glassContent`).
    static func glass(container: AlphaPlane, primary: AlphaPlane, accent: AlphaPlane, plain: Bitmap, glass: Bitmap) -> Bitmap {
        let n = container.width * container.height
        precondition(primary.alpha.count == n && accent.alpha.count == n && plain.pixels.count == 4 * n && glass.pixels.count == 4 * n)
        let white = ModeStyle.glassContent
        let pixels = [UInt8](unsafeUninitializedCapacity: n * 4) { out, count in
            container.alpha.withUnsafeBufferPointer { c in
                primary.alpha.withUnsafeBufferPointer { p in
                    accent.alpha.withUnsafeBufferPointer { t in
                        plain.pixels.withUnsafeBufferPointer { under in
                            glass.pixels.withUnsafeBufferPointer { frosted in
                                for i in 0..<n {
                                    let o = 4 * i
                                    // NB: where no content covers the pixel and the container is
                                    // wholly in or out (all but the edges and the text), the
                                    // formula below gives the glass or the wallpaper as it is.
                                    if p[i] == 0, t[i] == 0, c[i] == 255 || c[i] == 0 {
                                        let from = c[i] == 255 ? frosted : under
                                        out[o] = from[o]; out[o + 1] = from[o + 1]; out[o + 2] = from[o + 2]; out[o + 3] = 255
                                        continue
                                    }
                                    var q = ModePixel.over(RGBA8(r: frosted[o], g: frosted[o + 1], b: frosted[o + 2]),
                                                           alpha: c[i], RGBA8(r: under[o], g: under[o + 1], b: under[o + 2]))
                                    q = ModePixel.over(white, alpha: p[i], q)
                                    q = ModePixel.over(white, alpha: t[i], q)
                                    out[o] = q.r; out[o + 1] = q.g; out[o + 2] = q.b; out[o + 3] = 255
                                }
                            }
                        }
                    }
                }
            }
            count = n * 4
        }
        return Bitmap(width: container.width, height: container.height, pixels: pixels)
    }

    /// Vibrant: every pixel's luminance × alpha as white over the opaque wallpaper.
    static func vibrant(_ content: Bitmap, appearance: Appearance) -> Bitmap {
        DrawnPixels(bitmap: content).withStored { vibrant($0, appearance: appearance) }
    }

    /// `vibrant` of pixels as drawn (cairo's buffer, read in place).
    static func vibrant(_ content: StoredPixels, appearance: Appearance) -> Bitmap {
        let wallpaper = ModeStyle.wallpaper(appearance)
        return map(content) { ModePixel.vibrant($0, wallpaper: wallpaper) }
    }

    /// StandBy night: every pixel's luminance × alpha in red, over black.
    static func nightRed(_ content: Bitmap) -> Bitmap {
        DrawnPixels(bitmap: content).withStored { nightRed($0) }
    }

    /// `nightRed` of pixels as drawn (cairo's buffer, read in place).
    static func nightRed(_ content: StoredPixels) -> Bitmap {
        map(content) { ModePixel.nightRed($0, red: ModeStyle.nightRed) }
    }

    /// `transform` of every pixel, made straight (`StoredPixels.colour`) first.
    // NB: a drawing has few distinct pixels (flat fills, the same antialiasing ramps again and
    // again), and the monochrome transforms cost a luminance search each; a small cache keyed by
    // the whole stored pixel converts and maps each distinct one about once, with the same result
    // as converting and mapping all (reading cairo's buffer in place saved a whole straight copy).
    // A stored 0 is transparent black in either format, so the cache starts filled with it.
    private static func map(_ stored: StoredPixels, _ transform: (RGBA8) -> RGBA8) -> Bitmap {
        let slots = 1024
        let blank = pack(transform(unpack(0)))
        let (w, h) = (stored.width, stored.height)
        let pixels = [UInt8](unsafeUninitializedCapacity: w * h * 4) { out, count in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 2 * slots) { cache in
                let keys = cache.baseAddress!, values = keys + slots
                keys.initialize(repeating: 0, count: slots)
                values.initialize(repeating: blank, count: slots)
                let dst = UnsafeMutableRawBufferPointer(out)
                var offset = 0
                // NB: runs of one stored word (flat fills) skip the cache: the last result is reused.
                var lastWord: UInt32 = 0, last = blank.littleEndian
                for y in 0..<h {
                    let row = stored.row(y)
                    var x = 0
                    while x < w {
                        defer { x += 1 }
                        if x + 8 <= w, StoredPixels.eightRepeat(lastWord, row, x) {
                            for k in 0..<8 { dst.storeBytes(of: last, toByteOffset: offset + 4 * k, as: UInt32.self) }
                            offset &+= 32
                            x += 7
                            continue
                        }
                        let word = row[x]
                        if word != lastWord {
                            let slot = Int((word &* 0x9E37_79B1) >> 22)
                            if keys[slot] != word {
                                keys[slot] = word
                                values[slot] = pack(transform(stored.colour(word)))
                            }
                            lastWord = word; last = values[slot].littleEndian
                        }
                        dst.storeBytes(of: last, toByteOffset: offset, as: UInt32.self)
                        offset &+= 4
                    }
                }
            }
            count = w * h * 4
        }
        return Bitmap(width: w, height: h, pixels: pixels)
    }

    /// The eight bytes of `plane` from `i`, as one word.
    @inline(__always)
    private static func eightBytes(_ plane: UnsafeBufferPointer<UInt8>, _ i: Int) -> UInt64 {
        UnsafeRawPointer(plane.baseAddress! + i).loadUnaligned(as: UInt64.self)
    }

    /// The low byte of `value` in each of a word's eight bytes.
    @inline(__always)
    private static func broadcast(_ value: UInt32) -> UInt64 { UInt64(value & 0xFF) &* 0x0101_0101_0101_0101 }

    /// A pixel as the little-endian word of its bytes R, G, B, A.
    private static func pack(_ p: RGBA8) -> UInt32 {
        UInt32(p.r) | UInt32(p.g) << 8 | UInt32(p.b) << 16 | UInt32(p.a) << 24
    }

    private static func unpack(_ w: UInt32) -> RGBA8 {
        RGBA8(r: UInt8(truncatingIfNeeded: w), g: UInt8(truncatingIfNeeded: w >> 8),
              b: UInt8(truncatingIfNeeded: w >> 16), a: UInt8(truncatingIfNeeded: w >> 24))
    }
}

// NB: in this target, beside its one caller's per-pixel loop: this toolchain does not inline a
// `package` @inlinable function of another target (docs/architecture.md), and the scan calls it
// once every eight pixels.
extension StoredPixels {
    /// Whether the eight words of `row` from `x` all equal `word` (the caller keeps `x + 8` within
    /// the row): a scan steps over a flat fill eight pixels at a time.
    // NB: four 64-bit loads xor-ed with the word twice over: plain integer code (SIMD8's == was
    // compiled to a lane-by-lane loop).
    @inline(__always)
    static func eightRepeat(_ word: UInt32, _ row: UnsafePointer<UInt32>, _ x: Int) -> Bool {
        let twice = UInt64(word) | UInt64(word) << 32, at = UnsafeRawPointer(row + x)
        return (at.loadUnaligned(as: UInt64.self) ^ twice) | (at.loadUnaligned(fromByteOffset: 8, as: UInt64.self) ^ twice)
            | (at.loadUnaligned(fromByteOffset: 16, as: UInt64.self) ^ twice) | (at.loadUnaligned(fromByteOffset: 24, as: UInt64.self) ^ twice) == 0
    }
}
