import Foundation
import Testing
@testable import SnapshotKit

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
        #expect(rows.allSatisfy { r in r.surface.modes.contains(r.mode) && r.surface.appearances.contains(r.appearance)
            && (r.surface.honoursDynamicType || r.textSize == .large) })
        // 19 states × 4 locales × 2 stop kinds × 190 environments of the 12 surfaces, less the
        // island's 6 (compact, minimal, expanded × 2 appearances) for ended with and without
        // arrivals: an ended Live Activity is not drawn there (issue 20).
        #expect(rows.count == 19 * 4 * 2 * 190 - 2 * 4 * 2 * 6)
        #expect(SweepState.all.count == 19 && Set(SweepState.all).count == 19)
    }

    /// A timeline case crosses 10 minutes (+0m → +1m) and 1 minute (+9m → +10m) with the same
    /// rows, loses its first train at +11m and turns stale at +15m.
    @Test func aTimelineCrossesTenAndOneMinutesThenTurnsStale() throws {
        let plan = SweepSpace(seed: 19, count: 600).plan(Self.corpus)
        let c = try #require(plan.cases.first { $0.row.state == .timeline && $0.row.locale == "en_US" })
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
        let plan = SweepSpace(seed: 5, count: 200).plan(Self.corpus)
        for c in plan.cases.prefix(60) {
            let text = SweepScenarioFile.text(c.scenario)
            var loaded = try ScenarioLoader.decode(Data(text.utf8), displayPath: "scenarios/\(c.id).json")
            loaded.sourcePath = c.scenario.sourcePath
            #expect(loaded == c.scenario, "\(c.id)")
        }
    }
}
