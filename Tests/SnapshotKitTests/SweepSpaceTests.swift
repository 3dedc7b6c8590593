import Foundation
@testable import SnapshotModel
@testable import SnapshotPresentation
@testable import SnapshotRules
@testable import SnapshotScenario
@testable import SnapshotSweep
import Testing

/// The sweep's space (docs/sweep.md): seeded, pairwise, every corpus entry, the whole product
/// with `--full`, and cases that are scenario files.
@Suite struct SweepSpaceTests {
    static let corpus = SweepInvariantTests.corpus

    @Test func theSameSeedGivesTheSameSpaceAndAnotherSeedAnother() {
        let a = SweepSpace(seed: 3, count: 300).plan(Self.corpus), b = SweepSpace(seed: 3, count: 300).plan(Self.corpus)
        let c = SweepSpace(seed: 4, count: 300).plan(Self.corpus)
        #expect(a.cases.map(\.row) == b.cases.map(\.row) && a.cases.map(\.scenario) == b.cases.map(\.scenario))
        #expect(a.cases.map(\.row) != c.cases.map(\.row))
    }

    /// The default space covers every pair of axis values and every corpus entry; a small count
    /// covers what its first rows reach, and says so.
    @Test func theDefaultSpaceCoversEveryPairAndEveryEntry() {
        let plan = SweepSpace(seed: 19, count: 1500).plan(Self.corpus)
        #expect(plan.coverage.complete, "\(plan.coverage.line)")
        #expect(plan.cases.flatMap(\.specs).count >= 1500)
        let small = SweepSpace(seed: 19, count: 40).plan(Self.corpus)
        #expect(!small.coverage.complete && small.coverage.pairsCovered > 0)
        #expect((40..<46).contains(small.cases.flatMap(\.specs).count))
        // Every valid pair is one some valid row holds, and only those: no pair of a surface with a mode it is never shown in.
        let pairs = Set(SweepAxes.everyRow().filter { $0.surface == .accessoryInline }.map(\.mode))
        #expect(pairs == [.vibrant])
    }

