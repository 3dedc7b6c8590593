import Foundation
@testable import SnapshotAudit
@testable import SnapshotSweep
import SnapshotTestSupport
import Testing

/// `snapshot sweep --merge`: CI runs the sweep as one step per shard (scripts/ci/shard sweep) and
/// the merge job joins the parts. The merge is the unsharded run's sweep.json, byte for byte, and
/// writes the annotations once (a shard writes none); a merge it cannot trust is refused, naming
/// why; text read from a shard reaches the terminal as data.
@Suite(.serialized) struct SweepMergeTests {
    static let corpus = SweepOutputTests.corpus

    static func sweep(_ out: URL, seed: Int = 11, _ extra: [String] = [], environment: [String: String] = [:]) -> CLIRun {
        CLIRun(["sweep", "--corpus", corpus, "--seed", String(seed), "--count", "24", "--out", out.path] + extra, environment: environment)
    }

    static func merge(_ folders: [URL], into out: URL, _ extra: [String] = [], environment: [String: String] = [:]) -> CLIRun {
        CLIRun(["sweep", "--merge"] + folders.map(\.path) + ["--out", out.path] + extra, environment: environment)
    }

    static let actions = ["GITHUB_ACTIONS": "true"]

    static func annotations(_ run: CLIRun) -> [String] { run.out.split(separator: "\n").map(String.init).filter { $0.hasPrefix("::") } }

