import Foundation
@testable import SnapshotAudit
@testable import SnapshotGolden
import SnapshotCatalogRuns
import SnapshotTestSupport
import Testing

/// Issue 18 item 4: `report --merge` recomputes every verdict it reports (from the statuses,
/// never a `passed` flag; the audit's from its findings with the allowlist re-applied), holds
/// each shard's audit exit code to its findings, refuses an empty merge, and a sharded run
/// annotates each cause once.
@Suite struct MergeVerdictTests {
    /// Two shard folders, each a results.json of `snapshots` (and an audit when given).
    static func shards(_ folder: TemporaryFolder, _ parts: [[CatalogRunResults.Snapshot]],
                       audits: [AuditResults?] = [nil, nil],
                       edit: (Int, String) -> String = { $1 }) throws -> [String] {
        try parts.enumerated().map { i, snapshots in
            var run = CatalogRunResults(exitCode: CatalogRunResults.exitCode(snapshots, inputErrors: []), counts: CatalogRunResults.counts(snapshots),
                                 environmentDifferences: [], inputErrors: [], snapshots: snapshots)
            run.shard = try Shard(parsing: "\(i + 1)/\(parts.count)")
            run.partition = ShardPartition(parts.joined().map { .init(key: $0.key, cost: 1) })
            if let audit = audits[i] {
                try folder.write(edit(i, try audit.text()), to: "shard\(i)/audit.json")
            }
            try folder.write(edit(i, try run.text()), to: "shard\(i)/results.json")
            return folder.path("shard\(i)").path
        }
    }

    static func merge(_ folder: TemporaryFolder, _ inputs: [String], _ extra: [String] = [],
                      environment: [String: String] = [:]) -> CLIRun {
        CLIRun(["report", "--merge"] + inputs + ["--out", folder.path("merged").path, "--goldens", folder.path("Goldens").path,
                                                 "--quiet"] + extra, environment: environment)
    }

    static func audit(_ findings: [AuditFinding], subjects: Int = 1) -> AuditResults {
        AuditResults(subjects: subjects, findings: findings, voiceOver: [], overlays: [:], images: [:], completeRun: false,
                     renderErrors: [], shard: nil)
    }

    static let error = AuditFinding(rule: .contrastText, severity: .error, key: "x/systemSmall_393x852_light_L",
                                    message: "Text contrast 3.21:1 is below 4.5:1.")

