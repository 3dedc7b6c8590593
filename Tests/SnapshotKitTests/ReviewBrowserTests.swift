import Foundation
@testable import SnapshotAudit
@testable import SnapshotGolden
import SnapshotCatalogRuns
import SnapshotImage
@testable import SnapshotModel
import SnapshotTestSupport
import Testing

/// The review page in headless Chromium (Tests/Browser/review_check.py): one changed
/// snapshot whose stop is named `<img src=x onerror=alert(1)>`, three new (one scenario with a
/// 64-character id, so its key must wrap), two passing, and an Accessibility section from an
/// `audit.json` fixture. Keeps screenshots at out/test-artefacts/review.png and
/// review-audit.png. Skips outside CI when Chromium or selenium is missing; in CI (`CI=true`)
/// it runs and fails loudly instead.
@Suite struct ReviewBrowserTests {
    static let hostile = "<img src=x onerror=alert(1)>"
    /// The longest id a scenario may have (docs/scenario.schema.json: 64 characters).
    static let longID = "halsted-roosevelt-northbound-a-scenario-id-long-enough-to-wrap-x"

    @Test(.enabled(if: ReviewPythonTools.browserTestEnabled, "skipped: \(ReviewPythonTools.missingMessage)"))
    func reviewPageWorksInChromium() async throws {
        #expect(ReviewPythonTools.hasBrowser, "\(ReviewPythonTools.missingMessage)")
        #expect(Self.longID.count == 64)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FixtureGoldens.copy(["belmont-fresh/systemSmall_393x852_light_L", "halsted-fresh/systemSmall_393x852_light_L",
                                 "halsted-fresh/systemSmall_393x852_light_AX3"], into: folder)
        // One golden pixel a few levels off: with the run's tolerance it passes within tolerance,
        // and the page must show its actual and diff (issue 18 item 2).
        let tweaked = folder.path("Goldens/halsted-fresh/systemSmall_393x852_light_L.png")
        var image = try PNGDecoder.decode(Array(Data(contentsOf: tweaked)))
        image.pixels[(40 * image.width + 40) * 4] ^= 3
        try Data(PNGEncoder.encode(image, compression: .golden)).write(to: tweaked)
        let belmont = try String(contentsOf: TestPaths.fixtureScenarios.appendingPathComponent("belmont-fresh.json"), encoding: .utf8)
        let renamed = belmont.replacingOccurrences(of: "\"name\": \"Belmont\"", with: "\"name\": \"<img src=x onerror=alert(1)>\"")
        #expect(renamed != belmont)
        try folder.write(renamed, to: "Scenarios/belmont-fresh.json")
        let halsted = try String(contentsOf: TestPaths.fixtureScenarios.appendingPathComponent("halsted-fresh.json"), encoding: .utf8)
        try folder.write(halsted, to: "Scenarios/halsted-fresh.json")
        let long = halsted.replacingOccurrences(of: "\"id\": \"halsted-fresh\"", with: "\"id\": \"\(Self.longID)\"")
        #expect(long != halsted)
        try folder.write(long, to: "Scenarios/\(Self.longID).json")

        let run = CLIRun(["verify", "--scenarios", folder.path("Scenarios").path, "--surface", "systemSmall", "--device", "393x852",
                          "--appearance", "light", "--text-size", "L", "--text-size", "AX3", "--mode", "fullColor",
                          "--frames", "0", "--goldens", folder.path("Goldens").path,
                          "--out", folder.path("out").path, "--max-diff-pixels", "5"])
        #expect(run.code == .failure, "\(run.out) \(run.err)")
        let statuses = try CatalogRunResults.read(folder.path("out/results.json")).snapshots.map(\.status.rawValue).sorted()
        #expect(statuses == ["changed", "missing", "missing", "missing", "passed", "passed-within-tolerance"])

        // The Accessibility section from a fixture (not an audit run): `report` rebuilds the
        // page with the audit.json it finds in the folder, as after `snapshot audit`.
        try ReviewAuditFixture.write(into: folder, goldens: folder.path("Goldens"))
        let report = CLIRun(["report", "--out", folder.path("out").path, "--goldens", folder.path("Goldens").path])
        #expect(report.code == .ok, "\(report.out) \(report.err)")

        let artefacts = TestPaths.repository.appendingPathComponent("out/test-artefacts")
        try FileManager.default.createDirectory(at: artefacts, withIntermediateDirectories: true)
        let screenshot = artefacts.appendingPathComponent("review.png")
        let check = try await ReviewPythonTools.script("review_check.py", [folder.path("out/index.html").path, screenshot.path])
        #expect(check.status == 0, "review_check.py:\n\(check.output)")
        #expect(check.output.contains("4 approved, 0 problem(s)"), "\(check.output)")
        // Issue 38 item 5: the approvals.json the page downloaded names its schema and holds to it.
        if SchemaTool.enabled {
            let line = check.output.split(separator: "\n").first { $0.hasPrefix("approvals: ") }
            let downloaded = try #require(line.map { URL(fileURLWithPath: String($0.dropFirst("approvals: ".count))) }, "\(check.output)")
            try OutputSchemaTests.expectValid([downloaded], .approvals)
        }
        #expect(check.output.contains("accessibility section: "), "\(check.output)")
        #expect(check.output.contains("bulk: 3 by cause and by filter"), "\(check.output)")
        #expect(check.output.contains("apply: --out follows the page's folder"), "\(check.output)")
        // Issue 32 item 6: a page built from a fork's code says so above its apply command.
        #expect(check.output.contains("fork: said above the apply command, no command to paste"), "\(check.output)")
        #expect(FileManager.default.fileExists(atPath: screenshot.path))
        #expect(FileManager.default.fileExists(atPath: artefacts.appendingPathComponent("review-audit.png").path))
    }
}