    /// Swept once per process (removed at exit): the unsharded run `whole/`, its three shards
    /// `shard-1/` … `shard-3/`, and `seed-12/`, shard 3/3 of another seed's sweep; each run's output.
    static let swept: (folder: URL, runs: [String: CLIRun]) = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshotkit-sweep-shards-" + UUID().uuidString)
        var runs = ["whole": sweep(folder.appendingPathComponent("whole"), environment: actions)]
        for i in 1...3 { runs["shard-\(i)"] = sweep(folder.appendingPathComponent("shard-\(i)"), ["--shard", "\(i)/3"], environment: actions) }
        runs["seed-12"] = sweep(folder.appendingPathComponent("seed-12"), seed: 12, ["--shard", "3/3"])
        for (name, run) in runs { precondition(run.code == .ok || run.code == .failure, "sweeping \(name) failed: \(run.err)") }
        atexit { try? FileManager.default.removeItem(at: SweepMergeTests.swept.folder) }
        return (folder, runs)
    }()

    static func swept(_ name: String) -> URL { swept.folder.appendingPathComponent(name) }

    /// A copy of `name`'s sweep.json alone in `folder`'s `shard-1/` (a merge reads nothing else).
    static func copy(_ name: String, into folder: TemporaryFolder) throws -> URL {
        try folder.copy(swept(name).appendingPathComponent("sweep.json"), to: "shard-1/sweep.json")
    }

    @Test func threeShardsMergeIntoTheUnshardedSweep() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let whole = try #require(Self.swept.runs["whole"])
        for i in 1...3 { #expect(Self.annotations(Self.swept.runs["shard-\(i)"]!).isEmpty, "shard \(i) annotates") }
        let merged = Self.merge((1...3).reversed().map { Self.swept("shard-\($0)") }, into: folder.path("merged"), environment: Self.actions)
        #expect(merged.code == whole.code, "\(merged.err)")
        let expected = try Data(contentsOf: Self.swept("whole").appendingPathComponent("sweep.json"))
        #expect(try Data(contentsOf: folder.path("merged/sweep.json")) == expected)
        // The same annotations as the unsharded run's, but for the folder they name.
        let wholeFolder = Self.swept("whole").path, mergedFolder = folder.path("merged").path
        // NB: issue 20's layouts break no invariant in this space, so both runs annotate nothing;
        // `aShardsTextReachesTheTerminalAsData` makes a shard's finding an error and follows it.
        #expect(Self.annotations(merged) == Self.annotations(whole).map { $0.replacingOccurrences(of: wholeFolder, with: mergedFolder) })
        let results = try SweepResults.read(folder.path("merged/sweep.json"))
        #expect(results.shard == nil && results.exit == whole.code)
        for (rule, cases) in results.worst {
            #expect(folder.exists("merged/" + results.sheets[rule]!))
            for c in cases { #expect(folder.exists("merged/" + c.image) && folder.exists("merged/" + c.scenario)) }
        }
    }

    /// Each refusal exits 2 naming why, and writes no sweep.json.
    @Test(arguments: [
        ("a shard missing", ["shard-1", "shard-2"], [String](), "sweep.json of shard(s) 3/3 missing"),
        ("a shard twice", ["shard-1", "shard-1", "shard-2", "shard-3"], [], "shard 1/3 is given twice"),
        ("another seed's shard", ["shard-1", "shard-2", "seed-12"], [], "are not shards of one sweep"),
        ("a space option", ["shard-1", "shard-2", "shard-3"], ["--seed", "11"], "--seed is not for a merge"),
        ("another corpus", ["shard-1", "shard-2", "shard-3"], ["--corpus", "Sweep/corpus.json"], "the corpus is not the one the shards ran"),
    ])
    func aMergeItCannotTrustIsRefused(_ name: String, _ parts: [String], _ extra: [String], _ says: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = Self.merge(parts.map(Self.swept), into: folder.path("merged"), extra)
        #expect(run.code == .usage, "\(name): \(run.out)")
        #expect(run.err.contains(says), "\(name): \(run.err)")
        #expect(!folder.exists("merged/sweep.json"), "\(name)")
    }

    /// A shard's sweep.json is read as the other report files are: its space and counts checked,
    /// inside its folder (a link out of it is refused).
    @Test(arguments: [
        ("a space no sweep has", "\"space\": \"default\"", "\"space\": \"every\"", "are not a sweep's"),
        ("a negative case count", "\"cases\": ", "\"cases\": -", "cases is -"),
        ("not JSON", "\"formatVersion\": 1", "\"formatVersion\": 1,,", "line "),
    ])
    func aBadShardFileIsNamed(_ name: String, _ from: String, _ to: String, _ says: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = try Self.copy("whole", into: folder)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains(from), "\(name): sweep.json has no \(from)")
        try text.replacingOccurrences(of: from, with: to).write(to: url, atomically: true, encoding: .utf8)
        let run = Self.merge([folder.path("shard-1")], into: folder.path("merged"))
        #expect(run.code == .usage && run.err.contains("shard-1/sweep.json") && run.err.contains(says), "\(name): \(run.err)")
    }

    @Test func aSweepJSONLinkedOutOfItsFolderIsRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.path("shard-1"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: folder.path("shard-1/sweep.json"),
                                                   withDestinationURL: Self.swept("whole").appendingPathComponent("sweep.json"))
        let run = Self.merge([folder.path("shard-1")], into: folder.path("merged"))
        #expect(run.code == .usage, "\(run.err)")
        #expect(!folder.exists("merged/sweep.json"))
    }

    /// A finding's message from a shard's file is printed as data: no line of its own, no
    /// workflow command, no escape sequence.
    @Test func aShardsTextReachesTheTerminalAsData() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = try Self.copy("whole", into: folder)
        var sweep = try SweepResults.read(url)
        // The shard's first finding made an error (issue 20's layouts leave none of their own
        // here), its rule's messages forged.
        let i = try #require(sweep.audit.findings.firstIndex { $0.allowlistedBecause == nil })
        let edited = sweep.audit.findings.map { f in
            var f = f
            if f.rule == sweep.audit.findings[i].rule { f.message = "cut\n::warning::forged\u{1B}[2J"; f.severity = .error }
            return f
        }
        // Its derived fields (counts, exit code) made again from the edited findings.
        let a = sweep.audit
        sweep.audit = AuditResults(subjects: a.subjects, findings: edited, voiceOver: a.voiceOver, overlays: a.overlays,
                                   images: a.images, completeRun: a.completeRun, renderErrors: a.renderErrors, shard: a.shard)
        try (try sweep.text()).write(to: url, atomically: true, encoding: .utf8)
        let run = Self.merge([folder.path("shard-1")], into: folder.path("merged"))
        #expect(run.code == .failure, "\(run.err)")
        #expect(run.out.contains("cut\\u{A}::warning::forged\\u{1B}[2J"), "\(run.out)")
        #expect(!run.out.contains("\u{1B}") && !run.out.split(separator: "\n").contains { $0.hasPrefix("::") }, "\(run.out)")
    }
}
