import Foundation
@testable import SnapshotCatalog
@testable import SnapshotLayout
@testable import SnapshotModel
@testable import SnapshotRules
@testable import SnapshotScenario
import Testing

/// Two and three activities at once (issue 23 item 1): "iOS shows one activity in the island's
/// compact presentation and the other as a detached minimal beside it, and stacks them on the
/// Lock Screen; StandBy shows the first". Each surface is held to its `SurfaceSpec` column.
@Suite struct ActivitiesTests {
    static let factory = try! SnapshotFactory(iconsDirectory: TestPaths.icons, workers: 1)

    static func belmont() throws -> Scenario {
        let url = TestPaths.fixtureScenarios.appendingPathComponent("belmont-fresh.json")
        return try ScenarioLoader.load(contentsOf: url, displayPath: url.lastPathComponent)
    }

    /// Further stops: Halsted & Roosevelt (bus), Clark/Lake (train).
    static let further = [
        TrackedActivity(favorite: Favorite(stop: Stop(id: "1424", name: "Halsted & Roosevelt", mode: .bus), routes: ["8"],
                                           direction: "Northbound"),
                        arrivals: [Arrival(route: "8", color: Color(r: 0x56, g: 0x5A, b: 0x5C), destination: "Waveland/Broadway",
                                           at: ScenarioFixtures.chicago(14, 26))]),
        TrackedActivity(favorite: Favorite(stop: Stop(id: "40380", name: "Clark/Lake", mode: .train), routes: ["Blue"],
                                           direction: "Outbound"),
                        arrivals: [Arrival(route: "Blue", color: Color(r: 0x00, g: 0xA1, b: 0xDE), destination: "O'Hare",
                                           at: ScenarioFixtures.chicago(14, 24))]),
    ]

    static func tracking(_ count: Int) throws -> Scenario {
        var s = try belmont()
        s.alsoTracking = Array(further.prefix(count - 1))
        return s
    }

    static func tree(_ s: Scenario, _ surface: Surface) throws -> LayoutTree {
        let env = RenderEnvironment(surface: surface, device: surface.defaultDevice, appearance: .dark, textSize: .large)
        return try factory.render(s, SnapshotSpec(scenarioID: s.id, environment: env)).tree
    }

    @Test(arguments: Surface.allCases, [2, 3])
    func eachSurfaceShowsFurtherActivitiesAsItsRowSays(_ surface: Surface, _ count: Int) throws {
        let one = try Self.tree(Self.belmont(), surface)
        let many = try Self.tree(Self.tracking(count), surface)
        // The first activity is drawn as when it is alone, but where its rows share the stack's
        // marker column: its destinations may start further in.
        let moves: Set<ElementRole> = [.destination, .routeMarker]
        #expect(many.firstActivity.filter { !moves.contains($0.role) } == one.elements.filter { !moves.contains($0.role) })
        #expect(many.firstActivity.map(\.role) == one.elements.map(\.role))
        let backgrounds = many.elements.filter { $0.role == .background && $0.activity != nil }
        switch surface.spec.furtherActivities {
        case .hidden:
            #expect(many == one, "\(surface) shows the first activity only")
        case .stacked(let gap):
            // Every further activity, each under the one before, `gap` apart.
            #expect(Set(backgrounds.compactMap(\.activity)) == Set(2...count))
            var bottom = one.size.height
            for index in 2...count {
                let bg = try #require(backgrounds.first { $0.activity == index })
                #expect(bg.frame.y == bottom + gap, "activity \(index) starts \(bg.frame.y - bottom) pt under the one before")
                #expect(bg.frame.x == 0)
                bottom = bg.frame.maxY
            }
            #expect(many.size.height == bottom)
            #expect(many.spokenSummary.hasPrefix(one.spokenSummary + " "))
        case .detached(let detached, let gap):
            // The second only, as the minimal island, `gap` right of the first, on a whole point.
            #expect(Set(backgrounds.compactMap(\.activity)) == [2])
            let bg = try #require(backgrounds.first)
            #expect(bg.frame.x == (one.size.width + gap).rounded(.up))
            #expect(bg.frame.x == bg.frame.x.rounded(), "a fractional x smears the detached island's edge")
            // The minimal's width follows its content, at most its row's width.
            #expect(bg.frame.width <= detached.spec.size(.iPhone393).width && bg.frame.height == SurfaceMetrics.islandHeight)
            #expect(many.size.width == bg.frame.maxX)
        }
    }

