import Foundation
import SnapshotCommandLine
import Testing

/// Issue 14 item 4: "With `CI=true`, a run that wrote any golden exits 1 after writing, naming
/// them, the way swift-snapshot-testing fails a recording test. A bad `SNAPSHOT_RECORD` value
/// names the variable." One golden is missing in each row; the other one passes.
/// (`CLIVerifyTests` has the record modes without CI.)
@Suite struct CLIRecordInCITests {
    static let small = "belmont-fresh/systemSmall_393x852_light_L"

    struct Row: Sendable, CustomTestStringConvertible {
        let verb: String
        let extra: [String]
        let environment: [String: String]
        let code: ExitCode
        let written: Bool
        var testDescription: String { "\(verb) \(extra) \(environment)" }
    }

    @Test(arguments: [
        Row(verb: "verify", extra: [], environment: ["CI": "true", "SNAPSHOT_RECORD": "missing"], code: .failure, written: true),
        Row(verb: "verify", extra: ["--record", "missing"], environment: ["CI": "true"], code: .failure, written: true),
        Row(verb: "verify", extra: ["--record", "all"], environment: ["CI": "1"], code: .failure, written: true),
        Row(verb: "record", extra: [], environment: ["CI": "TRUE"], code: .failure, written: true),
        Row(verb: "verify", extra: [], environment: ["SNAPSHOT_RECORD": "missing"], code: .ok, written: true),
        Row(verb: "record", extra: [], environment: ["CI": "false"], code: .ok, written: true),
        Row(verb: "verify", extra: [], environment: ["CI": "true"], code: .failure, written: false),
    ])
    func recordingUnderCI(_ row: Row) throws {
        let goldens = try SmallGoldens()
        defer { goldens.remove() }
        var args = goldens.verify()
        // Goldens of this build first (the committed ones may lag a layout change), then one removed.
        args[0] = "record"
        #expect(CLIRun(args).code == .ok)
        let png = goldens.golden(Self.small)
        try FileManager.default.removeItem(at: png)
        args[0] = row.verb
        let run = CLIRun(args + row.extra, environment: row.environment)
        #expect(run.code == row.code, "stdout: \(run.out) stderr: \(run.err)")
        #expect(FileManager.default.fileExists(atPath: png.path) == row.written)
        let data = try Data(contentsOf: goldens.artefact("results.json"))
        let results = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(results["exitCode"] as? Int == Int(row.code.rawValue))
        let named = run.err.contains("error: running in CI (CI is set): ") && run.err.contains("golden(s) written, so this run fails")
            && run.err.contains("recorded \(png.path)")
        #expect(named == (row.written && row.code == .failure), "stderr: \(run.err)")
    }

    @Test(arguments: [
        (["--record", "sometimes"], [String: String](), "--record: unknown value 'sometimes'"),
        ([], ["SNAPSHOT_RECORD": "sometimes"], "SNAPSHOT_RECORD: unknown value 'sometimes'"),
        ([], ["SNAPSHOT_RECORD": "misisng"], "SNAPSHOT_RECORD: unknown value 'misisng'; did you mean 'missing'?"),
    ])
    func badRecordValueNamesWhereItCameFrom(_ extra: [String], _ environment: [String: String], _ message: String) throws {
        let goldens = try SmallGoldens()
        defer { goldens.remove() }
        let run = CLIRun(goldens.verify(extra), environment: environment)
        #expect(run.code == .usage)
        #expect(run.err.contains(message), "stderr: \(run.err)")
    }
}
