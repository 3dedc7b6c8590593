import Foundation
import SnapshotCatalog
import SnapshotFormats
import SnapshotModel
import SnapshotRules
import SnapshotScenario

/// One generated scenario of the sweep and the snapshots of it that are checked: a row's state,
/// locale and stop kind with the corpus entries dealt to it, drawn in the row's environment
/// (at every time of the timeline, for a timeline row).
package struct SweepCase: Sendable {
    /// `sw-00042`: the scenario id, so findings name `sw-00042/systemSmall_…`.
    package var id: String
    package var row: SweepRow
    package var scenario: Scenario
    package var specs: [SnapshotSpec]
    /// The state group the case belongs to (`SweepStateGroups`), nil for a case of the space's own.
    package var group: Int? = nil
}

/// The timeline rows' clock: fresh at +0m, trains crossing 10 minutes (+0m → +1m) and 1 minute
/// (+9m → +10m, "1 min" → "Due"), the first train gone at +11m, the data stale at +15m.
package enum SweepTimeline {
    package static let offsets = ["+0m", "+1m", "+9m", "+10m", "+11m", "+15m"].map { TimelineOffset($0)! }
    /// Arrivals after `now`, in seconds: 10:30, 13:00, 17:00, 24:00, 31:00, 38:00, 45:00.
    static let arrivals: [TimeInterval] = [630, 780, 1020, 1440, 1860, 2280, 2700]
}

/// Deals corpus entries in a seeded order, every entry once before any repeats.
struct CorpusDeck<T> {
    private let items: [T]
    private var next = 0
    /// How many entries were dealt (capped at the deck's size: entries used at least once).
    var used: Int { min(next, items.count) }
    var count: Int { items.count }

    init(_ items: [T], _ random: inout SeededRandom) { self.items = random.shuffled(items) }

    mutating func deal() -> T {
        defer { next += 1 }
        return items[next % items.count]
    }
}

/// Makes a row's scenario from the corpus.
struct SweepCaseMaker {
    var names: CorpusDeck<String>
    let stopLanguages: [String: String]
    var destinations: CorpusDeck<String>
    var lines: CorpusDeck<SweepCorpus.TrainLine>
    var buses: CorpusDeck<String>
    var random: SeededRandom

    /// 2026-11-30 14:21 in Chicago: every case's `now`.
    static let now = Date(timeIntervalSince1970: 1_796_070_060)
    static let chicago = TimeZone(identifier: "America/Chicago")!
    /// Arrival times a fresh case picks from, in seconds after `now` (under a minute to 47 min).
    static let arrivalTimes: [TimeInterval] = [40, 90, 150, 420, 590, 690, 780, 1140, 1500, 2280, 2820]
    /// How long ago stale-by-the-clock data was last updated: past both clocks' 15 minutes.
    static let staleAge: TimeInterval = 18 * 60
    /// How many arrivals a case with last known arrivals has: 1, 2, 3 or 6 (the large widget's rows).
    static let arrivalCounts = [1, 2, 3, 6]

    init(corpus: SweepCorpus, seed: UInt64) {
        var r = SeededRandom(seed: seed ^ 0xC0A9_0500)
        names = CorpusDeck(corpus.stopNames, &r)
        stopLanguages = corpus.stopLanguages
        destinations = CorpusDeck(corpus.destinations, &r)
        lines = CorpusDeck(corpus.trainLines, &r)
        buses = CorpusDeck(corpus.busRoutes, &r)
        random = r
    }

    mutating func make(_ row: SweepRow, index: Int) -> SweepCase {
        let id = "sw-" + String(index).leftPadded(5, with: "0")
        let name = names.deal()
        let numbered = row.kind.showsRouteBadge
        // A badge draws no route colour, so a bus route has none (reference §8.2: not a brand).
        let routes: [(route: String, color: Color?)] = (0..<(1 + random.below(3))).map { _ in
            numbered ? (buses.deal(), nil) : { let l = lines.deal(); return (l.route, l.color) }()
        }
        var times: [TimeInterval] = []
        if row.state == .timeline {
            times = SweepTimeline.arrivals
        } else if row.state.lastKnown {
            let n = Self.arrivalCounts[random.below(Self.arrivalCounts.count)]
            times = random.shuffled(Self.arrivalTimes).prefix(n).sorted()
        }
        // A locked case names its stop again among its rows, by another spelling (`StopAlias`):
        // the first row on every second case (so the surfaces with one row show it), else the last.
        let aliased = row.privacy == .locked ? (index % 2 == 0 ? 0 : times.count - 1) : nil
        let alias = StopAlias.allCases[(index / 2) % StopAlias.allCases.count]
        let arrivals = times.enumerated().map { i, t in
            let route = routes[i % routes.count]
            let dealt = destinations.deal()
            return Arrival(route: route.route, color: route.color, destination: i == aliased ? alias.of(name, destination: dealt) : dealt,
                           at: Self.now.addingTimeInterval(t), timing: i == 0 ? row.timing : .onTime)
        }
        let age: TimeInterval = switch row.state {
        case .staleByClock: Self.staleAge
        case .timeline: 0
        case .status: TimeInterval(60 * random.below(5))
        }
        var distinct: [String] = []
        for r in routes where !distinct.contains(r.route) { distinct.append(r.route) }
        let favorite = Favorite(stop: Stop(id: "sw\(index)", name: name, mode: row.kind, language: stopLanguages[name]),
                                routes: distinct, direction: "Northbound")
        var scenario = Scenario(id: id, title: "\(row.state.name) · \(row.locale) · \(name)", now: Self.now,
                                timeZone: Self.chicago, localeIdentifier: row.locale, updatedAt: Self.now.addingTimeInterval(-age),
                                favorite: .chosen(favorite), arrivals: arrivals, status: row.state.status,
                                timeline: row.state == .timeline ? SweepTimeline.offsets : [])
        scenario.sourcePath = "sweep:" + id
        scenario.alsoTracking = (1..<row.activities).map { i in furtherActivity(row, index: index, number: i, times: times) }
        let env = RenderEnvironment(surface: row.surface, device: row.device, appearance: row.appearance,
                                    textSize: row.textSize, mode: row.mode, privacy: row.privacy)
        let specs = scenario.renderTimes.map { SnapshotSpec(scenarioID: id, environment: env, offset: $0.offset) }
        return SweepCase(id: id, row: row, scenario: scenario, specs: specs)
    }

    /// A further tracked stop: a corpus name of the other kind than the row's on
    /// every second one, one route, the row's arrival times with dealt destinations.
    mutating func furtherActivity(_ row: SweepRow, index: Int, number: Int, times: [TimeInterval]) -> TrackedActivity {
        let isBus = (row.kind == .bus) != (number % 2 == 1)
        let route: (route: String, color: Color?) = isBus ? (buses.deal(), nil)
            : { let l = lines.deal(); return (l.route, l.color) }()
        let name = names.deal()
        let stop = Stop(id: "sw\(index)-\(number)", name: name, mode: isBus ? .bus : .train, language: stopLanguages[name])
        let arrivals = times.map { t in
            Arrival(route: route.route, color: route.color, destination: destinations.deal(), at: Self.now.addingTimeInterval(t))
        }
        return TrackedActivity(favorite: Favorite(stop: stop, routes: [route.route], direction: "Southbound"), arrivals: arrivals)
    }
}
