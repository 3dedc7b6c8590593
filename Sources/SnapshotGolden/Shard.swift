import SnapshotCatalog
import SnapshotCommandLine
import SnapshotRules

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

    /// What one snapshot costs, in pixels drawn: its surface's largest canvas at @3x (an
    /// animation frame, without an environment, counts as a small widget).
    // NB: pixels, not a measured time: it is the same on every machine, so every shard of a
    // matrix computes the same split; drawing, decoding, comparing and auditing all scale with it.
    package static func cost(_ environment: RenderEnvironment?) -> Int {
        guard let env = environment else { return 474 * 474 }
        let size = env.surface.spec.size(env.device)
        return Int(size.width * 3) * Int(size.heights.upperBound * 3)
    }

    /// The items of this shard, in their original order. Longest processing time first:
    /// items by cost (then key) go one by one to the part with the least cost so far (then
    /// the lowest index).
    package func select(_ items: [VerifyItem]) -> [VerifyItem] {
        select(items, key: \.key) { Self.cost($0.spec?.environment) }
    }

    /// The largest cost a results.json may claim (so a shard's load cannot overflow).
    package static let maxCost = 1 << 32

    /// The whole selection a shard of `items` is a part of, as each shard records it.
    package static func partition(_ items: VerifyItemList) -> ShardPartition {
        ShardPartition(items.specs.map { .init(key: $0.key, cost: cost($0.environment)) }
                       + items.prepared.map { .init(key: $0.key, cost: cost($0.spec?.environment)) })
    }

    /// The same part of a run's items, still made when verified (`VerifyItemList`).
    package func select(_ items: VerifyItemList) -> VerifyItemList {
        let part = Self.partition(items).parts(count)
        return VerifyItemList(specs: items.specs.filter { part[$0.key] == index - 1 },
                              prepared: items.prepared.filter { part[$0.key] == index - 1 },
                              scenarios: items.scenarios, factory: items.factory)
    }

    /// The audit's snapshots of this shard, split the same way.
    package func select(_ specs: [SnapshotSpec]) -> [SnapshotSpec] {
        select(specs, key: \.key) { Self.cost($0.environment) }
    }

    func select<T>(_ items: [T], key: (T) -> String, cost: (T) -> Int) -> [T] {
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
