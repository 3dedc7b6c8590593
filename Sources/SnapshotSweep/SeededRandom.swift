/// SplitMix64: a small, fast generator whose sequence depends only on its seed, so a sweep's
/// space is the same on every machine and every run (`--seed`).
package struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    package init(seed: UInt64) { state = seed }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in `0..<n` (n > 0).
    package mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }

    /// `items` in a seeded order (Fisher–Yates with `below`, so the order depends only on the
    /// seed, not on the standard library's shuffle).
    package mutating func shuffled<T>(_ items: [T]) -> [T] {
        var a = items
        guard a.count > 1 else { return a }
        for i in stride(from: a.count - 1, to: 0, by: -1) { a.swapAt(i, below(i + 1)) }
        return a
    }
}