    @Test func theFullSpaceIsEveryValidRowOnce() {
        let rows = SweepAxes.everyRow()
        #expect(Set(rows).count == rows.count)
        #expect(rows.allSatisfy { r in r.surface.spec.has(on: r.device) && r.surface.modes(on: r.device).contains(r.mode)
            && r.surface.appearances.contains(r.appearance)
            && (r.surface.honoursDynamicType || r.textSize == .large) })
        // Locked only where a surface redacts, two or three activities only where further ones show (issue 23).
        #expect(rows.allSatisfy { r in r.surface.spec.privacies.contains(r.privacy)
            && (r.activities == 1 || r.surface.spec.furtherActivities != .hidden) })
        // 19 states × 4 locales × 3 stop kinds (train, bus, ferry) × 3 timings of the first arrival ×
        // 1381 environments. On each of the three phones, 440: the 190 of size × appearance × mode
        // before the clear and tinted looks, and those two on the 3 Home Screen widgets (9 × 2 each),
        // plus locked on the Lock Screen and StandBy surfaces (rectangular 18, inline 2, circular 2,
        // both StandBy 18 each, the Lock Screen activity 18 × 3 activities) and two and three
        // activities (the Lock Screen 18 × 2 unlocked, the compact island 2 × 2), less the island's
        // 10 (compact, minimal, expanded × 2 appearances, the compact's 2 × 2 further activities).
        // The island's 10 on the two island phones; the small widget on CarPlay (9 sizes × 2
        // appearances); StandBy's minimal on the phones (3 × 2 modes × 2 privacies); the Smart
        // Stack on five watches; CarPlay's mirror on three screens × 2 appearances.
        // Less, for ended with and without arrivals, the island's 2 × 10, StandBy's minimal 12 and
        // the mirrors' 11: an ended Live Activity leaves every island form.
        #expect(rows.count == 19 * 4 * 3 * 3 * (3 * (190 + 3 * 9 * 2 * 2 + (18 + 2 + 2 + 18 + 18 + 18 * 3) + (18 * 2 + 2 * 2) - 10)
                                                + 2 * 10 + 9 * 2 + 3 * 2 * 2 + 5 + 3 * 2)
                              - 2 * 4 * 3 * 3 * (2 * 10 + 12 + 5 + 6))
        #expect(SweepState.all.count == 19 && Set(SweepState.all).count == 19)
    }

    /// A timeline case crosses 10 minutes (+0m → +1m) and 1 minute (+9m → +10m) with the same
    /// rows, loses its first train at +11m and turns stale at +15m.
    @Test func aTimelineCrossesTenAndOneMinutesThenTurnsStale() throws {
        let plan = SweepSpace(seed: 19, count: 600).plan(Self.corpus)
        let c = try #require(plan.cases.first { $0.row.state == .timeline && $0.row.locale == "en_US" && $0.row.timing == .onTime })
        #expect(c.specs.map { $0.offset?.text } == ["+0m", "+1m", "+9m", "+10m", "+11m", "+15m"])
        let env = RenderEnvironment(surface: .systemMedium, device: .iPhone393, appearance: .light, textSize: .large)
        let firsts = c.specs.map { spec in
            Presenter.present(c.scenario, in: env, now: c.scenario.now.addingTimeInterval(TimeInterval(spec.offset!.seconds)))
        }
        #expect(firsts.prefix(5).map { $0.rows.first?.time } == ["10\u{00A0}min", "9\u{00A0}min", "1\u{00A0}min", "Due", "2\u{00A0}min"])
        #expect(firsts[3].rows.first?.destination == firsts[0].rows.first?.destination)
        #expect(firsts[4].rows.first?.destination != firsts[0].rows.first?.destination)
        #expect(firsts[5].isStale && firsts[5].statusWord == "Stale")
    }

    /// Each case is a scenario file: its text loads back as the same scenario, so a worst case
    /// can be drawn again with `snapshot render --scenario`.
    @Test func casesAreScenarioFiles() throws {
        var corpus = Self.corpus
        corpus.stopLanguages = Dictionary(uniqueKeysWithValues: corpus.stopNames.map { ($0, "de") })
        let plan = SweepSpace(seed: 5, count: 200).plan(corpus)
        let tracking = plan.cases.filter { $0.row.activities > 1 }.prefix(10)
        // A name in another language than the scenario's keeps it ("Donau…" drew again as "Donaudam…").
        let languages = plan.cases.filter { $0.scenario.favorite.shownFavorite?.stop.language != nil }.prefix(10)
        #expect(!tracking.isEmpty && !languages.isEmpty)
        for c in Array(plan.cases.prefix(60)) + tracking + languages {
            let text = SweepScenarioFile.text(c.scenario)
            var loaded = try ScenarioLoader.decode(Data(text.utf8), displayPath: "scenarios/\(c.id).json")
            loaded.sourcePath = c.scenario.sourcePath
            #expect(loaded == c.scenario, "\(c.id)")
        }
    }

    /// Issue 23's axes in a case: as many stops tracked as the row says, each its own, and the
    /// row's privacy in every snapshot.
    @Test func casesTrackTheirRowsActivitiesAndPrivacy() {
        let plan = SweepSpace(seed: 5, count: 600).plan(Self.corpus)
        #expect(Set(plan.cases.map(\.row.activities)) == [1, 2, 3])
        #expect(Set(plan.cases.map(\.row.privacy)) == Set(Privacy.allCases))
        for c in plan.cases {
            #expect(c.scenario.alsoTracking.count == c.row.activities - 1, "\(c.id)")
            let ids = [c.scenario.favorite.shownFavorite?.stop.id] + c.scenario.alsoTracking.map(\.favorite.stop.id)
            #expect(Set(ids).count == ids.count, "\(c.id): a stop tracked twice")
            #expect(c.specs.allSatisfy { $0.environment.privacy == c.row.privacy })
        }
    }

    /// A locked case names its stop again among its rows by another spelling, each kind in turn
    /// (docs/sweep.md "Aliases of the stop"); an unlocked case's rows are as dealt.
    @Test func lockedCasesHoldAnAliasOfTheirStop() throws {
        let plan = SweepSpace(seed: 19, count: 600).plan(Self.corpus)
        var kinds: [String: Int] = [:]
        for c in plan.cases where !c.scenario.arrivals.isEmpty {
            let name = try #require(c.scenario.favorite.shownFavorite?.stop.name)
            let aliases = c.scenario.arrivals.map(\.destination).filter { Self.alias($0, of: name) != nil }
            if c.row.privacy == .unlocked {
                #expect(Set(c.scenario.arrivals.map(\.destination)).isSubset(of: Self.corpus.destinations), "\(c.id)")
                continue
            }
            #expect(aliases.count == 1, "\(c.id): \(name) ← \(c.scenario.arrivals.map(\.destination))")
            for a in aliases { kinds[Self.alias(a, of: name)!, default: 0] += 1 }
        }
        #expect(Set(kinds.keys) == ["upper case", "apostrophe or lower case", "abbreviated or folded", "shares a word"], "\(kinds)")
    }

    /// Which spelling of `name` the destination `d` is, by the seed's words: nil when it is none.
    static func alias(_ d: String, of name: String) -> String? {
        if d == name.uppercased() { return "upper case" }
        let apostrophes = ["'", "\u{2019}"]
        if apostrophes.contains(where: name.contains),
           d == name.replacingOccurrences(of: "'", with: "\u{2019}") || d == name.replacingOccurrences(of: "\u{2019}", with: "'") {
            return "apostrophe or lower case"
        }
        if d == name.lowercased() && d != name { return "apostrophe or lower case" }
        if d.hasSuffix(")"), let open = d.lastIndex(of: "("), name.contains(d[d.index(after: open)..<d.index(before: d.endIndex)]) {
            return "shares a word"
        }
        if !corpus.destinations.contains(d) { return "abbreviated or folded" }
        return nil
    }
}
