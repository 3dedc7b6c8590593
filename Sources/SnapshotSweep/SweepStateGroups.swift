import Foundation
import SnapshotAudit
import SnapshotCatalog
import SnapshotFormats
import SnapshotModel
import SnapshotRules
import SnapshotScenario

/// State groups (docs/sweep.md "State groups"): one case's data drawn in each state of the surface contract
/// that the surface shows — current, stale, loading, paused, offline, failed, ended (updating is
/// current by design) — in one environment, so `state.distinct` can tell whether the states look
/// different and `layout.room` whether the compact island's value keeps its size. A group is dealt
/// from the corpus like any case, with or without last known arrivals; its siblings differ only in
/// state (and stale only in its age, 18 minutes).
package enum SweepStateGroups {
    /// The sizes a group is drawn at where the surface follows Dynamic Type: L, XXXL and AX3 (the
    /// sizes the review looks at).
    static let sizes: [TextSize] = [.large, .xxxLarge, .ax3]

    /// Where a group is drawn.
    struct Place: Equatable {
        var surface: Surface
        var locale: String
        var textSize: TextSize
    }

    /// Every place: each surface in each locale at each of its sizes (fixed-size surfaces at L).
    static func places() -> [[Place]] {
        Surface.allCases.flatMap { surface in
            SweepAxes.locales.map { locale in
                (surface.honoursDynamicType ? sizes : [.large]).map { Place(surface: surface, locale: locale, textSize: $0) }
            }
        }
    }

    /// The states of a group on `surface`, current first: those the surface shows
    /// (`StateDistinctCheck.shows`: ended leaves the island, a widget draws it as current).
    static func states(lastKnown: Bool, on surface: Surface) -> [SweepState] {
        StateGroupMember.states.filter { StateDistinctCheck.shows($0, on: surface) }.map { state in
            switch state {
            case nil: .status(.current, lastKnown: lastKnown)
            case .stale?: .staleByClock(lastKnown: lastKnown)
            case .loading?: .status(.loading, lastKnown: lastKnown)
            case .paused?: .status(.paused, lastKnown: lastKnown)
            case .offline?: .status(.offline, lastKnown: lastKnown)
            case .failed?: .status(.failed, lastKnown: lastKnown)
            case .ended?: .status(.ended, lastKnown: lastKnown)
            }
        }
    }

    /// The groups of a space, each as its siblings' rows, current first. The default space: each
    /// surface in each locale once (at a seeded size, with last known arrivals in two locales and
    /// without in the other two), then the other sizes, in a seeded order, as long as the groups
    /// stay within a tenth of `count` snapshots. The full space: every place, with and without
    /// arrivals. Stop kind, timing, device, appearance and mode are seeded.
    static func rows(full: Bool, count: Int, _ random: inout SeededRandom) -> [[SweepRow]] {
        let places = places()
        var chosen: [(Place, lastKnown: Bool)] = []
        if full {
            chosen = places.flatMap { $0 }.flatMap { place in [true, false].map { (place, $0) } }
        } else {
            var first: [(Place, lastKnown: Bool)] = [], rest: [(Place, lastKnown: Bool)] = []
            var turn = 0
            for (i, sized) in places.enumerated() {
                // A surface's locales come in a row: every second one with arrivals, from a seeded start.
                let locale = i % SweepAxes.locales.count
                if locale == 0 { turn = random.below(2) }
                let pick = random.below(sized.count)
                first.append((sized[pick], (locale + turn) % 2 == 0))
                rest += sized.indices.filter { $0 != pick }.map { (sized[$0], random.below(2) == 0) }
            }
            var budget = count / 10
            for candidate in random.shuffled(first) + random.shuffled(rest) {
                let cost = states(lastKnown: candidate.lastKnown, on: candidate.0.surface).count
                guard cost <= budget else { continue }
                chosen.append(candidate)
                budget -= cost
            }
        }
        return chosen.map { place, lastKnown in
            let s = place.surface
            let device = s.devices[random.below(s.devices.count)], modes = s.modes(on: device)
            let base = SweepRow(state: .status(.current, lastKnown: lastKnown), locale: place.locale,
                                kind: SweepAxes.kinds[random.below(SweepAxes.kinds.count)],
                                timing: ArrivalTiming.allCases[random.below(ArrivalTiming.allCases.count)], surface: s,
                                device: device, textSize: place.textSize,
                                appearance: s.appearances[random.below(s.appearances.count)],
                                mode: modes[random.below(modes.count)])
            return states(lastKnown: lastKnown, on: s).map { state in
                var row = base
                row.state = state
                return row
            }
        }
    }
}

extension SweepCaseMaker {
    /// A state group's cases, numbered from `index`: the first sibling's data dealt as any case's,
    /// the others the same data in their own state (stale: last updated 18 minutes ago).
    mutating func makeGroup(_ rows: [SweepRow], index: Int, group: Int) -> [SweepCase] {
        var base = make(rows[0], index: index)
        base.group = group
        let age = Self.now.timeIntervalSince(base.scenario.updatedAt)
        let name = base.scenario.favorite.shownFavorite?.stop.name ?? ""
        return [base] + rows.enumerated().dropFirst().map { i, row in
            let id = "sw-" + String(index + i).leftPadded(5, with: "0")
            var scenario = base.scenario
            scenario.id = id
            scenario.title = "\(row.state.name) · \(row.locale) · \(name)"
            scenario.status = row.state.status
            if case .staleByClock = row.state { scenario.updatedAt = Self.now.addingTimeInterval(-Self.staleAge) } else {
                scenario.updatedAt = Self.now.addingTimeInterval(-age)
            }
            scenario.sourcePath = "sweep:" + id
            let specs = base.specs.map { SnapshotSpec(scenarioID: id, environment: $0.environment, offset: $0.offset) }
            return SweepCase(id: id, row: row, scenario: scenario, specs: specs, group: group)
        }
    }
}

extension SweepState {
    /// The state a state group's sibling is drawn in: its status, nil for current.
    var told: StatusKind? {
        switch self {
        case .staleByClock: .stale
        case .timeline: nil
        case .status(let status, _):
            switch status {
            case .loading: .loading
            case .paused: .paused
            case .offline: .offline
            case .failed: .failed
            case .ended: .ended
            case .current, .updating, .placeholder: nil
            }
        }
    }
}
