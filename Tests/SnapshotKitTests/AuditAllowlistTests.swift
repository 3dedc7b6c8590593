import Foundation
import Testing
@testable import SnapshotKit

/// The allowlist: matching, staleness, and bad files naming the file and field.
@Suite struct AuditAllowlistTests {
    static let finding = AuditFinding(rule: "contrast.nonText", severity: .error, key: "belmont-fresh/systemSmall_393x852_dark_L",
                                      role: .routeMarker, text: "Brn", message: "dot")

    @Test func matching() {
        typealias E = AuditAllowlist.Entry
        let rows: [(E, Bool)] = [
            (E(rule: "contrast.nonText", key: "*", reason: "r"), true),
            (E(rule: "contrast.*", key: "belmont-*/systemSmall_*_dark_*", reason: "r"), true),
            (E(rule: "contrast.text", key: "*", reason: "r"), false),
            (E(rule: "contrast.nonText", key: "*", role: .routeMarker, text: "Brn", reason: "r"), true),
            (E(rule: "contrast.nonText", key: "*", role: .refresh, reason: "r"), false),
            (E(rule: "contrast.nonText", key: "*", text: "Red", reason: "r"), false),
            (E(rule: "contrast.nonText", key: "halsted-*", reason: "r"), false),
        ]
        for (entry, expected) in rows { #expect(entry.matches(Self.finding) == expected, "\(entry)") }
    }

    @Test func appliedFindingsPassAndUnusedEntriesAreStale() {
        let list = AuditAllowlist(entries: [
            .init(rule: "contrast.nonText", key: "belmont-*", reason: "brand colour"),
            .init(rule: "overlap.text", key: "belmont-*", reason: "unused"),
            .init(rule: "overlap.text", key: "halsted-*", reason: "not audited in this run"),
        ], path: "Goldens/audit-allowlist.json")
        let out = list.apply([Self.finding], auditedKeys: [Self.finding.key])
        #expect(out.first?.allowlistedBecause == "brand colour")
        #expect(out.first?.fails == false)
        #expect(out.dropFirst().map { "\($0.severity.rawValue) \($0.rule) \($0.key)" }
                == ["warning allowlist.stale Goldens/audit-allowlist.json"])
        #expect(out.last?.message.contains("entries[1]") == true)
    }

    @Test func badFilesNameTheField() {
        let rows: [(String, String)] = [
            ("[]", "a.json: not a JSON object"),
            (#"{"formatVersion": 2, "entries": []}"#, "a.json: formatVersion: must be 1"),
            (#"{"formatVersion": 1}"#, "a.json: entries: must be a list"),
            (#"{"formatVersion": 1, "entries": [{"rule": "x", "key": "*"}]}"#, "a.json: entries[0].reason: is required"),
            (#"{"formatVersion": 1, "entries": [{"rule": "x", "key": "*", "reason": " "}]}"#, "a.json: entries[0].reason: must be a non-empty string"),
            (#"{"formatVersion": 1, "entries": [{"rule": "x", "key": "*", "reason": "r", "role": "button"}]}"#, "a.json: entries[0].role: unknown role 'button'"),
            (#"{"formatVersion": 1, "entries": [{"rule": "x", "key": "*", "reason": "r", "why": "r"}]}"#, "a.json: entries[0].why: unknown field"),
        ]
        for (text, expected) in rows {
            #expect(throws: AuditAllowlistError.self) { try AuditAllowlist.decode(Data(text.utf8), path: "a.json") }
            do { _ = try AuditAllowlist.decode(Data(text.utf8), path: "a.json") } catch {
                #expect(error.description.hasPrefix(expected), "\(error.description)")
            }
        }
    }

    @Test func committedAllowlistIsValidAndEveryEntryHasAReason() throws {
        let list = try AuditAllowlist.read(TestPaths.goldens.appendingPathComponent("audit-allowlist.json"),
                                           displayPath: "Goldens/audit-allowlist.json", optional: false)
        #expect(!list.entries.isEmpty)
        #expect(list.entries.allSatisfy { $0.reason.count > 40 })
    }
}
