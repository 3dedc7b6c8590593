import Foundation
import Testing
@testable import SnapshotKit

/// The review page in headless Chromium (Tests/Browser/review_check.py): one changed
/// snapshot whose stop is named `<img src=x onerror=alert(1)>`, one new, two passing.
/// Keeps a screenshot at out/test-artefacts/review.png. Skips outside CI when Chromium or
/// selenium is missing; in CI (`CI=true`) it runs and fails loudly instead.
@Suite struct ReviewBrowserTests {
    static let hostile = "<img src=x onerror=alert(1)>"

    @Test(.enabled(if: ReviewPythonTools.browserTestEnabled, "skipped: \(ReviewPythonTools.missingMessage)"))
    func reviewPageWorksInChromium() throws {
        #expect(ReviewPythonTools.hasBrowser, "\(ReviewPythonTools.missingMessage)")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.copy(TestPaths.goldens.appendingPathComponent("ENVIRONMENT.json"), to: "Goldens/ENVIRONMENT.json")
        for key in ["belmont-fresh/systemSmall_393x852_light_L", "halsted-fresh/systemSmall_393x852_light_L",
                    "halsted-fresh/systemSmall_393x852_light_AX3"] {
            for ext in [".png", ".json"] { try folder.copy(TestPaths.goldens.appendingPathComponent(key + ext), to: "Goldens/" + key + ext) }
        }
        let belmont = try String(contentsOf: TestPaths.scenarios.appendingPathComponent("belmont-fresh.json"), encoding: .utf8)
        let renamed = belmont.replacingOccurrences(of: "\"name\": \"Belmont\"", with: "\"name\": \"<img src=x onerror=alert(1)>\"")
        #expect(renamed != belmont)
        try folder.write(renamed, to: "Scenarios/belmont-fresh.json")
        try folder.copy(TestPaths.scenarios.appendingPathComponent("halsted-fresh.json"), to: "Scenarios/halsted-fresh.json")

        let run = CLIRun(["verify", "--scenarios", folder.path("Scenarios").path, "--surface", "systemSmall", "--device", "393x852",
                          "--appearance", "light", "--text-size", "L", "--text-size", "AX3", "--mode", "fullColor",
                          "--frames", "0", "--goldens", folder.path("Goldens").path,
                          "--out", folder.path("out").path])
        #expect(run.code == .failure, "\(run.out) \(run.err)")
        let statuses = try RunResults.read(folder.path("out/results.json")).snapshots.map(\.status.rawValue).sorted()
        #expect(statuses == ["changed", "missing", "passed", "passed"])

        // The audit over the same selection adds the page's Accessibility section.
        let audit = CLIRun(["audit", "--scenarios", folder.path("Scenarios").path, "--surface", "systemSmall",
                            "--device", "393x852", "--appearance", "light", "--text-size", "L", "--mode", "fullColor",
                            "--out", folder.path("out").path])
        #expect(audit.code != .usage, "\(audit.out) \(audit.err)")
        #expect(FileManager.default.fileExists(atPath: folder.path("out/audit.json").path))

        let screenshot = TestPaths.repository.appendingPathComponent("out/test-artefacts/review.png")
        try FileManager.default.createDirectory(at: screenshot.deletingLastPathComponent(), withIntermediateDirectories: true)
        let check = try ReviewPythonTools.script("review_check.py", [folder.path("out/index.html").path, screenshot.path])
        #expect(check.status == 0, "review_check.py:\n\(check.output)")
        #expect(check.output.contains("2 approved, 0 problem(s)"), "\(check.output)")
        #expect(check.output.contains("accessibility section: "), "\(check.output)")
        #expect(FileManager.default.fileExists(atPath: screenshot.path))
    }
}
