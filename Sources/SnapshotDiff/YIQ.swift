/// The YIQ colour difference of Kotsarenko & Ramos (2010) as pixelmatch computes it,
/// including how translucent pixels are composited first. All arithmetic is `Double`, in
/// pixelmatch's order of operations, so counts match it exactly.
struct YIQ {
    let blend: AlphaBlend

    /// The largest possible YIQ delta (black against white); `threshold²` of it is the
    /// mismatch bound (`PixelmatchOptions.maxDelta`).
    static let maxDeltaScale = 35215.0

    /// Background channel values for the pixel at byte offset `k`.
    @inline(__always)
    func background(_ k: Int) -> (Int, Int, Int) {
        guard blend == .checkerboard else { return (255, 255, 255) }
        // NB: k is a byte offset, always even, so red is always 48 — reproduced on purpose.
        return (48 + 159 * (k % 2),
                48 + 159 * (Int(Double(k) / 1.618033988749895) % 2),
                48 + 159 * (Int(Double(k) / 2.618033988749895) % 2))
    }

    /// Channel differences of pixel `k` of `p1` and pixel `m` of `p2`, composited over the
    /// background of `k` when either is translucent.
    @inline(__always)
    func channelDeltas(_ p1: UnsafePointer<UInt8>, _ k: Int, _ p2: UnsafePointer<UInt8>, _ m: Int) -> (Double, Double, Double) {
        let r1 = Int(p1[k]), g1 = Int(p1[k + 1]), b1 = Int(p1[k + 2]), a1 = Int(p1[k + 3])
        let r2 = Int(p2[m]), g2 = Int(p2[m + 1]), b2 = Int(p2[m + 2]), a2 = Int(p2[m + 3])
        guard a1 < 255 || a2 < 255 else { return (Double(r1 - r2), Double(g1 - g2), Double(b1 - b2)) }
        let (rb, gb, bb) = background(k)
        let da = a1 - a2
        return (Double(r1 * a1 - r2 * a2 - rb * da) / 255,
                Double(g1 * a1 - g2 * a2 - gb * da) / 255,
                Double(b1 * a1 - b2 * a2 - bb * da) / 255)
    }

    /// The signed colour delta: negative when the second pixel is darker.
    @inline(__always)
    func delta(_ p1: UnsafePointer<UInt8>, _ k: Int, _ p2: UnsafePointer<UInt8>, _ m: Int) -> Double {
        let (dr, dg, db) = channelDeltas(p1, k, p2, m)
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    /// The brightness (Y) difference only, used by anti-aliasing detection.
    @inline(__always)
    func brightness(_ p: UnsafePointer<UInt8>, _ k: Int, _ m: Int) -> Double {
        let (dr, dg, db) = channelDeltas(p, k, p, m)
        return dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    }

    /// pixelmatch's faded grey for the diff background; truncated like a Uint8Array store.
    @inline(__always)
    static func fadedGrey(_ p: UnsafePointer<UInt8>, _ k: Int, alpha: Double) -> UInt8 {
        let y = Double(p[k]) * 0.29889531 + Double(p[k + 1]) * 0.58662247 + Double(p[k + 2]) * 0.11448223
        let v = 255 + (y - 255) * alpha * Double(p[k + 3]) / 255
        return UInt8(clamping: Int(v))
    }
}
