@testable import SnapshotDiff
import SnapshotTestSupport
import Testing
/// The grid-based region grouping must give exactly the boxes of the quadratic algorithm it
/// replaced (kept below as `ReferenceRegions`, verbatim but for names) on every input.
@Suite struct DiffRegionsEquivalenceTests {
    /// Random boxes: sparse, dense and overlapping, small and large, with several gaps.
    @Test(arguments: [(0, 0), (1, 1), (2, 8), (3, 8), (4, 20), (5, 2), (6, 8), (7, 0)])
    func randomBoxes(_ seed: UInt64, _ gap: Int) {
        var rng = SplitMix64(seed: seed)
        for round in 0..<60 {
            let count = 1 + Int(rng.next() % 200)
            let extent = 50 + Int(rng.next() % 3000) // small extents crowd boxes together
            let maxSize = round % 3 == 0 ? 200 : 12
            let boxes = (0..<count).map { _ in
                ChangedRegion(x: Int(rng.next() % UInt64(extent)), y: Int(rng.next() % UInt64(extent)),
                              width: 1 + Int(rng.next() % UInt64(maxSize)), height: 1 + Int(rng.next() % UInt64(maxSize)),
                              pixels: 1 + Int(rng.next() % 50))
            }
            #expect(ChangedRegions.mergeNear(boxes, gap: gap) == ReferenceRegions.mergeNear(boxes, gap: gap),
                    "seed \(seed) round \(round)")
        }
    }

    /// Structured inputs: chains where each merge brings the next box near (many rounds),
    /// staircases, combs, nested boxes, a row of icons and duplicates.
    @Test func structuredBoxes() {
        var cases: [[ChangedRegion]] = []
        cases.append((0..<40).map { ChangedRegion(x: $0 * 9, y: ($0 % 2) * 30, width: 3, height: 25, pixels: 1) })
        cases.append((0..<50).map { ChangedRegion(x: $0 * 10, y: $0 * 10, width: 2, height: 2, pixels: 1) })
        cases.append((0..<50).map { ChangedRegion(x: $0 * 9, y: $0 * 9, width: 1, height: 1, pixels: 2) })
        cases.append((0..<30).map { ChangedRegion(x: $0 * 4, y: 0, width: 1, height: 100, pixels: 3) })
        cases.append((0..<20).map { ChangedRegion(x: 100 - $0 * 5, y: 100 - $0 * 5, width: $0 * 10 + 1, height: $0 * 10 + 1, pixels: 1) })
        cases.append((0..<80).map { ChangedRegion(x: ($0 % 20) * 60, y: ($0 / 20) * 300, width: 40, height: 40, pixels: 7) })
        cases.append(Array(repeating: ChangedRegion(x: 5, y: 5, width: 3, height: 3, pixels: 1), count: 5))
        // An L whose bounding box, once merged, reaches a box neither part was near.
        cases.append([ChangedRegion(x: 0, y: 0, width: 40, height: 2, pixels: 1), ChangedRegion(x: 0, y: 0, width: 2, height: 40, pixels: 1),
                      ChangedRegion(x: 30, y: 30, width: 2, height: 2, pixels: 1), ChangedRegion(x: 41, y: 41, width: 2, height: 2, pixels: 1)])
        for gap in [0, 1, 8, 16] {
            for (i, boxes) in cases.enumerated() {
                #expect(ChangedRegions.mergeNear(boxes, gap: gap) == ReferenceRegions.mergeNear(boxes, gap: gap), "case \(i) gap \(gap)")
                #expect(ChangedRegions.mergeNear(boxes.reversed(), gap: gap) == ReferenceRegions.mergeNear(boxes, gap: gap))
            }
        }
    }

    /// Whole pipeline from pixel indices, random scatter and clustered blobs.
    @Test(arguments: [11, 12, 13, 14] as [UInt64])
    func randomPixels(_ seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        for round in 0..<25 {
            let width = 20 + Int(rng.next() % 400), height = 20 + Int(rng.next() % 400)
            var set = Set<Int32>()
            let blobs = 1 + Int(rng.next() % 30)
            for _ in 0..<blobs {
                let cx = Int(rng.next() % UInt64(width)), cy = Int(rng.next() % UInt64(height))
                let r = round % 2 == 0 ? 1 : 1 + Int(rng.next() % 15)
                for _ in 0..<(1 + Int(rng.next() % 60)) {
                    let x = min(width - 1, max(0, cx + Int(rng.next() % UInt64(2 * r + 1)) - r))
                    let y = min(height - 1, max(0, cy + Int(rng.next() % UInt64(2 * r + 1)) - r))
                    set.insert(Int32(y * width + x))
                }
            }
            let indices = set.sorted()
            for gap in [0, 3, 8] {
                #expect(ChangedRegions.find(indices: indices, width: width, gap: gap)
                        == ReferenceRegions.find(indices: indices, width: width, gap: gap), "seed \(seed) round \(round) gap \(gap)")
            }
        }
    }
}

