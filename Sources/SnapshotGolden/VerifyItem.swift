import SnapshotDiff
import SnapshotImage
import SnapshotStructure

/// Something `verify` and `record` check against a golden: a key, the design's axes, and how to
/// draw it. The engine never looks inside the axes (`SnapshotAxes`).
package struct VerifyItem<Axes: SnapshotAxes>: Sendable {
    /// The golden's path under `Goldens/` without extension.
    package var key: String
    /// What the design says of it, written to results.json.
    package var axes: Axes
    /// Its own tolerance, nil for exact (the command line's overrides it).
    package var tolerance: DiffPolicy?
    /// What verifying it costs, in pixels drawn: shards balance by it (`Shard`).
    package var cost: Int
    /// Draws it: pixels as drawn (converted only when compared or written) and, when it has
    /// one, the structural snapshot.
    package var render: @Sendable () throws -> (pixels: DrawnPixels, layout: LayoutSnapshot?)

    package init(key: String, axes: Axes, tolerance: DiffPolicy? = nil, cost: Int,
                 render: @escaping @Sendable () throws -> (pixels: DrawnPixels, layout: LayoutSnapshot?)) {
        self.key = key; self.axes = axes; self.tolerance = tolerance; self.cost = cost; self.render = render
    }
}

/// The items of a run, each made only when asked for (`subscript`): a design holds what it needs
/// to make them (its plan of snapshots), never every item's key, closure and axes at once.
// NB: made whole up front, the items of a 44,000-snapshot run took about 23 MB (the array, each
// key and each drawing closure) held to the end of the run (memory flat in the catalog's size);
// now each item lives while it is verified.
package struct VerifyItemList<Axes: SnapshotAxes>: RandomAccessCollection, Sendable {
    /// The key and cost of the item at an index, without making it.
    package typealias Entry = @Sendable (Int) -> (key: String, cost: Int)

    package let count: Int
    let entry: Entry
    let make: @Sendable (Int) -> VerifyItem<Axes>

    /// `count` items, each's key and cost told by `entry` and the item made by `make`.
    package init(count: Int, entry: @escaping Entry, make: @escaping @Sendable (Int) -> VerifyItem<Axes>) {
        self.count = count; self.entry = entry; self.make = make
    }

    /// Items made by the caller, as they are.
    package init(_ items: [VerifyItem<Axes>]) {
        self.init(count: items.count, entry: { (items[$0].key, items[$0].cost) }, make: { items[$0] })
    }

    /// This list followed by `other`.
    package func followed(by other: VerifyItemList) -> VerifyItemList {
        let (first, second, split) = (self, other, count)
        return VerifyItemList(count: count + other.count,
                              entry: { $0 < split ? first.entry($0) : second.entry($0 - split) },
                              make: { $0 < split ? first.make($0) : second.make($0 - split) })
    }

    /// The items at `indices`, in that order, still made when verified.
    package func subset(_ indices: [Int]) -> VerifyItemList {
        let base = self
        return VerifyItemList(count: indices.count, entry: { base.entry(indices[$0]) }, make: { base.make(indices[$0]) })
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { count }
    package subscript(i: Int) -> VerifyItem<Axes> { make(i) }
}
