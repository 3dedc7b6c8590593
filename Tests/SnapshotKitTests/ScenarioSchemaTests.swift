import Foundation
import SnapshotTestSupport
import Testing

/// docs/scenario.schema.json (JSON Schema 2020-12) against the decoder, with check-jsonschema
/// from the test venv (scripts/ensure-pyenv.sh). Issue 14 item 8: "Every catalog scenario
/// validates against it, and each kind of bad input that the decoder rejects is also rejected
/// by the schema." In CI a missing check-jsonschema fails these tests; elsewhere they skip.
@Suite(.enabled(if: SchemaTool.enabled, "needs check-jsonschema in .build/pyenv: run scripts/ensure-pyenv.sh"))
struct ScenarioSchemaTests {
    static let tool = SchemaTool.path
    static let schema = TestPaths.repository.appendingPathComponent("docs/scenario.schema.json")

    /// Bad inputs the decoder rejects that JSON Schema cannot express, each with why; the
    /// schema's own description names the same four. The test checks the schema does accept
    /// them, so this list cannot silently grow stale.
    static let decoderOnly: [String: String] = [
        "configuration.route: 'Blue' is not one of the favorite's routes (Red, Brn); pick one of them, or leave it out for all":
            "compares two fields' values",
        "timeline[2]: '+120s' is the same moment as '+2m'; list each moment once": "compares entries by the time they mean",
        "timeZone: 'America/Chicgo' is not a known time zone; did you mean 'America/Chicago'?":
            "the system's time zone list is not in the schema (its shape is)",
    ]

    /// Every bad input of ScenarioBadInputTests as file text, with the decoder's message.
    static var badInputs: [(text: String, message: String)] {
        let p = ScenarioBadInputTests.p
        return ScenarioBadInputTests.rows.map { (ScenarioFixtures.example(replacing: $0.target, with: $0.replacement), $0.message) }
            + ScenarioBadInputTests.wrongValueTypes.map { (ScenarioFixtures.example(settingValueOf: $0.0, to: $0.1), p + $0.2) }
            + ScenarioBadInputTests.wholeFiles.map { ($0.0, $0.1) }
    }

    /// Runs check-jsonschema on each text (one file each, one process for all) and returns
    /// whether the schema accepted each.
    static func schemaAccepts(_ texts: [String]) throws -> [Bool] {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let files = try texts.enumerated().map { try folder.write($0.element, to: "case\($0.offset).json").path }
        let run = ReviewPythonTools.run([tool.path, "--schemafile", schema.path, "-o", "json"] + files)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any], "\(run.output)")
        let errors = (report["errors"] as? [[String: Any]] ?? []) + (report["parse_errors"] as? [[String: Any]] ?? [])
        let failed = Set(errors.compactMap { $0["filename"] as? String })
        return files.map { !failed.contains($0) }
    }

    @Test func everyCatalogScenarioValidatesAndPointsAtTheSchema() throws {
        let files = try FileManager.default.contentsOfDirectory(at: TestPaths.scenarios, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }.sorted { $0.path < $1.path }
        #expect(files.count >= 22)
        let texts = try files.map { try String(contentsOf: $0, encoding: .utf8) }
        #expect(try Self.schemaAccepts(texts) == Array(repeating: true, count: files.count))
        for (file, text) in zip(files, texts) {
            let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
            #expect(object?["$schema"] as? String == "../docs/scenario.schema.json", "\(file.lastPathComponent)")
            #expect(ScenarioFixtures.outcome(text) == "ok", "\(file.lastPathComponent)")
        }
    }

    /// The table: each row decoded and validated; both reject it, except the decoder-only kinds.
    @Test func schemaRejectsWhatTheDecoderRejects() throws {
        let rows = Self.badInputs
        let accepted = try Self.schemaAccepts(rows.map(\.text))
        var decoderOnlySeen: Set<String> = []
        for (row, schemaAccepts) in zip(rows, accepted) {
            #expect(ScenarioFixtures.outcome(row.text) == row.message)
            let reason = row.message.replacingOccurrences(of: ScenarioBadInputTests.p, with: "")
            if Self.decoderOnly[reason] != nil {
                decoderOnlySeen.insert(reason)
                #expect(schemaAccepts, "the schema now rejects \(reason): drop it from decoderOnly")
            } else {
                #expect(!schemaAccepts, "the schema accepts what the decoder rejects: \(row.message)")
            }
        }
        #expect(decoderOnlySeen == Set(Self.decoderOnly.keys))
    }

    /// The contract example and its variants the decoder accepts pass the schema too.
    @Test(arguments: [
        ScenarioFixtures.example,
        ScenarioFixtures.example(replacing: #""id": "belmont-fresh","#, with: #""$schema": "../docs/scenario.schema.json", "id": "belmont-fresh","#),
        ScenarioFixtures.example(settingValueOf: "favorite", to: "null"),
        ScenarioFixtures.example(settingValueOf: "favorite", to: #"{ "removed": true }"#),
        ScenarioFixtures.example(settingValueOf: "status", to: "null"),
        ScenarioFixtures.example(settingValueOf: "configuration", to: #"{ "route": "", "direction": null }"#),
    ])
    func acceptedByBoth(_ text: String) throws {
        #expect(ScenarioFixtures.outcome(text) == "ok")
        #expect(try Self.schemaAccepts([text]) == [true])
    }
}

/// check-jsonschema in the test venv.
enum SchemaTool {
    static let path = TestPaths.repository.appendingPathComponent(".build/pyenv/bin/check-jsonschema")
    static var enabled: Bool { FileManager.default.isExecutableFile(atPath: path.path) || ReviewPythonTools.inCI }
}
