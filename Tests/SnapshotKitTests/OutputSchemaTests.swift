import Foundation
@testable import SnapshotAudit
@testable import SnapshotGolden
@testable import SnapshotModel
@testable import SnapshotSweep
import SnapshotCatalogRuns
import SnapshotFormats
import SnapshotTestSupport
import Testing

/// Issue 38 item 5: every report file the tool writes or reads validates against its JSON
/// Schema in docs/ (check-jsonschema from the test venv, scripts/ensure-pyenv.sh) and begins with
/// `$schema` naming it: real outputs of verify, audit, sweep and report --merge, and
/// approvals.json as the review page builds it. Each schema also rejects a file with a key it
/// does not list or a value outside an enum. In CI a missing check-jsonschema fails these
/// tests; elsewhere they skip.
@Suite(.enabled(if: SchemaTool.enabled, "needs check-jsonschema in .build/pyenv: run scripts/ensure-pyenv.sh"))
struct OutputSchemaTests {
    /// `files` validate against `schema`, and each one's second line is its `$schema`.
    static func expectValid(_ files: [URL], _ schema: OutputSchema, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(try SchemaCheck.rejected(files, by: schema).isEmpty, sourceLocation: sourceLocation)
        for file in files {
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", maxSplits: 2)
            #expect(lines.count == 3 && lines[1] == "  \"$schema\": \"\(schema.rawValue)\",", "\(file.path): \(lines.prefix(2))",
                    sourceLocation: sourceLocation)
        }
    }

    /// Each row's text is accepted by `schema` exactly when the row says so.
    static func expectVerdicts(_ rows: [(name: String, text: String, accepted: Bool)], _ schema: OutputSchema,
                               sourceLocation: SourceLocation = #_sourceLocation) throws {
        let verdicts = try SchemaCheck.accepts(rows.map(\.text), by: schema)
        for (row, accepted) in zip(rows, verdicts) {
            #expect(accepted == row.accepted, "\(schema.file): \(row.name)", sourceLocation: sourceLocation)
        }
    }

    /// verify's results.json when it passes and when it fails (a changed snapshot names its
    /// artefacts); nothing in it but the `$schema` line is new.
    @Test func verifyResultsValidate() throws {
        let goldens = try SmallGoldens()
        defer { goldens.remove() }
        #expect(CLIRun(goldens.verify()).code == .ok)
        let passing = try goldens.folder.copy(goldens.artefact("results.json"), to: "passing-results.json")
        let scenario = try ReviewFlowTests.changedScenario(in: goldens)
        #expect(CLIRun(goldens.verify(scenario: scenario.path)).code == .failure)
        let failing = goldens.artefact("results.json")
        try Self.expectValid([passing, failing], .results)
        let run = try CatalogRunResults.read(failing)
        #expect(run.snapshots.contains { !$0.artefacts.isEmpty })
        let text = try String(contentsOf: failing, encoding: .utf8)
        #expect(OutputSchema.results.unstamped(text) == (try JSONOutput.text(of: run)))
    }

    /// audit's audit.json.
    @Test func auditJSONValidates() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = AuditArtefactsTests.audit([], in: folder)
        #expect(run.code == .ok, "\(run.out)\(run.err)")
        let file = folder.path("out/audit.json")
        try Self.expectValid([file], .audit)
        let audit = try AuditResults.read(file)
        #expect(!audit.findings.isEmpty, "the fixture has a warning at AX5")
        #expect(OutputSchema.audit.unstamped(try String(contentsOf: file, encoding: .utf8)) == (try JSONOutput.text(of: audit)))
    }

    /// A small sweep's sweep.json: one `$schema`, none in the audit it holds; the bundled audit
    /// schema holds that audit (a bad value in it is rejected).
    @Test func sweepJSONValidates() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = CLIRun(["sweep", "--corpus", SweepOutputTests.corpus, "--seed", "11", "--count", "8", "--out", folder.path("sweep").path])
        #expect(run.code == .ok || run.code == .failure, "\(run.out)\(run.err)")
        let file = folder.path("sweep/sweep.json")
        try Self.expectValid([file], .sweep)
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.components(separatedBy: "\"$schema\"").count == 2, "one $schema, the file's")
        #expect(OutputSchema.sweep.unstamped(text) == (try JSONOutput.text(of: try SweepResults.read(file))))
        let r = { (target: String, replacement: String) in SchemaCheck.replacing(target, with: replacement, in: text) }
        try Self.expectVerdicts([
            ("as written", text, true),
            ("a key the schema does not list", r("\"formatVersion\": 1,", "\"formatVersion\": 1, \"extra\": 1,"), false),
            ("the audit with a $schema of its own", r("\"audit\": {", "\"audit\": { \"$schema\": \"urn:snapshotkit:audit:1\","), false),
            ("a default space without its count", r("\"count\": 8,", ""), false),
            ("an invariant that is not a rule", r("\"id\": \"identity.whole\"", "\"id\": \"identity.hole\""), false),
            ("the audit's image scale 0", r("\"393x852\": 3", "\"393x852\": 0"), false),
            ("the seed past 2^53", r("\"seed\": 11", "\"seed\": 9007199254740993"), false),
        ], .sweep)
    }

    /// report --merge of two verify shards (each with its shard and partition), then of the
    /// same shards audited: every results.json and audit.json in play. The review pages audit
    /// and the merge write embed the audit's data without the file's `$schema`.
    @Test func mergedShardsValidate() throws {
        let goldens = try SmallGoldens()
        defer { goldens.remove() }
        let scenario = try ReviewFlowTests.changedScenario(in: goldens)
        let verify = Array(goldens.verify(scenario: scenario.path).dropLast(2))
        let shards = (1...2).map { goldens.folder.path("shard\($0)") }
        for (i, shard) in shards.enumerated() { _ = CLIRun(verify + ["--out", shard.path, "--shard", "\(i + 1)/2"]) }
        let merge = { (out: String) in
            CLIRun(["report", "--merge"] + shards.map(\.path) + ["--out", goldens.folder.path(out).path,
                                                                 "--goldens", goldens.folder.path("Goldens").path, "--quiet"])
        }
        #expect(merge("merged").code == .failure)
        try Self.expectValid(shards.map { $0.appendingPathComponent("results.json") } + [goldens.folder.path("merged/results.json")], .results)
        for (i, shard) in shards.enumerated() {
            let audit = CLIRun(["audit", "--scenario", scenario.path, "--surface", "systemSmall", "--appearance", "light", "--mode", "fullColor",
                                "--text-size", "L", "--text-size", "AX3", "--out", shard.path, "--shard", "\(i + 1)/2", "--quiet"])
            #expect(audit.code == .ok, "\(audit.out)\(audit.err)")
        }
        #expect(merge("merged-audit").code == .failure)
        try Self.expectValid(shards.map { $0.appendingPathComponent("audit.json") } + [goldens.folder.path("merged-audit/audit.json")], .audit)
        try Self.expectValid(shards.map { $0.appendingPathComponent("results.json") } + [goldens.folder.path("merged-audit/results.json")], .results)
        #expect(CLIRun(["report", "--out", shards[0].path, "--goldens", goldens.folder.path("Goldens").path, "--quiet"]).code == .ok)
        for page in [shards[0].appendingPathComponent("index.html"), goldens.folder.path("merged-audit/index.html")] {
            let text = try String(contentsOf: page, encoding: .utf8)
            #expect(text.contains("id=\"audit-data\"") && !text.contains(OutputSchema.audit.rawValue), "\(page.path)")
        }
    }

    /// approvals.json as the page's script writes it (`approvalsDocument` in review-approvals.js:
    /// JSON.stringify's two-space indent, keys in the script's order) and as `Approvals.json`
    /// writes it; `approve` applies the page's.
    @Test func approvalsValidate() throws {
        let script = try String(contentsOf: TestPaths.repository.appendingPathComponent("Sources/SnapshotReports/Web/review-approvals.js"),
                                encoding: .utf8)
        #expect(script.contains("return { \"$schema\": \"\(OutputSchema.approvals.rawValue)\", formatVersion: 1, approved: approved, rejected: rejected };"))
        let goldens = try SmallGoldens()
        defer { goldens.remove() }
        let scenario = try ReviewFlowTests.changedScenario(in: goldens)
        #expect(CLIRun(goldens.verify(scenario: scenario.path)).code == .failure)
        let approvable = try CatalogRunResults.read(goldens.artefact("results.json")).snapshots.filter(\.isApprovable)
        try #require(approvable.count == 2)
        let page = try goldens.folder.write(Self.pageApprovals(approved: [approvable[0]], rejected: [approvable[1].key]), to: "approvals.json")
        let model = Approvals(approved: [ApprovalEntry(key: approvable[0].key, candidateSHA256: approvable[0].candidateSHA256!,
                                                       goldenSHA256: approvable[0].goldenSHA256,
                                                       candidateLayoutSHA256: approvable[0].candidateLayoutSHA256)],
                              rejected: [approvable[1].key])
        let swift = try goldens.folder.write(model.json.text, to: "approvals-swift.json")
        try Self.expectValid([page, swift], .approvals)
        let apply = CLIRun(["approve", "--from", page.path, "--out", goldens.folder.path("out").path, "--goldens", goldens.folder.path("Goldens").path])
        #expect(apply.code == .ok, "\(apply.out)\(apply.err)")
    }

    /// The text `JSON.stringify(approvalsDocument(), null, 2) + "\n"` gives for these decisions.
    static func pageApprovals(approved: [CatalogRunResults.Snapshot], rejected: [String]) -> String {
        func string(_ s: String?) -> String { s.map(JSONOutput.quote) ?? "null" }
        func list(_ items: [String], _ indent: String) -> String {
            items.isEmpty ? "[]" : "[\n" + items.map { indent + "  " + $0 }.joined(separator: ",\n") + "\n" + indent + "]"
        }
        let entries = approved.map { s in
            "{\n      \"key\": \(string(s.key)),\n      \"candidateSHA256\": \(string(s.candidateSHA256)),\n"
                + "      \"candidateLayoutSHA256\": \(string(s.candidateLayoutSHA256)),\n      \"goldenSHA256\": \(string(s.goldenSHA256))\n    }"
        }
        return "{\n  \"$schema\": \(string(OutputSchema.approvals.rawValue)),\n  \"formatVersion\": 1,\n"
            + "  \"approved\": \(list(entries, "  ")),\n  \"rejected\": \(list(rejected.map(string), "  "))\n}\n"
    }

    /// results.json: keys it does not list (`audit` too: the verdict lives in audit.json) and
    /// values outside its enums and bounds are rejected; what older writers of format 1 left
    /// out is not required.
    @Test func resultsSchemaRejectsWhatItDoesNotList() throws {
        let text = try OutputSchemaSamples.run.text()
        let r = { (target: String, replacement: String) in SchemaCheck.replacing(target, with: replacement, in: text) }
        try Self.expectVerdicts([
            ("as written", text, true),
            ("without $schema (before issue 38)", r("  \"$schema\": \"urn:snapshotkit:results:1\",\n", ""), true),
            ("without skipped (before issue 11)", SchemaCheck.replacing("  \"skipped\": [],\n", with: "", in: try OutputSchemaSamples.runSkippingNothing.text()), true),
            ("another $schema", r("\"urn:snapshotkit:results:1\"", "\"urn:snapshotkit:results:2\""), false),
            ("a key the schema does not list", r("\"formatVersion\": 1,", "\"formatVersion\": 1, \"extra\": 1,"), false),
            ("the audit's verdict", r("\"formatVersion\": 1,", "\"formatVersion\": 1, \"audit\": {},"), false),
            ("a snapshot key the schema does not list", r("\"golden\": ", "\"extra\": true, \"golden\": "), false),
            ("a status that is none", r("\"status\": \"changed\"", "\"status\": \"changd\""), false),
            ("a surface that is none", r("\"surface\": \"systemSmall\"", "\"surface\": \"systemHuge\""), false),
            ("a text size that is none", r("\"textSize\": \"L\"", "\"textSize\": \"M\""), false),
            ("an artefact kind that is none", r("\"actual\": ", "\"actua\": "), false),
            ("an exit code of 3", r("\"exitCode\": 1", "\"exitCode\": 3"), false),
            ("a count past RunLimits", r("\"changed\": 1", "\"changed\": \(RunLimits.maxEntries + 1)"), false),
            ("a hash that is not one", r(OutputSchemaSamples.hash("golden"), "xyz"), false),
            ("a key out of its folder", r("\"key\": \"belmont-fresh/", "\"key\": \"../belmont-fresh/"), false),
            ("shard 0", r("\"index\": 1", "\"index\": 0"), false),
        ], .results)
    }

    /// audit.json: the same, and the `scenarioFiles` the verdict's move to audit.json adds is allowed.
    @Test func auditSchemaRejectsWhatItDoesNotList() throws {
        let text = try OutputSchemaSamples.audit.text()
        let r = { (target: String, replacement: String) in SchemaCheck.replacing(target, with: replacement, in: text) }
        try Self.expectVerdicts([
            ("as written", text, true),
            ("with scenarioFiles", r("\"formatVersion\": 1,", "\"formatVersion\": 1, \"scenarioFiles\": {\"belmont-fresh\": \"Scenarios/belmont-fresh.json\"},"), true),
            ("scenarioFiles naming a number", r("\"formatVersion\": 1,", "\"formatVersion\": 1, \"scenarioFiles\": {\"belmont-fresh\": 1},"), false),
            ("a key the schema does not list", r("\"formatVersion\": 1,", "\"formatVersion\": 1, \"extra\": 1,"), false),
            ("a finding key the schema does not list", r("\"allowlisted\": false", "\"allowlisted\": false, \"extra\": 1"), false),
            ("a severity that is none", r("\"severity\": \"error\"", "\"severity\": \"fatal\""), false),
            ("a rule that is none", r("\"rule\": \"contrast.text\"", "\"rule\": \"contrast.txt\""), false),
            ("a role that is none", r("\"role\": \"destination\"", "\"role\": \"banner\""), false),
            ("formatVersion 2", r("\"formatVersion\": 1", "\"formatVersion\": 2"), false),
            ("an exit code of 3", r("\"exitCode\": 1", "\"exitCode\": 3"), false),
        ], .audit)
    }

    /// approvals.json: the reader's rules the schema can say.
    @Test func approvalsSchemaRejectsWhatTheReaderRejects() throws {
        let text = OutputSchemaSamples.approvals.json.text
        let r = { (target: String, replacement: String) in SchemaCheck.replacing(target, with: replacement, in: text) }
        let rows: [(name: String, text: String, accepted: Bool)] = [
            ("as written", text, true),
            ("without $schema", r("  \"$schema\": \"urn:snapshotkit:approvals:1\",\n", ""), true),
            ("a key the schema does not list", r("\"formatVersion\": 1", "\"formatVersion\": 1, \"extra\": 1"), false),
            ("an entry key the schema does not list", r("\"key\": ", "\"extra\": 1, \"key\": "), false),
            ("a hash that is not one", r("\"candidateSHA256\": \"\(OutputSchemaSamples.hash("candidate"))\"", "\"candidateSHA256\": \"xyz\""), false),
            ("a key out of its folder", r("\"key\": \"a/", "\"key\": \"../a/"), false),
            ("formatVersion 2", r("\"formatVersion\": 1", "\"formatVersion\": 2"), false),
        ]
        try Self.expectVerdicts(rows, .approvals)
        // The reader agrees: it refuses each row the schema refuses, but the unknown keys it ignores.
        for row in rows where !row.name.contains("does not list") {
            #expect(((try? Approvals.decode(Data(row.text.utf8), path: "approvals.json")) != nil) == row.accepted, "\(row.name)")
        }
    }
}
