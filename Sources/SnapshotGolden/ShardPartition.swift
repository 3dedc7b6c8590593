import Foundation
import SnapshotFormats

/// What a shard was asked to cover: the whole selection it is a part of (every key with its
/// cost, sorted by key) and that selection's digest. Every shard of a run records the same one,
/// so `report --merge` recomputes the partition itself and checks each shard holds exactly its
/// part: a shard emptied, given another catalog's keys, or sharing a key is refused.
package struct ShardPartition: Codable, Equatable, Sendable {
    /// One snapshot of the selection and what it costs (`VerifyItem.cost`).
    package struct Entry: Codable, Equatable, Sendable {
        package var key: String
        package var cost: Int
        package init(key: String, cost: Int) { self.key = key; self.cost = cost }
    }

    /// The SHA-256 of the selection (`digest`): equal for shards of one catalog and selection.
    package private(set) var catalog: String
    /// Every key of the selection, sorted by key.
    package private(set) var selection: [Entry]

    package init(_ entries: [Entry]) {
        selection = entries.sorted { $0.key < $1.key }
        catalog = Self.digest(selection)
    }

    /// The digest of `entries` (sorted by key): each `key`, a tab, its cost and a newline.
    static func digest(_ entries: [Entry]) -> String {
        var text = Data()
        for e in entries { text.append(contentsOf: Array("\(e.key)\t\(e.cost)\n".utf8)) }
        return SHA256.hex(text)
    }

    /// Each key's part (0-based), as every shard computed it.
    package func parts(_ count: Int) -> [String: Int] {
        Shard.assign(selection.map { ($0.key, $0.cost) }, parts: count)
    }

    enum CodingKeys: String, CodingKey { case catalog, selection }

    /// Read back from results.json: the digest must be the selection's, keys unique and sorted,
    /// costs positive, at most `RunLimits.maxEntries` of them.
    package init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let claimed = try c.decode(String.self, forKey: .catalog)
        let entries = try c.decode([Entry].self, forKey: .selection)
        func refuse(_ reason: String) -> DecodingError {
            DecodingError.dataCorruptedError(forKey: .selection, in: c, debugDescription: reason)
        }
        guard entries.count <= RunLimits.maxEntries else { throw refuse("\(entries.count) keys; at most \(RunLimits.maxEntries)") }
        for (a, b) in zip(entries, entries.dropFirst()) where !(a.key < b.key) {
            throw refuse("'\(b.key)' is not after '\(a.key)' (keys are unique and sorted)")
        }
        if let e = entries.first(where: { $0.cost < 1 || $0.cost > Shard.maxCost }) {
            throw refuse("the cost of '\(e.key)' is \(e.cost); a cost is from 1 to \(Shard.maxCost)")
        }
        self.init(entries)
        guard catalog == claimed else {
            throw DecodingError.dataCorruptedError(forKey: .catalog, in: c, debugDescription: "is not the digest of the selection")
        }
    }
}
