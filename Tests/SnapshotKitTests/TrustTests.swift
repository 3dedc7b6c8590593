import Foundation
@testable import SnapshotCLI
@testable import SnapshotCommandLine
@testable import SnapshotDiff
@testable import SnapshotFiles
@testable import SnapshotGolden
@testable import SnapshotImage
@testable import SnapshotModel
@testable import SnapshotRender
@testable import SnapshotScenario
import SnapshotCatalogRuns
import SnapshotFormats
import SnapshotTestSupport
import Synchronization
import Testing

/// Issue 13: untrusted paths and files never escape, leak, mix or pass. One test (or table)
/// per numbered defect of the issue, each reproducing the probe that found it.
@Suite struct TrustTests {
    // MARK: helpers

    /// A PNG of `width`×`height` transparent pixels (the probe's 345-byte inputs).
    static func png(_ width: Int, _ height: Int, fill: RGBA8 = RGBA8(r: 0, g: 0, b: 0, a: 0)) -> [UInt8] {
        PNGEncoder.encode(Bitmap(width: width, height: height, fill: fill), compression: .golden)
    }

    /// An out folder holding a `results.json` whose one changed snapshot has `key`, and its
    /// candidate at `out/<key>.actual.png` wherever that leads.
    static func downloadedRun(key: String, in folder: TemporaryFolder) throws {
        let candidate = "candidate"
        let target = folder.path("out/" + key + ".actual.png")
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(candidate.utf8).write(to: target)
        let results: [String: Any] = [
            "formatVersion": 1, "exitCode": 1,
            "snapshots": [["key": key, "status": "missing", "passed": false,
                           "candidateSHA256": SHA256.hex(Array(candidate.utf8)),
                           "artefacts": ["actual": key + ".actual.png"]]]]
        try JSONSerialization.data(withJSONObject: results).write(to: folder.path("out/results.json"))
        try FileManager.default.createDirectory(at: folder.path("Goldens"), withIntermediateDirectories: true)
    }

    // MARK: 1. path traversal in approve --all and approve KEY/glob

