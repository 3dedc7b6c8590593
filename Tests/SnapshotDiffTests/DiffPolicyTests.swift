import SnapshotDiff
import SnapshotImage
import Testing

@Suite struct DiffPolicyTests {
    /// A 100x10 white image with `changed` pixels of row 5 turned black from x = 10 on.
    static func image(changed: Int, width: Int = 100, height: Int = 10) -> Bitmap {
        var b = Bitmap(width: width, height: height, fill: RGBA8(r: 255, g: 255, b: 255))
        for x in 0..<changed { b[10 + x, 5] = RGBA8(r: 0, g: 0, b: 0) }
        return b
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String, changed: Int, policy: DiffPolicy, expected: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "identical", changed: 0, policy: DiffPolicy(), expected: "identical"),
        Case(name: "one pixel, default policy", changed: 1, policy: DiffPolicy(), expected: "different 1"),
        Case(name: "within max pixels", changed: 5, policy: DiffPolicy(maxDiffPixels: 5), expected: "within 5/1000"),
        Case(name: "over max pixels", changed: 6, policy: DiffPolicy(maxDiffPixels: 5), expected: "different 6"),
        Case(name: "within ratio 1%", changed: 10, policy: DiffPolicy(maxDiffRatio: 0.01), expected: "within 10/1000"),
        Case(name: "over ratio 1%", changed: 11, policy: DiffPolicy(maxDiffRatio: 0.01), expected: "different 11"),
        Case(name: "larger allowance wins", changed: 20, policy: DiffPolicy(maxDiffPixels: 20, maxDiffRatio: 0.01),
             expected: "within 20/1000"),
        Case(name: "threshold 1 tolerates black on white", changed: 30, policy: DiffPolicy(threshold: 1), expected: "within 0/1000"),
    ]

    static func describe(_ c: ImageComparison) -> String {
        switch c {
        case .identical: return "identical"
        case .withinTolerance(let n, let total): return "within \(n)/\(total)"
        case .different(let e): return "different \(e.mismatched)"
        case .sizeMismatch(let a, let b, _): return "size \(a) vs \(b)"
        }
    }

    @Test(arguments: cases)
    func verdicts(_ c: Case) {
        let verdict = ImageComparison.compare(expected: Self.image(changed: 0), actual: Self.image(changed: c.changed),
                                              policy: c.policy, wantDiffImage: true)
        #expect(Self.describe(verdict) == c.expected)
        #expect(verdict.passed == !c.expected.hasPrefix("different"))
    }

    @Test func differentCarriesRegionsAndImage() throws {
        let verdict = ImageComparison.compare(expected: Self.image(changed: 0), actual: Self.image(changed: 4), wantDiffImage: true)
        guard case .different(let e) = verdict else { Issue.record("expected different, got \(verdict)"); return }
        #expect(e.regions == [ChangedRegion(x: 10, y: 5, width: 4, height: 1, pixels: 4)])
        #expect(e.total == 1000 && e.ratio == 0.004 && !e.countIsLowerBound)
        #expect(try #require(e.diffImage)[10, 5] == RGBA8(r: 255, g: 0, b: 0))
    }

    /// Without a diff image the scan stops once the allowance is passed.
    @Test func stopsEarlyWithoutImage() {
        let a = Bitmap(width: 600, height: 600, fill: RGBA8(r: 255, g: 255, b: 255))
        let b = Bitmap(width: 600, height: 600, fill: RGBA8(r: 0, g: 0, b: 0))
        guard case .different(let e) = ImageComparison.compare(expected: a, actual: b, policy: DiffPolicy(maxDiffPixels: 10),
                                                               wantDiffImage: false) else { Issue.record("not different"); return }
        #expect(e.countIsLowerBound && e.mismatched > 10 && e.mismatched < 600 * 600 && e.diffImage == nil)
    }

    @Test func sizeMismatchPadsDiffToLargerSize() throws {
        let verdict = ImageComparison.compare(expected: Self.image(changed: 0, width: 100, height: 10),
                                              actual: Self.image(changed: 0, width: 90, height: 12), wantDiffImage: true)
        guard case .sizeMismatch(let e, let a, let diff) = verdict else { Issue.record("got \(verdict)"); return }
        #expect(e == PixelSize(width: 100, height: 10) && a == PixelSize(width: 90, height: 12))
        let image = try #require(diff)
        #expect(image.width == 100 && image.height == 12 && !verdict.passed)
    }
}

/// Issue 41 item 4: "under the exact policy any differing byte is a change": a difference only
/// in fully transparent pixels was `passed-within-tolerance`.
@Suite struct ExactBytesTests {
    @Test(arguments: [(DiffPolicy.exact, "different 3"), (DiffPolicy(maxDiffPixels: 3), "within 0/100"),
                      (DiffPolicy(threshold: 0.1), "within 0/100")])
    func transparentPixelsOfAnotherColourAreAChangeOnlyUnderTheExactPolicy(policy: DiffPolicy, expected: String) {
        let golden = Bitmap(width: 10, height: 10, fill: RGBA8(r: 0, g: 0, b: 0, a: 0))
        var render = golden
        for x in 0..<3 { render[x, 4] = RGBA8(r: 255, g: 0, b: 0, a: 0) }
        let verdict = ImageComparison.compare(expected: golden, actual: render, policy: policy, wantDiffImage: false)
        switch verdict {
        case .different(let e): #expect("different \(e.mismatched)" == expected); #expect(e.regions.count == 1)
        case .withinTolerance(let m, let t): #expect("within \(m)/\(t)" == expected)
        default: Issue.record("\(verdict)")
        }
    }
}