    /// "status": "changed" with "passed": true merged to exit 0.
    @Test func aPassedFlagIsNeverTrusted() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let inputs = try Self.shards(folder, [[.init(key: "x/a", status: .changed)], [.init(key: "x/b", status: .passed)]]) { i, text in
            i == 0 ? text.replacingOccurrences(of: "\"passed\": false", with: "\"passed\": true")
                .replacingOccurrences(of: "\"exitCode\": 1", with: "\"exitCode\": 0") : text
        }
        #expect(try String(contentsOfFile: inputs[0] + "/results.json", encoding: .utf8).contains("\"passed\": true"))
        let run = Self.merge(folder, inputs)
        #expect(run.code == .failure, "\(run.out)\(run.err)")
        let merged = try CatalogRunResults.read(folder.path("merged/results.json"))
        #expect(merged.exitCode == 1 && merged.counts == [.changed: 1, .passed: 1])
    }

    /// Two shards with "snapshots": [] merged to exit 0.
    @Test func anEmptyMergeIsRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = Self.merge(folder, try Self.shards(folder, [[], []]))
        #expect(run.code == .usage, "\(run.out)\(run.err)")
        #expect(run.err.contains("hold no verified snapshot and no audited one"), "\(run.err)")
    }

    /// An audit.json claiming a pass its findings do not give merged to exit 0.
    @Test func aShardsAuditExitCodeIsHeldToItsFindings() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let inputs = try Self.shards(folder, [[.init(key: "x/a", status: .passed)], [.init(key: "x/b", status: .passed)]],
                                     audits: [Self.audit([Self.error]), Self.audit([])]) { i, text in
            i == 0 && text.contains("\"findings\"") ? text.replacingOccurrences(of: "\"exitCode\": 1", with: "\"exitCode\": 0") : text
        }
        #expect(try String(contentsOfFile: inputs[0] + "/audit.json", encoding: .utf8).contains("\"exitCode\": 0"))
        let run = Self.merge(folder, inputs)
        #expect(run.code == .usage, "\(run.out)\(run.err)")
        #expect(run.err.contains("exitCode: is 0 but its findings and render errors give 1"), "\(run.err)")
    }

    /// Issue 38: results.json is verify's; an "audit" a results.json claims (a passing one,
    /// beside an audit.json that fails) is not read: the verdict is audit.json's.
    @Test func anAuditInResultsJSONIsNotRead() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let claim = #""audit": { "subjects": 1, "exitCode": 0, "presentations": [], "failures": [], "warnings": 0, "info": 0, "allowlisted": 0, "renderErrors": [], "file": "audit.json" }, "#
        let inputs = try Self.shards(folder, [[.init(key: "x/a", status: .passed)], [.init(key: "x/b", status: .passed)]],
                                     audits: [Self.audit([Self.error]), Self.audit([])]) { i, text in
            text.contains("\"snapshots\"") ? text.replacingOccurrences(of: "\"snapshots\"", with: claim + "\"snapshots\"") : text
        }
        #expect(try String(contentsOfFile: inputs[0] + "/results.json", encoding: .utf8).contains("\"audit\""))
        let run = Self.merge(folder, inputs)
        #expect(run.code == .failure, "\(run.out)\(run.err)")
        #expect(!(try String(contentsOfFile: folder.path("merged/results.json").path, encoding: .utf8)).contains("\"audit\""))
    }

    /// Findings a shard marked allowlisted are checked against the allowlist the merge is given.
    @Test func theAllowlistIsReappliedToEveryFinding() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var marked = Self.error
        marked.allowlistedBecause = "a shard said so"
        let inputs = try Self.shards(folder, [[.init(key: "x/a", status: .passed)], [.init(key: "x/b", status: .passed)]],
                                     audits: [Self.audit([marked]), Self.audit([])])
        let empty = try folder.write(#"{ "formatVersion": 1, "entries": [] }"#, to: "allowlist.json")
        let run = Self.merge(folder, inputs, ["--allowlist", empty.path])
        #expect(run.code == .failure, "\(run.out)\(run.err)")
        let audit = try #require(try AuditResults.read(in: folder.path("merged")))
        #expect(audit.counts.failing == 1 && audit.counts.allowlisted == 0)

        let accepting = try folder.write(#"{ "formatVersion": 1, "entries": [ { "rule": "contrast.text", "key": "x/*", "reason": "brand colour, agreed with the agency" } ] }"#,
                                         to: "accepting.json")
        #expect(Self.merge(folder, inputs, ["--allowlist", accepting.path]).code == .ok)
    }

    /// Four shards emitted 27 `::error` lines and the merge 11 more: now the shards annotate
    /// nothing and the merge each cause once.
    @Test func aShardedRunAnnotatesEachCauseOnce() throws {
        let goldens = try SmallGoldens()
        defer { goldens.remove() }
        let scenario = try ReviewFlowTests.changedScenario(in: goldens)
        var args = goldens.verify(scenario: scenario.path)
        args.removeLast(2)
        let actions = ["GITHUB_ACTIONS": "true"]
        var folders: [String] = [], lines: [String] = []
        for i in 1...2 {
            let folder = goldens.folder.path("shard\(i)").path
            folders.append(folder)
            let shard = CLIRun(args + ["--out", folder, "--shard", "\(i)/2"], environment: actions)
            let audit = CLIRun(["audit", "--scenario", scenario.path, "--surface", "systemSmall", "--appearance", "light",
                                "--mode", "fullColor", "--out", folder, "--shard", "\(i)/2", "--quiet"], environment: actions)
            lines += (shard.out + audit.out).split(separator: "\n").map(String.init).filter { $0.hasPrefix("::error") }
        }
        #expect(lines.isEmpty, "a shard annotated: \(lines)")
        let merged = Self.merge(goldens.folder, folders, environment: actions)
        #expect(merged.code == .failure)
        let errors = merged.out.split(separator: "\n").filter { $0.hasPrefix("::error") }
        let causes = Set(try CatalogRunResults.read(goldens.folder.path("merged/results.json")).snapshots.compactMap(\.explanation))
        #expect(!causes.isEmpty && errors.count == causes.count, "\(errors.count) ::error line(s) for \(causes.count) cause(s): \(errors)")
    }
}
