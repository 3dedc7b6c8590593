import Foundation
@testable import SnapshotAudit
@testable import SnapshotCatalog
import SnapshotImage
@testable import SnapshotModel
@testable import SnapshotScenario
import SnapshotTestSupport
import Testing

/// `AuditRun`: one render per snapshot serves its checks, its PNG when it fails and the
/// scenario × surface overlay; an overlay whose snapshot the selection leaves out is rendered
/// for itself and comes out the same.
@Suite struct AuditRunTests {
    static func scenario(_ url: URL) throws -> Scenario {
        try ScenarioLoader.load(contentsOf: url, displayPath: url.lastPathComponent)
    }

    /// Audits `scenario` on `surface`, light, in its default mode, at `sizes`, writing overlays to `folder`.
    static func audit(_ scenario: Scenario, _ surface: Surface, _ sizes: [TextSize], factory: SnapshotFactory,
                      to folder: URL) throws -> (outcomes: [AuditOutcome], overlays: [String: String]) {
        let specs = AxisSelection(surfaces: [surface], devices: [.iPhone393], appearances: [.light], textSizes: sizes,
                                  modes: []).snapshots(of: [scenario])
        return try AuditRun(factory: factory).audit(specs, scenarios: [scenario.id: scenario],
                                                   overlays: AuditOverlays(folder: folder, renderer: factory.renderer))
    }

    /// Scenario, surface: the overlay drawn from the audited Large snapshot (the scenario's own
    /// time, or its `+0m` timeline entry) equals the one rendered for itself when only AX5 is audited.
    static let sharedOverlays: [(String, Surface)] = [
        ("belmont-stale", .systemSmall),
        ("belmont-timeline", .systemMedium),   // timeline +0m, +2m, ...: the +0m render serves
        ("halsted-fresh", .accessoryRectangular),
    ]

    @Test(arguments: sharedOverlays.indices)
    func overlayFromTheAuditedRenderEqualsItsOwnRender(_ i: Int) throws {
        let (name, surface) = Self.sharedOverlays[i]
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let factory = try SnapshotFactory(iconsDirectory: TestPaths.icons, workers: 1)
        let scenario = try Self.scenario(TestPaths.fixtureScenarios.appendingPathComponent(name + ".json"))
        let shared = try Self.audit(scenario, surface, [.large, .ax5], factory: factory, to: folder.path("shared"))
        let own = try Self.audit(scenario, surface, [.ax5], factory: factory, to: folder.path("own"))
        let path = "overlays/\(name)/\(surface.rawValue).png"
        #expect(shared.overlays == ["\(name)/\(surface.rawValue)": path])
        #expect(own.overlays == shared.overlays)
        #expect(try Data(contentsOf: folder.path("shared/" + path)) == Data(contentsOf: folder.path("own/" + path)))
        #expect(!own.outcomes.contains { $0.spec.environment.textSize == .large }, "the overlay's own render is not audited")
    }

    /// Scenario file, surface, size: whether the outcome has an error or warning, and so a PNG.
    static let failingImages: [(String, Surface, TextSize, Bool)] = [
        ("Tests/SnapshotKitTests/Fixtures/audit/huge-name.json", .systemMedium, .ax5, true),   // hierarchy.truncated warning
        (TestPaths.scenarioFixture("belmont-fresh"), .systemSmall, .large, false),
    ]

    @Test(arguments: failingImages.indices)
    func failingOutcomeCarriesItsImage(_ i: Int) throws {
        let (file, surface, size, fails) = Self.failingImages[i]
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let factory = try SnapshotFactory(iconsDirectory: TestPaths.icons, workers: 1)
        let scenario = try Self.scenario(TestPaths.repository.appendingPathComponent(file))
        let outcome = try #require(try Self.audit(scenario, surface, [size], factory: factory, to: folder.url).outcomes.first)
        #expect(outcome.findings.contains { $0.severity <= .warning } == fails, "\(outcome.findings.map(\.line))")
        if !fails {
            #expect(outcome.png == nil)
            return
        }
        let png = try #require(outcome.png)
        #expect(try PNGDecoder.decode(png) == factory.render(scenario, outcome.spec).bitmap)
    }
}
