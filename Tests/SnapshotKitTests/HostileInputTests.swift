import Foundation
import Glibc
@testable import SnapshotAudit
@testable import SnapshotCommandLine
@testable import SnapshotGolden
@testable import SnapshotImage
@testable import SnapshotModel
@testable import SnapshotRender
@testable import SnapshotReports
import SnapshotCatalogRuns
import SnapshotFormats
import SnapshotTestSupport
import Testing
#if canImport(Glibc)
#endif

/// Issue 21: hostile files and text never crash, escape, hang or become a golden. One test per
/// defect the probe found; each checks the refusal (exit 2 and its message), never a duration.
@Suite struct HostileInputTests {
    static let huge = Int.max

    /// The tool's own annotations (`::error file=…` / `title=…`, `::warning …`) are the only
    /// workflow commands allowed; no ESC or BEL anywhere.
    static func noControlsOrCommands(_ text: String, _ what: String) {
        #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, "\(what): an ESC or BEL reached the output")
        let ours = ["::error file=", "::error title=", "::warning title="]
        for line in text.split(separator: "\n") where line.drop(while: { $0 == " " }).hasPrefix("::")
            && !ours.contains(where: { line.hasPrefix($0) }) {
            Issue.record("\(what): a workflow command reached the output: \(line)")
        }
    }

    // MARK: 1. checked arithmetic

