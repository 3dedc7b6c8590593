import Foundation
@testable import SnapshotAudit
import SnapshotFormats
import SnapshotGolden
import SnapshotTestSupport
import Testing

/// Rule ids are one enum (`AuditRule`): each is documented with its severity, each documented
/// rule is one, and an id read from a file that names no rule is refused where it stands.
@Suite struct AuditRuleSchemaTests {
    /// The rows of the rules tables (headed "| Rule | Severity |") in docs/audit.md and
    /// docs/sweep.md: id → severity column.
    static func documentedRules() throws -> [String: String] {
        var rows: [String: String] = [:]
        for doc in ["docs/audit.md", "docs/sweep.md"] {
            let text = try String(contentsOf: TestPaths.repository.appendingPathComponent(doc), encoding: .utf8)
            var inRulesTable = false
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("| Rule | Severity |") { inRulesTable = true }
                if !line.hasPrefix("|") { inRulesTable = false }
                guard inRulesTable, line.hasPrefix("| `") else { continue }
                let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
                guard cells.count >= 2, cells[0].hasPrefix("`"), cells[0].hasSuffix("`") else { continue }
                let id = String(cells[0].dropFirst().dropLast())
                guard id.contains("."), !id.contains(" ") else { continue }
                rows[id] = cells[1]
            }
        }
        return rows
    }

    @Test func everyRuleIsDocumentedWithItsSeverity() throws {
        let documented = try Self.documentedRules()
        for rule in AuditRule.allCases {
            let severity = try #require(documented[rule.id], "\(rule.id) is in neither docs/audit.md nor docs/sweep.md")
            // NB: a graded rule's column names its worst severity first ("error (info on compact)").
            #expect(severity.hasPrefix(rule.severity.rawValue), "\(rule.id): documented '\(severity)', enum \(rule.severity)")
        }
    }

    @Test func everyDocumentedRuleIsOne() throws {
        for id in try Self.documentedRules().keys.sorted() {
            #expect(AuditRule(rawValue: id) != nil, "docs name \(id), which no AuditRule is")
        }
    }

    @Test func idsAreUniqueAndEachHasADoc() {
        #expect(Set(AuditRule.allCases.map(\.id)).count == AuditRule.allCases.count)
        for rule in AuditRule.allCases { #expect(!rule.doc.isEmpty && !rule.doc.contains("\n"), "\(rule.id)") }
        // Interpolated, a rule reads as its id (messages, sheet file names, terminal lines).
        #expect("\(AuditRule.contrastNonText)" == "contrast.nonText")
    }

    @Test func aFindingWritesItsRuleAsItsId() throws {
        let finding = AuditFinding(rule: .dynamicTypeCap, key: "k/s", message: "m")
        #expect(finding.severity == .info, "the rule's severity when none is given")
        let text = try JSONOutput.text(of: finding)
        #expect(text.contains(#""rule": "dynamicType.cap""#), "\(text)")
        #expect(try JSONDecoder().decode(AuditFinding.self, from: Data(text.utf8)) == finding)
    }

    @Test func anAuditJSONWithAnUnknownRuleIsRefusedNamingTheFileAndField() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let results = AuditResults(subjects: 1, findings: [AuditFinding(rule: .contrastText, key: "k/s", message: "m")],
                                   voiceOver: [], overlays: [:], images: [:], completeRun: false, renderErrors: [], shard: nil)
        let text = try results.text().replacingOccurrences(of: #""contrast.text""#, with: #""contrast.txt""#)
        let url = try folder.write(text, to: "audit.json")
        do {
            _ = try AuditResults.read(url)
            Issue.record("an unknown rule id was read")
        } catch {
            #expect(error.description.contains(url.path), "\(error)")
            #expect(error.description.contains("findings[0].rule: unknown rule 'contrast.txt'"), "\(error)")
        }
    }

    /// The allowlist is untrusted input: a rule that names no rule (misspelt, or a glob that
    /// matches none) is refused with the file and field, not kept as an entry that accepts nothing.
    @Test(arguments: [("contrast.txt", true), ("contrast.*", false), ("*", false), ("foo.*", true), ("clipping.ink", false)])
    func allowlistRulesMustNameARule(rule: String, refused: Bool) {
        let text = #"{"formatVersion": 1, "entries": [{"rule": "\#(rule)", "key": "*", "reason": "r"}]}"#
        do {
            let list = try AuditAllowlist.decode(Data(text.utf8), path: "a.json")
            #expect(!refused, "\(rule) was accepted")
            #expect(list.entries.map(\.rule) == [rule])
        } catch {
            #expect(refused, "\(rule): \(error)")
            #expect(error.description.hasPrefix("a.json: entries[0].rule: unknown rule '\(rule)'"), "\(error)")
        }
    }

    @Test func theInvariantsAreTheSweepsRulesInItsOrder() {
        #expect(InvariantChecks.rules.map(\.id) == ["identity.whole", "identity.kept", "identity.readable", "identity.word",
                                                    "identity.agree", "state.word", "state.dash", "state.age", "state.distinct",
                                                    "route.text", "bounds.camera", "locale.statusWord", "stability.composition",
                                                    "time.clock", "layout.room"])
        #expect(InvariantChecks.rules.allSatisfy { $0.severity == .error })
    }
}
