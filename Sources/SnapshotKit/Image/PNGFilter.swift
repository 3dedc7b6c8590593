/// PNG scanline filters (None, Sub, Up, Average, Paeth), undone in place and applied for encoding.
enum PNGFilter: UInt8, CaseIterable, Sendable {
    case none = 0, sub = 1, up = 2, average = 3, paeth = 4

    /// Undoes the filters of `rows` scanlines stored back to back at `base`, each a filter-type
    /// byte followed by `rowBytes` bytes, in place. `stride` is the filter's look-back distance.
    static func unfilter(_ base: UnsafeMutablePointer<UInt8>, rows: Int, rowBytes: Int,
                         stride bpp: Int) throws(PNGError) {
        for r in 0..<rows {
            let line = base + r * (rowBytes + 1)
            guard let filter = PNGFilter(rawValue: line[0]) else {
                throw .malformed("scanline \(r) has unknown filter type \(line[0])")
            }
            let cur = line + 1
            // The first row sees an all-zero row above it.
            guard r > 0 else { unfilterFirstRow(cur, filter: filter, count: rowBytes, bpp: bpp); continue }
            let prev = cur - (rowBytes + 1)
            switch filter {
            case .none: break
            case .sub:
                for i in bpp..<max(bpp, rowBytes) { cur[i] &+= cur[i - bpp] }
            case .up:
                for i in 0..<rowBytes { cur[i] &+= prev[i] }
            case .average:
                for i in 0..<min(bpp, rowBytes) { cur[i] &+= prev[i] >> 1 }
                for i in bpp..<max(bpp, rowBytes) {
                    cur[i] &+= UInt8((UInt16(cur[i - bpp]) + UInt16(prev[i])) >> 1)
                }
            case .paeth:
                for i in 0..<min(bpp, rowBytes) { cur[i] &+= prev[i] }
                for i in bpp..<max(bpp, rowBytes) {
                    cur[i] &+= predictor(cur[i - bpp], prev[i], prev[i - bpp])
                }
            }
        }
    }

    private static func unfilterFirstRow(_ cur: UnsafeMutablePointer<UInt8>, filter: PNGFilter,
                                         count: Int, bpp: Int) {
        switch filter {
        case .none, .up: break
        case .sub, .paeth: // Paeth with a zero row above predicts the left byte
            for i in bpp..<max(bpp, count) { cur[i] &+= cur[i - bpp] }
        case .average:
            for i in bpp..<max(bpp, count) { cur[i] &+= cur[i - bpp] >> 1 }
        }
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
