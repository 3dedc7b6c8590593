import Foundation
@testable import SnapshotAudit
@testable import SnapshotCLI
import SnapshotCommandLine
import SnapshotTestSupport
import Testing

/// The allowlist: matching, staleness, and bad files naming the file and field.
@Suite struct AuditAllowlistTests {
    static let finding = AuditFinding(rule: .contrastNonText, severity: .error, key: "belmont-fresh/systemSmall_393x852_dark_L",
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

    /// Accepted findings pass in every run; unused entries are stale only in a complete run
    /// (a narrowed one cannot know whether the rest of the catalog still needs them).
    @Test(arguments: [(true, ["entries[1]", "entries[2]"]), (false, [])])
    func appliedFindingsPassAndUnusedEntriesAreStaleOnlyInACompleteRun(complete: Bool, stale: [String]) {
        let list = AuditAllowlist(entries: [
            .init(rule: "contrast.nonText", key: "belmont-*", reason: "brand colour"),
            .init(rule: "overlap.text", key: "belmont-*", reason: "unused"),
            .init(rule: "overlap.text", key: "halsted-*", reason: "unused, other scenario"),
        ], path: "Audit/allowlist.json")
        let out = list.apply([Self.finding], complete: complete)
        #expect(out.first?.allowlistedBecause == "brand colour")
        #expect(out.first?.fails == false)
        let warnings = out.dropFirst()
        #expect(warnings.allSatisfy { $0.rule == .allowlistStale && $0.severity == .warning && $0.key == "Audit/allowlist.json" })
        #expect(warnings.map { String($0.message.prefix(10)) } == stale)
    }

    /// A run is complete only without scenario files, axis options or a filter.
    @Test(arguments: [
        ([], false), (["--scenarios", "Scenarios"], false), (["--surface", "systemSmall"], true),
        (["--filter", "belmont-*"], true), (["--scenario", "Scenarios/belmont-fresh.json"], true),
        (["--text-size", "AX5", "--text-size", "L"], true), (["--mode", "vibrant"], true),
    ])
    func narrowingOptions(arguments: [String], narrows: Bool) throws {
        let parsed = try ArgumentParser.parse(arguments, verb: "audit", options: CatalogOptions.specs)
        #expect(CatalogOptions.narrows(parsed) == narrows)
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

    /// The committed list reads, and every entry it may hold is one reasoned case: a reason
    /// of a sentence, and a key that is not a wildcard for every snapshot.
    @Test func committedAllowlistIsValidAndEveryEntryHasAReason() throws {
        let list = try AuditAllowlist.read(TestPaths.repository.appendingPathComponent("Audit/allowlist.json"),
                                           displayPath: "Audit/allowlist.json", optional: false)
        #expect(list.entries.allSatisfy { $0.reason.count > 40 })
        #expect(list.entries.allSatisfy { $0.key != "*" })
    }

    /// Issue 11: "no allowlist entry may cover route markers" — a route marker's contrast
    /// finding on any surface, appearance or mode is accepted by no committed entry.
    @Test func committedAllowlistCoversNoRouteMarker() throws {
        let list = try AuditAllowlist.read(TestPaths.repository.appendingPathComponent("Audit/allowlist.json"),
                                           displayPath: "Audit/allowlist.json", optional: false)
        let keys = ["belmont-fresh/systemSmall_393x852_light_L", "many-routes/systemMedium_393x852_dark_L_accented",
                    "bus-numbered/systemSmall_393x852_light_L_accented", "belmont-stale/accessoryRectangular_393x852_light_L",
                    "belmont-stale/standByWidget_393x852_dark_L_nightRed", "belmont-fresh/liveActivityCompact_393x852_dark_L",
                    "belmont-fresh/liveActivityMinimal_393x852_dark_L"]
        for key in keys {
            for rule in [AuditRule.contrastNonText, .contrastText, .overlapText, .clippingBounds] {
                let f = AuditFinding(rule: rule, severity: .error, key: key, role: .routeMarker, text: "Brn", message: "m")
                #expect(!list.entries.contains { $0.matches(f) }, "\(rule) \(key) is allowlisted")
            }
        }
    }

    /// The allowlist is read under the file-reading policy: a FIFO or a huge file is refused at
    /// once (exit 2), naming the file, instead of hanging or being read whole.
    @Test func specialFilesAreRefusedAtOnce() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(mkfifo(folder.path("fifo.json").path, 0o644) == 0)
        #expect(FileManager.default.createFile(atPath: folder.path("huge.json").path, contents: nil))
        #expect(truncate(folder.path("huge.json").path, 1 << 30) == 0)
        for (name, reason) in [("fifo.json", "not a regular file"), ("huge.json", "over the input limit")] {
            let run = CLIRun(["audit", "--allowlist", folder.path(name).path, "--scenario", TestPaths.scenarioFixture("belmont-fresh"),
                              "--surface", "accessoryInline", "--out", folder.path("out").path])
            #expect(run.code == .usage)
            #expect(run.err.contains(folder.path(name).path) && run.err.contains(reason), "\(run.err)")
        }
    }
}
