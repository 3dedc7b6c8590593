import Foundation
import SnapshotModel
import SnapshotScenario
import Testing

/// Issue 25: a scenario built in Swift from an app's values passes the scenario file's rules
/// (docs/scenarios.md), with the field named as the file would name it, and is the same
/// scenario as the file that says the same.
@Suite struct ScenarioCheckedInitTests {
    typealias T = TestScenarios

    /// The fields of belmont-fresh (Tests' fixture), as an app would pass them.
    struct Fields {
        var id = "belmont-fresh", title = "Belmont, updated 2 min ago", locale = "en_US"
        var now = ScenarioFixtures.chicago(14, 21), updatedAt = ScenarioFixtures.chicago(14, 19)
        var favorite = FavoriteSelection.chosen(T.belmont)
        var arrivals = [Arrival(route: "Red", color: Color(hex: "#C60C30")!, destination: "Howard", at: ScenarioFixtures.chicago(14, 21, 40)),
                        Arrival(route: "Brn", color: Color(hex: "#62361B")!, destination: "Kimball", at: ScenarioFixtures.chicago(14, 28, 10))]
        var activity: ActivityInfo? = ActivityInfo(staleDate: ScenarioFixtures.chicago(14, 30))
        var configuration: WidgetConfiguration?
        var timeline: [TimelineOffset] = []

        func scenario() throws(ScenarioError) -> Scenario {
            try Scenario(id: id, title: title, now: now, timeZone: T.chicago, locale: locale, updatedAt: updatedAt,
                         favorite: favorite, arrivals: arrivals, activity: activity, configuration: configuration, timeline: timeline)
        }
    }

    @Test func theSwiftScenarioIsTheFilesScenario() throws {
        var file = try ScenarioLoader.load(contentsOf: TestPaths.fixtureScenarios.appendingPathComponent("belmont-fresh.json"),
                                           displayPath: "x")
        var built = try Fields().scenario()
        (file.sourcePath, file.axes, built.sourcePath) = ("", [ScenarioAxes()], "")
        #expect(built == file)
    }

    struct Row: Sendable, CustomTestStringConvertible {
        let change: @Sendable (inout Fields) -> Void, field: String, reason: String
        var testDescription: String { field }
    }

    /// One rule of docs/scenarios.md per row, and the reason the file would get.
    static let rows: [Row] = [
        Row(change: { $0.id = "Belmont Fresh" }, field: "id", reason: "'Belmont Fresh' is not a valid id"),
        Row(change: { $0.title = " " }, field: "title", reason: "is empty; write a value"),
        Row(change: { $0.arrivals[1].destination = "Kimball\nLoop" }, field: "arrivals[1].destination",
            reason: "contains a line break or control character (U+000A); write one line"),
        Row(change: { $0.favorite = .chosen(Favorite(stop: T.belmontStop, routes: [], direction: "Northbound")) },
            field: "favorite.routes", reason: "is empty; list at least one"),
        Row(change: { $0.configuration = WidgetConfiguration(route: "Blue") }, field: "configuration.route",
            reason: "'Blue' is not one of the favorite's routes (Red, Brn)"),
        Row(change: { $0.timeline = [TimelineOffset("+2m")!, TimelineOffset("+120s")!] }, field: "timeline[1]",
            reason: "'+120s' is the same moment as '+2m'; list each moment once"),
        Row(change: { $0.locale = "fr_FR" }, field: "locale", reason: "'fr_FR' is not a supported locale"),
        Row(change: { $0.favorite = .chosen(Favorite(stop: Stop(id: String(repeating: "4", count: 65), name: "Belmont", mode: .train),
                                                     routes: ["Red"], direction: "N")) },
            field: "favorite.stop.id", reason: "is 65 Unicode scalars long; the limit is 64"),
        Row(change: { f in f.arrivals = Array(repeating: f.arrivals[0], count: ScenarioLimits.arrivals + 1) },
            field: "arrivals", reason: "has 101 entries; the limit is 100"),
    ]

    @Test(arguments: rows)
    func aBrokenValueIsTheFilesErrorNamingTheField(_ row: Row) throws {
        var fields = Fields()
        row.change(&fields)
        #expect { try fields.scenario() } throws: { error in
            guard let error = error as? ScenarioError else { return false }
            return error.file == "Scenario(id: '\(fields.id)')" && error.field == row.field && error.reason.hasPrefix(row.reason)
        }
    }
}
