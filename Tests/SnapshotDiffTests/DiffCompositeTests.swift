@testable import SnapshotDiff
@testable import SnapshotImage
import Testing

@Suite struct DiffCompositeTests {
    /// Glyphs drawn at scale 1, read back as text art.
    @Test(arguments: [("T", ["#####", "..#..", "..#..", "..#..", "..#..", "..#..", "..#.."]),
                      ("1", ["..#..", ".##..", "..#..", "..#..", "..#..", "..#..", ".###."]),
                      ("?", ["#####", "#...#", "#...#", "#...#", "#...#", "#...#", "#####"])])
    func drawsGlyphs(_ text: String, _ art: [String]) {
        var b = Bitmap(width: 5, height: 7)
        BitmapFont.draw(text, at: 0, 0, scale: 1, color: RGBA8(r: 0, g: 0, b: 0), into: &b)
        let drawn = (0..<7).map { y in String((0..<5).map { b[$0, y].a == 255 ? "#" : "." }) }
        #expect(drawn == art)
    }

    @Test(arguments: [("", 1, 0), ("A", 1, 5), ("AB", 1, 11), ("EXPECTED", 2, 94)])
    func measures(_ text: String, _ scale: Int, _ width: Int) {
        #expect(BitmapFont.measure(text, scale: scale) == width)
    }

    @Test func compositeLaysOutPanelsAndOutlines() {
        let a = Bitmap(width: 30, height: 20, fill: RGBA8(r: 255, g: 255, b: 255))
        let region = ChangedRegion(x: 10, y: 5, width: 4, height: 3, pixels: 12)
        let c = FailureComposite.make(expected: a, diff: a, actual: a, mismatched: 12, total: 600, regions: [region])
        #expect(c.width == 3 * 30 + 4 * 8 && c.height == 30 + 20 + 8)
        for panel in 0..<3 {
            let x = 8 + panel * 38
            #expect(c[x + 8, 30 + 3] == FailureComposite.outlineColor, "outline top-left corner, panel \(panel)")
            #expect(c[x + 10, 30 + 5] == RGBA8(r: 255, g: 255, b: 255), "inside the outline, panel \(panel)")
        }
        #expect(c[8, 8] == FailureComposite.ink, "the E of EXPECTED starts at the margin")
    }
}
