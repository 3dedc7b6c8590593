@testable import SnapshotImage
import SnapshotTestSupport
import Testing
/// The short-chain Paeth step must equal the textbook predictor for every left, above and
/// upper-left byte (all 2^24 triples, eight per call), and whole rows, alone or in pairs, must
/// match the scalar filter.
@Suite struct PNGPaethTests {
    @Test func everyTriple() {
        var mismatches = 0
        for c in 0..<256 {
            for b in 0..<256 {
                var a = 0
                while a < 256 {
                    var av = SIMD8<Int16>(), raw = SIMD8<Int16>()
                    for lane in 0..<8 { av[lane] = Int16(a + lane); raw[lane] = Int16((a * 7 + b * lane + c) & 0xFF) }
                    let step = PaethStep(raw: raw, above: SIMD8(repeating: Int16(b)), upperLeft: SIMD8(repeating: Int16(c)))
                    let got = step.pixel(left: av)
                    for lane in 0..<8 {
                        let want = UInt8(truncatingIfNeeded: Int(raw[lane]))
                            &+ PNGFilter.predictor(UInt8(a + lane), UInt8(b), UInt8(c))
                        if got[lane] != Int16(want) { mismatches += 1 }
                    }
                    a += 8
                }
            }
        }
        #expect(mismatches == 0)
    }

    @Test(arguments: [1, 2, 3, 4, 7, 300] as [Int])
    func rowsMatchScalar(_ pixels: Int) {
        var rng = SplitMix64(seed: UInt64(pixels))
        let count = pixels * 4
        let above = (0..<count).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
        let filtered0 = (0..<count).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
        let filtered1 = (0..<count).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
        // The scalar reference, row by row.
        var slow0 = filtered0, slow1 = filtered1
        slow0.withUnsafeMutableBufferPointer { s in
            above.withUnsafeBufferPointer { PNGFilter.scalarRow(s.baseAddress!, prev: $0.baseAddress!, filter: .paeth, count: count, bpp: 4) }
        }
        slow1.withUnsafeMutableBufferPointer { s in
            slow0.withUnsafeBufferPointer { PNGFilter.scalarRow(s.baseAddress!, prev: $0.baseAddress!, filter: .paeth, count: count, bpp: 4) }
        }
        var one = filtered0
        one.withUnsafeMutableBufferPointer { f in
            above.withUnsafeBufferPointer { PaethRows.row(f.baseAddress!, prev: $0.baseAddress!, count: count) }
        }
        #expect(one == slow0)
        var pair0 = filtered0, pair1 = filtered1
        pair0.withUnsafeMutableBufferPointer { p0 in
            pair1.withUnsafeMutableBufferPointer { p1 in
                above.withUnsafeBufferPointer { PaethRows.rowPair(p0.baseAddress!, p1.baseAddress!, prev: $0.baseAddress!, count: count) }
            }
        }
        #expect(pair0 == slow0)
        #expect(pair1 == slow1)
    }
}
