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
        case (.sub, _) where bpp == 3 || bpp == 4: pixelLoop(cur, prev: nil, count: count, bpp: bpp) { a, _, _ in a }
        case (.average, _) where bpp == 3 || bpp == 4:
            pixelLoop(cur, prev: prev, count: count, bpp: bpp) { a, b, _ in (a &+ b) &>> 1 }
        case (.paeth, _) where bpp == 3 || bpp == 4: pixelLoop(cur, prev: prev, count: count, bpp: bpp, paeth)
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

    /// Reconstructs whole pixels: `predict(left, above, upperLeft)` per lane.
    @inline(__always)
    private static func pixelLoop(_ cur: UnsafeMutablePointer<UInt8>, prev: UnsafePointer<UInt8>?, count: Int, bpp: Int,
                                  _ predict: (Lanes, Lanes, Lanes) -> Lanes) {
        var a = Lanes(), c = Lanes()
        var i = 0
        while i < count {
            let b = prev.map { load($0 + i) } ?? Lanes()
            let x = load(UnsafePointer(cur + i)) &+ predict(a, b, c)
            let out = SIMD4<UInt8>(truncatingIfNeeded: x)
            cur[i] = out[0]; cur[i + 1] = out[1]; cur[i + 2] = out[2]
            if bpp == 4 { cur[i + 3] = out[3] }
            a = Lanes(truncatingIfNeeded: out); c = b
            i += bpp
        }
    }

    @inline(__always)
    private static func load(_ p: UnsafePointer<UInt8>) -> Lanes {
        Lanes(truncatingIfNeeded: UnsafeRawPointer(p).loadUnaligned(as: SIMD4<UInt8>.self))
    }

    @inline(__always)
    private static func paeth(_ a: Lanes, _ b: Lanes, _ c: Lanes) -> Lanes {
        // NB: spelled out, not a nested func: the nested func was not inlined and cost a call per pixel.
        let da = b &- c, db = a &- c, dc = a &+ b &- c &- c
        let pa = da.replacing(with: 0 &- da, where: da .< 0), pb = db.replacing(with: 0 &- db, where: db .< 0)
        let pc = dc.replacing(with: 0 &- dc, where: dc .< 0)
        var p = c
        p.replace(with: b, where: pb .<= pc)
        p.replace(with: a, where: (pa .<= pb) .& (pa .<= pc))
        return p
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
