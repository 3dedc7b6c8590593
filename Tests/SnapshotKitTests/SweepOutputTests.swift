import Foundation
@testable import SnapshotAudit
@testable import SnapshotGolden
@testable import SnapshotModel
@testable import SnapshotScenario
@testable import SnapshotSweep
import SnapshotFormats
import SnapshotTestSupport
import Testing

/// `snapshot sweep` end to end on the tests' own corpus: its files, its exit codes, CI's
/// outputs, the same bytes for the same seed, shards, and the page's Sweep part.
@Suite(.serialized) struct SweepOutputTests {
    static let corpus = "Tests/SnapshotKitTests/Fixtures/sweep/corpus.json"

    static func sweep(_ folder: TemporaryFolder, _ extra: [String] = [], environment: [String: String] = [:]) -> CLIRun {
        CLIRun(["sweep", "--corpus", corpus, "--seed", "11", "--count", "24", "--out", folder.path("out/sweep").path] + extra,
               environment: environment)
    }

    @Test func aSweepWritesItsReportAndTheSameBytesForTheSameSeed() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let summary = folder.path("step-summary.md")
        let run = Self.sweep(folder, environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary.path])
        #expect(run.code == .ok || run.code == .failure, "\(run.err)")
        let results = try SweepResults.read(folder.path("out/sweep/sweep.json"))
        #expect(results.seed == 11 && results.space == "default" && results.count == 24 && results.audit.subjects >= 24)
        #expect(results.invariants.map(\.id) == InvariantChecks.rules)
        #expect(run.code == (results.audit.counts.failing > 0 ? .failure : .ok))
        #expect(run.out.hasPrefix("sweep: seed 11, default space: \(results.audit.subjects) snapshot(s) of \(results.cases) case(s)"))
        // Every broken rule: its sheet, its worst cases' images and scenario files, and an annotation.
        for (rule, cases) in results.worst {
            #expect(folder.exists("out/sweep/" + results.sheets[rule]!))
            for c in cases {
                #expect(folder.exists("out/sweep/" + c.image) && folder.exists("out/sweep/" + c.scenario))
                _ = try ScenarioLoader.load(contentsOf: folder.path("out/sweep/" + c.scenario), displayPath: c.scenario)
            }
            if results.audit.failing.contains(where: { $0.rule == rule }) { #expect(run.out.contains("::error title=Sweep%3A \(rule) (")) }
        }
        let junit = try String(contentsOf: folder.path("out/sweep/junit.xml"), encoding: .utf8)
        for rule in InvariantChecks.rules { #expect(junit.contains("<testcase classname=\"sweep\" name=\"\(rule.id)\"")) }
        #expect(try String(contentsOf: summary, encoding: .utf8).contains("### Layout sweep: "))
        let first = try Data(contentsOf: folder.path("out/sweep/sweep.json"))
        _ = Self.sweep(folder)
        #expect(try Data(contentsOf: folder.path("out/sweep/sweep.json")) == first)
    }

    @Test(arguments: [
        (["--full", "--count", "3"], "--full runs every row"),
        (["--seed", "x"], "--seed"),
        (["--count", "0"], "--count"),
        (["--shard", "5/4"], "--shard"),
        (["--corpus", "Tests/SnapshotKitTests/Fixtures/sweep/missing.json"], "missing.json: cannot be read"),
    ])
    func badInputExitsTwoNamingIt(_ extra: [String], _ says: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let corpus = extra.contains("--corpus") ? [] : ["--corpus", Self.corpus]
        let run = CLIRun(["sweep", "--out", folder.path("out/sweep").path] + corpus + extra)
        #expect(run.code == .usage)
        #expect(run.err.contains(says), "\(run.err)")
        #expect(!folder.exists("out/sweep/sweep.json"))
    }

    /// Shards split by case, so every time of a timeline is checked in one part: the parts are
    /// disjoint and together are the whole space. Each part's plan holds only its own cases (issue
    /// 41: a shard planned the whole space, 1.8 GB at `--count 1000000`), each case as the whole
    /// space made it, and every part records the whole space's coverage.
    @Test func shardsSplitByCase() throws {
        let corpus = SweepInvariantTests.corpus
        let factory = SweepInvariantTests.factory
        let plan = SweepSpace(seed: 2, count: 200).plan(corpus)
        let whole = Dictionary(uniqueKeysWithValues: plan.cases.map { ($0.id, $0) })
        let parts = try (1...3).map { i in
            SweepRun(factory: factory, corpus: corpus, space: SweepSpace(seed: 2, count: 200), shard: try Shard(parsing: "\(i)/3")).plan()
        }
        let ids = parts.map { $0.cases.map(\.id) }
        #expect(ids.allSatisfy { !$0.isEmpty && $0.count < plan.cases.count })
        #expect(ids.flatMap { $0 }.sorted() == plan.cases.map(\.id).sorted())
        #expect(Set(ids.flatMap { $0 }).count == plan.cases.count)
        #expect(parts.allSatisfy { $0.coverage == plan.coverage })
        for c in parts.flatMap(\.cases) {
            #expect(c.scenario == whole[c.id]?.scenario && c.specs == whole[c.id]?.specs, "\(c.id)")
        }
    }

    /// The page's Sweep part: a folder whose `sweep/` holds a sweep gets its summary embedded
    /// beside the audit, paths made relative to the page; an example whose paths break the path
    /// policy is left out.
    @Test func thePageEmbedsTheSweepsSummary() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = Self.sweep(folder)
        let audit = try AuditResults(outcomes: [], allowlist: AuditAllowlist(entries: [], path: ""), complete: false).text()
        var sweep = try SweepResults.read(folder.path("out/sweep/sweep.json"))
        let rule = try #require(sweep.worst.keys.sorted().first)
        let section = AuditReviewSection.section(auditJSON: audit, folder: folder.path("out"))
        let data = try #require(JSONOutput.parse(Data(section.dataJSON.utf8))?["sweep"])
        #expect(data["seed"]?.intValue == 11 && data["subjects"]?.intValue == sweep.audit.subjects)
        let images = data["worst"]?[rule.id]?.arrayValue?.compactMap { $0["image"]?.stringValue } ?? []
        #expect(!images.isEmpty && images.allSatisfy { $0.hasPrefix("sweep/images/") })
        #expect(data["sheets"]?[rule.id]?.stringValue == "sweep/sheets/\(rule).png")
        sweep.worst[rule]![0].image = "../../etc/passwd"
        try folder.write(try sweep.text(), to: "out/sweep/sweep.json")
        let again = AuditReviewSection.section(auditJSON: audit, folder: folder.path("out"))
        let tampered = try #require(JSONOutput.parse(Data(again.dataJSON.utf8)))
        #expect(tampered["sweep"]?["worst"]?[rule.id]?.arrayValue?.count == sweep.worst[rule]!.count - 1)
        #expect(throws: RunResultsError.self) { try SweepResults.read(folder.path("out/sweep/sweep.json")) }
        // Read under the file policy: a sweep.json linked from outside the page's folder is not shown.
        try FileManager.default.moveItem(at: folder.path("out/sweep/sweep.json"), to: folder.path("elsewhere.json"))
        try FileManager.default.createSymbolicLink(at: folder.path("out/sweep/sweep.json"), withDestinationURL: folder.path("elsewhere.json"))
        let linked = AuditReviewSection.section(auditJSON: audit, folder: folder.path("out"))
        #expect(JSONOutput.parse(Data(linked.dataJSON.utf8))?["sweep"] == nil)
    }
}