/// The region grouping as it was before the grid (commit da0317a): the reference.
enum ReferenceRegions {
    static func find(indices: [Int32], width: Int, gap: Int) -> [ChangedRegion] {
        guard !indices.isEmpty else { return [] }
        let runs = Runs(indices: indices, width: width, gap: gap)
        var sets = DisjointSets(count: runs.count)
        for r in 0..<runs.count {
            let y = runs.y[r]
            for py in max(0, y - gap - 1)..<y {
                runs.forEachRun(inRow: py, overlapping: (runs.x0[r] - gap - 1)...(runs.x1[r] + gap + 1)) { sets.union(r, $0) }
            }
        }
        var boxes: [Int: ChangedRegion] = [:]
        for r in 0..<runs.count {
            let box = ChangedRegion(x: runs.x0[r], y: runs.y[r], width: runs.x1[r] - runs.x0[r] + 1, height: 1,
                                    pixels: runs.pixels[r])
            let root = sets.find(r)
            boxes[root] = boxes[root].map { $0.union(box) } ?? box
        }
        return mergeNear(Array(boxes.values), gap: gap)
    }

    static func mergeNear(_ input: [ChangedRegion], gap: Int) -> [ChangedRegion] {
        var boxes = input.sorted { ($0.y, $0.x) < ($1.y, $1.x) }
        var merged = true
        while merged {
            merged = false
            var i = 0
            while i < boxes.count {
                var j = i + 1
                while j < boxes.count {
                    if boxes[i].isNear(boxes[j], gap: gap) {
                        boxes[i] = boxes[i].union(boxes.remove(at: j)); merged = true
                    } else { j += 1 }
                }
                i += 1
            }
        }
        return boxes.sorted { ($0.y, $0.x, $0.width, $0.height) < ($1.y, $1.x, $1.width, $1.height) }
    }

    struct Runs {
        let y: [Int], x0: [Int], x1: [Int], pixels: [Int]
        private let rowStart: [Int: Range<Int>]
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
            var rows: [Int: Range<Int>] = [:]
            var first = 0
            for r in 1...ys.count where r == ys.count || ys[r] != ys[r - 1] {
                rows[ys[first]] = first..<r
                first = r
            }
            y = ys; x0 = starts; x1 = ends; pixels = counts; rowStart = rows
        }

        func forEachRun(inRow row: Int, overlapping span: ClosedRange<Int>, _ body: (Int) -> Void) {
            guard let range = rowStart[row] else { return }
            var lo = range.lowerBound, hi = range.upperBound
            while lo < hi { let mid = (lo + hi) / 2; if x1[mid] < span.lowerBound { lo = mid + 1 } else { hi = mid } }
            var r = lo
            while r < range.upperBound && x0[r] <= span.upperBound { body(r); r += 1 }
        }
    }
}
