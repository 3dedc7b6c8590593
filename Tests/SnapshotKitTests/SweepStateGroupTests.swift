import Foundation
@testable import SnapshotAudit
@testable import SnapshotCatalog
@testable import SnapshotGolden
@testable import SnapshotModel
@testable import SnapshotRules
@testable import SnapshotScenario
@testable import SnapshotSweep
import Testing

/// The sweep's state groups (docs/sweep.md "State groups"): siblings that differ only in state,
/// generated from the seed, bounded, and checked whole in one shard.
@Suite struct SweepStateGroupTests {
    static let corpus = SweepInvariantTests.corpus
    static let plan = SweepSpace(seed: 19, count: SweepSpace.defaultCount).plan(corpus)

    static func groups(_ plan: SweepSpace.Plan) -> [Int: [SweepCase]] {
        Dictionary(grouping: plan.cases.filter { $0.group != nil }) { $0.group! }
    }

    /// The default space: every surface in every locale once, with and without arrivals, at the
    /// review's sizes, for at most a tenth of its snapshots.
    @Test func stateGroupsCoverEverySurfaceInEveryLocaleWithinATenth() {
        let groups = Self.groups(Self.plan)
        let snapshots = groups.values.joined().flatMap(\.specs).count
        let own = Self.plan.cases.filter { $0.group == nil }.flatMap(\.specs).count
        #expect(snapshots > 0 && snapshots <= SweepSpace.defaultCount / 10, "\(snapshots) of \(own)")
        #expect(own >= SweepSpace.defaultCount)
        let places = Set(groups.values.map { "\($0[0].row.surface) \($0[0].row.locale)" })
        #expect(places.count == Surface.allCases.count * SweepAxes.locales.count)
        for surface in Surface.allCases {
            let known = Set(groups.values.filter { $0[0].row.surface == surface }.map(\.[0].row.state.lastKnown))
            #expect(known == [true, false], "\(surface)")
        }
        #expect(Set(groups.values.map(\.[0].row.textSize)).isSubset(of: SweepStateGroups.sizes))
        // The groups come after the space's own cases.
        let firstGroup = Self.plan.cases.firstIndex { $0.group != nil }!
        #expect(Self.plan.cases[firstGroup...].allSatisfy { $0.group != nil })
    }

    /// Siblings share their data and environment; they differ in state, and stale in its age.
    @Test func stateGroupSiblingsDifferOnlyInState() throws {
        for siblings in Self.groups(Self.plan).values {
            let first = siblings[0]
            let surface = first.row.surface
            #expect(siblings.map(\.row.state.told) == StateGroupMember.states.filter { StateDistinctCheck.shows($0, on: surface) },
                    "\(first.id)")
            for c in siblings {
                #expect(c.specs == [SnapshotSpec(scenarioID: c.id, environment: first.specs[0].environment)], "\(c.id)")
                var row = c.row
                row.state = first.row.state
                #expect(row == first.row, "\(c.id)")
                #expect(c.scenario.status == c.row.state.status)
                var data = c.scenario
                data.id = first.scenario.id; data.title = first.scenario.title; data.sourcePath = first.scenario.sourcePath
                data.status = first.scenario.status; data.updatedAt = first.scenario.updatedAt
                #expect(data == first.scenario, "\(c.id)")
                let age = c.scenario.now.timeIntervalSince(c.scenario.updatedAt)
                if c.row.state.told == .stale { #expect(age == 18 * 60) } else { #expect(age < 5 * 60) }
            }
        }
    }

    /// The same seed gives the same groups; a small space has fewer, none under ten snapshots'
    /// worth; `--full` has every place with and without arrivals.
    @Test func stateGroupsAreSeededAndBounded() {
        let again = SweepSpace(seed: 19, count: SweepSpace.defaultCount).plan(Self.corpus)
        #expect(again.cases.map(\.row) == Self.plan.cases.map(\.row) && again.cases.map(\.group) == Self.plan.cases.map(\.group))
        #expect(Self.groups(SweepSpace(seed: 19, count: 40).plan(Self.corpus)).isEmpty)
        let small = SweepSpace(seed: 7, count: 96).plan(Self.corpus)
        #expect(Self.groups(small).values.joined().flatMap(\.specs).count <= 9)
        var random = SeededRandom(seed: 1)
        let full = SweepStateGroups.rows(full: true, count: 0, &random)
        #expect(full.count == SweepStateGroups.places().joined().count * 2)
    }

    /// A shard holds every state of a group or none of it, so the merged sweep is the unsharded one.
    @Test func stateGroupsLandWholeInOneShard() {
        let groups = Self.groups(Self.plan)
        var seen: [Int: Int] = [:]
        for i in 1...3 {
            let run = SweepRun(factory: SweepInvariantTests.factory, corpus: Self.corpus, space: SweepSpace(), shard: try! Shard(parsing: "\(i)/3"))
            let part = Dictionary(grouping: run.plan().cases.filter { $0.group != nil }) { $0.group! }
            for (group, cases) in part {
                #expect(cases.count == groups[group]!.count, "group \(group) split in shard \(i)")
                #expect(seen.updateValue(i, forKey: group) == nil, "group \(group) in two shards")
            }
        }
        #expect(seen.count == groups.count)
    }
}