    @Test(arguments: [
        // (key in the downloaded results.json, how approve is asked)
        ("../escaped/x", ["--all"]),
        ("../escaped/x", ["*"]),
        ("../escaped/x", ["../escaped/x"]),
        ("../../../../tmp/x", ["--all"]),
        ("a//b", ["--all"]),
        ("a/.hidden", ["--all"]),
    ])
    func approveRefusesKeysThatLeaveTheGoldens(_ key: String, _ how: [String]) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Self.downloadedRun(key: key, in: folder)
        let tmpX = FileManager.default.fileExists(atPath: "/tmp/x.png")
        let run = CLIRun(["approve", "--out", folder.path("out").path, "--goldens", folder.path("Goldens").path] + how)
        #expect(run.code == .usage, "\(run.out) \(run.err)")
        #expect(run.err.contains("'\(key)' is not a safe snapshot path"), "\(run.err)")
        #expect(run.err.contains("results.json"), "the source file is named: \(run.err)")
        #expect(!folder.exists("escaped/x.png") && !folder.exists("escaped/x.json"))
        #expect(FileManager.default.fileExists(atPath: "/tmp/x.png") == tmpX)
    }

    @Test func approveRefusesAScenarioFolderLinkedOutOfTheGoldens() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Self.downloadedRun(key: "linked/x", in: folder)
        try FileManager.default.createDirectory(at: folder.path("elsewhere"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: folder.path("Goldens/linked"), withDestinationURL: folder.path("elsewhere"))
        let run = CLIRun(["approve", "--all", "--out", folder.path("out").path, "--goldens", folder.path("Goldens").path])
        #expect(run.code == .usage, "\(run.out) \(run.err)")
        #expect(run.err.contains("leads outside"), "\(run.err)")
        #expect(!folder.exists("elsewhere/x.png"))
    }

    @Test(arguments: [
        ("belmont-fresh/systemSmall_393x852_light_L", nil),
        ("belmont-timeline/systemSmall_393x852_light_L_at+15m", nil),
        ("_animations/refresh/frame01_light", nil),
        ("../x", "it climbs out of its folder with '..'"),
        ("/etc/x", "it is an absolute path"),
        ("a/./b", "a component starts with '.'"),
        ("a\\b", "it contains '\\'"),
        ("a/b\u{0}", "it contains U+0000"),
        ("", "it is empty"),
    ] as [(String, String?)])
    func pathPolicyTable(_ value: String, _ problem: String?) {
        #expect(SnapshotPath.problem(value)?.hasPrefix(problem ?? "\u{1}") ?? (problem == nil),
                "\(value): \(SnapshotPath.problem(value) ?? "ok")")
    }

    // MARK: 2 and 9. goldens that are links out, folders or FIFOs

    @Test(arguments: ["/etc/passwd", "/proc/self/environ", "folder", "fifo", "device"])
    func aGoldenThatIsNotARegularFileInsideTheGoldensIsAnError(_ kind: String) throws {
        let goldens = try SmallGoldens()
        defer { goldens.remove() }
        let key = SmallGoldens.keys[0]
        let golden = goldens.golden(key)
        try FileManager.default.removeItem(at: golden)
        switch kind {
        case "folder": try FileManager.default.createDirectory(at: golden, withIntermediateDirectories: false)
        case "fifo": #expect(mkfifo(golden.path, 0o644) == 0)
        case "device":
            // NB: /dev/null's device number (1, 3). mknod needs CAP_MKNOD; without it the row
            // falls back to a folder, another non-regular file.
            if mknod(golden.path, S_IFCHR | 0o644, (1 << 8) | 3) != 0 {
                try FileManager.default.createDirectory(at: golden, withIntermediateDirectories: false)
            }
        default: try FileManager.default.createSymbolicLink(atPath: golden.path, withDestinationPath: kind)
        }
        let run = CLIRun(goldens.verify())
        #expect(run.code == .usage, "\(run.out) \(run.err)")
        #expect(try goldens.statuses()[key] == "unreadable-golden", "not 'missing' (\(kind))")
        #expect(!FileManager.default.fileExists(atPath: goldens.artefact(key + ".expected.png").path),
                "the linked file is never copied into the artefacts")
    }

    // MARK: 3. memory limits hold for padding and composites

    @Test func diffRefusesPaddingPastTheBudgetBeforeAllocating() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Data(Self.png(1, 16384)).write(to: folder.path("tall.png"))
        try Data(Self.png(16384, 1)).write(to: folder.path("wide.png"))
        for extra in [[], ["--composite", folder.path("c.png").path]] {
            let run = CLIRun(["diff", folder.path("tall.png").path, folder.path("wide.png").path] + extra)
            #expect(run.code == .usage, "\(run.out) \(run.err)")
            #expect(run.err.contains("over the limit of 200000000; refusing to allocate it"), "\(run.err)")
            #expect(!folder.exists("c.png"))
        }
    }

    @Test(arguments: [
        // (expected, actual, diff image, composite, within the 200 MP budget)
        (PixelSize(width: 474, height: 474), PixelSize(width: 474, height: 474), true, true, true),
        (PixelSize(width: 1, height: 16384), PixelSize(width: 16384, height: 1), false, false, false),
        (PixelSize(width: 16384, height: 6103), PixelSize(width: 474, height: 474), false, false, false),
        (PixelSize(width: 10000, height: 5000), PixelSize(width: 10000, height: 5000), true, false, true),
        (PixelSize(width: 10000, height: 5000), PixelSize(width: 10000, height: 5000), true, true, false),
    ])
    func pixelBudgetTable(_ a: PixelSize, _ b: PixelSize, _ diff: Bool, _ composite: Bool, _ admitted: Bool) {
        let refused = (try? PixelBudget.default.check(a, b, diffImage: diff, composite: composite)) == nil
        #expect(refused == !admitted, "\(a) vs \(b): \(PixelBudget.cost(a, b, diffImage: diff, composite: composite))")
    }

    // MARK: 4. approve binds the structural snapshot

    @Test func anActualJSONEditedAfterReviewIsRefused() throws {
        let f = try ReviewApprovalTests.Fixture()
        defer { f.folder.remove() }
        try f.folder.write("{\"layout\": \"forged\"}", to: "out/a/one.actual.json")
        #expect(throws: ApprovalError.self) { try f.apply(Approval.allEntries(in: f.run)) }
        do { _ = try f.apply(Approval.allEntries(in: f.run)) } catch {
            #expect("\(error)".contains("a/one: the structural snapshot one.actual.json changed since review"), "\(error)")
        }
        #expect(f.layout("a/one") == "{\"layout\": \"old one\"}")
    }

    // MARK: 5. selections that select nothing

    @Test(arguments: [
        (["--filter", "nomatch*"], "--filter 'nomatch*' matched no snapshot"),
        (["--surface", "accessoryInline", "--mode", "accented"], "--surface accessoryInline, --mode accented matched no snapshot"),
    ])
    func anEmptySelectionIsAnInputError(_ extra: [String], _ message: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = CLIRun(["verify", "--scenario", TestPaths.scenarioFixture("belmont-fresh"), "--frames", "0",
                          "--out", folder.path("out").path] + extra)
        #expect(run.code == .usage, "\(run.out) \(run.err)")
        #expect(run.err.contains(message), "\(run.err)")
    }

    // MARK: 6. one lock for every writer

    /// The lock file's inode and whether some open file description waits for its flock(2),
    /// from /proc/locks (a waiter's line reads `N: -> FLOCK ADVISORY WRITE pid maj:min:inode ...`).
    static func hasWaiter(_ lockFile: URL) -> Bool {
        var info = stat()
        guard stat(lockFile.path, &info) == 0, let table = try? String(contentsOfFile: "/proc/locks", encoding: .utf8) else {
            return false
        }
        return table.split(separator: "\n").contains { $0.contains("-> FLOCK") && $0.contains(":\(info.st_ino) ") }
    }

    @Test func theGoldensLockExcludesASecondWriter() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let lock = try GoldenLock(GoldenStore(root: folder.path("Goldens")))
        let probe = open(folder.path("Goldens/.lock").path, O_RDWR | O_CLOEXEC)
        defer { close(probe) }
        // NB: probed with LOCK_NB: the answer comes at once, held or not, with no clock involved.
        #expect(flock(probe, LOCK_EX | LOCK_NB) != 0 && errno == EWOULDBLOCK, "a second writer got the lock")
        lock.release()
        #expect(flock(probe, LOCK_EX | LOCK_NB) == 0, "the lock was not released")
    }

    @Test func recordWaitsForTheGoldensLock() throws {
        let goldens = try SmallGoldens()
        defer { goldens.remove() }
        // A golden that record will replace, so a write under the lock would show.
        let placeholder = Data(Self.png(2, 2))
        try placeholder.write(to: goldens.golden(SmallGoldens.keys[0]))
        let lock = try GoldenLock(GoldenStore(root: goldens.folder.path("Goldens")))
        let done = Mutex<ExitCode?>(nil)
        let args = goldens.verify(["--record", "all"])
        let thread = Thread { let code = CLIRun(args).code; done.withLock { $0 = code } }
        thread.start()
        // NB: no sleep to guess when record reached the lock: /proc/locks shows it waiting there.
        while !Self.hasWaiter(goldens.folder.path("Goldens/.lock")) && done.withLock({ $0 }) == nil { usleep(1000) }
        #expect(done.withLock { $0 } == nil, "record finished while another writer held the lock")
        #expect(try Data(contentsOf: goldens.golden(SmallGoldens.keys[0])) == placeholder, "record wrote under the lock")
        lock.release()
        while done.withLock({ $0 }) == nil { usleep(1000) }
        #expect(done.withLock { $0 } == .ok)
        #expect(try Data(contentsOf: goldens.golden(SmallGoldens.keys[0])) != placeholder, "record did not write after the lock was released")
    }

    // MARK: 7. a partial record on another environment

    @Test func aPartialRecordOnAnotherEnvironmentIsRefused() throws {
        let goldens = try SmallGoldens()
        defer { goldens.remove() }
        let url = goldens.folder.path("Goldens/ENVIRONMENT.json")
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        var libraries = try #require(object["libraries"] as? [String: String])
        libraries["pango"] = "0.0.1"
        object["libraries"] = libraries
        let before = try JSONSerialization.data(withJSONObject: object)
        try before.write(to: url)
        let goldenBefore = try Data(contentsOf: goldens.golden(SmallGoldens.keys[0]))
        let run = CLIRun(goldens.verify(["--record", "all"]))
        #expect(run.code == .usage, "\(run.out) \(run.err)")
        #expect(run.err.contains("pango: goldens 0.0.1"), "the difference is named: \(run.err)")
        #expect(run.err.contains("record the whole catalog"), "\(run.err)")
        #expect(try Data(contentsOf: url) == before)
        #expect(try Data(contentsOf: goldens.golden(SmallGoldens.keys[0])) == goldenBefore)
    }

    // MARK: 8. outputs never overwrite inputs; empty paths

    @Test(arguments: [
        (["A.png", "B.png", "--out", "A.png"], "--out would overwrite the input A.png"),
        (["A.png", "B.png", "--composite", "B.png"], "--composite would overwrite the input B.png"),
        (["A.png", "B.png", "--out", "./A.png"], "--out would overwrite the input A.png"),
        (["A.png", "B.png", "--out", "D.png", "--composite", "D.png"], "--composite would overwrite the --out file"),
        (["A.png", "B.png", "--out", ""], "--out needs a non-empty FILE"),
    ])
    func diffOutputsNeverOverwriteInputs(_ args: [String], _ message: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Data(Self.png(4, 4)).write(to: folder.path("A.png"))
        try Data(Self.png(4, 5, fill: RGBA8(r: 255, g: 0, b: 0))).write(to: folder.path("B.png"))
        let captured = CapturedConsole()
        let code = CLI.run(["diff"] + args, context: CommandContext(console: captured.console, environment: [:],
                                                                    workingDirectory: folder.url))
        #expect(code == .usage, "\(captured.stdout) \(captured.stderr)")
        #expect(captured.stderr.contains(message), "\(captured.stderr)")
        #expect(try Data(contentsOf: folder.path("A.png")) == Data(Self.png(4, 4)))
    }

    @Test(arguments: [["approve", "--all", "--goldens", ""], ["verify", "--out", ""], ["approve", "--all", "--out", ""]])
    func emptyFolderOptionsAreRefused(_ args: [String]) {
        let run = CLIRun(args)
        #expect(run.code == .usage)
        #expect(run.err.contains("needs a non-empty DIR"), "\(run.err)")
    }

    // MARK: 9. special files given to diff

    @Test func diffOfAFIFOOrAHugeSparseFileFailsAtOnce() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Data(Self.png(4, 4)).write(to: folder.path("A.png"))
        #expect(mkfifo(folder.path("fifo.png").path, 0o644) == 0)
        #expect(FileManager.default.createFile(atPath: folder.path("sparse.png").path, contents: nil))
        #expect(truncate(folder.path("sparse.png").path, 3 << 30) == 0)
        let rows = [("fifo.png", "it is a FIFO (named pipe), not a regular file"),
                    ("sparse.png", "it is 3221225472 bytes, over the input limit of 134217728 bytes")]
        // NB: no clock: the message names the file's kind, which is known only from its
        // metadata, before any byte is read (a read of the FIFO would never return).
        for (name, message) in rows {
            let run = CLIRun(["diff", folder.path(name).path, folder.path("A.png").path])
            #expect(run.code == .usage)
            #expect(run.err.contains(message), "\(run.err)")
        }
    }

    @Test(arguments: [
        ("/dev/null", "it is a device"),
        ("/tmp", "it is a folder"),
    ])
    func fileBytesReadsRegularFilesOnly(_ path: String, _ reason: String) {
        #expect(throws: PNGError.self) { try FileBytes.read(path) }
        do { _ = try FileBytes.read(path) } catch { #expect(error.description.contains(reason), "\(error)") }
    }

    // MARK: 10. text fields and encodings

    @Test(arguments: [
        ("\u{2028}", "title", "(U+2028)"),
        ("\u{2029}", "title", "(U+2029)"),
        ("\u{85}", "title", "(U+0085)"),
        ("\\u2028", "title", "(U+2028)"),
    ])
    func lineAndParagraphSeparatorsBreakTheOneLineRule(_ inserted: String, _ field: String, _ reason: String) {
        let json = ScenarioFixtures.example(replacing: "Belmont, updated", with: "Belmont\(inserted) updated")
        #expect(throws: ScenarioError.self) { try ScenarioLoader.decode(Data(json.utf8), displayPath: "s.json") }
        do { _ = try ScenarioLoader.decode(Data(json.utf8), displayPath: "s.json") } catch {
            #expect(error.description.contains("s.json"), "\(error)")
            #expect(error.description.contains(field), "\(error)")
            #expect(error.description.contains("line break or control character \(reason)"), "\(error)")
        }
    }

    @Test func invalidUTF8AndLoneSurrogatesAreNamed() {
        var invalid = Array(ScenarioFixtures.example.utf8)
        invalid[invalid.firstIndex(of: UInt8(ascii: "B"))!] = 0xFF
        let surrogate = ScenarioFixtures.example(replacing: "Belmont, updated", with: "Belmont\\ud800 updated")
        let rows: [(Data, String)] = [(Data(invalid), "is not valid UTF-8"),
                                      (Data(surrogate.utf8), "\\ud800 is a lone UTF-16 surrogate")]
        // A whole pair (U+1F680 as \ud83d\ude80) is a character, not a lone surrogate.
        let pair = ScenarioFixtures.example(replacing: "Belmont, updated", with: "Belmont \\ud83d\\ude80 updated")
        #expect(throws: Never.self) { try ScenarioLoader.decode(Data(pair.utf8), displayPath: "s.json") }
        for (data, message) in rows {
            do { _ = try ScenarioLoader.decode(data, displayPath: "s.json"); Issue.record("accepted") } catch {
                #expect(error.description.contains(message), "\(error)")
                #expect(!error.description.contains("ends early"), "\(error)")
            }
        }
    }

    // MARK: 11. approved and rejected at once

    @Test func aKeyBothApprovedAndRejectedIsRefused() {
        let hash = String(repeating: "a", count: 64)
        let json = "{\"formatVersion\":1,\"approved\":[{\"key\":\"a/b\",\"candidateSHA256\":\"\(hash)\",\"goldenSHA256\":null}],\"rejected\":[\"a/b\"]}"
        #expect(throws: ApprovalError.invalid("approvals.json", "'a/b' is both approved and rejected; download approvals.json from the review page again")) {
            try Approvals.decode(Data(json.utf8), path: "approvals.json")
        }
    }

    // MARK: 12. the verifier fails closed

    /// A temporary folder whose `Goldens` hold one 2 × 2 golden, `a/b`.
    static func goldenA_B() throws -> (TemporaryFolder, GoldenStore, Bitmap) {
        let folder = try TemporaryFolder()
        let store = GoldenStore(root: folder.path("Goldens"))
        let bitmap = Bitmap(width: 2, height: 2, fill: RGBA8(r: 1, g: 2, b: 3))
        try store.write(key: "a/b", bitmap: bitmap, layoutJSON: nil)
        return (folder, store, bitmap)
    }

    static func item(_ key: String, _ bitmap: Bitmap) -> CatalogVerifyItem {
        CatalogVerifyItem(key: key) { (DrawnPixels(bitmap: bitmap), nil) }
    }

    @Test func disagreeingComparisonsAreNeverAMatch() throws {
        let (folder, store, bitmap) = try Self.goldenA_B()
        defer { folder.remove() }
        var verifier = Verifier(store: store, options: VerifyOptions(outputDirectory: folder.path("out")))
        let evidence = DiffEvidence(mismatched: 1, total: 4, countIsLowerBound: true, regions: [], diffImage: nil)
        verifier.comparison = { _, _, _, full in full ? .identical : .different(evidence) }
        let result = verifier.verify(Self.item("a/b", bitmap))
        #expect(!result.verdict.passed)
        #expect(result.verdict.status == .comparisonInconsistent)
    }

    @Test func aGoldenWriteFailureHasItsOwnStatus() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("a file, not a folder", to: "Goldens/a")
        let verifier = Verifier(store: GoldenStore(root: folder.path("Goldens")),
                                options: VerifyOptions(record: .all, outputDirectory: folder.path("out")))
        let result = verifier.verify(Self.item("a/b", Bitmap(width: 2, height: 2)))
        #expect(result.verdict.status == .goldenWriteFailed, "\(result.verdict)")
        #expect(result.verdict.isInputError)
    }

    // MARK: 13. messages and leftovers

    @Test func anOutPathThatIsAFileIsOnePlainLine() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("x", to: "file")
        let run = CLIRun(["verify", "--scenario", TestPaths.scenarioFixture("belmont-fresh"), "--surface", "accessoryInline",
                          "--frames", "0", "--out", folder.path("file/out").path])
        #expect(run.code == .usage, "\(run.out) \(run.err)")
        #expect(run.err.contains("a part of the path is a file, not a folder"), "\(run.err)")
        #expect(!run.err.contains("Code="), "\(run.err)")
    }

    @Test func failureArtefactsThatCannotBeWrittenAreReported() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("x", to: "out")
        let written = FailureArtefacts(directory: folder.path("out"), policy: DiffPolicy())
            .write(key: "a/b", actual: Bitmap(width: 2, height: 2), actualLayout: "{}", goldenBytes: nil, golden: nil, diff: nil,
                   verdict: .missingGolden)
        #expect(written.errors.count == 2, "\(written.errors)")
        #expect(written.errors.first?.contains("a part of the path is a file, not a folder") == true, "\(written.errors)")
    }

    @Test func aPassingRunRemovesItsKeysEarlierFailureFilesOnly() throws {
        let (folder, store, bitmap) = try Self.goldenA_B()
        defer { folder.remove() }
        for name in ["a/b.actual.png", "a/b.diff.png", "a/b.composite.png", "a/b.expected.png", "a/b.actual.json", "a/c.diff.png", "a/b.notes.txt"] {
            try folder.write("old", to: "out/" + name)
        }
        let result = Verifier(store: store, options: VerifyOptions(outputDirectory: folder.path("out"))).verify(Self.item("a/b", bitmap))
        #expect(result.verdict == .match)
        #expect(FailureArtefacts.suffixes.allSatisfy { !folder.exists("out/a/b" + $0) })
        #expect(folder.exists("out/a/c.diff.png") && folder.exists("out/a/b.notes.txt"), "files of other keys stay")
    }

    @Test(arguments: [
        // The issue's three cases, in the words the user reads.
        (ENOSPC, "cannot write out/x.png: the disk is full"),
        (EROFS, "cannot write out/x.png: the file system is read-only"),
        (ENOTDIR, "cannot write out/x.png: a part of the path is a file, not a folder"),
        (EACCES, "cannot write out/x.png: permission denied"),
    ])
    func fileSystemErrorsAreOnePlainLine(_ code: Int32, _ message: String) {
        let error = FileError("write", "out/x.png", errno: code)
        #expect(error.description == message)
        #expect(!error.description.contains("\n"))
    }

    @Test func approveIntoAGoldensFolderThatIsAFileSaysSoInOneLine() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Self.downloadedRun(key: "a/x", in: folder)
        try FileManager.default.removeItem(at: folder.path("Goldens"))
        try folder.write("not a folder", to: "Goldens")
        let run = CLIRun(["approve", "--all", "--out", folder.path("out").path, "--goldens", folder.path("Goldens").path])
        #expect(run.code == .usage, "\(run.out) \(run.err)")
        #expect(run.err.contains("a part of the path is a file, not a folder"), "\(run.err)")
        #expect(!run.err.contains("Code="), "\(run.err)")
        #expect(run.err.split(separator: "\n").count == 1, "\(run.err)")
    }

    @Test func framesHaveAnUpperBound() {
        let run = CLIRun(["verify", "--frames", "100000"])
        #expect(run.code == .usage)
        #expect(run.err.contains("--frames takes a whole number from 0 to 120"), "\(run.err)")
    }

    @Test func goldensAreRenamedJSONFirstThenPNG() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = GoldenStore(root: folder.path("Goldens"))
        let staged = try store.stage(key: "a/b", png: [1], layout: [2])
        #expect(staged.map { URL(fileURLWithPath: $0.target).lastPathComponent } == ["b.json", "b.png"])
        staged.forEach(AtomicFile.discard)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("Goldens/a").path).isEmpty)
    }
}
