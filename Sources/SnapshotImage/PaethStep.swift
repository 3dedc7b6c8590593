/// The Paeth filter for 4-byte pixels with a short dependency chain.
///
/// Each pixel's predictor depends on the pixel to its left, so a Paeth row runs at the speed
/// of that chain (Paeth rows were a quarter of the shift benchmark pair's profile). Written
/// with `t = a − c` and `s = b − c`, the textbook test "a when |s| ≤ |t| and |s| ≤ |t + s|,
/// else b when |t| ≤ |t + s|, else c" becomes comparisons of `a` (and `2a`) against bounds
/// that depend on `b` and `c` only, and the b/c outcomes `raw + b`, `raw + c` are ready
/// before `a` is: the chain is compare, combine, select instead of subtract, absolute value,
/// compare, combine, select, add, mask. The 8 lanes hold two pixels (one row uses lanes 0-3).
// NB: concrete lanes, not generic over SIMD: generic comparisons stayed lane-by-lane loops
// even when specialised (22× slower).
struct PaethStep {
    typealias Lanes = SIMD8<Int16>

    /// `a` is chosen when `(a > lowA1 || highA1 > a) && (a > lowA2 || highA2 > a)`.
    let lowA1: Lanes, highA1: Lanes, lowA2: Lanes, highA2: Lanes
    /// Otherwise `b` when `(2a > kB) != flipB`, else `c`.
    let kB: Lanes
    let flipB: SIMDMask<SIMD8<Int16>>
    /// The raw (filtered) bytes and the finished pixel for each of b and c.
    let raw: Lanes, withB: Lanes, withC: Lanes

    @inline(__always)
    init(raw: Lanes, above b: Lanes, upperLeft c: Lanes) {
        let s = b &- c
        let pa = s.replacing(with: Lanes() &- s, where: s .< Lanes())
        // |t| >= |s|  <=>  a >= c + |s|  or  a <= c - |s|
        lowA1 = c &+ pa &- 1; highA1 = c &- pa &+ 1
        // |t + s| >= |s| with t + s = a - d, d = 2c - b
        let d = c &- s
        lowA2 = d &+ pa &- 1; highA2 = d &- pa &+ 1
        // |t| <= |t + s|  <=>  s·(2t + s) >= 0  <=>  2a >= 3c - b when s > 0, 2a <= 3c - b when s < 0
        // (s == 0 always picks a above).
        let k = c &+ d, positive = s .> Lanes()
        kB = k.replacing(with: k &- 1, where: positive)
        flipB = .!positive
        self.raw = raw
        withB = (raw &+ b) & 0xFF; withC = (raw &+ c) & 0xFF
    }

    /// The unfiltered pixel, given the unfiltered pixel `a` to its left.
    @inline(__always)
    func pixel(left a: Lanes) -> Lanes {
        let pickA = ((a .> lowA1) .| (highA1 .> a)) .& ((a .> lowA2) .| (highA2 .> a))
        let pickB = ((a &+ a) .> kB) .^ flipB
        // NB: selects written as masks: as `replacing(with:where:)` LLVM moved the `raw +`
        // below the selects (fewer instructions, but back on the chain).
        let bc = withC ^ ((withB ^ withC) & unsafeBitCast(pickB, to: Lanes.self))
        let xa = (raw &+ a) & 0xFF
        return bc ^ ((xa ^ bc) & unsafeBitCast(pickA, to: Lanes.self))
    }
}

/// Paeth rows of 4-byte pixels, unfiltered in place.
enum PaethRows {
    typealias Pixel = SIMD4<Int16>
    typealias Two = SIMD8<Int16>

    /// One row; `prev` is the unfiltered row above.
    @inline(__always)
    static func row(_ cur: UnsafeMutablePointer<UInt8>, prev: UnsafePointer<UInt8>, count: Int) {
        var a = Pixel(), c = Pixel()
        var i = 0
        while i + 4 <= count {
            let b = load(prev + i)
            a = one(raw: load(UnsafePointer(cur + i)), above: b, upperLeft: c, left: a)
            store(a, cur + i)
            c = b
            i += 4
        }
    }

