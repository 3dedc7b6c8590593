import Foundation
import SnapshotGolden
@testable import SnapshotKitTesting
import SnapshotScenario
import SnapshotTestSupport
import Testing

/// Issue 25's front door as an app's test meets it: goldens beside the test in their own
/// folder with ENVIRONMENT.json, the CLI's record modes and `CI=true`, a failure of at most 15
/// lines naming the cause, the snapshot and its diff, and never a bitmap.
@Suite struct FrontDoorTests {
    static let smallLight = SnapshotMatrix(surfaces: [.systemSmall], appearances: [.light], textSizes: [.large])

    /// A check of the belmont-fresh fixture (or `subject`) against the goldens in `folder`.
    static func check(_ folder: TemporaryFolder, _ subject: SnapshotSubject = .file(TestPaths.scenarioFixture("belmont-fresh")),
                      record: RecordMode? = nil, environment: [String: String] = [:],
                      matrix: SnapshotMatrix = smallLight, test: String = #function) -> SnapshotCheck {
        let testFile = URL(fileURLWithPath: #filePath)
        return SnapshotCheck(subject: subject, selection: matrix.selection(surfaces: nil), record: record,
                             locations: SnapshotLocations(testFile: testFile, test: ["FrontDoorTests", test], goldens: folder.path("goldens")),
                             testFile: testFile, testName: test, attaches: true, environment: environment)
    }

    @Test func aRecordingWritesTheGoldensAndTheirEnvironmentAndThenPasses() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let recording = try Self.check(folder, environment: ["SNAPSHOT_RECORD": "missing"]).run()
        #expect(recording.passed)
        let said = try #require(recording.recordedMessage, "a recording says what it wrote")
        #expect(said.hasPrefix("recorded 1 golden(s) in \(folder.path("goldens").path)/"), "\(said)")
        for file in ["ENVIRONMENT.json", "systemSmall_393x852_light_L.png", "systemSmall_393x852_light_L.json"] {
            #expect(FileManager.default.fileExists(atPath: folder.path("goldens/" + file).path), "\(file)")
        }
        let verified = try Self.check(folder).run()
        #expect(verified.passed)
        #expect(verified.recordedMessage == nil, "nothing recorded, nothing said")
    }

