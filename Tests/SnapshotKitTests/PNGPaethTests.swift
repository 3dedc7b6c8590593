import Testing
@testable import SnapshotCore

/// The short-chain Paeth step must equal the textbook predictor for every left, above and
/// upper-left byte (all 2^24 triples, four per call), and whole rows must match the scalar filter.
@Suite struct PNGPaethTests {
    @Test func everyTriple() {
        var mismatches = 0
        for c in 0..<256 {
            for b in 0..<256 {
                var a = 0
                while a < 256 {
                    let av = SIMD4<Int16>(Int16(a), Int16(a + 1), Int16(a + 2), Int16(a + 3))
                    let raw = SIMD4<Int16>(Int16((a * 7 + b) & 0xFF), Int16(c), 0, Int16(b))
                    let step = PaethStep(raw: raw, above: SIMD4(repeating: Int16(b)), upperLeft: SIMD4(repeating: Int16(c)))
                    let got = step.pixel(left: av)
                    for lane in 0..<4 {
                        let want = UInt8(truncatingIfNeeded: Int(raw[lane]))
                            &+ PNGFilter.predictor(UInt8(a + lane), UInt8(b), UInt8(c))
                        if got[lane] != Int16(want) { mismatches += 1 }
                    }
                    a += 4
                }
            }
        }
        #expect(mismatches == 0)
    }

    @Test(arguments: [1, 2, 7, 300] as [Int])
    func rowsMatchScalar(_ pixels: Int) {
        var rng = SplitMix64(seed: UInt64(pixels))
        let count = pixels * 4
        let above = (0..<count).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
        let filtered = (0..<count).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
        var fast = filtered + [0, 0, 0, 0], slow = filtered
        fast.withUnsafeMutableBufferPointer { f in
            above.withUnsafeBufferPointer { PaethStep.row(f.baseAddress!, prev: $0.baseAddress!, count: count) }
        }
        slow.withUnsafeMutableBufferPointer { s in
            above.withUnsafeBufferPointer {
                PNGFilter.scalarRow(s.baseAddress!, prev: $0.baseAddress!, filter: .paeth, count: count, bpp: 4)
            }
        }
        #expect(Array(fast.prefix(count)) == slow)
    }
}