    @Test func reportRefusesACountNearIntMax() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = CatalogRunResults(exitCode: 0, counts: [:], environmentDifferences: [], inputErrors: [],
                             snapshots: [.init(key: "x/a", status: .passed)])
        try folder.write(try run.text(), to: "out/results.json")
        let audit = AuditResults(subjects: Self.huge, findings: [], voiceOver: [], overlays: [:], images: [:], completeRun: false,
                                 renderErrors: [], shard: nil)
        try folder.write(try audit.text(), to: "out/audit.json")
        let report = CLIRun(["report", "--out", folder.path("out").path, "--goldens", folder.path("Goldens").path])
        #expect(report.code == .usage, "\(report.out)\(report.err)")
        // NB: Int.max goes through a Double on its way to JSON: 9223372036854775808, past any Int.
        #expect(report.err.contains("subjects is 9223372036854775808, out of the range of a count or code"), "\(report.err)")
    }

    @Test(arguments: ["subjects", "voiceOver"])
    func mergeRefusesAuditCountsNearIntMax(field: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let half = Self.huge / 2 + 1
        let audit = AuditResults(subjects: field == "subjects" ? half : 1, findings: [],
                                 voiceOver: field == "voiceOver" ? [.init(presentation: "x/systemSmall", summaries: [.init(text: "Belmont.", snapshots: half)])] : [],
                                 overlays: [:], images: [:], completeRun: false, renderErrors: [], shard: nil)
        let inputs = try MergeVerdictTests.shards(folder, [[.init(key: "x/a", status: .passed)], [.init(key: "x/b", status: .passed)]],
                                                  audits: [audit, audit])
        let run = MergeVerdictTests.merge(folder, inputs)
        #expect(run.code == .usage, "\(run.out)\(run.err)")
        let named = field == "subjects" ? "audit.json: subjects is \(half)" : "audit.json: voiceOver[0].summaries[0].snapshots is \(half)"
        #expect(run.err.contains(named), "\(run.err)")
    }

    // MARK: 2. untrusted text printed as data

    /// A golden's structural snapshot whose text holds a newline, a workflow command and escapes.
    @Test func aGoldensTextReachesTheTerminalAsData() throws {
        let goldens = try SmallGoldens()
        defer { goldens.remove() }
        try ExactVerificationTests.editLayout(goldens, SmallGoldens.keys[0]) {
            ExactVerificationTests.editElement(&$0, role: "title") { $0["text"] = "Belmont\n::error::pwned\u{1B}[2J\u{07}" }
        }
        let run = CLIRun(goldens.verify(), environment: ["GITHUB_ACTIONS": "true"])
        #expect(run.code == .failure)
        Self.noControlsOrCommands(run.out + run.err, "verify")
        #expect((run.out + run.err).contains("\\u{A}"), "the newline is shown as \\u{A}: \(run.out)")
        #expect(run.out.contains("::error file="), "the run's own annotation is still printed: \(run.out)")
    }

    /// A shard's explanation and input errors, and a scenario's unknown key and bad value.
    @Test func aShardsAndAScenariosTextReachTheTerminalAsData() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var changed = CatalogRunResults.Snapshot(key: "x/a", status: .changed)
        changed.explanation = "title: 'a' → 'b'\n::add-mask::secret\u{1B}]0;title\u{07}"
        changed.message = "m\r::stop-commands::token"
        let inputs = try MergeVerdictTests.shards(folder, [[changed], [.init(key: "x/b", status: .passed)]]) { i, text in
            i == 0 ? text.replacingOccurrences(of: "\"inputErrors\": []", with: "\"inputErrors\": [\"bad\\n::error::x\\u0007\"]") : text
        }
        let merged = MergeVerdictTests.merge(folder, inputs, environment: ["GITHUB_ACTIONS": "true"])
        #expect(merged.code == .usage, "\(merged.out)\(merged.err)")
        Self.noControlsOrCommands(merged.out + merged.err, "report --merge")
        #expect(merged.out.contains("\\u{A}::add-mask::secret"), "the explanation is shown as data: \(merged.out)")

        let goldens = try SmallGoldens()
        defer { goldens.remove() }
        let scenario = try ExactVerificationTests.scenario(goldens, #""title""#, "\"x\\n::error::y\\u001b[31m\": 1, \"title\"")
        let verify = CLIRun(goldens.verify(scenario: scenario))
        #expect(verify.code == .usage)
        Self.noControlsOrCommands(verify.out + verify.err, "verify with a hostile scenario key")
        #expect(verify.err.contains("x\\u{A}::error::y\\u{1B}[31m: unknown key"), "\(verify.err)")
    }

    /// A `|` inside a code span split the job summary's audit table.
    @Test func aPipeInACodeSpanStaysInItsCell() {
        let audit = RunAudit(subjects: 1, exitCode: 1, presentations: ["x|y/systemSmall"],
                             failures: [.init(presentation: "x|y/systemSmall", rule: "contrast|text", scenarioFile: nil, keys: ["k"],
                                              message: "a | b", findings: 1)],
                             warnings: 0, info: 0, allowlisted: 0, renderErrors: [])
        let row = StepSummary.audit(audit, paths: DisplayPaths(out: "out", goldens: "Goldens")).first { $0.hasPrefix("| `") } ?? ""
        #expect(row == "| `x\\|y/systemSmall` | `contrast\\|text` | 1 | a \\| b |", "\(row)")
    }

    // MARK: 3. one file policy

    @Test func diffNeverReplacesAnythingButARegularFile() throws {
        let goldens = try SmallGoldens()
        defer { goldens.remove() }
        let fifo = goldens.folder.path("out.fifo").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let png = goldens.golden(SmallGoldens.keys[0]).path
        let run = CLIRun(["diff", png, png, "--out", fifo])
        #expect(run.code == .usage, "\(run.out)\(run.err)")
        #expect(run.err.contains("it is a FIFO (named pipe), not a regular file; only regular files are replaced"), "\(run.err)")
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO, "the FIFO was replaced")
        #expect(try FileManager.default.contentsOfDirectory(atPath: goldens.folder.url.path).filter { $0.hasSuffix(".tmp") }.isEmpty)
    }

    /// The merge's inputs and output held to the file policy, each refusal exit 2.
    @Test(arguments: ["hard link", "results.json link", "link inside --out", "--out links to an input", "--out inside the goldens"])
    func theMergeKeepsToTheFilePolicy(attack: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var changed = CatalogRunResults.Snapshot(key: "x/a", status: .changed)
        changed.artefacts = [.actual: "x/a.actual.png"]
        let inputs = try MergeVerdictTests.shards(folder, [[changed], [.init(key: "x/b", status: .passed)]])
        let secret = try folder.write("secret-value", to: "outside/secret.txt")
        try folder.write("png", to: "shard0/x/a.actual.png")
        var out = folder.path("merged").path, expected = ""
        switch attack {
        case "hard link":
            try FileManager.default.removeItem(atPath: inputs[0] + "/x/a.actual.png")
            #expect(link(secret.path, inputs[0] + "/x/a.actual.png") == 0)
            expected = "hard links"
        case "results.json link":
            try FileManager.default.removeItem(atPath: inputs[1] + "/results.json")
            try FileManager.default.createSymbolicLink(atPath: inputs[1] + "/results.json", withDestinationPath: secret.path)
            expected = "leads outside"
        case "link inside --out":
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: out + "/x", withDestinationPath: folder.path("outside").path)
            expected = "leads outside"
        case "--out links to an input":
            try FileManager.default.createSymbolicLink(atPath: folder.path("alias").path, withDestinationPath: inputs[0])
            out = folder.path("alias").path
            expected = "is also an input"
        default:
            out = folder.path("Goldens/out").path
            try FileManager.default.createDirectory(at: folder.path("Goldens"), withIntermediateDirectories: true)
            expected = "lies inside the goldens"
        }
        let before = try String(contentsOfFile: inputs[0] + "/results.json", encoding: .utf8)
        let run = CLIRun(["report", "--merge"] + inputs + ["--out", out, "--goldens", folder.path("Goldens").path, "--quiet"])
        #expect(run.code == .usage, "\(attack): \(run.out)\(run.err)")
        #expect(run.err.contains(expected), "\(attack): \(run.err)")
        #expect(!(run.out + run.err).contains("secret-value"), "\(attack): a value of the link's target was echoed")
        #expect(try String(contentsOfFile: inputs[0] + "/results.json", encoding: .utf8) == before, "\(attack): an input was overwritten")
        #expect(!FileManager.default.fileExists(atPath: folder.path("outside/a.actual.png").path), "\(attack): written through a link")
    }

    /// Issue 41 item 4: one run at a time in an `--out` (three sweeps into one folder wrote one's
    /// sweep.json over another's images): a second run is refused, naming the first's process,
    /// and runs once the first has finished.
    @Test(arguments: ["render", "sweep", "audit"])
    func aSecondRunIntoOneOutIsRefused(verb: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let out = folder.path("out")
        let first = try OutputFolder.check(out, argument: out.path, goldens: nil, inputs: [], verb: "snapshot \(verb)")
        let arguments = verb == "sweep" ? ["sweep", "--count", "1", "--out", out.path]
            : [verb, "--scenario", SmallGoldens.scenario, "--surface", "systemSmall", "--text-size", "L", "--out", out.path]
        let refused = CLIRun(arguments)
        #expect(refused.code == .usage)
        #expect(refused.err.contains("--out \(out.path) is being written by another run (process \(getpid()))"), "\(refused.err)")
        first.release()
        #expect(CLIRun(arguments).code != .usage)
    }

    /// Issue 41 item 4: "no verb but record and approve writes inside the goldens": `render
    /// --out Goldens` overwrote 23 goldens and `sheet --out Goldens/sheets` wrote inside them.
    @Test(arguments: [["render", "--out", "Goldens"], ["render", "--out", "Goldens/renders"], ["sheet", "--out", "Goldens/sheets"]])
    func renderAndSheetRefuseTheGoldens(arguments: [String]) throws {
        let before = try FileManager.default.contentsOfDirectory(atPath: TestPaths.repository.appendingPathComponent("Goldens").path).sorted()
        let run = CLIRun(arguments + ["--scenario", SmallGoldens.scenario, "--filter", "belmont-fresh/systemSmall_393x852_light_L"])
        #expect(run.code == .usage); #expect(run.err.contains("lies inside the goldens"), "\(run.out)\(run.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: TestPaths.repository.appendingPathComponent("Goldens").path).sorted() == before)
    }

    @Test func verifyRefusesAnOutputFolderInsideTheGoldens() throws {
        let goldens = try SmallGoldens()
        defer { goldens.remove() }
        var args = goldens.verify()
        args[args.count - 1] = goldens.folder.path("Goldens/failures").path
        let run = CLIRun(args)
        #expect(run.code == .usage && run.err.contains("lies inside the goldens"), "\(run.err)")
        #expect(!goldens.folder.exists("Goldens/failures"))
    }

    /// A FIFO named train.svg hung every command: icons are read under the policy.
    @Test func anIconThatIsAFIFOIsRefusedAtOnce() throws {
        let goldens = try SmallGoldens()
        defer { goldens.remove() }
        let icons = goldens.folder.path("Assets/icons")
        try FileManager.default.createDirectory(at: icons, withIntermediateDirectories: true)
        for name in IconLibrary.names where name != "train" {
            try FileManager.default.copyItem(at: TestPaths.repository.appendingPathComponent("Assets/icons/\(name).svg"),
                                             to: icons.appendingPathComponent("\(name).svg"))
        }
        #expect(mkfifo(icons.appendingPathComponent("train.svg").path, 0o644) == 0)
        let run = CLIRun(goldens.verify(), environment: ["SNAPSHOTKIT_ASSETS": goldens.folder.path("Assets").path])
        #expect(run.code == .usage, "\(run.out)\(run.err)")
        #expect((run.out + run.err).contains("train.svg: icon cannot be drawn: "), "\(run.err)")
        #expect((run.out + run.err).contains("it is a FIFO (named pipe), not a regular file"), "\(run.err)")
    }

    // MARK: 4. approve holds the candidate to the golden's bar

    @Test func approveRefusesACandidateThatIsNotAPNG() throws {
        let goldens = try SmallGoldens()
        defer { goldens.remove() }
        let scenario = try ReviewFlowTests.changedScenario(in: goldens)
        _ = CLIRun(goldens.verify(scenario: scenario.path))
        let key = SmallGoldens.keys[0]
        let fake = Array("not a PNG at all".utf8)
        try Data(fake).write(to: goldens.artefact(key + ".actual.png"))
        let results = goldens.artefact("results.json")
        let text = try String(contentsOf: results, encoding: .utf8)
        let run = try CatalogRunResults.read(results)
        let old = try #require(run.snapshots.first { $0.key == key }?.candidateSHA256)
        try text.replacingOccurrences(of: old, with: SHA256.hex(fake)).write(to: results, atomically: true, encoding: .utf8)
        let golden = try Data(contentsOf: goldens.golden(key))
        let approve = CLIRun(["approve", key, "--out", goldens.folder.path("out").path, "--goldens", goldens.folder.path("Goldens").path])
        #expect(approve.code == .usage, "\(approve.out)\(approve.err)")
        #expect(approve.err.contains("is not a PNG a golden can be"), "\(approve.err)")
        #expect(try Data(contentsOf: goldens.golden(key)) == golden)
    }

    @Test func approveRefusesAKeyThatPassed() throws {
        let goldens = try SmallGoldens()
        defer { goldens.remove() }
        #expect(CLIRun(goldens.verify()).code == .ok)
        let key = SmallGoldens.keys[0]
        var image = try PNGDecoder.decode(Array(Data(contentsOf: goldens.golden(key))))
        image.pixels[0] ^= 0xFF
        let planted = PNGEncoder.encode(image, compression: .golden)
        try FileManager.default.createDirectory(at: goldens.artefact(key + ".actual.png").deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(planted).write(to: goldens.artefact(key + ".actual.png"))
        let golden = Array(try Data(contentsOf: goldens.golden(key)))
        let approvals = try goldens.folder.write("""
            { "formatVersion": 1, "approved": [ { "key": "\(key)", "candidateSHA256": "\(SHA256.hex(planted))",
              "candidateLayoutSHA256": null, "goldenSHA256": "\(SHA256.hex(golden))" } ], "rejected": [] }
            """, to: "approvals.json")
        let approve = CLIRun(["approve", "--from", approvals.path, "--out", goldens.folder.path("out").path,
                              "--goldens", goldens.folder.path("Goldens").path])
        #expect(approve.code == .usage, "\(approve.out)\(approve.err)")
        #expect(approve.err.contains("\(key) is 'passed' in the run's results.json"), "\(approve.err)")
        #expect(Array(try Data(contentsOf: goldens.golden(key))) == golden)
    }

    // MARK: 5. limits that count what costs time

    @Test func aStopNameOfOneHugeGraphemeIsRefused() throws {
        let goldens = try SmallGoldens()
        defer { goldens.remove() }
        let family = Array(repeating: "👩", count: 140_000).joined(separator: "\u{200D}")
        #expect(family.count == 1 && family.unicodeScalars.count == 279_999)
        let scenario = try ExactVerificationTests.scenario(goldens, #""name": "Belmont""#, "\"name\": \"\(family)\"")
        let run = CLIRun(goldens.verify(scenario: scenario))
        #expect(run.code == .usage, "\(run.err.prefix(300))")
        #expect(run.err.contains("favorite.stop.name: is 279999 Unicode scalars long; the limit is 200"), "\(run.err.prefix(300))")
        #expect(run.err.utf8.count < 4000, "the message quotes the whole name")
    }

    @Test func reportFilesAreBoundedInEntriesAndBytes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // Entries: a run over the bound is refused, naming the field.
        let many = CatalogRunResults(exitCode: 0, counts: [:], environmentDifferences: [], inputErrors: [],
                              snapshots: (0...RunLimits.maxEntries).map { .init(key: "x/\($0)", status: .passed) })
        #expect(throws: RunResultsError.unreadable("r.json", "snapshots (entries) is 250001; a count is from 0 to 250000 (the largest run supported, docs/cli.md \"Trust model\")")) {
            try RunLimits.check(many, path: "r.json")
        }
        // The merge checks what it would write against the same bounds, before writing.
        #expect(throws: UsageError.self) { try RunLimits.writable("{}", entries: RunLimits.maxEntries + 1, "results.json") }
        #expect(throws: UsageError.self) {
            try RunLimits.writable(String(repeating: " ", count: RunLimits.maxFileBytes + 1), entries: 1, "results.json")
        }
        // Bytes: a results.json over the bound is refused before a byte is read.
        let big = folder.path("out/results.json")
        try folder.write("", to: "out/results.json")
        #expect(truncate(big.path, off_t(RunLimits.maxFileBytes + 1)) == 0)
        let report = CLIRun(["report", "--out", folder.path("out").path])
        #expect(report.code == .usage && report.err.contains("over the input limit of 134217728 bytes"), "\(report.err)")
    }

    // MARK: 6. CI, temporary files, JSON errors, ENVIRONMENT.json

    @Test(arguments: [("true", true), ("TRUE", true), (" true", true), ("on", true), ("yes", true), ("1", true), ("buildkite", true),
                      ("", false), ("  ", false), ("false", false), ("False ", false), ("0", false)])
    func ciIsReadAsCIServicesSetIt(value: String, isCI: Bool) {
        #expect(RecordMode.failsRecording(["CI": value]) == isCI, "CI=\(value.debugDescription)")
        #expect(!RecordMode.failsRecording([:]))
    }

    @Test func leftoverTemporaryFilesAreCleanedByTheNextWriteAndByPrune() throws {
        let goldens = try SmallGoldens()
        defer { goldens.remove() }
        let dead = Process()
        dead.executableURL = URL(fileURLWithPath: "/bin/true")
        try dead.run(); dead.waitUntilExit()
        let name = (SmallGoldens.keys[0] as NSString).lastPathComponent
        let leftover = "belmont-fresh/.\(name).png.\(dead.processIdentifier).42.tmp"
        let live = "belmont-fresh/.\(name).png.\(getpid()).43.tmp"
        for file in [leftover, live] { try goldens.folder.write("half", to: "Goldens/" + file) }
        _ = CLIRun(goldens.verify(["--record", "all"]))
        #expect(!goldens.folder.exists("Goldens/" + leftover), "the next write of the golden left a dead writer's temporary file")
        // NB: under the writer lock no other writer of the goldens is alive: a staged file of a
        // live process is an interrupted record's, rolled back (`GoldenJournal`).
        #expect(!goldens.folder.exists("Goldens/" + live), "a recording left another writer's staged file")
        try goldens.folder.write("half", to: "Goldens/" + live)

        let other = "belmont-fresh/.other.json.\(dead.processIdentifier).7.tmp"
        try goldens.folder.write("half", to: "Goldens/" + other)
        try goldens.folder.write(try String(contentsOf: TestPaths.fixtureScenarios.appendingPathComponent("belmont-fresh.json"), encoding: .utf8),
                                 to: "Scenarios/belmont-fresh.json")
        let base = ["prune", "--scenarios", goldens.folder.path("Scenarios").path, "--goldens", goldens.folder.path("Goldens").path,
                    "--frames", "0", "--filter", "belmont-fresh/systemSmall_393x852_light_*"]
        let list = CLIRun(base)
        #expect(list.out.contains(other) && !list.out.contains(live), "\(list.out)")
        #expect(CLIRun(base + ["--delete"]).code == .ok)
        #expect(!goldens.folder.exists("Goldens/" + other) && goldens.folder.exists("Goldens/" + live))
    }

    @Test(arguments: [
        (Data([0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D]), "line 1, column 3: is not valid UTF-8 (byte 2)"),
        (Data(#"{"formatVersion": 1, "exitCode": 1e999, "snapshots": []}"#.utf8), "line 1, column 34: malformed JSON: the number 1e999 is out of range"),
        (Data(#"{"formatVersion": 1, "exitCode": 99, "snapshots": []}"#.utf8), "exitCode is 99; an exit code is 0, 1 or 2"),
        (Data(#"{"formatVersion": 1, "exitCode": 0, "snapshots": [{"key": "x/a"}]}"#.utf8), "snapshots[0].status is missing"),
    ] as [(Data, String)])
    func everyJSONErrorNamesTheFileTheFieldAndTheReason(bytes: Data, message: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.path("out"), withIntermediateDirectories: true)
        try bytes.write(to: folder.path("out/results.json"))
        let report = CLIRun(["report", "--out", folder.path("out").path])
        #expect(report.code == .usage)
        #expect(report.err.contains(folder.path("out/results.json").path + ": " ) && report.err.contains(message), "\(report.err)")
        #expect(!report.err.contains("The given data was not valid JSON"), "\(report.err)")
    }

    /// A golden's structural snapshot that is not JSON: named with where and why, never passed.
    @Test func aGoldenStructuralSnapshotThatIsNotJSONIsNamed() throws {
        let goldens = try SmallGoldens()
        defer { goldens.remove() }
        try Data([0x7B, 0x22, 0xFF, 0x22]).write(to: goldens.golden(SmallGoldens.keys[0], ".json"))
        let run = CLIRun(goldens.verify())
        #expect(run.code == .usage)
        #expect(run.err.contains(goldens.golden(SmallGoldens.keys[0], ".json").path + " is not usable: not valid JSON: byte 2 is not UTF-8"),
                "\(run.err)")
    }

    @Test(arguments: ["{}", "fifo", "link to /etc/passwd", #"{"libraries": {}, "fonts": {"a": "b"}}"#])
    func anEnvironmentFileOfTheWrongShapeIsAnError(kind: String) throws {
        let goldens = try SmallGoldens()
        defer { goldens.remove() }
        let url = goldens.folder.path("Goldens/ENVIRONMENT.json")
        try FileManager.default.removeItem(at: url)
        let expected: String
        switch kind {
        case "fifo": #expect(mkfifo(url.path, 0o644) == 0); expected = "FIFO"
        case "link to /etc/passwd": try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: "/etc/passwd"); expected = "leads outside"
        default: try kind.write(to: url, atomically: true, encoding: .utf8); expected = "libraries: missing, empty or not an object of strings"
        }
        let run = CLIRun(goldens.verify())
        #expect(run.code == .usage, "\(kind): \(run.out)\(run.err)")
        #expect(run.err.contains(url.path) && run.err.contains(expected), "\(kind): \(run.err)")
        #expect(!run.err.contains("root:"), "a value of /etc/passwd was echoed")
    }
}
