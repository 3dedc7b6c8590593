import Foundation
@testable import SnapshotCatalog
@testable import SnapshotModel
@testable import SnapshotScenario
import SnapshotTestSupport
import Testing

/// Issue 11, item 2: a Live Activity is started for a stop, so a scenario with no chosen
/// favorite (none chosen, or removed) has widgets but no Live Activity, island or StandBy
/// activity; the selection says so instead of drawing widget-only empty states there.
@Suite struct SurfaceAvailabilityTests {
    typealias T = TestScenarios

    static let liveActivities: [Surface] = [.liveActivityLockScreen, .liveActivityExpanded, .liveActivityCompact,
                                            .liveActivityMinimal, .standByLiveActivity, .standByLiveActivityMinimal,
                                            .liveActivitySmartStack, .liveActivityCarPlay]

    @Test(arguments: [
        // favorite, surfaces drawn (of all 15)
        ("chosen", Named("all 15", Surface.allCases)),
        ("notChosen", Named("the widgets", Surface.allCases.filter(\.isWidget))),
        ("removed", Named("the widgets", Surface.allCases.filter(\.isWidget))),
    ])
    func surfacesDrawn(_ favorite: String, _ drawn: Named<[Surface]>) {
        let drawn = drawn.value
        let selection: FavoriteSelection = favorite == "chosen" ? .chosen(T.belmont) : favorite == "removed" ? .removed(nil) : .notChosen
        let s = T.scenario(id: "x", favorite: selection)
        let plan = AxisSelection().plan(of: [s])
        #expect(Set(plan.snapshots.map(\.environment.surface)) == Set(drawn))
        #expect(plan.skipped.map(\.surface) == (favorite == "chosen" ? [] : Self.liveActivities))
        #expect(plan.skipped.allSatisfy { $0.scenarioID == "x" && $0.reason.contains("Live Activity") })
    }

    @Test func skippedLinesNameScenarioSurfacesAndReason() {
        let plan = AxisSelection().plan(of: [T.scenario(id: "no-favorite", favorite: .notChosen)])
        #expect(SkippedSurface.lines(plan.skipped) == [
            "not drawn: no-favorite: liveActivityLockScreen, liveActivityExpanded, liveActivityCompact, liveActivityMinimal, "
                + "standByLiveActivity, standByLiveActivityMinimal, liveActivitySmartStack, liveActivityCarPlay "
                + "(no favorite is chosen, and a Live Activity is only started for a stop)",
        ])
    }

    /// A filter that selects none of the skipped surfaces lists none.
    @Test func filterLimitsWhatIsSaidSkipped() {
        let plan = AxisSelection(filter: "*/systemSmall_*").plan(of: [T.scenario(id: "x", favorite: .notChosen)])
        #expect(plan.skipped.isEmpty)
        #expect(!plan.snapshots.isEmpty)
    }

    /// The command line: only Live Activities of no-favorite is nothing to draw (exit 2); with a
    /// widget too, the widget is drawn and the missing presentation is a warning; the manifest
    /// lists what was not drawn.
    @Test func renderSaysWhatItDoesNotDraw() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let only = CLIRun(["render", "--scenario", TestPaths.scenarioFixture("no-favorite"), "--surface", "liveActivityLockScreen",
                           "--out", folder.path("a").path])
        #expect(only.code == .usage)
        #expect(only.err.contains("nothing to draw: not drawn: no-favorite: liveActivityLockScreen (no favorite is chosen"),
                "\(only.err)")

        let mixed = CLIRun(["render", "--scenario", TestPaths.scenarioFixture("no-favorite"), "--surface", "liveActivityLockScreen",
                            "--surface", "systemSmall", "--device", "393x852", "--out", folder.path("b").path])
        #expect(mixed.code == .ok)
        #expect(mixed.err.contains("warning: --surface: not drawn: no-favorite: liveActivityLockScreen"), "\(mixed.err)")
        let manifest = try #require(try JSONSerialization.jsonObject(
            with: Data(contentsOf: folder.path("b/manifest.json"))) as? [String: Any])
        let skipped = try #require(manifest["skipped"] as? [[String: String]])
        #expect(skipped.map { $0["id"]! + "/" + $0["surface"]! } == ["no-favorite/liveActivityLockScreen"])
        #expect((manifest["snapshots"] as? [Any])?.count == 4)  // light, dark × L, AX3 (its axes)
    }
}
