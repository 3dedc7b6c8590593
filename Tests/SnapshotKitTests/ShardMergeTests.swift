import Foundation
@testable import SnapshotAudit
@testable import SnapshotCatalog
import SnapshotCatalogRuns
import SnapshotCommandLine
@testable import SnapshotGolden
import SnapshotTestSupport
import Testing

/// Issue 14 item 5: "`snapshot report --merge DIR... --out DIR` merges the shard outputs into one
/// results.json, junit.xml, review page and summary", and a verdict that cannot be established
/// (a shard missing, given twice, overlapping) is a failure, never a pass.
@Suite struct ShardMergeTests {
    /// A run of `keys`; a shard records `selection` (each key at one cost), or `keys` when nil.
    static func run(_ keys: [String], shard: String?, tool: String? = nil, exitCode: Int = 0, selection: [String]? = nil) -> CatalogRunResults {
        let snapshots = keys.map { CatalogRunResults.Snapshot(key: $0, status: .passed) }
        var run = CatalogRunResults(exitCode: exitCode, counts: [.passed: keys.count], environmentDifferences: [], inputErrors: [],
                             snapshots: snapshots)
        run.shard = shard.map { try! Shard(parsing: $0) }
        if shard != nil { run.partition = ShardPartition(Set(selection ?? keys).map { .init(key: $0, cost: 1) }) }
        if let tool { run.tool = tool }
        return run
    }

