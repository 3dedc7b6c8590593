import Foundation
@testable import SnapshotGolden
import SnapshotCatalogRuns
import SnapshotTestSupport
import Testing

/// A review that starts from causes, by keyboard, in headless Chromium
/// (Tests/Browser/causes_check.py): two scenario edits (Belmont renamed "Belmont Ave"; Halsted's
/// data a minute older) make several causes, the rename's sharing one edit, one a change no pixel
/// shows. The page opens on the cause list; `n`, `p`, `A` + Enter over every cause and `d` give
/// an approvals.json that `snapshot approve --from` applies, after which verify passes. Keeps
/// screenshots at out/test-artefacts/causes-{1280,1920}-{causes,snapshot}.png.
@Suite struct ReviewCausesBrowserTests {
    static let selection = ["--surface", "systemSmall", "--surface", "accessoryCircular", "--surface", "accessoryInline",
                            "--device", "393x852", "--appearance", "light", "--text-size", "L",
                            "--mode", "fullColor", "--mode", "vibrant", "--frames", "0"]

    @Test(.enabled(if: ReviewPythonTools.browserTestEnabled, "skipped: \(ReviewPythonTools.missingMessage)"))
    func aReviewFromCausesByKeyboardApprovesWhatVerifyThenPasses() async throws {
        #expect(ReviewPythonTools.hasBrowser, "\(ReviewPythonTools.missingMessage)")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        func verify(_ extra: [String] = []) -> CLIRun {
            CLIRun(["verify", "--scenarios", folder.path("Scenarios").path] + Self.selection
                   + ["--goldens", folder.path("Goldens").path, "--out", folder.path("out").path] + extra)
        }
        let belmont = try String(contentsOf: TestPaths.fixtureScenarios.appendingPathComponent("belmont-fresh.json"), encoding: .utf8)
        let halsted = try String(contentsOf: TestPaths.fixtureScenarios.appendingPathComponent("halsted-fresh.json"), encoding: .utf8)
        try folder.write(belmont, to: "Scenarios/belmont-fresh.json")
        try folder.write(halsted, to: "Scenarios/halsted-fresh.json")
        let recorded = verify(["--record", "all"])
        #expect(recorded.code == .ok, "\(recorded.out) \(recorded.err)")

        // The two edits: a stop renamed; the data one minute older.
        let renamed = belmont.replacingOccurrences(of: "\"name\": \"Belmont\"", with: "\"name\": \"Belmont Ave\"")
        let older = halsted.replacingOccurrences(of: "\"updatedAt\": \"2026-11-30T14:20:40-06:00\"",
                                                 with: "\"updatedAt\": \"2026-11-30T14:16:40-06:00\"")
        #expect(renamed != belmont && older != halsted)
        try folder.write(renamed, to: "Scenarios/belmont-fresh.json")
        try folder.write(older, to: "Scenarios/halsted-fresh.json")
        let failing = verify()
        #expect(failing.code == .failure, "\(failing.out) \(failing.err)")
        let run = try CatalogRunResults.read(folder.path("out/results.json"))
        let structureOnly = run.snapshots.filter { $0.status == .changed && $0.mismatched == 0 }
        #expect(!structureOnly.isEmpty, "the fixture has no change that no pixel shows")
        #expect(structureOnly.allSatisfy { $0.message?.hasPrefix("no pixel changed: the VoiceOver") == true },
                "\(structureOnly.map { $0.message ?? "nil" })")

        let artefacts = TestPaths.repository.appendingPathComponent("out/test-artefacts")
        try FileManager.default.createDirectory(at: artefacts, withIntermediateDirectories: true)
        let downloads = folder.path("downloads")
        try FileManager.default.createDirectory(at: downloads, withIntermediateDirectories: true)
        let check = try await ReviewPythonTools.script("causes_check.py", [folder.path("out/index.html").path, downloads.path,
                                                                     artefacts.appendingPathComponent("causes").path])
        #expect(check.status == 0, "causes_check.py:\n\(check.output)")
        #expect(check.output.contains("edits: One edit: 'Belmont' → 'Belmont Ave' holds"), "\(check.output)")
        #expect(check.output.contains("structure-only: No pixel changed: the VoiceOver"), "\(check.output)")
        #expect(check.output.contains("layout: 1280 px holds") && check.output.contains("layout: 1920 px holds"), "\(check.output)")

        let approvals = downloads.appendingPathComponent("approvals.json")
        let approve = CLIRun(["approve", "--out", folder.path("out").path, "--goldens", folder.path("Goldens").path,
                              "--from", approvals.path])
        #expect(approve.code == .ok, "\(approve.out) \(approve.err)")
        let again = verify()
        #expect(again.code == .ok, "after approving the downloaded file, verify: \(again.out) \(again.err)")
        for view in ["1280-causes", "1280-snapshot", "1920-causes", "1920-snapshot"] {
            #expect(FileManager.default.fileExists(atPath: artefacts.appendingPathComponent("causes-\(view).png").path))
        }
    }
}
