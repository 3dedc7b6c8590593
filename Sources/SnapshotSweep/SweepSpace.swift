/// Which scenarios a sweep checks (docs/sweep.md). The default space is seeded: a covering
/// array in which every pair of axis values occurs (`PairwiseCover`), then random valid rows,
/// up to `count` snapshots; corpus entries are dealt in a seeded cycle, so every entry occurs
/// once the space has more rows than the corpus has entries. `--full` is every valid row. Both
/// end with state groups (`SweepStateGroups`): one case's data in each state, for the rules
/// that compare states.
package struct SweepSpace: Sendable, Equatable {
    package var seed: UInt64
    /// Every valid row instead of the seeded selection.
    package var full: Bool
    /// Snapshots in the default space (the covering rows come first, so a small count covers fewer pairs).
    package var count: Int

    /// Sized so the sweep takes about the audit's time (Benchmarks/sweep/RESULTS.md).
    package static let defaultCount = 4800
    package static let defaultSeed: UInt64 = 19

    package init(seed: UInt64 = defaultSeed, full: Bool = false, count: Int = defaultCount) {
        self.seed = seed; self.full = full; self.count = count
    }

    /// The cases and what they cover.
    package struct Plan: Sendable {
        package var cases: [SweepCase]
        package var coverage: SweepCoverage
    }

    /// Every case of the space, in order.
    package func plan(_ corpus: SweepCorpus) -> Plan { plan(corpus) { _ in true } }

    /// The cases of the space that `keep` holds, in order, and what the whole space covers: a
    /// case is made, offered and dropped, so a plan takes the memory of what it keeps (a shard's
    /// part), not of the space (`--count 1000000` planned 1.8 GB to keep a thousandth of it).
    package func plan(_ corpus: SweepCorpus, keeping keep: (SweepCase) -> Bool) -> Plan {
        var cases: [SweepCase] = []
        let coverage = eachCase(corpus) { if keep($0) { cases.append($0) } }
        return Plan(cases: cases, coverage: coverage)
    }

    /// Hands every case of the space to `body` in order, keeping none, and returns what they cover.
    package func eachCase(_ corpus: SweepCorpus, _ body: (SweepCase) -> Void) -> SweepCoverage {
        let valid = SweepAxes.everyRow()
        let cover = PairwiseCover(valid: valid.map(SweepAxes.values))
        let all = cover.allPairs
        var random = SeededRandom(seed: seed)
        var maker = SweepCaseMaker(corpus: corpus, seed: seed)
        var made = 0
        var covered = Set<PairwiseCover.Pair>()
        func offer(_ c: SweepCase) {
            covered.formUnion(cover.pairs(SweepAxes.values(c.row)).filter(all.contains))
            made += 1
            body(c)
        }
        if full {
            for (index, row) in valid.enumerated() { offer(maker.make(row, index: index)) }
        } else {
            let order = cover.cover(&random)
            var next = 0, snapshots = 0
            while snapshots < count {
                let row = next < order.count ? valid[order[next]] : valid[random.below(valid.count)]
                let c = maker.make(row, index: next)
                snapshots += c.specs.count
                offer(c)
                next += 1
            }
        }
        // State groups come after the space's own cases, from a stream of their own: the space's
        // rows and the corpus entries dealt to them are the same with or without them.
        var groupRandom = SeededRandom(seed: seed ^ 0x57A7_E600)
        for (group, rows) in SweepStateGroups.rows(full: full, count: count, &groupRandom).enumerated() {
            maker.makeGroup(rows, index: made, group: group).forEach(offer)
        }
        return SweepCoverage(pairs: all.count, pairsCovered: covered.count,
                             stopNames: .init(used: maker.names.used, of: maker.names.count),
                             destinations: .init(used: maker.destinations.used, of: maker.destinations.count),
                             trainLines: .init(used: maker.lines.used, of: maker.lines.count),
                             busRoutes: .init(used: maker.buses.used, of: maker.buses.count))
    }
}

/// What a sweep's space covers: pairs of axis values, and corpus entries used at least once.
package struct SweepCoverage: Codable, Sendable, Equatable {
    package var pairs: Int
    package var pairsCovered: Int
    package var stopNames: Share
    package var destinations: Share
    package var trainLines: Share
    package var busRoutes: Share

    /// `used` of `of` entries.
    package struct Share: Codable, Sendable, Equatable {
        package var used: Int
        package var of: Int
        package var complete: Bool { used >= of }
    }

    /// Every pair and every corpus entry.
    package var complete: Bool {
        pairsCovered == pairs && [stopNames, destinations, trainLines, busRoutes].allSatisfy(\.complete)
    }

    /// "1530 of 1530 pairs; stop names 252 of 252, …".
    package var line: String {
        "\(pairsCovered) of \(pairs) pairs of axis values; stop names \(stopNames.used) of \(stopNames.of), destinations "
            + "\(destinations.used) of \(destinations.of), train lines \(trainLines.used) of \(trainLines.of), bus routes "
            + "\(busRoutes.used) of \(busRoutes.of)"
    }
}
