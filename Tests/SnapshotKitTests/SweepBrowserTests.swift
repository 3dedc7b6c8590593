import Foundation
@testable import SnapshotAudit
@testable import SnapshotCatalog
import SnapshotFiles
@testable import SnapshotSweep
import Testing

/// The review page's Sweep part in headless Chromium (Tests/Browser/sweep_check.py): verify two
/// snapshots into a folder, sweep the tests' corpus into its `sweep/` with a layout built to
/// break `identity.whole` (issue 20's layouts hold every invariant, so the page would have no
/// broken rule to show), audit nothing but leave an `audit.json`, and let `report` rebuild the
/// page. Keeps a screenshot at out/test-artefacts/review-sweep.png. Skips outside CI when
/// Chromium or selenium is missing.
@Suite struct SweepBrowserTests {
    @Test(.enabled(if: ReviewPythonTools.browserTestEnabled, "skipped: \(ReviewPythonTools.missingMessage)"))
    func theSweepPartWorksInChromium() async throws {
        let goldens = try SmallGoldens()
        defer { goldens.remove() }
        #expect(CLIRun(goldens.verify()).code == .ok)
        // As `snapshot sweep` writes it (SweepRun, then SweepExamples and SweepResults), with
        // every stop name cut to three letters.
        let space = SweepSpace(seed: 11, count: 24)
        let factory = try SnapshotFactory(iconsDirectory: TestPaths.icons, workers: 2)
        var run = SweepRun(factory: factory, corpus: SweepInvariantTests.corpus, space: space)
        let cutNames = SweepInvariantTests.breakers.first { $0.rule == .identityWhole }!.adjust
        run.adjust = cutNames
        let outcome = try run.run(space.plan(SweepInvariantTests.corpus))
        let folder = goldens.artefact("sweep")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var examples = SweepExamples(factory: factory, folder: folder)
        examples.adjust = cutNames
        let (worst, sheets) = try examples.write(SweepExamples.choose(outcome.audit.findings), cases: outcome.cases)
        let results = SweepResults(seed: 11, space: space, corpus: SweepOutputTests.corpus, outcome: outcome, worst: worst,
                                   sheets: sheets, shard: nil)
        #expect(results.exit == .failure, "the name-cutting layout breaks identity.whole in this space")
        try AtomicFile.write(try results.text(), to: folder.appendingPathComponent("sweep.json"))
        let audit = AuditResults(outcomes: [], allowlist: AuditAllowlist(entries: [], path: ""), complete: false)
        try AtomicFile.write(try audit.text(), to: goldens.artefact("audit.json"))
        let report = CLIRun(["report", "--out", goldens.artefact("").path, "--goldens", goldens.golden("").deletingLastPathComponent().path])
        #expect(report.code == .ok, "\(report.err)")
        let artefacts = TestPaths.repository.appendingPathComponent("out/test-artefacts")
        try FileManager.default.createDirectory(at: artefacts, withIntermediateDirectories: true)
        let screenshot = artefacts.appendingPathComponent("review-sweep.png")
        let check = try await ReviewPythonTools.script("sweep_check.py", [goldens.artefact("index.html").path, screenshot.path])
        #expect(check.status == 0, "sweep_check.py:\n\(check.output)")
        #expect(check.output.contains("; 0 problem(s)"), "\(check.output)")
    }
}
