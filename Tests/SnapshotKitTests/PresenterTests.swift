import Foundation
@testable import SnapshotModel
@testable import SnapshotScenario
import Testing

/// The presenter turns a scenario into wording, rows and freshness for one surface.
@Suite struct PresenterTests {
    typealias T = TestScenarios

    @Test(arguments: Surface.allCases)
    func noFavoriteAsksToChooseOne(_ surface: Surface) {
        let p = T.present(T.scenario(favorite: .notChosen), surface)
        #expect(p.message == "Choose a favorite")
        #expect(p.header == nil)
        #expect(p.showsRefresh == false)
        #expect(p.isStale == false)
        #expect(p.spokenSummary == "Choose a favorite.")
    }

    /// A removed favorite never falls back to its stop (or any other), even with arrivals.
    @Test(arguments: Surface.allCases)
    func removedFavoriteNeverNamesAStop(_ surface: Surface) {
        let p = T.present(T.scenario(favorite: .removed(T.belmont)), surface)
        #expect(p.message == "Favorite removed. Edit widget")
        #expect(p.header == nil)
        #expect(p.rows.isEmpty)
        #expect(p.showsRefresh == false)
        #expect(!p.spokenSummary.contains("Belmont"))
        #expect(!p.deepLink.contains("40320"))
    }

    struct RowCase: Sendable, CustomTestStringConvertible {
        let name: String
        let arrivals: [Arrival]
        var routes = ["Red", "Brn"]
        var configuration: WidgetConfiguration? = nil
        /// Expected rows as "route destination time".
        let rows: [String]
        var testDescription: String { name }
    }

    @Test(arguments: [
        RowCase(name: "past arrivals are dropped, soonest first",
                arrivals: [T.arrival("Red", "Howard", 14, 20, 59), T.arrival("Brn", "Kimball", 14, 26),
                           T.arrival("Red", "Howard", 14, 23)],
                rows: ["Red Howard 2\u{00A0}min", "Brn Kimball 5\u{00A0}min"]),
        RowCase(name: "an arrival exactly at now is Due",
                arrivals: [T.arrival("Red", "Howard", 14, 21)], rows: ["Red Howard Due"]),
        RowCase(name: "routes outside the favorite are filtered",
                arrivals: [T.arrival("P", "Linden", 14, 22), T.arrival("Brn", "Kimball", 14, 30)],
                rows: ["Brn Kimball 9\u{00A0}min"]),
        RowCase(name: "configuration route overrides the favorite's routes",
                arrivals: [T.arrival("Red", "Howard", 14, 22), T.arrival("Brn", "Kimball", 14, 30),
                           T.arrival("P", "Linden", 14, 31)],
                configuration: WidgetConfiguration(route: "P"), rows: ["P Linden 10\u{00A0}min"]),
        RowCase(name: "configuration direction overrides the favorite's direction",
                arrivals: [T.arrival("Red", "Howard", 14, 22, direction: "Northbound"),
                           T.arrival("Red", "95th/Dan Ryan", 14, 24, direction: "Southbound"),
                           T.arrival("Brn", "Kimball", 14, 25)],
                configuration: WidgetConfiguration(direction: "Southbound"),
                rows: ["Red 95th/Dan Ryan 3\u{00A0}min", "Brn Kimball 4\u{00A0}min"]),
        RowCase(name: "the favorite's direction applies without a configuration",
                arrivals: [T.arrival("Red", "95th/Dan Ryan", 14, 22, direction: "Southbound"),
                           T.arrival("Red", "Howard", 14, 29, direction: "Northbound")],
                rows: ["Red Howard 8\u{00A0}min"]),
        RowCase(name: "equal times keep file order",
                arrivals: [T.arrival("Brn", "Kimball", 14, 25), T.arrival("Red", "Howard", 14, 25)],
                rows: ["Brn Kimball 4\u{00A0}min", "Red Howard 4\u{00A0}min"]),
        RowCase(name: "no upcoming arrivals", arrivals: [T.arrival("Red", "Howard", 14, 0)], rows: []),
    ])
    func mediumWidgetRows(_ c: RowCase) {
        var favorite = T.belmont
        favorite.routes = c.routes
        let s = T.scenario(favorite: .chosen(favorite), arrivals: c.arrivals, configuration: c.configuration)
        let p = T.present(s, .systemMedium)
        #expect(p.rows.map { "\($0.route) \($0.destination) \($0.time)" } == c.rows)
        #expect(p.header?.stopName == "Belmont")
        #expect(p.showsRefresh)
    }

