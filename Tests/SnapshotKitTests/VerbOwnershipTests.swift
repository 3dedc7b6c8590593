import Foundation
import SnapshotFormats
import SnapshotTestSupport
import Testing

/// Issue 38 item 2: each verb writes only its own files. `audit` into verify's folder leaves
/// results.json, the page, junit.xml and summary.txt as verify wrote them; `verify` leaves the
/// audit's audit.json; `report` joins the two and rewrites neither.
@Suite struct VerbOwnershipTests {
    static func digests(_ folder: URL, _ names: [String]) -> [String: String] {
        Dictionary(uniqueKeysWithValues: names.map { name in
            (name, (try? Data(contentsOf: folder.appendingPathComponent(name))).map { SHA256.hex($0) } ?? "absent")
        })
    }

    static let verifyFiles = ["results.json", "index.html", "junit.xml", "summary.txt"]

    @Test func eachVerbWritesOnlyItsOwnFiles() throws {
        let goldens = try SmallGoldens()
        defer { goldens.remove() }
        let out = goldens.folder.path("out")
        #expect(CLIRun(goldens.verify()).code == .ok)
        let verified = Self.digests(out, Self.verifyFiles)
        #expect(!verified.values.contains("absent"), "\(verified)")

        let audit = CLIRun(["audit", "--scenario", SmallGoldens.scenario, "--surface", "systemSmall", "--appearance", "light",
                            "--mode", "fullColor", "--text-size", "L", "--out", out.path, "--quiet"])
        #expect(audit.code == .ok, "\(audit.out)\(audit.err)")
        #expect(Self.digests(out, Self.verifyFiles) == verified, "the audit rewrote a file of verify's")
        let audited = Self.digests(out, ["audit.json"])
        #expect(audited["audit.json"] != "absent")

        #expect(CLIRun(goldens.verify()).code == .ok)
        #expect(Self.digests(out, ["audit.json"]) == audited, "verify deleted or rewrote the audit's audit.json")
        let results = Self.digests(out, ["results.json"])

        let report = CLIRun(["report", "--out", out.path, "--goldens", goldens.folder.path("Goldens").path, "--quiet"])
        #expect(report.code == .ok, "\(report.out)\(report.err)")
        #expect(Self.digests(out, ["results.json"]) == results && Self.digests(out, ["audit.json"]) == audited, "the report rewrote a verb's file")
        let junit = try String(contentsOf: out.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(junit.contains("name=\"audit systemSmall\""), "the report did not join the audit: \(junit)")
        let page = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("id=\"audit-data\""), "the page has no Accessibility section")
        #expect(!(try String(contentsOf: out.appendingPathComponent("results.json"), encoding: .utf8)).contains("\"audit\""))
    }

    /// An audit alone leaves only its own files in its folder.
    @Test func anAuditAloneWritesNoReport() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let audit = CLIRun(["audit", "--scenario", SmallGoldens.scenario, "--surface", "systemSmall", "--appearance", "light",
                            "--mode", "fullColor", "--text-size", "L", "--out", folder.path("a").path])
        #expect(audit.code == .ok, "\(audit.out)\(audit.err)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path("a").path).filter { !$0.hasPrefix(".") }.sorted()
        #expect(files == ["audit.json", "overlays"], "\(files)")
        #expect(audit.out.contains("snapshot report --out"), "\(audit.out)")
        let report = CLIRun(["report", "--out", folder.path("a").path, "--quiet"])
        #expect(report.code == .ok, "\(report.out)\(report.err)")
        #expect(FileManager.default.fileExists(atPath: folder.path("a/junit.xml").path))
    }
}
