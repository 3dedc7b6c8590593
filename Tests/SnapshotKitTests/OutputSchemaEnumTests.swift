import Foundation
@testable import SnapshotAudit
@testable import SnapshotGolden
@testable import SnapshotLayout
@testable import SnapshotModel
@testable import SnapshotSweep
import SnapshotCatalogRuns
import SnapshotFormats
import SnapshotTestSupport
import Testing

/// The report schemas' enums against the Swift values they name (issue 38 item 5), one table
/// row per enum, compared as sorted lists (so a duplicate fails too). Reads the schemas only.
///
@Suite struct OutputSchemaEnumTests {
    /// Every rule id a finding may carry.
    static var auditRules: [String] { raw(AuditRule.allCases) }

    static func raw<T: RawRepresentable>(_ values: [T]) -> [String] where T.RawValue == String { values.map(\.rawValue) }

    /// Each row: the schema, the path to an `enum` in it, and the Swift values.
    static var rows: [(OutputSchema, [String], [String])] {
        let snapshot = ["$defs", "snapshot", "properties"]
        let example = ["properties", "worst", "additionalProperties", "items", "properties"]
        let invariant = ["properties", "invariants", "items", "properties"]
        return [
            (.results, ["$defs", "status", "enum"], raw(SnapshotStatus.allCases)),
            (.results, ["$defs", "surface", "enum"], raw(Surface.allCases)),
            (.results, ["$defs", "artefactKind", "enum"], raw(ArtefactKind.allCases)),
            (.results, snapshot + ["device", "enum"], raw(Device.allCases)),
            (.results, snapshot + ["appearance", "enum"], raw(Appearance.allCases)),
            (.results, snapshot + ["textSize", "enum"], raw(TextSize.allCases)),
            (.results, snapshot + ["mode", "enum"], raw(RenderingMode.allCases)),
            // NB: the defaults (unlocked, the default motion) are written as an absent key.
            (.results, snapshot + ["privacy", "enum"], raw(Privacy.allCases.filter { $0 != .unlocked })),
            (.results, snapshot + ["motion", "enum"], raw(Motion.allCases.filter { $0 != .standard })),
            (.audit, ["$defs", "severity", "enum"], raw(AuditSeverity.allCases)),
            (.audit, ["$defs", "rule", "enum"], auditRules),
            (.audit, ["$defs", "finding", "properties", "role", "anyOf", "1", "enum"], raw(ElementRole.allCases)),
            (.sweep, invariant + ["id", "enum"], raw(InvariantChecks.rules)),
            (.sweep, invariant + ["severity", "enum"], raw(AuditSeverity.allCases)),
            (.sweep, ["properties", "worst", "propertyNames", "enum"], auditRules),
            (.sweep, ["properties", "sheets", "propertyNames", "enum"], auditRules),
            (.sweep, example + ["state", "enum"], SweepState.all.map(\.name)),
            (.sweep, example + ["locale", "enum"], SweepAxes.locales),
            (.sweep, example + ["surface", "enum"], raw(Surface.allCases)),
            (.sweep, example + ["device", "enum"], raw(Device.allCases)),
            (.sweep, example + ["textSize", "enum"], raw(TextSize.allCases)),
            (.sweep, example + ["appearance", "enum"], raw(Appearance.allCases)),
            (.sweep, example + ["mode", "enum"], raw(RenderingMode.allCases)),
        ]
    }


    @Test func eachEnumIsTheSwiftOne() throws {
        for (schema, path, swift) in Self.rows {
            let values = try #require(SchemaCheck.value(try SchemaCheck.tree(schema), at: path) as? [String], "\(schema.file) \(path)")
            #expect(values.sorted() == swift.sorted(), "\(schema.file) \(path.joined(separator: "/"))")
        }
    }

    /// Each schema's `$id` is what the files name, and its `$schema` key holds exactly that.
    @Test(arguments: OutputSchema.allCases) func theIDIsTheFilesSchema(_ schema: OutputSchema) throws {
        let tree = try SchemaCheck.tree(schema)
        #expect(tree["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect(tree["$id"] as? String == schema.rawValue)
        #expect(SchemaCheck.value(tree, at: ["properties", "$schema", "const"]) as? String == schema.rawValue)
        #expect(tree["additionalProperties"] as? Bool == false)
    }

    /// sweep.schema.json bundles audit.schema.json whole (docs/spec-decisions.md "A schema for
    /// every report file"): to refresh it, copy audit.schema.json's object to `$defs.audit`.
    @Test func theSweepSchemaBundlesTheAuditSchema() throws {
        let bundled = try #require(SchemaCheck.value(try SchemaCheck.tree(.sweep), at: ["$defs", "audit"]) as? [String: Any])
        // NB: compared as sorted JSON: NSDictionary's isEqual does not compare nested Swift values on Linux.
        let text = { (tree: Any) throws -> Data in try JSONSerialization.data(withJSONObject: tree, options: [.sortedKeys]) }
        #expect(try text(bundled) == text(try SchemaCheck.tree(.audit)))
    }
}

/// `$schema` as the writers add it: the file's text is the model's with one line more.
@Suite struct OutputSchemaStampTests {
    @Test func resultsTextAndFileAreTheModelWithItsSchemaLine() throws {
        let run = OutputSchemaSamples.run
        let text = try run.text()
        #expect(text.hasPrefix("{\n  \"$schema\": \"urn:snapshotkit:results:1\",\n  \"counts\": {"))
        #expect(OutputSchema.results.unstamped(text) == (try JSONOutput.text(of: run)))
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try run.write(to: folder.path("results.json"))
        #expect(try String(contentsOf: folder.path("results.json"), encoding: .utf8) == text)
        #expect(try CatalogRunResults.decode(Data(text.utf8), path: "results.json") == (try CatalogRunResults.decode(Data(JSONOutput.text(of: run).utf8), path: "x")))
    }

    @Test func auditTextIsTheModelWithItsSchemaLine() throws {
        let audit = OutputSchemaSamples.audit
        let text = try audit.text()
        #expect(text.hasPrefix("{\n  \"$schema\": \"urn:snapshotkit:audit:1\",\n  \"completeRun\": "))
        #expect(OutputSchema.audit.unstamped(text) == (try JSONOutput.text(of: audit)))
        #expect(try JSONDecoder().decode(AuditResults.self, from: Data(text.utf8)) == audit)
    }

    /// The approvals reader takes the page's file with its `$schema` as the same approvals.
    @Test func approvalsJSONCarriesItsSchemaAndReadsTheSame() throws {
        let approvals = OutputSchemaSamples.approvals
        let text = approvals.json.text
        #expect(text.hasPrefix("{\n  \"$schema\": \"urn:snapshotkit:approvals:1\",\n  \"approved\": "))
        #expect(try Approvals.decode(Data(text.utf8), path: "approvals.json") == approvals)
    }

    /// Only the schema's own line, as `text(of:)` writes it, is taken out.
    @Test(arguments: [
        "{\n  \"$schema\": \"urn:snapshotkit:results:1\",\n  \"a\": 1\n}\n",
        "{\n  \"a\": 1\n}\n",
        "{\n  \"$schema\": \"urn:snapshotkit:audit:1\",\n  \"a\": 1\n}\n",
    ])
    func unstampedTakesOutOnlyItsOwnLine(_ text: String) {
        let expected = text.contains("results:1") ? "{\n  \"a\": 1\n}\n" : text
        #expect(OutputSchema.results.unstamped(text) == expected)
    }
}
