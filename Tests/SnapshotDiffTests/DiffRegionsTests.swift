@testable import SnapshotDiff
import Testing

@Suite struct DiffRegionsTests {
    /// Pixel lists as (x, y) on a 100-wide image, and the boxes expected with gap 8.
    @Test(arguments: [
        ([], [String]()),
        ([(3, 4)], ["3,4 1x1 (1)"]),
        ([(0, 0), (9, 0)], ["0,0 10x1 (2)"]),            // 8 unchanged pixels between: bridged
        ([(0, 0), (10, 0)], ["0,0 1x1 (1)", "10,0 1x1 (1)"]), // 9 between: separate
        ([(0, 0), (0, 9)], ["0,0 1x10 (2)"]),            // vertical gap of 8 rows
        ([(5, 0), (14, 9)], ["5,0 10x10 (2)"]),          // diagonal neighbours within the gap
        ([(50, 50), (0, 0), (51, 50)], ["0,0 1x1 (1)", "50,50 2x1 (2)"]), // top-to-bottom order
        ([(0, 20), (40, 20), (0, 0)], ["0,0 1x1 (1)", "0,20 1x1 (1)", "40,20 1x1 (1)"]),
    ] as [([(Int, Int)], [String])])
    func groups(_ pixels: [(Int, Int)], _ expected: [String]) {
        let indices = pixels.map { Int32($0.1 * 100 + $0.0) }.sorted()
        let boxes = ChangedRegions.find(indices: indices, width: 100, gap: 8)
        #expect(boxes.map { "\($0.x),\($0.y) \($0.width)x\($0.height) (\($0.pixels))" } == expected)
    }

    /// An L shape whose bounding box would come near another box merges with it.
    @Test func mergesNearbyBoxes() {
        let boxes = ChangedRegions.mergeNear([ChangedRegion(x: 0, y: 0, width: 5, height: 5, pixels: 3),
                                              ChangedRegion(x: 13, y: 0, width: 2, height: 2, pixels: 1),
                                              ChangedRegion(x: 30, y: 0, width: 1, height: 1, pixels: 1)], gap: 8)
        #expect(boxes == [ChangedRegion(x: 0, y: 0, width: 15, height: 5, pixels: 4),
                          ChangedRegion(x: 30, y: 0, width: 1, height: 1, pixels: 1)])
    }

    @Test(arguments: [(3.0, PointRect(x: 1, y: 2, width: 10, height: 1)), (1.5, PointRect(x: 2, y: 4, width: 20, height: 2))])
    func points(_ scale: Double, _ expected: PointRect) {
        #expect(ChangedRegion(x: 3, y: 6, width: 30, height: 3, pixels: 1).inPoints(scale: scale) == expected)
    }
}
