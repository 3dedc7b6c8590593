/// A rectangle of changed pixels, in pixels, with how many counted pixels it holds.
package struct ChangedRegion: Equatable, Hashable, Sendable, Codable {
    package var x: Int, y: Int, width: Int, height: Int
    /// Counted differing pixels inside the box.
    package var pixels: Int

    package init(x: Int, y: Int, width: Int, height: Int, pixels: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height; self.pixels = pixels
    }

    /// The box in points for a render `scale` (pixels per point).
    package func inPoints(scale: Double) -> PointRect {
        PointRect(x: Double(x) / scale, y: Double(y) / scale, width: Double(width) / scale, height: Double(height) / scale)
    }

    /// Whether the gap between the two boxes, along both axes, is at most `gap` pixels.
    func isNear(_ o: ChangedRegion, gap: Int) -> Bool {
        x <= o.x + o.width + gap && o.x <= x + width + gap && y <= o.y + o.height + gap && o.y <= y + height + gap
    }

    func union(_ o: ChangedRegion) -> ChangedRegion {
        let x0 = min(x, o.x), y0 = min(y, o.y)
        return ChangedRegion(x: x0, y: y0, width: max(x + width, o.x + o.width) - x0,
                             height: max(y + height, o.y + o.height) - y0, pixels: pixels + o.pixels)
    }
}

/// A rectangle in points.
package struct PointRect: Equatable, Sendable, Codable {
    package var x: Double, y: Double, width: Double, height: Double
}

/// Groups differing pixels into boxes: pixels separated by at most `gap` unchanged pixels
/// (horizontally, vertically or diagonally) share a box, and boxes that come within `gap`
/// of each other merge. Boxes are ordered top-to-bottom, then left-to-right.
package enum ChangedRegions {
    /// 8 pixels: under 3 pt at 3× scale, so one glyph or icon edit makes one box while
    /// separate rows of a widget (≥ 10 pt apart) stay separate.
    package static let defaultGap = 8

    /// Boxes around the pixels at row-major `indices` (sorted ascending) of a `width`-wide image.
    package static func find(indices: [Int32], width: Int, gap: Int = defaultGap) -> [ChangedRegion] {
        guard !indices.isEmpty else { return [] }
        let runs = PixelRuns(indices: indices, width: width, gap: gap)
        var sets = DisjointSets(count: runs.count)
        runs.forEachNearPair(gap: gap) { sets.union($0, $1) }
        var boxes = [ChangedRegion?](repeating: nil, count: runs.count) // by root run
        for r in 0..<runs.count {
            let box = ChangedRegion(x: runs.x0[r], y: runs.y[r], width: runs.x1[r] - runs.x0[r] + 1, height: 1,
                                    pixels: runs.pixels[r])
            let root = sets.find(r)
            boxes[root] = boxes[root].map { $0.union(box) } ?? box
        }
        return mergeNear(boxes.compactMap { $0 }, gap: gap)
    }

    /// Merges boxes that touch or come within `gap`, until none do; sorted output.
    ///
    /// NB: the result does not depend on the order of merging: "near" only grows with the
    /// boxes, so every merge order ends at the same finest partition whose boxes are pairwise
    /// not near (a merge never joins parts of two different final boxes). That lets each round
    /// join whole connected components of the near-graph, found through a grid, instead of
    /// the pairwise passes it replaced (quadratic: 1.5–4 ms for the 523 boxes of the shift pair).
    static func mergeNear(_ input: [ChangedRegion], gap: Int) -> [ChangedRegion] {
        var boxes = input
        while boxes.count > 1 {
            let merged = NearGrid.components(of: boxes, gap: gap)
            if merged.count == boxes.count { break }
            boxes = merged // unions may now come near boxes they were not near before: go again
        }
        return boxes.sorted { ($0.y, $0.x, $0.width, $0.height) < ($1.y, $1.x, $1.width, $1.height) }
    }
}

/// Horizontal runs of differing pixels, gaps up to `gap` bridged, in row-major order.
struct PixelRuns {
    let y: [Int], x0: [Int], x1: [Int], pixels: [Int]
    /// The runs of each row from `firstRow` on (empty ranges for rows without any).
    private let rowRuns: [Range<Int>]
    private let firstRow: Int
    var count: Int { y.count }

    init(indices: [Int32], width: Int, gap: Int) {
        var ys: [Int] = [], starts: [Int] = [], ends: [Int] = [], counts: [Int] = []
        for index in indices {
            let py = Int(index) / width, px = Int(index) % width
            if let last = ys.last, last == py, px - ends[ends.count - 1] - 1 <= gap {
                ends[ends.count - 1] = px; counts[counts.count - 1] += 1
            } else {
                ys.append(py); starts.append(px); ends.append(px); counts.append(1)
            }
        }
        // NB: an array by row, not a dictionary: each run looks up `gap + 1` rows above it,
        // and hashing showed up in the shift pair's profile.
        let top = ys.first ?? 0
        var rows = [Range<Int>](repeating: 0..<0, count: ys.isEmpty ? 0 : ys[ys.count - 1] - top + 1)
        var first = 0
        for r in stride(from: 1, through: ys.count, by: 1) where r == ys.count || ys[r] != ys[r - 1] {
            rows[ys[first] - top] = first..<r
            first = r
        }
        y = ys; x0 = starts; x1 = ends; pixels = counts; rowRuns = rows; firstRow = top
    }

    /// Calls `body(r, q)` for every run `r` and every run `q` in the `gap + 1` rows above it
    /// whose span meets `r`'s span widened by `gap + 1` on both sides.
    ///
    /// NB: runs of a row are sorted and disjoint, so for one row above, where the runs of
    /// `r`'s row start to meet it only moves right: one cursor per row pair instead of a
    /// binary search per run and row (that search was most of `find` on the shift pair).
    func forEachNearPair(gap: Int, _ body: (Int, Int) -> Void) {
        for (offset, own) in rowRuns.enumerated() where !own.isEmpty {
            let y = firstRow + offset
            for py in max(firstRow, y - gap - 1)..<y {
                let above = rowRuns[py - firstRow]
                var q = above.lowerBound
                for r in own {
                    let lo = x0[r] - gap - 1, hi = x1[r] + gap + 1
                    while q < above.upperBound && x1[q] < lo { q += 1 }
                    var k = q
                    while k < above.upperBound && x0[k] <= hi { body(r, k); k += 1 }
                }
            }
        }
    }
}

/// Union-find with path halving.
struct DisjointSets {
    private var parent: [Int]
    init(count: Int) { parent = Array(0..<count) }
    mutating func find(_ i: Int) -> Int {
        var i = i
        while parent[i] != i { parent[i] = parent[parent[i]]; i = parent[i] }
        return i
    }
    mutating func union(_ a: Int, _ b: Int) {
        let ra = find(a), rb = find(b)
        if ra != rb { parent[max(ra, rb)] = min(ra, rb) }
    }
}
