import SnapshotCommandLine

/// `--shard i/n`: one of `n` parts of a run, for spreading a catalog over a CI matrix.
/// The parts are a partition (every snapshot lands in exactly one), deterministic (the same
/// selection always splits the same way, on every machine) and balanced by cost.
package struct Shard: Equatable, Sendable, Codable {
    /// 1-based.
    package var index: Int
    package var count: Int

    /// Parses `i/n` with 1 ≤ i ≤ n ≤ 256.
    package init(parsing text: String) throws(UsageError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), (1...256).contains(n), (1...n).contains(i) else {
            throw UsageError("--shard: '\(text)' is not a shard; write i/n with 1 ≤ i ≤ n ≤ 256, like 2/4")
        }
        index = i; count = n
    }

    /// `i/n`.
    package var description: String { "\(index)/\(count)" }

    enum CodingKeys: String, CodingKey { case index, count }

    /// Read back from results.json or audit.json: held to the same bounds as the option.
    package init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let i = try c.decode(Int.self, forKey: .index), n = try c.decode(Int.self, forKey: .count)
        do { try self.init(parsing: "\(i)/\(n)") } catch {
            throw DecodingError.dataCorruptedError(forKey: .index, in: c, debugDescription: "shard \(i)/\(n) is out of range")
        }
    }

    /// The items of this shard, in their original order. Longest processing time first:
    /// items by cost (then key) go one by one to the part with the least cost so far (then
    /// the lowest index).
    package func select<Axes>(_ items: [VerifyItem<Axes>]) -> [VerifyItem<Axes>] {
        select(items, key: \.key, cost: \.cost)
    }

    /// The largest cost a results.json may claim (so a shard's load cannot overflow).
    package static let maxCost = 1 << 32

    /// The whole selection a shard of `items` is a part of, as each shard records it.
    package static func partition<Axes>(_ items: VerifyItemList<Axes>) -> ShardPartition {
        ShardPartition((0..<items.count).map { i in let e = items.entry(i); return .init(key: e.key, cost: e.cost) })
    }

    /// The same part of a run's items, still made when verified (`VerifyItemList`); `partition`:
    /// theirs, when the caller made it already (`partition(_:)`).
    package func select<Axes>(_ items: VerifyItemList<Axes>, in partition: ShardPartition? = nil) -> VerifyItemList<Axes> {
        let part = (partition ?? Self.partition(items)).parts(count)
        return items.subset((0..<items.count).filter { part[items.entry($0).key] == index - 1 })
    }

    package func select<T>(_ items: [T], key: (T) -> String, cost: (T) -> Int) -> [T] {
        let part = Self.assign(items.map { (key($0), cost($0)) }, parts: count)
        return items.filter { part[key($0)] == index - 1 }
    }

    /// The part (0-based) of each key.
    package static func assign(_ items: [(key: String, cost: Int)], parts: Int) -> [String: Int] {
        var load = Array(repeating: 0, count: parts)
        var part: [String: Int] = [:]
        for item in items.sorted(by: { ($0.cost, $1.key) > ($1.cost, $0.key) }) {
            let lightest = load.indices.min { (load[$0], $0) < (load[$1], $1) }!
            part[item.key] = lightest
            load[lightest] += item.cost
        }
        return part
    }
}
