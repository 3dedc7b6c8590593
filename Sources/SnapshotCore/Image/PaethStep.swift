/// The Paeth filter for 4-byte pixels with a short dependency chain.
///
/// Each pixel's predictor depends on the pixel to its left, so a Paeth row runs at the speed
/// of that chain (Paeth rows were a quarter of the shift benchmark pair's profile). Written
/// with `t = a − c` and `s = b − c`, the textbook test "a when |s| ≤ |t| and |s| ≤ |t + s|,
/// else b when |t| ≤ |t + s|, else c" becomes comparisons of `a` (and `2a`) against bounds
/// that depend on `b` and `c` only, and the b/c outcomes `raw + b`, `raw + c` are ready
/// before `a` is: the chain is compare, combine, select instead of subtract, absolute value,
/// compare, combine, select, add, mask.
struct PaethStep {
    typealias Lanes = SIMD4<Int16>

    /// `a` is chosen when `(a > lowA1 || highA1 > a) && (a > lowA2 || highA2 > a)`.
    let lowA1: Lanes, highA1: Lanes, lowA2: Lanes, highA2: Lanes
    /// Otherwise `b` when `(2a > kB) != flipB`, else `c`.
    let kB: Lanes
    let flipB: SIMDMask<Lanes.MaskStorage>
    /// The raw (filtered) bytes and the finished pixel for each of b and c.
    let raw: Lanes, withB: Lanes, withC: Lanes

    @inline(__always)
    init(raw: Lanes, above b: Lanes, upperLeft c: Lanes) {
        let s = b &- c
        let pa = s.replacing(with: 0 &- s, where: s .< 0)
        // |t| >= |s|  <=>  a >= c + |s|  or  a <= c - |s|
        lowA1 = c &+ pa &- 1; highA1 = c &- pa &+ 1
        // |t + s| >= |s| with t + s = a - d, d = 2c - b
        let d = c &- s
        lowA2 = d &+ pa &- 1; highA2 = d &- pa &+ 1
        // |t| <= |t + s|  <=>  s·(2t + s) >= 0  <=>  2a >= 3c - b when s > 0, 2a <= 3c - b when s < 0
        // (s == 0 always picks a above).
        let k = c &+ d, positive = s .> 0
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
        let bc = withC ^ ((withB ^ withC) & Lanes(truncatingIfNeeded: pickB._storage))
        let xa = (raw &+ a) & 0xFF
        return bc ^ ((xa ^ bc) & Lanes(truncatingIfNeeded: pickA._storage))
    }

    /// Undoes Paeth on a row of 4-byte pixels in place; `prev` is the unfiltered row above.
    @inline(__always)
    static func row(_ cur: UnsafeMutablePointer<UInt8>, prev: UnsafePointer<UInt8>, count: Int) {
        var a = Lanes(), c = Lanes()
        var i = 0
        while i + 4 <= count {
            let b = load(prev + i)
            a = PaethStep(raw: load(UnsafePointer(cur + i)), above: b, upperLeft: c).pixel(left: a)
            store(a, cur + i)
            c = b
            i += 4
        }
    }

    @inline(__always)
    static func load(_ p: UnsafePointer<UInt8>) -> Lanes {
        Lanes(truncatingIfNeeded: UnsafeRawPointer(p).loadUnaligned(as: SIMD4<UInt8>.self))
    }

    @inline(__always)
    static func store(_ v: Lanes, _ p: UnsafeMutablePointer<UInt8>) {
        // NB: lanes hold 0...255; gathering the low bytes by hand (SIMD4<UInt8>(clamping:) was
        // an outlined call per pixel, `truncatingIfNeeded` a trip through the stack).
        let w = unsafeBitCast(v, to: UInt64.self)
        let pixel = UInt32(truncatingIfNeeded: (w & 0xFF) | (w >> 8) & 0xFF00 | (w >> 16) & 0xFF_0000 | (w >> 24) & 0xFF00_0000)
        UnsafeMutableRawPointer(p).storeBytes(of: pixel.littleEndian, as: UInt32.self)
    }
}
