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

    package func plan(_ corpus: SweepCorpus) -> Plan {
        let valid = SweepAxes.everyRow()
        let cover = PairwiseCover(valid: valid.map(SweepAxes.values))
        var random = SeededRandom(seed: seed)
        var maker = SweepCaseMaker(corpus: corpus, seed: seed)
        var cases: [SweepCase] = [], snapshots = 0
        if full {
            cases = valid.enumerated().map { maker.make($1, index: $0) }
        } else {
            let order = cover.cover(&random)
            var next = 0
            while snapshots < count {
                let row = next < order.count ? valid[order[next]] : valid[random.below(valid.count)]
                let c = maker.make(row, index: next)
                cases.append(c)
                snapshots += c.specs.count
                next += 1
            }
        }
        // State groups come after the space's own cases, from a stream of their own: the space's
        // rows and the corpus entries dealt to them are the same with or without them.
        var groupRandom = SeededRandom(seed: seed ^ 0x57A7_E600)
        for (group, rows) in SweepStateGroups.rows(full: full, count: count, &groupRandom).enumerated() {
            cases += maker.makeGroup(rows, index: cases.count, group: group)
        }
        let all = cover.allPairs
        let covered = Set(cases.flatMap { cover.pairs(SweepAxes.values($0.row)) }).intersection(all)
        let coverage = SweepCoverage(pairs: all.count, pairsCovered: covered.count,
                                     stopNames: .init(used: maker.names.used, of: maker.names.count),
                                     destinations: .init(used: maker.destinations.used, of: maker.destinations.count),
                                     trainLines: .init(used: maker.lines.used, of: maker.lines.count),
                                     busRoutes: .init(used: maker.buses.used, of: maker.buses.count))
        return Plan(cases: cases, coverage: coverage)
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
