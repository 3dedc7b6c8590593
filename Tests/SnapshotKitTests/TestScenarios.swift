import Foundation
@testable import SnapshotModel
@testable import SnapshotPresentation
@testable import SnapshotRules
@testable import SnapshotScenario

/// Scenario values built in code (no JSON), for presenter and layout tests.
enum TestScenarios {
    static let chicago = TimeZone(identifier: "America/Chicago")!
    static let now = ScenarioFixtures.chicago(14, 21)

    static let belmontStop = Stop(id: "40320", name: "Belmont", mode: .train)
    static let belmont = Favorite(stop: belmontStop, routes: ["Red", "Brn"], direction: "Northbound")

    static func arrival(_ route: String, _ destination: String, _ hour: Int, _ minute: Int, _ second: Int = 0,
                        color: String = "#C60C30", direction: String? = nil) -> Arrival {
        Arrival(route: route, color: Color(hex: color)!, destination: destination,
                at: ScenarioFixtures.chicago(hour, minute, second), direction: direction)
    }

    /// The contract's Belmont example: Red to Howard at 14:21:40, Brown to Kimball at 14:28:10.
    static let belmontArrivals = [
        arrival("Red", "Howard", 14, 21, 40),
        arrival("Brn", "Kimball", 14, 28, 10, color: "#62361B"),
    ]

    /// A scenario at 14:21 Chicago, en_US, with the given favorite and arrivals.
    static func scenario(id: String = "test", favorite: FavoriteSelection = .chosen(belmont),
                         arrivals: [Arrival] = belmontArrivals, updatedAt: Date = ScenarioFixtures.chicago(14, 19),
                         staleDate: Date? = nil, configuration: WidgetConfiguration? = nil,
                         locale: String = "en_US") -> Scenario {
        Scenario(id: id, title: id, now: now, timeZone: chicago, localeIdentifier: locale, updatedAt: updatedAt,
                 favorite: favorite, arrivals: arrivals,
                 activity: staleDate.map { ActivityInfo(staleDate: $0) }, configuration: configuration)
    }

    /// `surface` on `device`, else on the first device that has it (the 393 pt class for the phone's).
    static func environment(_ surface: Surface, _ device: Device? = nil, _ appearance: Appearance = .light,
                            _ size: TextSize = .large) -> RenderEnvironment {
        RenderEnvironment(surface: surface, device: device ?? surface.defaultDevice, appearance: appearance, textSize: size)
    }

    static func present(_ s: Scenario, _ surface: Surface, _ size: TextSize = .large) -> Presentation {
        Presenter.present(s, in: environment(surface, nil, .light, size), now: s.now)
    }

    /// The catalog's scenarios, loaded from `Scenarios/`: for the golden sweep and the catalog
    /// tests only (TestPaths+Catalog.swift).
    static func catalog() throws -> [Scenario] {
        let loaded = ScenarioLoader.loadFolder(TestPaths.scenarios, displayRoot: "Scenarios")
        guard loaded.errors.isEmpty else { throw CatalogLoadError(errors: loaded.errors.map(\.description)) }
        return loaded.scenarios
    }

    /// The fixture scenario `id` (Tests/SnapshotKitTests/Fixtures/Scenarios).
    static func fixture(_ id: String) throws -> Scenario {
        try ScenarioLoader.load(contentsOf: TestPaths.fixtureScenarios.appendingPathComponent(id + ".json"),
                                displayPath: TestPaths.scenarioFixture(id))
    }

    struct CatalogLoadError: Error { let errors: [String] }
}

extension Presentation {
    /// The arrival rows, empty for an empty state.
    var rows: [ArrivalRowContent] {
        if case .arrivals(_, let rows) = content { return rows }
        return []
    }

    var header: Header? {
        if case .arrivals(let header, _) = content { return header }
        return nil
    }

    var message: String? {
        if case .message(let text) = content { return text }
        return nil
    }
}

extension Device {
    /// The phone classes (every phone surface's devices; StandBy's).
    static let phones = allCases.filter { $0.kind == .phone }
    /// The phones with a Dynamic Island (the island presentations' devices).
    static let islandPhones = allCases.filter(\.hasDynamicIsland)
}
