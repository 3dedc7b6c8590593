import SnapshotModel
import Synchronization

/// The runs a process has set, shared by every thread that lays out or draws: each distinct
/// run is set once, however many compositions, sizes, appearances and modes ask for it.
///
/// The key is the whole run but its colour (`TextRun`: text, font, wrap width, lines,
/// alignment, word breaking; any property added to the run, a language or a hyphenation
/// setting, is part of the key by being there), so two runs share an entry only when the
/// typesetter cannot tell them apart. Bounded: two generations of at most `generationSize`
/// runs each; when the newer fills, the older is dropped and a run found in it moves up, so
/// what a run keeps asking for stays and a long sweep holds at most `2 × generationSize`.
package final class MeasurementCache: Sendable {
    /// Runs held per generation.
    package let generationSize: Int
    private let generations: Mutex<Generations>

    /// A cache holding at most `capacity` runs (twice the runs one generation holds).
    // NB: a verify of the catalog sets about 2,150 distinct runs, the default sweep about 16,000
    // by its end (its generated names: the older generation turns over); an entry is a few
    // hundred bytes, so the bound is a few MB (the sweep's peak: +3 %).
    package init(capacity: Int = 16_384) {
        generationSize = max(1, capacity / 2)
        generations = Mutex(Generations())
    }

    /// The colour every key carries: colour never changes how text sets.
    static let keyColour = Color(r: 0, g: 0, b: 0)

    /// `run` as a key: the same run in `keyColour`.
    static func key(_ run: TextRun) -> TextRun {
        var key = run
        key.color = keyColour
        return key
    }

    /// How `run` was set, if it has been.
    package func cached(_ run: TextRun) -> TypesetText? {
        let key = Self.key(run)
        let size = generationSize
        return generations.withLock { g in
            if let hit = g.newer[key] { return hit }
            guard let old = g.older[key] else { return nil }
            g.insert(key, old, limit: size)
            return old
        }
    }

    /// How `run` sets: from the cache, or set by `measurer` (outside the lock, so threads set
    /// different runs at once) and kept.
    package func typeset(_ run: TextRun, by measurer: any TextMeasuring) -> TypesetText {
        if let hit = cached(run) { return hit }
        let set = measurer.typeset(run)
        let key = Self.key(run), size = generationSize
        generations.withLock { $0.insert(key, set, limit: size) }
        return set
    }

    /// Runs held now (both generations).
    package var count: Int { generations.withLock { $0.newer.count + $0.older.count } }

    private struct Generations: Sendable {
        var newer: [TextRun: TypesetText] = [:]
        var older: [TextRun: TypesetText] = [:]

        mutating func insert(_ key: TextRun, _ value: TypesetText, limit: Int) {
            if newer.count >= limit, newer[key] == nil {
                older = newer
                newer = [:]
            }
            newer[key] = value
        }
    }
}

/// A measurer that asks `measurer` once per distinct run and answers every other time from
/// `cache` (shared by the threads of a run; each thread keeps its own `measurer`).
package struct CachedMeasurer: TextMeasuring {
    package let measurer: any TextMeasuring
    package let cache: MeasurementCache

    package init(_ measurer: any TextMeasuring, cache: MeasurementCache) {
        self.measurer = measurer; self.cache = cache
    }

    package func measure(_ text: String, font: FontSpec, maxWidth: Double?, maxLines: Int) -> TextMeasurement {
        measure(TextRun(text, font: font, color: MeasurementCache.keyColour, wrapWidth: maxWidth, maxLines: maxLines))
    }

    package func measure(_ run: TextRun) -> TextMeasurement { typeset(run).measurement }

    package func shown(_ run: TextRun) -> String { typeset(run).shown }

    package func lines(_ run: TextRun) -> [String] { typeset(run).lines }

    package func typeset(_ run: TextRun) -> TypesetText { cache.typeset(run, by: measurer) }
}