    @Test func withoutGoldensTheTestFailsAndSaysHowToRecord() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let report = try Self.check(folder).run()
        let message = try #require(report.failureMessage)
        #expect(message.contains("ENVIRONMENT.json is missing"), "\(message)")
        let lines = message.components(separatedBy: "\n")
        #expect(lines.last?.hasPrefix("accept: SNAPSHOT_RECORD=missing swift test --filter withoutGoldensTheTestFailsAndSaysHowToRecord ") == true, "\(message)")
        #expect(lines.dropLast().last == "snapshot: 1 snapshot(s): 1 no golden", "the cause is counted, not the environment")
        #expect(report.snapshots.map(\.status) == [.environmentMismatch])
    }

    @Test func aChangedScenarioFailsInFewLinesWithTheCauseAndTheDiff() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = TestPaths.repository.appendingPathComponent(TestPaths.scenarioFixture("belmont-fresh")).path
        var scenario = try ScenarioLoader.load(contentsOf: URL(fileURLWithPath: path), displayPath: "belmont-fresh.json")
        #expect(try Self.check(folder, .scenario(scenario), record: .all).run().passed)
        scenario.arrivals[0].destination = "95th/Dan Ryan"
        let failure = try Self.check(folder, .scenario(scenario)).run()
        let message = try #require(failure.failureMessage)
        #expect(message.split(separator: "\n", omittingEmptySubsequences: false).count <= SnapshotMessage.maxLines, "\(message)")
        #expect(message.contains("'Howard' → '95th/Dan Ryan'"), "\(message)")
        #expect(message.contains("belmont-fresh/systemSmall_393x852_light_L"), "\(message)")
        #expect(message.utf8.count < 2_000, "no bitmap in the message")
        #expect(failure.snapshots.map(\.status) == [.changed])
        #expect(message.components(separatedBy: "\n").last?
            .hasPrefix("accept: SNAPSHOT_RECORD=failed swift test --filter aChangedScenarioFailsInFewLinesWithTheCauseAndTheDiff ") == true, "\(message)")
        let diff = try #require(failure.attachments.first { $0.lastPathComponent.hasSuffix(".diff.png") })
        #expect(FileManager.default.fileExists(atPath: diff.path))
        #expect(Set(failure.attachments.map { $0.lastPathComponent.components(separatedBy: ".").dropLast().last! })
                == ["expected", "actual", "diff"])
    }

    @Test func recordingUnderCIFailsNamingTheWrittenGoldens() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let message = try #require(try Self.check(folder, environment: ["CI": "true", "SNAPSHOT_RECORD": "all"]).run().failureMessage)
        #expect(message.contains("running in CI"), "\(message)")
        #expect(message.contains("recorded " + folder.path("goldens").path + "/systemSmall_393x852_light_L.png"), "\(message)")
        #expect(FileManager.default.fileExists(atPath: folder.path("goldens/systemSmall_393x852_light_L.png").path))
        #expect(message.components(separatedBy: "\n").last == "accept: git add \(folder.path("goldens").path)/, commit, and run again without recording")
    }

    /// Only the first failing snapshots' images are attached; the message says so and where
    /// the others are.
    @Test func attachmentsSayWhenTheyStopAndWhereTheRestAre() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let six = SnapshotMatrix(surfaces: [.systemSmall], devices: [.iPhone393], appearances: [.light, .dark],
                                 textSizes: [.large, .xxLarge, .ax3])
        let failure = try Self.check(folder, matrix: six).run()
        let message = try #require(failure.failureMessage)
        #expect(message.contains("images: 4 of 6 failing snapshots attached; every snapshot's expected, actual and diff are in "
                                 + ".build/snapshots/Tests/SnapshotKitTests/FrontDoorTests/attachmentsSayWhenTheyStopAndWhereTheRestAre/"), "\(message)")
        #expect(Set(failure.attachments.map { $0.deletingLastPathComponent().lastPathComponent + $0.lastPathComponent }).count
                == failure.attachments.count)
        let attachedSnapshots = Set(failure.attachments.map { $0.lastPathComponent.components(separatedBy: ".").first! })
        #expect(attachedSnapshots.count == SnapshotMessage.maxAttachedSnapshots)
    }

    @Test(arguments: [("belmontStale()", "belmontStale"), ("testBus", "testBus"), ("with space(x:)", "'with space'"),
                      ("it's()", "'it'\\''s'")])
    func theAcceptLineFiltersOnTheTestsName(_ name: String, _ filter: String) {
        #expect(SnapshotMessage.Accept.filter(testName: name) == filter)
    }

    @Test(arguments: ["yes", "ALL", "record"])
    func aBadSnapshotRecordValueIsAnErrorNamingTheVariable(_ value: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect { try Self.check(folder, environment: ["SNAPSHOT_RECORD": value]).run() } throws: { error in
            "\(error)".contains("SNAPSHOT_RECORD: unknown value '\(value)'")
        }
    }

    /// The scenario file's own `axes` describe the catalog's goldens; a test's matrix alone
    /// decides what it checks.
    @Test func theMatrixAloneChoosesTheSnapshots() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(try Self.check(folder, record: .all).run().passed)
        let pngs = FileManager.default.enumerator(atPath: folder.path("goldens").path)!.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".png") }
        #expect(pngs == ["systemSmall_393x852_light_L.png"], "a test's folder holds its one scenario's goldens directly")
        let changed = try Self.check(folder, .file(TestPaths.scenarioFixture("belmont-stale")), record: .never).run()
        let artefacts = changed.snapshots.flatMap { $0.artefacts.values }
        #expect(!artefacts.isEmpty && artefacts.allSatisfy { !$0.path.contains("/belmont-stale/") },
                "artefacts lie directly in the test's folder too: \(artefacts.map(\.path))")
    }

    /// Goldens SnapshotKit 0.2 recorded under `<test>/<scenario-id>/` are named, with the
    /// command that moves them, instead of reading as "no golden" alone.
    @Test func goldensOfTheEarlierLayoutAreNamed() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(try Self.check(folder, record: .all).run().passed)
        let goldens = folder.path("goldens")
        try FileManager.default.createDirectory(at: goldens.appendingPathComponent("belmont-fresh"), withIntermediateDirectories: true)
        for name in ["systemSmall_393x852_light_L.png", "systemSmall_393x852_light_L.json"] {
            try FileManager.default.moveItem(at: goldens.appendingPathComponent(name), to: goldens.appendingPathComponent("belmont-fresh/" + name))
        }
        let report = try Self.check(folder).run()
        let message = try #require(report.failureMessage)
        #expect(message.hasPrefix("goldens recorded by SnapshotKit 0.2 are one folder deeper"), "\(message)")
        #expect(message.contains("belmont-fresh/* "), "\(message)")
    }

    @Test(arguments: [(["belmontStale()"], "belmontStale"), (["Widgets", "test_bus()"], "Widgets/test_bus"),
                      (["with space(x:)"], "with_space"), (["Bus", "route(_:)", "\"Red\",2"], "Bus/route/_Red__2"),
                      (["WidgetTests", "belmontStale()"], "belmontStale")])
    func goldensSitAtThePackageRootInOneFolderPerSuiteTestAndCase(_ test: [String], _ folder: String) throws {
        let package = try TemporaryFolder()
        defer { package.remove() }
        try Data().write(to: package.path("Package.swift"))
        let file = package.path("Tests/AppTests/WidgetTests.swift")
        let locations = SnapshotLocations(testFile: file, test: test, goldens: nil)
        #expect(locations.goldens.standardizedFileURL.path == package.path("__Snapshots__/Tests/AppTests/WidgetTests/\(folder)").path)
        #expect(locations.artefacts.standardizedFileURL.path == package.path(".build/snapshots/Tests/AppTests/WidgetTests/\(folder)").path)
    }

    /// Two cases of one parameterised test are two folders, named by their arguments.
    @Test(arguments: ["Red", "Blue"])
    func eachCaseOfAParameterisedTestHasItsOwnFolder(_ line: String) throws {
        #expect(try TestIdentity.current(testName: #function) == ["FrontDoorTests", "eachCaseOfAParameterisedTestHasItsOwnFolder(_:)", line])
    }

    @Test func aTestInASuiteIsKeyedBySuiteAndName() throws {
        #expect(try TestIdentity.current(testName: #function) == ["FrontDoorTests", "aTestInASuiteIsKeyedBySuiteAndName()"])
    }

    @Test func aRecordingLeavesNoLockBehind() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(try Self.check(folder, record: .all).run().passed)
        #expect(!FileManager.default.fileExists(atPath: folder.path("goldens/.lock").path))
    }

    @Test func aLongFailureIsCutAtFifteenLinesPointingToTheSummary() {
        let many = (1...40).map { "FAIL 1 snapshot: cause \($0)" }
        var message = SnapshotMessage(summaryLines: many, environmentLines: [], recordedInCI: [],
                                      counts: "snapshot: 40 snapshot(s): 40 changed", accept: .recordFailed(filter: "t"))
        let lines = message.text(summaryFile: "out/summary.txt").components(separatedBy: "\n")
        #expect(lines.count == SnapshotMessage.maxLines)
        #expect(Array(lines.suffix(3)) == ["… and 28 more line(s): out/summary.txt", "snapshot: 40 snapshot(s): 40 changed",
                                           message.accept.line])
        message.summaryLines = Array(many.prefix(3))
        #expect(message.text(summaryFile: "x").split(separator: "\n").count == 5)
    }
}
