/// PNG scanline filters (None, Sub, Up, Average, Paeth), undone in place and applied for encoding.
enum PNGFilter: UInt8, CaseIterable, Sendable {
    case none = 0, sub = 1, up = 2, average = 3, paeth = 4

    /// Undoes one row's filter in place. `prev` is the already unfiltered row above, nil for
    /// the first row. For 3- and 4-byte pixels the pixel loop runs on SIMD lanes; it may read
    /// (never write) one byte past the row, so buffers carry a little slack. Returns false for
    /// an unknown filter type.
    @inline(__always)
    static func unfilterRow(_ cur: UnsafeMutablePointer<UInt8>, prev: UnsafePointer<UInt8>?, type: UInt8,
                            count: Int, bpp: Int) -> Bool {
        guard let filter = PNGFilter(rawValue: type) else { return false }
        switch (filter, prev) {
        case (.none, _), (.up, nil): break
        case (.up, let above?): addUp(from: UnsafePointer(cur), above, into: cur, count: count)
        case (.sub, _) where bpp == 4: subLoop(cur, count: count, bpp: 4)
        case (.sub, _) where bpp == 3: subLoop(cur, count: count, bpp: 3)
        case (.average, let above?) where bpp == 4: averageLoop(cur, prev: above, count: count, bpp: 4)
        case (.average, let above?) where bpp == 3: averageLoop(cur, prev: above, count: count, bpp: 3)
        case (.paeth, let above?) where bpp == 4: PaethRows.row(cur, prev: above, count: count)
        case (.paeth, let above?) where bpp == 3: paethLoop(cur, prev: above, count: count, bpp: 3)
        default: scalarRow(cur, prev: prev, filter: filter, count: count, bpp: bpp)
        }
        return true
    }

    /// The Up filter: `out[i] = cur[i] + above[i]`, 32 bytes at a time. `out` may be `cur`
    /// or lie before it (the compacting decoder slides rows down): each block is loaded before
    /// it is stored, so only bytes already read are overwritten.
    // NB: the plain byte loop was not vectorised (LLVM cannot rule out aliasing) and was the
    // single hottest loop of `snapshot diff`: most rows of screenshots use Up.
    @inline(__always)
    static func addUp(from cur: UnsafePointer<UInt8>, _ above: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>,
                      count: Int) {
        typealias Block = SIMD32<UInt8>
        let src = UnsafeRawPointer(cur), up = UnsafeRawPointer(above), dst = UnsafeMutableRawPointer(out)
        var i = 0
        while i + 32 <= count {
            let v = src.loadUnaligned(fromByteOffset: i, as: Block.self) &+ up.loadUnaligned(fromByteOffset: i, as: Block.self)
            dst.storeBytes(of: v, toByteOffset: i, as: Block.self)
            i += 32
        }
        while i < count { out[i] = cur[i] &+ above[i]; i += 1 }
    }

    /// Byte-at-a-time reconstruction for any pixel size.
    static func scalarRow(_ cur: UnsafeMutablePointer<UInt8>, prev: UnsafePointer<UInt8>?, filter: PNGFilter,
                          count: Int, bpp: Int) {
        for i in 0..<count {
            let a = i >= bpp ? cur[i - bpp] : 0, b = prev?[i] ?? 0, c = i >= bpp ? (prev?[i - bpp] ?? 0) : 0
            switch filter {
            case .none: break
            case .sub: cur[i] &+= a
            case .up: cur[i] &+= b
            case .average: cur[i] &+= UInt8((UInt16(a) + UInt16(b)) >> 1)
            case .paeth: cur[i] &+= predictor(a, b, c)
            }
        }
    }

    typealias Lanes = SIMD4<Int16>

    // NB: one loop per filter with the predictor written inline, not a shared loop taking the
    // predictor as a closure: the closure was not inlined and cost a call per pixel. `a` stays
    // in 16-bit lanes (masked, not narrowed and widened): the left-pixel chain bounds these loops.

