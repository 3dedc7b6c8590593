import Foundation
@testable import SnapshotAudit
@testable import SnapshotCommandLine
@testable import SnapshotGolden
import SnapshotCatalogRuns
import SnapshotTestSupport
import Testing

/// Issue 21's fuzz cases for the files CI downloads: a fixed number of seeded mutations of a
/// shard's results.json and audit.json (hostile counts, exit codes, text with controls and
/// workflow commands, paths, broken bytes), each merged with a clean shard by `report --merge`
/// and read by `report`. Every run ends in 0, 1 or 2; no crash, no control character or
/// workflow command reaches the output, nothing is written outside the run's folders. No
/// timing: the number of cases is fixed (`cases`), the seed too (`seed`).
@Suite struct HostileReportFuzzTests {
    static let seed: UInt64 = 0x5EED_2101
    static let cases = 60

    /// Values that broke a reader once, or would.
    static let numbers = ["9223372036854775807", "-1", "1e999", "4611686018427387904", "2147483648", "99", "0.5", "null", "\"1\""]
    static let texts = ["x\\n::error::fuzz", "\\u001b[2J\\u0007", "a|b`c", "\\r::add-mask::s", "../../etc/passwd", "\\u2028", "%0A::x"]

    /// One mutation of a JSON text: a number or a string replaced, or the bytes broken.
    static func mutate(_ text: String, _ r: inout TrustFuzzTests.Random) -> String {
        var bytes = Array(text.utf8)
        switch r.int(4) {
        case 0: // a number field
            let fields = ["exitCode", "subjects", "findings", "snapshots", "warnings", "info", "allowlisted", "index", "count", "formatVersion"]
            let field = r.pick(fields)
            guard let range = text.range(of: "\"\(field)\": ") else { return text }
            let rest = text[range.upperBound...]
            let end = rest.firstIndex { ",}\n]".contains($0) } ?? rest.endIndex
            return String(text[..<range.upperBound]) + r.pick(numbers) + String(text[end...])
        case 1: // a string value
            let strings = text.ranges(of: /": "[^"]*"/).map { $0 }
            guard !strings.isEmpty else { return text }
            let at = strings[r.int(strings.count)]
            return String(text[..<at.lowerBound]) + "\": \"" + r.pick(texts) + "\"" + String(text[at.upperBound...])
        case 2 where !bytes.isEmpty: // broken bytes
            bytes[r.int(bytes.count)] = r.pick([0xFF, 0x00, 0x22, 0x7B])
            return String(decoding: bytes, as: UTF8.self)
        default: // truncated
            return String(decoding: bytes.prefix(r.int(bytes.count + 1)), as: UTF8.self)
        }
    }

    static func shardFiles() throws -> (run: String, audit: String) {
        var changed = CatalogRunResults.Snapshot(key: "x/a", status: .changed)
        changed.explanation = "title: 'a' → 'b'"; changed.message = "3 of 9 pixels differ"
        changed.changes = ["title: 'a' → 'b'"]; changed.mismatched = 3; changed.total = 9
        let finding = AuditFinding(rule: .contrastText, severity: .error, key: "x/a", message: "Text contrast 3.21:1 is below 4.5:1.")
        let audit = AuditResults(subjects: 2, findings: [finding], voiceOver: [.init(presentation: "x/systemSmall", summaries: [.init(text: "B.", snapshots: 2)])],
                                 overlays: [:], images: [:], completeRun: false, renderErrors: [], shard: try Shard(parsing: "1/2"))
        var run = CatalogRunResults(exitCode: 1, counts: [.changed: 1], environmentDifferences: [], inputErrors: [], snapshots: [changed])
        run.shard = try Shard(parsing: "1/2")
        return (try run.text(), try audit.text())
    }

    @Test func hostileShardFilesNeverCrashEscapeOrWriteOutside() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let clean = try Self.shardFiles()
        var other = CatalogRunResults(exitCode: 0, counts: [.passed: 1], environmentDifferences: [], inputErrors: [], snapshots: [.init(key: "x/b", status: .passed)])
        other.shard = try Shard(parsing: "2/2")
        try folder.write(try other.text(), to: "b/results.json")
        var r = TrustFuzzTests.Random(state: Self.seed)
        var codes: [ExitCode: Int] = [:]
        for i in 0..<Self.cases {
            var runText = clean.run, auditText = clean.audit
            for _ in 0...r.int(3) {
                if r.int(2) == 0 { runText = Self.mutate(runText, &r) } else { auditText = Self.mutate(auditText, &r) }
            }
            try folder.write(runText, to: "a/results.json")
            try folder.write(auditText, to: "a/audit.json")
            let before = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
            let merged = CLIRun(["report", "--merge", folder.path("a").path, folder.path("b").path, "--out", folder.path("m\(i)").path,
                                 "--goldens", folder.path("Goldens").path, "--quiet"], environment: ["GITHUB_ACTIONS": "true"])
            let single = CLIRun(["report", "--out", folder.path("a").path, "--goldens", folder.path("Goldens").path])
            for (name, run) in [("merge", merged), ("report", single)] {
                codes[run.code, default: 0] += 1
                #expect([.ok, .failure, .usage].contains(run.code), "case \(i) \(name): exit \(run.code)")
                HostileInputTests.noControlsOrCommands(run.out + run.err, "case \(i) \(name)")
                if run.code == .usage { #expect(!run.err.isEmpty, "case \(i) \(name): exit 2 without a message") }
            }
            let after = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
            #expect(Set(after).subtracting(before).subtracting(["m\(i)"]).isEmpty, "case \(i): wrote \(Set(after).subtracting(before))")
        }
        // The seed reaches refusals and reports both (a fuzz that only ever refuses tests nothing).
        #expect((codes[.usage] ?? 0) > 0 && (codes[.failure] ?? 0) + (codes[.ok] ?? 0) > 0, "\(codes)")
    }
}
