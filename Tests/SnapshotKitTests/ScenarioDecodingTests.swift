import Foundation
@testable import SnapshotModel
@testable import SnapshotRules
@testable import SnapshotScenario
import Testing

@Suite struct ScenarioDecodingTests {
    typealias F = ScenarioFixtures

    @Test func decodesTheContractExample() throws {
        let s = try ScenarioLoader.decode(Data(F.example.utf8), displayPath: "Scenarios/belmont-fresh.json")
        let belmont = Favorite(stop: Stop(id: "40320", name: "Belmont", mode: .train),
                               routes: ["Red", "Brn"], direction: "Northbound")
        let expected = Scenario(
            id: "belmont-fresh", title: "Belmont, updated 2 min ago", now: F.chicago(14, 21),
            timeZone: TimeZone(identifier: "America/Chicago")!, localeIdentifier: "en_US",
            updatedAt: F.chicago(14, 19), favorite: .chosen(belmont),
            arrivals: [
                Arrival(route: "Red", color: Color(r: 0xC6, g: 0x0C, b: 0x30), destination: "Howard", at: F.chicago(14, 21, 40)),
                Arrival(route: "Brn", color: Color(r: 0x62, g: 0x36, b: 0x1B), destination: "Kimball", at: F.chicago(14, 28, 10)),
            ],
            activity: ActivityInfo(staleDate: F.chicago(14, 30)), status: .current,
            configuration: WidgetConfiguration(route: "Red", direction: "Northbound"),
            timeline: ["+0m", "+2m", "+15m", "+18m"].map { TimelineOffset($0)! },
            sourcePath: "Scenarios/belmont-fresh.json")
        #expect(s == expected)
        #expect(s.locale.identifier == "en_US")
        #expect(s.renderTimes.map(\.date) == [F.chicago(14, 21), F.chicago(14, 23), F.chicago(14, 36), F.chicago(14, 39)])
    }

    @Test func optionalKeysDefault() throws {
        var text = F.example
        for key in [#",\#n  "status": "current""#, #",\#n  "configuration": { "route": "Red", "direction": "Northbound" }"#,
                    #",\#n  "timeline": ["+0m", "+2m", "+15m", "+18m"]"#, #",\#n  "activity": { "staleDate": "2026-11-30T14:30:00-06:00" }"#] {
            text = text.replacingOccurrences(of: key, with: "")
        }
        let s = try ScenarioLoader.decode(Data(text.utf8), displayPath: "x.json")
        #expect(s.status == .current)
        #expect(s.configuration == nil)
        #expect(s.timeline.isEmpty)
        #expect(s.activity == nil)
        #expect(s.renderTimes.map(\.date) == [F.chicago(14, 21)])
    }

    struct Variant: Sendable, CustomTestStringConvertible {
        let target: String, replacement: String
        let check: @Sendable (Scenario) -> Bool
        var testDescription: String { replacement }
    }

    @Test(arguments: [
        Variant(target: #""removed": false"#, replacement: #""removed": true"#,
                check: { if case .removed(let f?) = $0.favorite { f.stop.name == "Belmont" } else { false } }),
        Variant(target: #""status": "current""#, replacement: #""status": "offline""#, check: { $0.status == .offline }),
        Variant(target: #""activity": { "staleDate": "2026-11-30T14:30:00-06:00" }"#,
                replacement: #""activity": { "ended": true }"#, check: { $0.activity == ActivityInfo(ended: true) }),
        Variant(target: #"{ "route": "Red", "direction": "Northbound" }"#, replacement: #"{ "route": "", "direction": null }"#,
                check: { $0.configuration == WidgetConfiguration() }),
        Variant(target: #""destination": "Howard","#, replacement: #""destination": "Howard", "direction": "Northbound","#,
                check: { $0.arrivals[0].direction == "Northbound" }),
        Variant(target: "14:21:40-06:00", replacement: "20:21:40.250Z",
                check: { $0.arrivals[0].at == F.chicago(14, 21, 40).addingTimeInterval(0.25) }),
        Variant(target: #""locale": "en_US""#, replacement: #""locale": "de_DE""#, check: { $0.locale.identifier == "de_DE" }),
    ])
    func decodesVariants(_ v: Variant) throws {
        let text = F.example(replacing: v.target, with: v.replacement)
        let s = try ScenarioLoader.decode(Data(text.utf8), displayPath: "x.json")
        #expect(v.check(s))
    }

    @Test(arguments: [
        ("null", FavoriteSelection.notChosen),
        (#"{ "removed": true }"#, .removed(nil)),
    ])
    func favoriteWithoutStop(_ json: String, _ expected: FavoriteSelection) throws {
        let text = F.example(settingValueOf: "favorite", to: json)
        let s = try ScenarioLoader.decode(Data(text.utf8), displayPath: "x.json")
        #expect(s.favorite == expected)
        #expect(s.favorite.shownFavorite == nil)
    }

    @Test func catalogFilesAllLoadAndIdsMatchFileNames() throws {
        let (scenarios, errors) = ScenarioLoader.loadFolder(F.catalog, displayRoot: "Scenarios")
        #expect(errors.map(\.description) == [])
        let files = (try? FileManager.default.contentsOfDirectory(atPath: F.catalog.path)) ?? []
        // NB: ids in the loader's order (file names by their bytes: "state-failed-de-de.json" before "state-failed.json").
        #expect(scenarios.map(\.id) == files.filter { $0.hasSuffix(".json") }.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
            .map { String($0.dropLast(5)) })
        #expect(scenarios.count >= 22)
        #expect(Set(scenarios.map(\.status)) == Set(ScenarioStatus.allCases))
        for s in scenarios { #expect(s.sourcePath == "Scenarios/\(s.id).json") }
        let byID = Dictionary(uniqueKeysWithValues: scenarios.map { ($0.id, $0) })
        #expect(byID["no-favorite"]?.favorite == .notChosen)
        #expect(byID["halsted-fresh"]?.favorite.shownFavorite?.stop.mode == .bus)
        for (id, stale) in [("belmont-stale", true), ("belmont-fresh", false)] {
            let s = try #require(byID[id])
            #expect(FreshnessRules.isActivityStale(staleDate: s.activity?.staleDate, updatedAt: s.updatedAt, now: s.now) == stale)
        }
        if case .removed(let f)? = byID["favorite-removed"]?.favorite { #expect(f?.stop.name == "Belmont") } else {
            Issue.record("favorite-removed is not .removed")
        }
    }
}