    /// Two consecutive rows at once: `prev` is the unfiltered row above `cur0`, and `cur1`
    /// the row below `cur0`.
    ///
    /// NB: a wavefront: row 1's pixel p − 2 needs only row 0's pixels p − 2 and p − 3, so it
    /// runs two pixels behind row 0, in the upper half of the same 8 lanes: one set of vector
    /// operations does a pixel of each row (the one-row loop is bound by instruction count,
    /// not only by its chain). Two pixels behind, not one, keeps row 0's newest pixel out of
    /// row 1's bounds, which would put their computation on the chain.
    @inline(__always)
    static func rowPair(_ cur0: UnsafeMutablePointer<UInt8>, _ cur1: UnsafeMutablePointer<UInt8>,
                        prev: UnsafePointer<UInt8>, count: Int) {
        let n = count / 4
        guard n >= 3 else {
            row(cur0, prev: prev, count: count); row(cur1, prev: UnsafePointer(cur0), count: count); return
        }
        // Row 0's first two pixels alone.
        var b0 = load(prev), c0 = Pixel()
        let r00 = one(raw: load(UnsafePointer(cur0)), above: b0, upperLeft: c0, left: Pixel())
        store(r00, cur0)
        c0 = b0; b0 = load(prev + 4)
        let r01 = one(raw: load(UnsafePointer(cur0 + 4)), above: b0, upperLeft: c0, left: r00)
        store(r01, cur0 + 4)
        c0 = b0
        // Lanes 0-3: row 0 pixel p; lanes 4-7: row 1 pixel p - 2.
        var a = Two(lowHalf: r01, highHalf: Pixel())
        var c = Two(lowHalf: c0, highHalf: Pixel())
        var back1 = r01, back2 = r00 // row 0 pixels p - 1 and p - 2
        for p in 2..<n {
            let b = Two(lowHalf: load(prev + 4 * p), highHalf: back2)
            let raw = Two(lowHalf: load(UnsafePointer(cur0 + 4 * p)), highHalf: load(UnsafePointer(cur1 + 4 * (p - 2))))
            let x = PaethStep(raw: raw, above: b, upperLeft: c).pixel(left: a)
            store(x.lowHalf, cur0 + 4 * p); store(x.highHalf, cur1 + 4 * (p - 2))
            a = x; c = b
            back2 = back1; back1 = x.lowHalf
        }
        // Row 1's last two pixels alone.
        var a1 = a.highHalf, c1 = c.highHalf
        for p in (n - 2)..<n {
            let b1 = p == n - 2 ? back2 : back1
            a1 = one(raw: load(UnsafePointer(cur1 + 4 * p)), above: b1, upperLeft: c1, left: a1)
            store(a1, cur1 + 4 * p)
            c1 = b1
        }
    }

    /// One pixel through the 8-lane step (the upper lanes idle).
    @inline(__always)
    static func one(raw: Pixel, above: Pixel, upperLeft: Pixel, left: Pixel) -> Pixel {
        PaethStep(raw: Two(lowHalf: raw, highHalf: Pixel()), above: Two(lowHalf: above, highHalf: Pixel()),
                  upperLeft: Two(lowHalf: upperLeft, highHalf: Pixel())).pixel(left: Two(lowHalf: left, highHalf: Pixel())).lowHalf
    }

    @inline(__always)
    static func load(_ p: UnsafePointer<UInt8>) -> Pixel {
        Pixel(truncatingIfNeeded: UnsafeRawPointer(p).loadUnaligned(as: SIMD4<UInt8>.self))
    }

    @inline(__always)
    static func store(_ v: Pixel, _ p: UnsafeMutablePointer<UInt8>) {
        // NB: lanes hold 0...255: fold the low bytes together by hand (SIMD4<UInt8>(clamping:)
        // was an outlined call per pixel, `truncatingIfNeeded` a trip through the stack).
        var w = unsafeBitCast(v, to: UInt64.self)
        w |= w >> 8
        w &= 0x0000_FFFF_0000_FFFF
        w |= w >> 16
        UnsafeMutableRawPointer(p).storeBytes(of: UInt32(truncatingIfNeeded: w).littleEndian, as: UInt32.self)
    }
}