    /// Same data, two surfaces: the widget goes by `updatedAt` + 15 min, the Live Activity
    /// by `activity.staleDate` when it has one, else like the widget (issue 11).
    @Test(arguments: [
        // updatedAt,        staleDate,      widget stale, activity stale
        ((14, 6, 1), nil as (Int, Int)?, false, false),
        ((14, 6, 0), nil, true, true),
        ((13, 0, 0), nil, true, true),
        ((14, 19, 0), (14, 21), false, true),
        ((14, 19, 0), (14, 22), false, false),
        ((14, 0, 0), (14, 30), true, false),
    ] as [((Int, Int, Int), (Int, Int)?, Bool, Bool)])
    func staleness(_ updated: (Int, Int, Int), _ stale: (Int, Int)?, _ widget: Bool, _ activity: Bool) {
        let s = T.scenario(updatedAt: ScenarioFixtures.chicago(updated.0, updated.1, updated.2),
                           staleDate: stale.map { ScenarioFixtures.chicago($0.0, $0.1) })
        #expect(T.present(s, .systemSmall).isStale == widget)
        #expect(T.present(s, .systemMedium).isStale == widget)
        #expect(T.present(s, .liveActivityLockScreen).isStale == activity)
    }

    @Test(arguments: [
        (Surface.systemMedium, TextSize.large, ["2:21\u{202F}PM", "2:28\u{202F}PM"], ["at 2:21\u{202F}PM", "at 2:28\u{202F}PM"]),
        (.liveActivityLockScreen, .large, ["2:21\u{202F}PM", "2:28\u{202F}PM"], ["at 2:21\u{202F}PM", "at 2:28\u{202F}PM"]),
        (.liveActivityLockScreen, .ax3, ["2:21\u{202F}PM"], ["at 2:21\u{202F}PM"]),
        (.systemSmall, .ax3, ["2:21\u{202F}PM"], ["at 2:21\u{202F}PM"]),
    ])
    func staleTimesAreClockTimes(_ surface: Surface, _ size: TextSize, _ times: [String], _ spoken: [String]) {
        let s = T.scenario(updatedAt: ScenarioFixtures.chicago(14, 3), staleDate: ScenarioFixtures.chicago(14, 12))
        let p = T.present(s, surface, size)
        #expect(p.isStale)
        #expect(p.rows.map(\.time) == times)
        #expect(p.rows.map(\.spokenTime) == spoken)
        #expect(p.spokenSummary.hasSuffix("Updated 18 minutes ago. Stale."))
    }

    @Test(arguments: [
        (Surface.systemMedium, TextSize.large,
         "Belmont. Red Line to Howard, due now. Brown Line to Kimball, 7 minutes. Updated 2 minutes ago."),
        (.systemSmall, .large, "Belmont. Red Line to Howard, due now. Updated 2 minutes ago."),
        (.liveActivityLockScreen, .ax3, "Belmont. Red Line to Howard, due now. Updated 2 minutes ago."),
    ])
    func belmontSummary(_ surface: Surface, _ size: TextSize, _ summary: String) {
        let p = T.present(T.scenario(), surface, size)
        #expect(p.spokenSummary == summary)
        #expect(p.header?.subtitle == "Updated 2\u{00A0}min ago")
        #expect(p.deepLink == "transit://stop/40320")
    }

    @Test func busRowsSpeakRouteNumbers() {
        let stop = Stop(id: "1424", name: "Halsted & Roosevelt", mode: .bus)
        let s = T.scenario(favorite: .chosen(Favorite(stop: stop, routes: ["8", "12"], direction: "Northbound")),
                           arrivals: [T.arrival("8", "Waveland/Broadway", 14, 22, color: "#565A5C"),
                                      T.arrival("12", "Harrison/Central", 14, 26, color: "#565A5C")],
                           updatedAt: ScenarioFixtures.chicago(14, 20, 40))
        let p = T.present(s, .systemMedium)
        #expect(p.rows.map(\.spokenRoute) == ["Route 8", "Route 12"])
        #expect(p.rows.allSatisfy { $0.showsRouteBadge })
        #expect(p.header?.mode.kind == .bus)
        #expect(p.header?.mode.spokenName == "Bus stop")
        let summary = "Halsted & Roosevelt. Route 8 to Waveland/Broadway, 1 minute. "
            + "Route 12 to Harrison/Central, 5 minutes. Updated just now."
        #expect(p.spokenSummary == summary)
    }

    @Test func noUpcomingArrivalsIsSaid() {
        let p = T.present(T.scenario(arrivals: []), .systemMedium)
        #expect(p.rows.isEmpty)
        #expect(p.spokenSummary == "Belmont. No upcoming arrivals. Updated 2 minutes ago.")
    }
}
