import Foundation
@testable import SnapshotGolden
import SnapshotCatalogRuns
import SnapshotFormats
import SnapshotImage
@testable import SnapshotModel
import SnapshotTestSupport
import Testing

/// Approvals bound to images: parsing, refusal of stale reviews, and the two-phase write
/// that leaves every golden old or new. Candidates are real PNGs and structural snapshots
/// (approve decodes them, issue 21); goldens and stale edits hold arbitrary bytes: only their
/// hashes matter.
@Suite struct ReviewApprovalTests {
    /// A run with two changed snapshots (`a/one`, `a/two`) and one new (`b/new`).
    struct Fixture {
        let folder: TemporaryFolder
        var run: CatalogRunResults
        var out: URL { folder.path("out") }
        var store: GoldenStore { GoldenStore(root: folder.path("Goldens")) }
        static let old: [String: String] = ["a/one": "old one", "a/two": "old two"]
        static let new: [String: String] = ["a/one": "new one", "a/two": "new two", "b/new": "brand new"]

        /// A candidate PNG standing for `text`: one grey pixel per byte of it.
        static func png(_ text: String) -> [UInt8] {
            let bytes = Array(text.utf8)
            return PNGEncoder.encode(Bitmap(width: bytes.count, height: 1, pixels: bytes.flatMap { [$0, $0, $0, 255] }), compression: .golden)
        }
        /// A candidate structural snapshot standing for `text`.
        static func layoutText(_ text: String) -> String { "{\"elements\": [], \"summary\": \"\(text)\"}" }

        init() throws {
            folder = try TemporaryFolder()
            var snapshots: [CatalogRunResults.Snapshot] = []
            for (key, text) in Self.new.sorted(by: { $0.key < $1.key }) {
                try FileManager.default.createDirectory(at: folder.path("out/\(key)").deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(Self.png(text)).write(to: folder.path("out/\(key).actual.png"))
                try folder.write(Self.layoutText(text), to: "out/\(key).actual.json")
                if let old = Self.old[key] {
                    try folder.write(old, to: "Goldens/\(key).png")
                    try folder.write("{\"layout\": \"\(old)\"}", to: "Goldens/\(key).json")
                }
                snapshots.append(CatalogRunResults.Snapshot(
                    key: key, status: Self.old[key] == nil ? .missing : .changed,
                    goldenSHA256: Self.old[key].map { SHA256.hex(Array($0.utf8)) },
                    candidateSHA256: SHA256.hex(Self.png(text)),
                    candidateLayoutSHA256: SHA256.hex(Array(Self.layoutText(text).utf8)),
                    artefacts: [.actual: key + ".actual.png"]))
            }
            run = CatalogRunResults(exitCode: 1, counts: [:], environmentDifferences: [], inputErrors: [], snapshots: snapshots)
        }

        /// The golden as the text it stands for: a candidate's text when it is that candidate's PNG.
        func golden(_ key: String) -> String? {
            guard let bytes = try? Array(Data(contentsOf: store.pngURL(key))) else { return nil }
            return Self.new.values.first { Self.png($0) == bytes } ?? String(decoding: bytes, as: UTF8.self)
        }
        func layout(_ key: String) -> String? { try? String(contentsOf: store.layoutURL(key), encoding: .utf8) }
        func apply(_ entries: [ApprovalEntry], rename: ((String, String) -> Int32)? = nil) throws(ApprovalError) -> ApprovalOutcome {
            var transaction = ApprovalTransaction(store: store)
            if let rename { transaction.rename = rename }
            return try Approval.apply(entries, run: run, outputDirectory: out, transaction: transaction)
        }
        /// Every golden is entirely old, entirely new or (for a new key) absent; no temp file is left.
        func expectOldOrNew() {
            for key in Self.new.keys {
                let png = golden(key)
                #expect(png == Self.old[key] || png == Self.new[key], "\(key) is \(png ?? "absent")")
            }
            let leftovers = FileManager.default.enumerator(atPath: store.root.path)?.compactMap { $0 as? String }
                .filter { $0.hasSuffix(".tmp") } ?? []
            #expect(leftovers.isEmpty, "temporary files left: \(leftovers)")
        }
    }

