import Foundation
@testable import SnapshotCatalog
import SnapshotCatalogRuns
import SnapshotCommandLine
@testable import SnapshotGolden
import Testing

/// Issue 14: "`--shard i/n` on verify, audit and record gives a deterministic partition,
/// balanced by cost, in which every snapshot lands in exactly one shard."
@Suite struct ShardTests {
    @Test(arguments: [("1/1", 1, 1), ("2/4", 2, 4), ("4/4", 4, 4), ("256/256", 256, 256)])
    func parses(_ text: String, _ index: Int, _ count: Int) throws {
        let shard = try Shard(parsing: text)
        #expect(shard.index == index && shard.count == count)
    }

    @Test(arguments: ["0/4", "5/4", "1/0", "2", "a/b", "1/2/3", "-1/2", "1/257", ""])
    func rejects(_ text: String) {
        #expect(throws: UsageError.self) { try Shard(parsing: text) }
    }

    /// Longest first onto the lightest part: 9 → part 0, 7 → 1, 5 → 1 (7 < 9), 4 → 0 (9 < 12),
    /// 3 → 1 (12 < 13): {9, 4} and {7, 5, 3}.
    @Test func assignsLongestFirstToTheLightestPart() {
        let part = Shard.assign([("a", 3), ("b", 9), ("c", 5), ("d", 7), ("e", 4)], parts: 2)
        #expect(part == ["b": 0, "d": 1, "c": 1, "e": 0, "a": 1])
    }

    /// Equal costs split by key, so the parts are the same whatever the input order.
    @Test func equalCostsSplitTheSameWayInAnyOrder() {
        let items = (0..<10).map { ("k\($0)", 1) }
        #expect(Shard.assign(items, parts: 3) == Shard.assign(items.reversed(), parts: 3))
        #expect(Shard.assign(items, parts: 3).values.sorted() == [0, 0, 0, 0, 1, 1, 1, 2, 2, 2])
    }

    /// The catalog (default axes and the 26 animation items): every key in exactly one of n
    /// shards, and no shard's cost more than the largest item above an even share.
    @Test(arguments: [2, 3, 4, 7])
    func theCatalogIsPartitionedAndBalanced(_ n: Int) throws {
        let factory = try SnapshotFactory(iconsDirectory: TestPaths.icons, workers: 1)
        let scenarios = try TestScenarios.catalog()
        let items = CatalogItems.make(scenarios, axes: AxisSelection(filter: nil), frames: 12, factory: factory)
        let shards = try (1...n).map { try Shard(parsing: "\($0)/\(n)").select(items) }
        let keys = shards.flatMap { $0.map(\.key) }
        #expect(keys.count == items.count)
        #expect(Set(keys) == Set(items.map(\.key)))
        let costs = shards.map { $0.reduce(0) { $0 + $1.cost } }
        let largest = items.map { $0.cost }.max() ?? 0
        #expect(costs.max()! - costs.min()! <= largest, "\(costs)")
        #expect(shards.map { $0.map(\.key) } == (try (1...n).map { try Shard(parsing: "\($0)/\(n)").select(items).map(\.key) }))
        // What verify selects: the same items, made only as they are verified.
        let list = CatalogItems.list(scenarios, axes: AxisSelection(filter: nil), frames: 12, factory: factory)
        #expect(list.map(\.key) == items.map(\.key))
        #expect(shards.map { $0.map(\.key) } == (try (1...n).map { try Shard(parsing: "\($0)/\(n)").select(list).map(\.key) }))
    }

    /// On the command line: `verify --shard 1/2` and `2/2` each check one of the two
    /// snapshots; a bad value is a usage error naming the option.
    @Test func verifyShardsSplitTheSelection() throws {
        let goldens = try SmallGoldens()
        defer { goldens.remove() }
        var seen: [String] = []
        for i in 1...2 {
            _ = CLIRun(goldens.verify(["--shard", "\(i)/2"]))
            let keys = try goldens.statuses().keys.sorted()
            #expect(keys.count == 1, "\(keys)")
            seen += keys
        }
        #expect(seen.sorted() == SmallGoldens.keys.sorted())
        let bad = CLIRun(goldens.verify(["--shard", "3/2"]))
        #expect(bad.code == .usage)
        #expect(bad.err.contains("--shard: '3/2' is not a shard; write i/n with 1 ≤ i ≤ n ≤ 256, like 2/4"), "\(bad.err)")
    }
}