/// An `audit.json` as `snapshot audit` writes it (findings through `AuditFinding.json`), made
/// small on purpose: per severity and rule a finding or two, one allowlisted, one key with an
/// image (`images`, as the audit is to add), the others falling back to the overlay.
enum ReviewAuditFixture {
    /// The key whose render the fixture ships in `images`; a systemSmall at 3 px per point.
    static let imaged = "belmont-fresh/systemSmall_393x852_light_L"
    static let other = "halsted-fresh/systemSmall_393x852_light_AX3"

    static var findings: [AuditFinding] {
        var allowlisted = AuditFinding(rule: .clippingInk, severity: .error, key: imaged, role: .background,
                                       frame: Rect(x: 0, y: 0, width: 158, height: 158), measured: 2, threshold: 1,
                                       message: "Drawn pixels reach 2 px outside the container's corners.")
        allowlisted.allowlistedBecause = "continuous corners antialias one pixel further"
        return [
            // NB: the destination's frame in the golden's layout (its .json), so the outline lands on "Howard".
            AuditFinding(rule: .contrastText, severity: .error, key: imaged, role: .destination, text: "Howard",
                         frame: Rect(x: 34, y: 122, width: 55.057, height: 20), measured: 3.21, threshold: 4.5,
                         message: "Text contrast 3.21:1 is below 4.5:1 for \(ReviewBrowserTests.hostile)."),
            AuditFinding(rule: .contrastText, severity: .error, key: other, role: .time, text: "Due",
                         frame: Rect(x: 100, y: 96, width: 40, height: 30), measured: 4.1, threshold: 4.5,
                         message: "Text contrast 4.10:1 is below 4.5:1."),
            AuditFinding(rule: .hierarchyTruncated, severity: .warning, key: other, role: .title, text: "Halsted & Roosevelt",
                         frame: Rect(x: 16, y: 16, width: 120, height: 24), message: "The name is ellipsized with enough showing."),
            allowlisted,
            AuditFinding(rule: .dynamicTypeCap, severity: .info, key: "halsted-fresh/systemSmall_393x852_light_L",
                         message: "The request is above the surface's cap, which is used."),
        ]
    }

    /// Writes `out/audit.json`, the overlay and the one image (copies of goldens) into `folder`.
    static func write(into folder: TemporaryFolder, goldens: URL) throws {
        try folder.copy(goldens.appendingPathComponent(imaged + ".png"), to: "out/audit-images/\(imaged).png")
        for scenario in ["belmont-fresh", "halsted-fresh"] {
            try folder.copy(goldens.appendingPathComponent(scenario + "/systemSmall_393x852_light_L.png"),
                            to: "out/overlays/\(scenario)/systemSmall.png")
        }
        // The one model of audit.json writes the fixture, as `snapshot audit` would.
        let audit = AuditResults(
            subjects: 3, findings: Self.findings,
            voiceOver: [.init(presentation: "belmont-fresh/systemSmall",
                              summaries: [.init(text: ReviewBrowserTests.hostile + ", Belmont.", snapshots: 1)])],
            overlays: ["belmont-fresh/systemSmall": "overlays/belmont-fresh/systemSmall.png",
                       "halsted-fresh/systemSmall": "overlays/halsted-fresh/systemSmall.png"],
            images: [imaged: "audit-images/\(imaged).png"], completeRun: false, renderErrors: [], shard: nil)
        try folder.write(try audit.text(), to: "out/audit.json")
    }
}