    @Test(arguments: [
        ([("a", ["x/1"], "1/2"), ("b", ["x/1"], "2/2")], "x/1 is in both a and b"),
        ([("a", ["x/1"], "1/3"), ("b", ["x/2"], "2/3")], "results.json of shard(s) 3/3 missing"),
        ([("a", ["x/1"], "1/2"), ("b", ["x/2"], "1/2")], "shard 1/2 is given twice (a and b)"),
        ([("a", ["x/1"], "1/2"), ("b", ["x/2"], "1/3")], "a is shard 1/2 but b is shard 1/3"),
        ([("a", ["x/1"], "1/2"), ("b", ["x/2"], nil)], "some results.json files are shards and some are not"),
    ] as [([(String, [String], String?)], String)])
    func refusesWhatWouldMakeTheVerdictWrong(parts: [(String, [String], String?)], reason: String) {
        let selection = parts.flatMap(\.1)
        let input = parts.map { RunMerge.Part(folder: $0.0, run: Self.run($0.1, shard: $0.2, selection: selection)) }
        #expect(throws: UsageError.self) { try RunMerge.merge(input) }
        do { _ = try RunMerge.merge(input) } catch { #expect(error.description.contains(reason), "\(error)") }
    }

    /// Issue 41 item 1: "the merge recomputes the partition, refuses a missing, foreign or
    /// duplicated key and shards of different catalogs". Selection x/1, x/2 at equal cost: x/1
    /// is shard 1/2's, x/2 shard 2/2's. Each row: shard 1/2's keys and selection, then 2/2's.
    @Test(arguments: [
        (([], ["x/1", "x/2"]), (["x/2"], ["x/1", "x/2"]), "a/results.json lacks 1 of the snapshots shard 1/2 was asked to cover (the first: x/1)"),
        ((["x/1", "y/9"], ["x/1", "x/2"]), (["x/2"], ["x/1", "x/2"]), "a/results.json: y/9 is not in the selection"),
        ((["x/2"], ["x/1", "x/2"]), (["x/1"], ["x/1", "x/2"]), "a/results.json: x/2 belongs to shard 2/2, not 1/2"),
        ((["x/1", "x/1"], ["x/1", "x/2"]), (["x/2"], ["x/1", "x/2"]), "x/1 is twice in a/results.json"),
        ((["x/1"], ["x/1", "x/2"]), (["x/3"], ["x/1", "x/3"]), "shards of different catalogs or selections are not one run"),
    ] as [(([String], [String]), ([String], [String]), String)])
    func theMergeRecomputesThePartition(first: ([String], [String]), second: ([String], [String]), reason: String) {
        let input = [RunMerge.Part(folder: "a", run: Self.run(first.0, shard: "1/2", selection: first.1)),
                     RunMerge.Part(folder: "b", run: Self.run(second.0, shard: "2/2", selection: second.1))]
        do { _ = try RunMerge.merge(input); Issue.record("merged") } catch { #expect(error.description.contains(reason), "\(error)") }
    }

    /// A shard that verified snapshots without recording its selection cannot be checked.
    @Test func aShardWithoutItsPartitionIsRefused() {
        var stripped = Self.run(["x/1"], shard: "1/2", selection: ["x/1", "x/2"])
        stripped.partition = nil
        let input = [RunMerge.Part(folder: "a", run: stripped),
                     RunMerge.Part(folder: "b", run: Self.run(["x/2"], shard: "2/2", selection: ["x/1", "x/2"]))]
        do { _ = try RunMerge.merge(input); Issue.record("merged") } catch { #expect(error.description.contains("no partition"), "\(error)") }
    }

    /// The recorded digest must be its selection's: a selection edited without it is refused.
    @Test func aPartitionWhoseDigestIsNotItsSelectionsIsRefused() throws {
        let partition = ShardPartition([.init(key: "one", cost: 1), .init(key: "two", cost: 1)])
        let text = String(decoding: try JSONEncoder().encode(partition), as: UTF8.self)
        #expect(try JSONDecoder().decode(ShardPartition.self, from: Data(text.utf8)) == partition)
        for edited in [text.replacingOccurrences(of: "two", with: "six"), text.replacingOccurrences(of: "\"cost\":1", with: "\"cost\":0")] {
            #expect(throws: DecodingError.self) { try JSONDecoder().decode(ShardPartition.self, from: Data(edited.utf8)) }
        }
    }

    @Test func differentToolsAreRefused() {
        let input = [RunMerge.Part(folder: "a", run: Self.run(["x/1"], shard: "1/2", tool: "snapshot 0.1.0")),
                     RunMerge.Part(folder: "b", run: Self.run(["x/2"], shard: "2/2", tool: "snapshot 0.2.0"))]
        #expect(throws: UsageError.self) { try RunMerge.merge(input) }
    }

    /// The merged verdict is recomputed from the statuses and never better than a part's own.
    @Test func verdictIsRecomputedAndNeverBetterThanAPart() throws {
        var tampered = Self.run(["x/2"], shard: "2/2", selection: ["x/1", "x/2"])
        tampered.snapshots[0].status = .changed
        let merged = try RunMerge.merge([RunMerge.Part(folder: "a", run: Self.run(["x/1"], shard: "1/2", exitCode: 1, selection: ["x/1", "x/2"])),
                                         RunMerge.Part(folder: "b", run: tampered)])
        #expect(merged.exitCode == 1)
        #expect(merged.counts == [.passed: 1, .changed: 1])
        #expect(merged.shard == nil)
        #expect(merged.snapshots.map(\.key) == ["x/1", "x/2"])
    }

    /// A shard read back from disk is held to the option's bounds.
    @Test(arguments: ["{\"index\": 0, \"count\": 2}", "{\"index\": 3, \"count\": 2}", "{\"index\": 1, \"count\": 999}"])
    func shardOutOfRangeInAFileIsRefused(json: String) {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Shard.self, from: Data(json.utf8)) }
    }

    /// Two shards of verify and audit, merged, say what one whole run says.
    @Test func shardsMergeIntoTheWholeRun() throws {
        let goldens = try SmallGoldens()
        defer { goldens.remove() }
        let scenario = try ReviewFlowTests.changedScenario(in: goldens)
        let out = goldens.folder.path("out").path
        var args = goldens.verify(scenario: scenario.path)
        let whole = CLIRun(args)
        #expect(whole.code == .failure)
        let wholeRun = try CatalogRunResults.read(goldens.artefact("results.json"))
        args.removeLast(2)
        var folders: [String] = []
        for i in 1...2 {
            let folder = goldens.folder.path("shard\(i)").path
            folders.append(folder)
            _ = CLIRun(args + ["--out", folder, "--shard", "\(i)/2"])
            let audit = CLIRun(["audit", "--scenario", scenario.path, "--surface", "systemSmall", "--device", "393x852",
                                "--appearance", "light", "--mode", "fullColor", "--out", folder, "--shard", "\(i)/2", "--quiet"])
            #expect(audit.code == .ok, "\(audit.out)\(audit.err)")
        }
        let summaryFile = goldens.folder.path("step-summary.md")
        let merged = CLIRun(["report", "--merge"] + folders + ["--out", out + "-merged", "--goldens", goldens.folder.path("Goldens").path],
                            environment: ["GITHUB_STEP_SUMMARY": summaryFile.path])
        #expect(merged.code == .failure, "the merged run fails as the whole run did: \(merged.out)\(merged.err)")
        let mergedRun = try CatalogRunResults.read(URL(fileURLWithPath: out + "-merged/results.json"))
        #expect(mergedRun.snapshots.map(\.key) == wholeRun.snapshots.map(\.key))
        #expect(mergedRun.snapshots.map(\.status) == wholeRun.snapshots.map(\.status))
        #expect(mergedRun.counts == wholeRun.counts)
        let audit = try #require(try AuditResults.read(in: URL(fileURLWithPath: out + "-merged")))
        #expect(audit.subjects == 9, "systemSmall light fullColor at nine sizes, split over two shards")
        #expect(audit.voiceOver.map(\.presentation) == ["belmont-fresh/systemSmall"])
        for s in mergedRun.snapshots { for path in s.artefacts.values {
            #expect(FileManager.default.fileExists(atPath: out + "-merged/" + path), "\(path) copied")
        } }
        for file in ["index.html", "junit.xml", "summary.txt", "audit.json"] {
            #expect(FileManager.default.fileExists(atPath: out + "-merged/" + file), "\(file)")
        }
        let md = try String(contentsOf: summaryFile, encoding: .utf8)
        #expect(md.contains("### snapshot report --merge (2 folders): ❌ \(wholeRun.snapshots.filter { !$0.passed }.count) of 2 failed"), "\(md)")
        #expect(md.contains("### Accessibility audit: ✅ no errors"))

        // A shard missing is not a pass.
        let partial = CLIRun(["report", "--merge", folders[0], "--out", out + "-partial"])
        #expect(partial.code == .usage)
        #expect(partial.err.contains("shard(s) 2/2 missing"), "\(partial.err)")
        // The output folder is never one of the inputs.
        #expect(CLIRun(["report", "--merge", folders[0], folders[1], "--out", folders[1]]).code == .usage)
        // A shard rewritten to hold no snapshot lacks its part (it merged to a pass).
        let first = URL(fileURLWithPath: folders[0] + "/results.json")
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: first)) as? [String: Any])
        object["snapshots"] = [Any]()
        try JSONSerialization.data(withJSONObject: object).write(to: first)
        let empty = CLIRun(["report", "--merge"] + folders + ["--out", out + "-emptied"])
        #expect(empty.code == .usage)
        #expect(empty.err.contains("results.json lacks"), "\(empty.err)")
        // Shards' files are bounded by their bytes together before any is parsed.
        let big = try FileHandle(forWritingTo: first)
        try big.truncate(atOffset: UInt64(RunLimits.maxMergeBytes + 1))
        try big.close()
        let huge = CLIRun(["report", "--merge"] + folders + ["--out", out + "-huge"])
        #expect(huge.code == .usage)
        #expect(huge.err.contains("the most a merge reads"), "\(huge.err)")
    }

    /// Audit shards are a partition of the audit's snapshots.
    @Test func auditShardsPartitionTheSnapshots() throws {
        let specs = AuditAxes.merged(AxisSelection()).snapshots(of: try ["belmont-fresh", "belmont-stale", "belmont-timeline"].map(TestScenarios.fixture))
        let parts = (1...3).map { try! Shard(parsing: "\($0)/3").select(specs).map(\.key) }
        #expect(Set(parts.flatMap { $0 }) == Set(specs.map(\.key)))
        #expect(parts.map(\.count).reduce(0, +) == specs.count)
        #expect(parts.allSatisfy { !$0.isEmpty })
    }

    /// audit.json is read back under the trust model: a path out of the folder is refused, and
    /// a finding claims "allowlisted" only with the entry's reason (else it fails, closed).
    @Test func auditJSONReadBackIsUntrusted() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let error = AuditFinding(rule: .contrastText, severity: .error, key: "x/systemSmall_393x852_light_L", message: "low")
        var good = AuditResults(subjects: 1, findings: [error], voiceOver: [], overlays: [:], images: [:],
                                completeRun: false, renderErrors: [], shard: nil)
        #expect(good.exitCode == 1)
        let text = try good.text()
        let claimed = text.replacingOccurrences(of: "\"allowlisted\": false", with: "\"allowlisted\": true")
        try folder.write(claimed, to: "a/audit.json")
        let read = try AuditResults.read(folder.path("a/audit.json"))
        #expect(read.exitCode == 1 && read.counts.failing == 1, "allowlisted without a reason still fails")
        good.images = ["x/systemSmall_393x852_light_L": "../../etc/passwd"]
        try folder.write(try good.text(), to: "b/audit.json")
        #expect(throws: RunResultsError.self) { try AuditResults.read(folder.path("b/audit.json")) }
        #expect(try AuditResults.read(in: folder.path("none")) == nil)
    }
}
