/// One round of `ChangedRegions.mergeNear`: joins every connected component of boxes that
/// are near one another (`ChangedRegion.isNear`), in close to linear time.
///
/// Two boxes are near exactly when their extents `[x, x + width + gap] × [y, y + height + gap]`
/// (closed) intersect, so near boxes always share a grid cell that both extents touch: only
/// boxes sharing a cell are compared.
enum NearGrid {
    /// The union box of each component, in no particular order.
    static func components(of boxes: [ChangedRegion], gap: Int) -> [ChangedRegion] {
        let n = boxes.count
        guard n > 1 else { return boxes }
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for b in boxes {
            minX = min(minX, b.x); minY = min(minY, b.y)
            maxX = max(maxX, b.x + b.width + gap); maxY = max(maxY, b.y + b.height + gap)
        }
        // NB: cells of at least 64 px and a few gaps wide: boxes in one cell that are not near
        // each other are more than `gap` apart, so few fit in a cell; at most ~2^20 cells.
        var cell = max(64, 4 * (gap + 1))
        while ((maxX - minX) / cell + 1) * ((maxY - minY) / cell + 1) > 1 << 20 { cell *= 2 }
        let columns = (maxX - minX) / cell + 1, rows = (maxY - minY) / cell + 1
        func cells(_ b: ChangedRegion) -> (ClosedRange<Int>, ClosedRange<Int>) {
            (((b.x - minX) / cell)...((b.x + b.width + gap - minX) / cell),
             ((b.y - minY) / cell)...((b.y + b.height + gap - minY) / cell))
        }
        // The boxes of each cell, as one flat array (counting sort by cell).
        var start = [Int](repeating: 0, count: columns * rows + 1)
        for b in boxes {
            let (cx, cy) = cells(b)
            for y in cy { for x in cx { start[y * columns + x + 1] += 1 } }
        }
        for c in 0..<(columns * rows) { start[c + 1] += start[c] }
        var fill = start
        var members = [Int](repeating: 0, count: start[columns * rows])
        for (i, b) in boxes.enumerated() {
            let (cx, cy) = cells(b)
            for y in cy { for x in cx { members[fill[y * columns + x]] = i; fill[y * columns + x] += 1 } }
        }
        var sets = DisjointSets(count: n)
        for c in 0..<(columns * rows) where start[c + 1] - start[c] > 1 {
            for p in start[c]..<start[c + 1] {
                for q in (p + 1)..<start[c + 1] {
                    let i = members[p], j = members[q]
                    if boxes[i].isNear(boxes[j], gap: gap) { sets.union(i, j) }
                }
            }
        }
        var union = [ChangedRegion?](repeating: nil, count: n)
        for i in 0..<n {
            let root = sets.find(i)
            union[root] = union[root].map { $0.union(boxes[i]) } ?? boxes[i]
        }
        return union.compactMap { $0 }
    }
}
