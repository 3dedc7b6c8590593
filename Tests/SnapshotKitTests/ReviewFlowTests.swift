import Foundation
import SnapshotCatalogRuns
import SnapshotCommandLine
@testable import SnapshotGolden
@testable import SnapshotModel
@testable import SnapshotReports
import SnapshotFormats
import Testing

/// The designer's flow through the command line, and the CI reports a run leaves.
@Suite struct ReviewFlowTests {
    static let small = SmallGoldens.keys[0], large = SmallGoldens.keys[1]

    /// Belmont with `updatedAt` a minute earlier: both small snapshots change.
    static func changedScenario(in goldens: SmallGoldens) throws -> URL {
        let original = try String(contentsOf: TestPaths.fixtureScenarios.appendingPathComponent("belmont-fresh.json"), encoding: .utf8)
        return try goldens.folder.write(original.replacingOccurrences(
            of: "\"updatedAt\": \"2026-11-30T14:19:00-06:00\"", with: "\"updatedAt\": \"2026-11-30T14:18:00-06:00\""),
            to: "Scenarios/belmont-fresh.json")
    }

    /// approvals.json as the page makes it: each approvable snapshot's key and hashes from the run.
    static func approvalsFromPage(_ goldens: SmallGoldens) throws -> String {
        let run = try CatalogRunResults.read(goldens.artefact("results.json"))
        let page = try JSONOutput.parse(Data(ReviewPageData(run, ReviewLocations(outputDirectory: goldens.folder.path("out"),
                                                            goldens: goldens.folder.path("Goldens"), outArgument: "out", goldensArgument: "Goldens")).text().utf8))
        guard case .object(let fields)? = page, case .array(let snapshots)? = fields["snapshots"] else { return "" }
        let approved: [ApprovalEntry] = snapshots.compactMap { s in
            guard case .object(let f) = s, f["approvable"] == .bool(true), case .string(let key)? = f["key"],
                  case .string(let candidate)? = f["candidateSHA256"] else { return nil }
            if case .string(let golden)? = f["goldenSHA256"] { return ApprovalEntry(key: key, candidateSHA256: candidate, goldenSHA256: golden) }
            return ApprovalEntry(key: key, candidateSHA256: candidate, goldenSHA256: nil)
        }
        return Approvals(approved: approved).json.text
    }