    /// The Average filter on whole pixels: `x + (left + above) / 2`.
    @inline(__always)
    private static func averageLoop(_ cur: UnsafeMutablePointer<UInt8>, prev: UnsafePointer<UInt8>, count: Int, bpp: Int) {
        var a = Lanes()
        var i = 0
        while i < count {
            let x = (load(UnsafePointer(cur + i)) &+ ((a &+ load(prev + i)) &>> 1)) & 0xFF
            store(SIMD4<UInt8>(truncatingIfNeeded: x), to: cur + i, bpp: bpp)
            a = x
            i += bpp
        }
    }

    /// The Paeth filter on whole pixels: `x +` whichever of left, above, upper-left is closest
    /// to left + above − upper-left (ties: left, then above).
    @inline(__always)
    private static func paethLoop(_ cur: UnsafeMutablePointer<UInt8>, prev: UnsafePointer<UInt8>, count: Int, bpp: Int) {
        var a = Lanes(), c = Lanes()
        var i = 0
        while i < count {
            let b = load(prev + i)
            let da = b &- c, db = a &- c, dc = da &+ db // p - a, p - b, p - c with p = a + b - c
            let pa = da.replacing(with: 0 &- da, where: da .< 0), pb = db.replacing(with: 0 &- db, where: db .< 0)
            let pc = dc.replacing(with: 0 &- dc, where: dc .< 0)
            var p = c
            p.replace(with: b, where: pb .<= pc)
            p.replace(with: a, where: (pa .<= pb) .& (pa .<= pc))
            let x = (load(UnsafePointer(cur + i)) &+ p) & 0xFF
            store(SIMD4<UInt8>(truncatingIfNeeded: x), to: cur + i, bpp: bpp)
            a = x; c = b
            i += bpp
        }
    }

    /// The Sub filter in byte lanes: no widening, one add per pixel on the dependency chain.
    @inline(__always)
    private static func subLoop(_ cur: UnsafeMutablePointer<UInt8>, count: Int, bpp: Int) {
        var a = SIMD4<UInt8>()
        var i = 0
        while i < count {
            a = UnsafeRawPointer(cur + i).loadUnaligned(as: SIMD4<UInt8>.self) &+ a
            store(a, to: cur + i, bpp: bpp)
            i += bpp
        }
    }

    /// Stores one pixel: 4 bytes, or the first 3 (the 4th belongs to the next pixel).
    @inline(__always)
    private static func store(_ v: SIMD4<UInt8>, to p: UnsafeMutablePointer<UInt8>, bpp: Int) {
        if bpp == 4 { UnsafeMutableRawPointer(p).storeBytes(of: v, as: SIMD4<UInt8>.self) } else {
            p[0] = v[0]; p[1] = v[1]; p[2] = v[2]
        }
    }

    @inline(__always)
    private static func load(_ p: UnsafePointer<UInt8>) -> Lanes {
        Lanes(truncatingIfNeeded: UnsafeRawPointer(p).loadUnaligned(as: SIMD4<UInt8>.self))
    }

    /// The Paeth predictor: whichever of left, above, upper-left is closest to left + above − upper-left.
    @inline(__always)
    static func predictor(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    /// Filters one row (`cur`, with `prev` the unfiltered row above or nil) into `out`.
    func apply(_ cur: UnsafePointer<UInt8>, prev: UnsafePointer<UInt8>?, count: Int, bpp: Int,
               into out: UnsafeMutablePointer<UInt8>) {
        for i in 0..<count {
            let a = i >= bpp ? cur[i - bpp] : 0
            let b = prev?[i] ?? 0
            let c = i >= bpp ? (prev?[i - bpp] ?? 0) : 0
            switch self {
            case .none: out[i] = cur[i]
            case .sub: out[i] = cur[i] &- a
            case .up: out[i] = cur[i] &- b
            case .average: out[i] = cur[i] &- UInt8((UInt16(a) + UInt16(b)) >> 1)
            case .paeth: out[i] = cur[i] &- Self.predictor(a, b, c)
            }
        }
    }
}
