/// A covering array of strength two: rows such that every pair of axis values that occurs in
/// some valid row occurs in at least one chosen row. Greedy (AETG-like): each new row is the
/// candidate that covers the most pairs still uncovered, among valid rows holding the first
/// uncovered pair; candidates and ties follow the seeded generator, so the result is the same
/// for a seed on every machine.
struct PairwiseCover {
    /// A pair of (axis, value) as one integer.
    typealias Pair = Int

    let valid: [[Int]]
    /// Values per axis (for encoding pairs).
    let radix: Int

    init(valid: [[Int]]) {
        self.valid = valid
        radix = (valid.flatMap { $0 }.max() ?? 0) + 1
    }

    func pairs(_ row: [Int]) -> [Pair] {
        var out: [Pair] = []
        for i in row.indices { for j in row.indices where j > i { out.append(((i * radix + row[i]) * row.count + j) * radix + row[j]) } }
        return out
    }

    /// Every pair some valid row holds.
    var allPairs: Set<Pair> { Set(valid.flatMap(pairs)) }

    /// Indices into `valid` of the chosen rows, in the order chosen (most new pairs first).
    func cover(_ random: inout SeededRandom, candidates: Int = 48) -> [Int] {
        var holders: [Pair: [Int]] = [:]
        for (i, row) in valid.enumerated() { for p in pairs(row) { holders[p, default: []].append(i) } }
        var uncovered = Set(holders.keys)
        let order = random.shuffled(holders.keys.sorted())
        var chosen: [Int] = [], next = 0
        while !uncovered.isEmpty {
            while !uncovered.contains(order[next]) { next += 1 }
            let rows = holders[order[next]]!
            var best = -1, bestGain = -1
            for _ in 0..<min(candidates, rows.count) {
                let i = rows[random.below(rows.count)]
                let gain = pairs(valid[i]).filter(uncovered.contains).count
                if gain > bestGain { best = i; bestGain = gain }
            }
            chosen.append(best)
            uncovered.subtract(pairs(valid[best]))
        }
        return chosen
    }
}
