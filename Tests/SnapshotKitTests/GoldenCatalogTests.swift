import Foundation
import Testing
@testable import SnapshotKit

/// The whole catalog and the refresh frames verified against the committed goldens, in
/// record mode `never` (CI never writes goldens).
@Suite struct GoldenCatalogTests {
    @Test func everyGoldenMatches() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let factory = try SnapshotFactory(iconsDirectory: TestPaths.icons)
        let items = VerifyItems.make(try TestScenarios.catalog(), axes: AxisSelection(),
                                     frames: RefreshAnimation.defaultFrameCount, factory: factory)
        #expect(items.count == AxisSelection().snapshots(of: try TestScenarios.catalog()).count + 2 * 13)
        #expect(items.count > 950)  // 982 since no-favorite and favorite-removed draw no Live Activity (issue 11)
        let console = CapturedConsole()
        let run = VerificationRun(store: GoldenStore(root: TestPaths.goldens),
                                  options: VerifyOptions(record: .never, outputDirectory: folder.url))
        let report = try run.run(items, inputErrors: [], console: console.console)
        try report.write(to: folder.url)
        report.printSummary(console.console, outputDirectory: folder.url)

        #expect(report.environmentDifferences == [], "ENVIRONMENT.json differs: \(report.environmentDifferences)")
        let failing = report.results.filter { $0.verdict != .match }
            .map { "\($0.item.key) (\($0.verdict.status))" }
        #expect(failing.isEmpty, "not matching: \(failing.joined(separator: ", "))")
        #expect(report.results.count == items.count)
        #expect(report.exitCode == .ok)
        #expect(console.stdout.contains("snapshot: \(items.count) snapshot(s): \(items.count) passed"))
        // Passing snapshots leave no artefacts; the report is still written.
        #expect(report.results.allSatisfy { $0.artefacts.isEmpty })
        #expect(folder.exists("results.json"))
        #expect(!folder.exists("belmont-fresh"))
    }

    /// Every golden in the folder belongs to the catalog or the animation: no strays.
    @Test func noStrayGoldens() throws {
        let factory = try SnapshotFactory(iconsDirectory: TestPaths.icons)
        let keys = VerifyItems.make(try TestScenarios.catalog(), axes: AxisSelection(),
                                    frames: RefreshAnimation.defaultFrameCount, factory: factory).map(\.key)
        #expect(GoldenStore(root: TestPaths.goldens).allKeys() == keys.sorted())
    }
}
