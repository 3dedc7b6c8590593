import Foundation
@testable import SnapshotAudit
@testable import SnapshotCLI
import SnapshotTestSupport
import Testing

/// Issue 26 item 4: a passing CI run uploads its reports and images only of what did not pass.
/// `snapshot audit --artefacts failures` keeps the overlays and images of failing snapshots only,
/// and audit.json names exactly the files that are there.
@Suite struct AuditArtefactsTests {
    /// The huge-name fixture at AX5 has a warning (so an image under `all`) and no error.
    static func audit(_ artefacts: [String], in folder: TemporaryFolder) -> CLIRun {
        CLIRun(["audit", "--scenario", AuditCatalogTests.fixtures + "huge-name.json", "--surface", "systemMedium",
                "--appearance", "light", "--mode", "fullColor", "--text-size", "L", "--text-size", "AX5",
                "--allowlist", AuditCatalogTests.fixtures + "empty-allowlist.json", "--out", folder.path("out").path] + artefacts)
    }

    /// Every file audit.json names exists, and every PNG under the folder is named.
    static func namedFilesAreTheFiles(_ audit: AuditResults, _ folder: URL) throws {
        let named = Set(audit.overlays.values).union(audit.images.values)
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        let pngs = Set((walker?.compactMap { ($0 as? URL)?.standardizedFileURL.path } ?? []).filter { $0.hasSuffix(".png") }
            .map { String($0.dropFirst(folder.standardizedFileURL.path.count + 1)) })
        #expect(pngs == named)
    }

    @Test(arguments: [([String](), false), (["--artefacts", "all"], false), (["--artefacts", "failures"], true)])
    func passingAuditKeepsImagesOnlyWhenAsked(_ artefacts: [String], _ failuresOnly: Bool) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = Self.audit(artefacts, in: folder)
        #expect(run.code == .ok, "\(run.out) \(run.err)")
        let audit = try #require(try AuditResults.read(in: folder.path("out")))
        #expect(audit.findings.contains { $0.severity == .warning } && !audit.findings.contains(where: \.fails))
        #expect(audit.images.isEmpty == failuresOnly && audit.overlays.isEmpty == failuresOnly)
        try Self.namedFilesAreTheFiles(audit, folder.path("out"))
    }

    /// A failing finding keeps its own image and its presentation's overlay, nothing else.
    @Test func aFailingFindingKeepsItsImageAndOverlay() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(Self.audit([], in: folder).code == .ok)
        var audit = try #require(try AuditResults.read(in: folder.path("out")))
        let warned = try #require(audit.findings.firstIndex { $0.severity == .warning })
        audit.findings[warned].severity = .error
        let key = audit.findings[warned].key
        #expect(!audit.images.isEmpty && audit.overlays.count == 1)
        try AuditArtefacts.keepFailures(&audit, in: folder.path("out"))
        #expect(Array(audit.images.keys) == [key])
        #expect(Array(audit.overlays.keys) == ["huge-name/systemMedium"])
        try Self.namedFilesAreTheFiles(audit, folder.path("out"))
    }

    @Test func anUnknownChoiceIsAUsageError() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = Self.audit(["--artefacts", "some"], in: folder)
        #expect(run.code == .usage)
        #expect(run.err.contains("--artefacts: unknown value 'some' (one of: all, failures)"), "\(run.err)")
    }
}