    /// The detached minimal and the stacked activity present their own stop, not the favorite.
    /// Stacked activities share one text size, the least any of them takes: Belmont fits at AX2
    /// on the Lock Screen, "Halsted & Roosevelt" only at AX1, and two cards at 33 and 28 pt do
    /// not line up (design review 2026-12b).
    @Test(arguments: [TextSize.ax3, .ax5])
    func stackedActivitiesShareOneTextSize(_ size: TextSize) throws {
        let env = RenderEnvironment(surface: .liveActivityLockScreen, device: .iPhone393, appearance: .dark, textSize: size)
        let tree = try Self.factory.render(Self.tracking(2), SnapshotSpec(scenarioID: "activities-two", environment: env)).tree
        let titles = tree.elements.filter { $0.role == .title }
        #expect(titles.count == 2)
        #expect(Set(titles.compactMap { $0.font?.size }).count == 1, "\(titles.map { ($0.text ?? "", $0.font?.size ?? 0) })")
    }

    /// Stacked cards share one marker column: a bus badge's card and a dot's start their
    /// destinations at one x (a tram badge's 46 pt against a dot's 32 pt read as two designs).
    @Test(arguments: [TextSize.large, .xxxLarge, .ax3])
    func stackedActivitiesShareOneMarkerColumn(_ size: TextSize) throws {
        let env = RenderEnvironment(surface: .liveActivityLockScreen, device: .iPhone393, appearance: .dark, textSize: size)
        let tree = try Self.factory.render(Self.tracking(3), SnapshotSpec(scenarioID: "activities-three", environment: env)).tree
        let starts = Set(tree.elements.filter { $0.role == .destination }.map { ($0.frame.x * 100).rounded() / 100 })
        #expect(starts.count == 1, "destinations start at \(starts.sorted())")
    }

    @Test func furtherActivitiesShowTheirOwnStop() throws {
        let s = try Self.tracking(3)
        let lock = try Self.tree(s, .liveActivityLockScreen)
        #expect(lock.elements.contains { $0.activity == 2 && $0.role == .title && $0.text == "Halsted & Roosevelt" })
        #expect(lock.elements.contains { $0.activity == 3 && $0.role == .title && $0.text == "Clark/Lake" })
        let compact = try Self.tree(s, .liveActivityCompact)
        #expect(compact.elements.contains { $0.activity == 2 && $0.role == .time && $0.label == "5 minutes" })
    }

    @Test func alsoTrackingNeedsAChosenFavorite() {
        let text = ScenarioFixtures.example
            .replacingOccurrences(of: #""removed": false"#, with: #""removed": true"#)
            .replacingOccurrences(of: #""activity": {"#, with: #""alsoTracking": [{ "stop": { "id": "1", "name": "Halsted", "mode": "bus" }, "routes": ["8"], "direction": "N", "arrivals": [] }], "activity": {"#)
        #expect(ScenarioFixtures.outcome(text) == "Scenarios/bad.json: alsoTracking: further activities need a first one: "
            + "choose a favorite stop, or leave alsoTracking out (a Live Activity is only ever started for a stop)")
    }

    @Test func alsoTrackingDecodes() throws {
        let text = ScenarioFixtures.example.replacingOccurrences(of: #""activity": {"#, with: ##""alsoTracking": [{ "stop": { "id": "1424", "name": "Halsted & Roosevelt", "mode": "bus" }, "routes": ["8"], "direction": "Northbound", "arrivals": [{ "route": "8", "color": "#565A5C", "destination": "Waveland/Broadway", "at": "2026-11-30T14:26:00-06:00" }] }], "activity": {"##)
        let s = try ScenarioLoader.decode(Data(text.utf8), displayPath: "x.json")
        #expect(s.alsoTracking == [Self.further[0]])
        #expect(s.drawnTexts.contains { $0.field == "alsoTracking[0].stop.name" && $0.text == "Halsted & Roosevelt" })
    }
}
