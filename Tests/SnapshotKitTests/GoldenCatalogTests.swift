import Foundation
@testable import SnapshotCatalog
import SnapshotCatalogRuns
import SnapshotCommandLine
@testable import SnapshotGolden
@testable import SnapshotReports
import SnapshotTestSupport
import Testing

/// The catalog and the refresh frames verified against the committed goldens, in record mode
/// `never` (CI never writes goldens).
///
/// NB: a debug build (`swift test`, `.ci/run`) verifies a sample that still reaches every
/// scenario on every surface, and every appearance, text size and mode of every surface (`sample`):
/// the whole catalog in debug took 411 s of a 7-minute test run on the 2-core machine (decode
/// and compare are unoptimised there). The whole catalog is verified by the release binary in
/// scripts/verify (`snapshot verify`, the same VerificationRun), and by this test when it is
/// built optimised (`swift test -c release -Xswiftc -enable-testing`).
@Suite struct GoldenCatalogTests {
    /// Items whose scenario × surface, or whose surface × appearance, surface × text size or
    /// surface × mode, no earlier item had; every animation frame. In an optimised build, every item.
    static func sample(_ items: [CatalogVerifyItem]) -> [CatalogVerifyItem] {
        #if DEBUG
        var seen = Set<String>()
        return items.filter { item in
            guard item.axes.surface != nil else { return true }
            let keys = Self.coverageKeys(item.axes)
            return keys.map { seen.insert($0).inserted }.contains(true)
        }
        #else
        return items
        #endif
    }

    /// What the sample must reach: scenario × surface, and each axis value per surface.
    static func coverageKeys(_ a: CatalogAxes) -> [String] {
        guard let surface = a.surface, let scenario = a.scenario, let appearance = a.appearance, let size = a.textSize,
              let mode = a.mode else { return [] }
        return ["\(scenario) \(surface)", "\(surface) appearance \(appearance)",
                "\(surface) size \(size)", "\(surface) mode \(mode)"]
    }

    @Test func theSampleReachesEveryScenarioSurfaceAndAxis() throws {
        let factory = try SnapshotFactory(iconsDirectory: TestPaths.icons, workers: 1)
        let all = CatalogItems.make(try TestScenarios.catalog(), axes: AxisSelection(), frames: RefreshAnimation.defaultFrameCount,
                                   factory: factory)
        let sample = Self.sample(all)
        func keys(_ items: [CatalogVerifyItem]) -> Set<String> { Set(items.map(\.axes).flatMap(Self.coverageKeys)) }
        #expect(keys(sample) == keys(all))
        #expect(Set(sample.compactMap(\.axes.scenario)) == Set(all.compactMap(\.axes.scenario)))
        #expect(sample.count < all.count / 2, "\(sample.count) of \(all.count)")
        // Two motions (the turn, reduced) × two appearances × (12 frames + the filmstrip).
        #expect(sample.filter { $0.axes.surface == nil }.count == 2 * 2 * 13)
    }

    @Test func everyGoldenMatches() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let factory = try SnapshotFactory(iconsDirectory: TestPaths.icons)
        let all = CatalogItems.make(try TestScenarios.catalog(), axes: AxisSelection(),
                                   frames: RefreshAnimation.defaultFrameCount, factory: factory)
        #expect(all.count == AxisSelection().snapshots(of: try TestScenarios.catalog()).count + 2 * 2 * 13)
        #expect(all.count > 950)  // 982 since no-favorite and favorite-removed draw no Live Activity (issue 11)
        let items = Self.sample(all)
        let console = CapturedConsole()
        let run = VerificationRun(store: GoldenStore(root: TestPaths.goldens),
                                  options: VerifyOptions(record: .never, outputDirectory: folder.url), environment: try .current())
        let report = try run.run(items, inputErrors: [], console: console.console)
        let results = try report.write(to: folder.url)
        for line in RunSummary(results, paths: DisplayPaths(out: folder.url.path, goldens: "Goldens")).lines(.terminal(perGroup: 5)) {
            console.console.out(line)
        }

        #expect(report.environmentDifferences == [], "ENVIRONMENT.json differs: \(report.environmentDifferences)")
        let failing = report.snapshots.filter { $0.status != .passed }
            .map { "\($0.key) (\($0.status))" }
        #expect(failing.isEmpty, "not matching: \(failing.joined(separator: ", "))")
        #expect(report.snapshots.count == items.count)
        #expect(report.exitCode == .ok)
        #expect(console.stdout.contains("snapshot: \(items.count) snapshot(s): \(items.count) passed"))
        // Passing snapshots leave no artefacts; the report is still written.
        #expect(report.snapshots.allSatisfy { $0.artefacts.isEmpty })
        #expect(folder.exists("results.json"))
        #expect(!folder.exists("belmont-fresh"))
    }

    /// Every golden in the folder belongs to the catalog or the animation: no strays.
    @Test func noStrayGoldens() throws {
        let factory = try SnapshotFactory(iconsDirectory: TestPaths.icons)
        let keys = CatalogItems.make(try TestScenarios.catalog(), axes: AxisSelection(),
                                    frames: RefreshAnimation.defaultFrameCount, factory: factory).map(\.key)
        #expect(GoldenStore(root: TestPaths.goldens).allKeys() == keys.sorted())
    }
}