    @Test func approvalsFileTable() throws {
        let hash = String(repeating: "a", count: 64)
        let rows: [(String, String?)] = [
            ("{\"formatVersion\":1,\"approved\":[{\"key\":\"a/b\",\"candidateSHA256\":\"\(hash)\",\"goldenSHA256\":null}],\"rejected\":[\"c/d\"]}", nil),
            ("{\"formatVersion\":2,\"approved\":[]}", "formatVersion must be 1"),
            ("[1]", "not a JSON object"),
            ("{\"formatVersion\":1,\"approved\":[{\"key\":\"a/b\",\"candidateSHA256\":\"xyz\"}]}", "64-digit hex 'candidateSHA256'"),
            ("{\"formatVersion\":1,\"approved\":[{\"key\":\"../../etc/x\",\"candidateSHA256\":\"\(hash)\"}]}", "is not a safe snapshot path"),
            ("{\"formatVersion\":1,\"approved\":[{\"key\":\"/abs\",\"candidateSHA256\":\"\(hash)\"}]}", "is not a safe snapshot path"),
            ("{\"formatVersion\":1,\"approved\":[{\"key\":\"a/b\",\"candidateSHA256\":\"\(hash)\",\"goldenSHA256\":\"no\"}]}", "must be a 64-digit hex hash or null"),
        ]
        for (text, problem) in rows {
            do {
                let approvals = try Approvals.decode(Data(text.utf8), path: "approvals.json")
                #expect(problem == nil, "accepted: \(text)")
                #expect(approvals == Approvals(approved: [ApprovalEntry(key: "a/b", candidateSHA256: hash, goldenSHA256: nil)],
                                               rejected: ["c/d"]))
            } catch {
                #expect(problem.map { error.description.contains($0) } == true, "\(text): \(error)")
            }
        }
    }

    @Test func approvalsJSONRoundTrips() throws {
        let approvals = Approvals(approved: [ApprovalEntry(key: "b/x", candidateSHA256: String(repeating: "1", count: 64), goldenSHA256: nil),
                                             ApprovalEntry(key: "a/y", candidateSHA256: String(repeating: "2", count: 64),
                                                           goldenSHA256: String(repeating: "3", count: 64))], rejected: ["c/z"])
        let decoded = try Approvals.decode(Data(approvals.json.text.utf8), path: "x")
        #expect(decoded.approved.map(\.key) == ["a/y", "b/x"])
        #expect(Set(decoded.approved.map(\.key)) == Set(approvals.approved.map(\.key)) && decoded.rejected == ["c/z"])
    }

    @Test func allApprovalsWriteCandidatesAndTheirLayouts() throws {
        let f = try Fixture()
        defer { f.folder.remove() }
        let outcome = try f.apply(Approval.allEntries(in: f.run))
        #expect(outcome.written == ["a/one", "a/two", "b/new"])
        for (key, text) in Fixture.new {
            #expect(f.golden(key) == text)
            #expect(f.layout(key) == Fixture.layoutText(text))
        }
        // Again: everything is already in place, nothing is written.
        #expect(try f.apply(Approval.allEntries(in: f.run)) == ApprovalOutcome(written: [], alreadyApplied: ["a/one", "a/two", "b/new"]))
        f.expectOldOrNew()
    }

    /// Same pixels, another structural snapshot (a locked surface's `redacted` roles, issue 23):
    /// approve writes it, and only then calls it applied.
    @Test func aStructureOnlyChangeIsWritten() throws {
        var f = try Fixture()
        defer { f.folder.remove() }
        try Data(Fixture.png("new one")).write(to: f.folder.path("Goldens/a/one.png"))
        f.run.snapshots = f.run.snapshots.map { s in
            var s = s
            if s.key == "a/one" { s.goldenSHA256 = s.candidateSHA256 }
            return s
        }
        let entries = Approval.allEntries(in: f.run).filter { $0.key == "a/one" }
        #expect(try f.apply(entries).written == ["a/one"])
        #expect(f.layout("a/one") == Fixture.layoutText("new one"))
        #expect(try f.apply(entries) == ApprovalOutcome(written: [], alreadyApplied: ["a/one"]))
    }

    /// Each row changes the files after review; every approval is refused and nothing written.
    @Test func staleReviewsAreRefusedNamingEachEntry() throws {
        let rows: [(String, (Fixture) throws -> Void, [String])] = [
            ("candidate re-rendered", { try $0.folder.write("newer one", to: "out/a/one.actual.png") }, ["a/one: the candidate changed"]),
            ("golden re-recorded", { try $0.folder.write("other two", to: "Goldens/a/two.png") }, ["a/two: the golden changed"]),
            ("golden appeared for a new snapshot", { try $0.folder.write("surprise", to: "Goldens/b/new.png") }, ["b/new: the golden changed"]),
            ("candidate deleted", { try FileManager.default.removeItem(at: $0.out.appendingPathComponent("a/two.actual.png")) }, ["a/two: candidate"]),
            ("two at once", { f in try f.folder.write("x", to: "out/a/one.actual.png"); try f.folder.write("y", to: "Goldens/a/two.png") },
             ["a/one: the candidate changed", "a/two: the golden changed"]),
        ]
        for (name, change, named) in rows {
            let f = try Fixture()
            defer { f.folder.remove() }
            let entries = Approval.allEntries(in: f.run)
            try change(f)
            let before = Fixture.new.keys.map { f.golden($0) }
            #expect(throws: ApprovalError.self, "\(name)") { _ = try f.apply(entries) }
            do { _ = try f.apply(entries) } catch {
                #expect(error.exitCode == .failure, "\(name)")
                for text in named { #expect(error.description.contains(text), "\(name): \(error)") }
            }
            #expect(Fixture.new.keys.map { f.golden($0) } == before, "\(name): a golden was written")
        }
    }

    /// An approvals file naming candidate bytes the run's results.json did not record (a
    /// candidate put in place of the run's, named by a hand-made approvals.json) is refused,
    /// naming results.json, and nothing is written: the PNG, and the structural snapshot.
    @Test(arguments: ["png", "json"])
    func aCandidateTheRunDidNotRecordIsRefused(_ which: String) throws {
        let f = try Fixture()
        defer { f.folder.remove() }
        var entry = try #require(Approval.allEntries(in: f.run).first { $0.key == "a/one" })
        if which == "png" {
            try Data(Fixture.png("rogue one")).write(to: f.out.appendingPathComponent("a/one.actual.png"))
            entry.candidateSHA256 = SHA256.hex(Fixture.png("rogue one"))
        } else {
            try f.folder.write(Fixture.layoutText("rogue one"), to: "out/a/one.actual.json")
            entry.candidateLayoutSHA256 = SHA256.hex(Array(Fixture.layoutText("rogue one").utf8))
        }
        do {
            _ = try f.apply([entry])
            Issue.record("applied a candidate the run did not record (\(which))")
        } catch {
            #expect(error.exitCode == .failure)
            #expect(error.description.contains("a/one: approvals") || error.description.contains("a/one: results.json"), "\(error)")
            #expect(error.description.contains(f.out.appendingPathComponent("results.json").path), "\(error)")
        }
        #expect(f.golden("a/one") == "old one")
        #expect(f.layout("a/one") == "{\"layout\": \"old one\"}")
    }

    @Test func keysAndGlobsChooseFromTheRun() throws {
        let f = try Fixture()
        defer { f.folder.remove() }
        #expect(try Approval.entries(matching: ["a/*"], in: f.run).map(\.key) == ["a/one", "a/two"])
        #expect(try Approval.entries(matching: ["b/new", "b/*"], in: f.run).map(\.key) == ["b/new"])
        #expect(throws: ApprovalError.unknownKey("a/on", suggestion: "a/one")) { try Approval.entries(matching: ["a/on"], in: f.run) }
    }

    @Test func anotherEnvironmentIsRefused() throws {
        var f = try Fixture()
        defer { f.folder.remove() }
        f.run.environmentDifferences = ["pango: goldens 1.50, here 1.52"]
        #expect(throws: ApprovalError.environment(["pango: goldens 1.50, here 1.52"])) { try f.apply(Approval.allEntries(in: f.run)) }
    }

    @Test func aStagingFailureChangesNoGolden() throws {
        let f = try Fixture()
        defer { f.folder.remove() }
        // The new snapshot's folder cannot be made: a file stands where it should be.
        try f.folder.write("not a folder", to: "Goldens/b")
        #expect(throws: ApprovalError.self) { try f.apply(Approval.allEntries(in: f.run)) }
        #expect(f.golden("a/one") == Fixture.old["a/one"] && f.golden("a/two") == Fixture.old["a/two"])
        f.expectOldOrNew()
    }

    /// The commit phase fails at each rename in turn: whatever was renamed is new, the rest
    /// old, and running the same approve again finishes the job.
    @Test(arguments: 0..<6) func aCommitFailureLeavesEachGoldenOldOrNew(_ failAt: Int) throws {
        let f = try Fixture()
        defer { f.folder.remove() }
        let entries = Approval.allEntries(in: f.run)
        var calls = 0
        do {
            _ = try f.apply(entries) { from, to in
                defer { calls += 1 }
                if calls == failAt { errno = EIO; return -1 }
                return rename(from, to)
            }
            Issue.record("no failure at rename \(failAt)")
        } catch {
            guard case .interrupted = error else { Issue.record("\(error)"); return }
            #expect(error.description.contains("none is half-written"))
        }
        f.expectOldOrNew()
        let finished = try f.apply(entries)
        #expect(finished.written.count + finished.alreadyApplied.count == 3)
        for (key, text) in Fixture.new { #expect(f.golden(key) == text) }
    }
}