    /// Issue 42: verify's failure ends with the one line that accepts it, once reviewed, and that
    /// line (its words as a shell splits them) accepts exactly what changed.
    @Test func verifyEndsWithTheLineThatAcceptsIt() throws {
        let goldens = try SmallGoldens()
        defer { goldens.remove() }
        let scenario = try Self.changedScenario(in: goldens)
        let first = CLIRun(goldens.verify(scenario: scenario.path))
        #expect(first.code == .failure)
        let out = goldens.folder.path("out").path, golden = goldens.folder.path("Goldens").path
        let words = ["snapshot", "approve"] + [Self.small, Self.large].sorted() + ["--out", out, "--goldens", golden]
        #expect(first.out.split(separator: "\n").last.map(String.init) == "accept: " + words.map(ShellWord.quote).joined(separator: " "),
                "\(first.out)")
        let approve = CLIRun(Array(words.dropFirst()))
        #expect(approve.code == .ok, "\(approve.out) \(approve.err)")
        #expect(CLIRun(goldens.verify(scenario: scenario.path)).code == .ok)
    }

    @Test func designerChangesReviewsApprovesAndVerifyPasses() throws {
        let goldens = try SmallGoldens()
        defer { goldens.remove() }
        let scenario = try Self.changedScenario(in: goldens)
        let first = CLIRun(goldens.verify(scenario: scenario.path))
        #expect(first.code == .failure)
        #expect(first.out.contains("review: \(goldens.folder.path("out").path)/index.html (2 to review"), "\(first.out)")
        for file in ["index.html", "review.js", "review.css", "junit.xml", "results.json"] {
            #expect(FileManager.default.fileExists(atPath: goldens.artefact(file).path), "no \(file)")
        }
        let approvals = try goldens.folder.write(try Self.approvalsFromPage(goldens), to: "approvals.json")
        let approve = CLIRun(["approve", "--from", approvals.path, "--out", goldens.folder.path("out").path,
                              "--goldens", goldens.folder.path("Goldens").path])
        #expect(approve.code == .ok, "\(approve.out) \(approve.err)")
        #expect(approve.out.contains("approve: 2 golden(s) written"))
        // The index binds what approve wrote (no fingerprint: approve never drew it), so the
        // next verify compares those two in full and passes.
        let index = try GoldenIndex.read(GoldenStore(root: goldens.folder.path("Goldens")))
        for key in [Self.small, Self.large] {
            let entry = try #require(index.entries[key])
            #expect(entry.png == SHA256.hex(try Data(contentsOf: goldens.golden(key))))
            #expect(entry.layout == SHA256.hex(try Data(contentsOf: goldens.golden(key, ".json"))))
            #expect(entry.pixels == nil)
        }
        let again = CLIRun(goldens.verify(scenario: scenario.path))
        #expect(again.code == .ok, "\(again.out)")
        #expect(try goldens.statuses() == [Self.small: "passed", Self.large: "passed"])
    }

    @Test func approvingAfterTheDesignChangedIsRefused() throws {
        let goldens = try SmallGoldens()
        defer { goldens.remove() }
        let scenario = try Self.changedScenario(in: goldens)
        _ = CLIRun(goldens.verify(scenario: scenario.path))
        let approvals = try goldens.folder.write(try Self.approvalsFromPage(goldens), to: "approvals.json")
        let before = try Data(contentsOf: goldens.golden(Self.small))
        // After the review, a new render replaces one candidate the designer saw.
        try Data("re-rendered".utf8).write(to: goldens.artefact(Self.large + ".actual.png"))
        let approve = CLIRun(["approve", "--from", approvals.path, "--out", goldens.folder.path("out").path,
                              "--goldens", goldens.folder.path("Goldens").path])
        #expect(approve.code == .failure)
        #expect(approve.err.contains("the design changed after review; nothing was written"), "\(approve.err)")
        #expect(approve.err.contains("\(Self.large): the candidate changed since review"), "\(approve.err)")
        #expect(try Data(contentsOf: goldens.golden(Self.small)) == before)
    }

    @Test func approveAllAndByKeyUseTheLastRun() throws {
        for how in [["--all"], [Self.small, Self.large], ["belmont-fresh/systemSmall_*"]] {
            let goldens = try SmallGoldens()
            defer { goldens.remove() }
            let scenario = try Self.changedScenario(in: goldens)
            #expect(CLIRun(goldens.verify(scenario: scenario.path)).code == .failure)
            let approve = CLIRun(["approve", "--out", goldens.folder.path("out").path, "--goldens", goldens.folder.path("Goldens").path] + how)
            #expect(approve.code == .ok, "\(how): \(approve.err)")
            #expect(CLIRun(goldens.verify(scenario: scenario.path)).code == .ok, "\(how)")
        }
    }

    @Test func approveUsageErrors() {
        let rows: [([String], String)] = [
            (["approve"], "give exactly one of"),
            (["approve", "--all", "x/y"], "give exactly one of"),
            (["approve", "--all", "--out", "/nonexistent/out"], "/nonexistent/out/results.json: cannot read it"),
        ]
        for (arguments, message) in rows {
            let run = CLIRun(arguments)
            #expect(run.code == .usage, "\(arguments)")
            #expect(run.err.contains(message), "\(arguments): \(run.err)")
        }
    }

    @Test func pruneListsAndDeletesGoldensNoScenarioProduces() throws {
        let goldens = try SmallGoldens()
        defer { goldens.remove() }
        try goldens.folder.copy(TestPaths.fixtureScenarios.appendingPathComponent("belmont-fresh.json"), to: "Scenarios/belmont-fresh.json")
        try goldens.folder.write("png", to: "Goldens/retired-scenario/systemSmall_393x852_light_L.png")
        try goldens.folder.write("{}", to: "Goldens/retired-scenario/systemSmall_393x852_light_L.json")
        try goldens.folder.write("png", to: "Goldens/belmont-fresh/systemHuge_393x852_light_L.png")
        let kept = GoldenIndex.Entry(png: String(repeating: "1", count: 64), layout: nil, pixels: nil)
        try goldens.folder.write(GoldenIndex(entries: ["retired-scenario/systemSmall_393x852_light_L": kept, Self.small: kept]).text,
                                 to: "Goldens/INDEX.json")
        let base = ["prune", "--scenarios", goldens.folder.path("Scenarios").path, "--goldens", "G", "--frames", "0"]
        let rows: [([String], ExitCode, [String])] = [
            ([], .failure, ["G/belmont-fresh/systemHuge_393x852_light_L.png", "G/retired-scenario/systemSmall_393x852_light_L.json",
                            "G/retired-scenario/systemSmall_393x852_light_L.png", "prune: 3 file(s) no snapshot produces"]),
            (["--filter", "belmont-*/*"], .failure, ["G/belmont-fresh/systemHuge_393x852_light_L.png", "prune: 1 file(s)"]),
            (["--delete"], .ok, ["deleted G/retired-scenario/systemSmall_393x852_light_L.png", "prune: deleted 3 file(s)"]),
            ([], .ok, ["prune: every golden is produced by the catalog"]),
        ]
        for (extra, code, lines) in rows {
            let run = CLIRun(base.map { $0 == "G" ? goldens.folder.path("Goldens").path : $0 } + extra)
            let out = run.out.replacingOccurrences(of: goldens.folder.path("Goldens").path, with: "G")
            #expect(run.code == code, "\(extra): \(out) \(run.err)")
            for line in lines { #expect(out.contains(line), "\(extra): \(out)") }
            #expect(!out.contains("ENVIRONMENT"), "\(extra): \(out)")
        }
        #expect(!goldens.folder.exists("Goldens/retired-scenario"))
        #expect(try GoldenIndex.read(GoldenStore(root: goldens.folder.path("Goldens"))).entries.keys.sorted() == [Self.small],
                "prune --delete drops the index entries of what no snapshot produces")
        #expect(goldens.folder.exists("Goldens/ENVIRONMENT.json"))
        #expect(FileManager.default.fileExists(atPath: goldens.golden(Self.small).path))
    }

    @Test func junitAndGitHubAnnotations() throws {
        let goldens = try SmallGoldens()
        defer { goldens.remove() }
        try FileManager.default.removeItem(at: goldens.golden(Self.large))
        let scenario = try Self.changedScenario(in: goldens)
        let run = CLIRun(goldens.verify(scenario: scenario.path), environment: ["GITHUB_ACTIONS": "true"])
        #expect(run.code == .failure)
        // One annotation per cause, on the scenario file, naming each snapshot and its diff.
        #expect(run.out.contains("::error file=\(scenario.path.replacingOccurrences(of: ":", with: "%3A")),title=1 snapshot%3A subtitle%3A 'Updated 2\u{00A0}min ago' → 'Updated 3\u{00A0}min ago'::"
                                 + "subtitle: 'Updated 2\u{00A0}min ago' → 'Updated 3\u{00A0}min ago'%0A\(Self.small): "), "\(run.out)")
        #expect(run.out.contains("title=1 snapshot%3A no golden::no golden%0A\(Self.large): "), "\(run.out)")
        #expect(!CLIRun(goldens.verify(scenario: scenario.path)).out.contains("::error"))

        let xml = try String(contentsOf: goldens.artefact("junit.xml"), encoding: .utf8)
        #expect(xml.contains("<testcase classname=\"belmont-fresh\" name=\"systemSmall 393x852 light L\""))
        #expect(xml.contains("subtitle: &#39;Updated 2\u{00A0}min ago&#39; → &#39;Updated 3\u{00A0}min ago&#39;"))
        #expect(xml.contains("actual: \(goldens.folder.path("out").path)/\(Self.small).actual.png"))
    }

    @Test(.enabled(if: ReviewPythonTools.junitTestEnabled, "skipped: \(ReviewPythonTools.missingMessage)"))
    func junitparserReadsJunitXML() async throws {
        let goldens = try SmallGoldens()
        defer { goldens.remove() }
        try FileManager.default.removeItem(at: goldens.golden(Self.large))
        let scenario = try Self.changedScenario(in: goldens)
        #expect(CLIRun(goldens.verify(scenario: scenario.path)).code == .failure)
        let check = try await ReviewPythonTools.script("junit_check.py", [goldens.artefact("junit.xml").path])
        #expect(check.status == 0, "\(check.output)")
        #expect(check.output.contains("belmont-fresh|systemSmall 393x852 light L|failure"), "\(check.output)")
        #expect(check.output.contains("belmont-fresh|systemSmall 393x852 light AX3|failure"), "\(check.output)")
        #expect(check.output.contains("junit_check: 2 case(s), 2 failure(s), 0 error(s)"), "\(check.output)")
    }

    @Test func reportRebuildsThePageFromResults() throws {
        let goldens = try SmallGoldens()
        defer { goldens.remove() }
        #expect(CLIRun(goldens.verify()).code == .ok)
        let page = goldens.artefact("index.html")
        let written = try Data(contentsOf: page)
        try FileManager.default.removeItem(at: page)
        let report = CLIRun(["report", "--out", goldens.folder.path("out").path, "--goldens", goldens.folder.path("Goldens").path])
        #expect(report.code == .ok, "\(report.err)")
        #expect(try Data(contentsOf: page) == written, "report and verify make the same page")
        // Passing snapshots link their golden relative to the page.
        #expect(String(decoding: written, as: UTF8.self).contains("\"golden\": \"../Goldens/\(Self.small).png\""))
        #expect(CLIRun(["report", "--out", "/nonexistent"]).code == .usage)
    }
}
