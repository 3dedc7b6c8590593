import Foundation
import SnapshotGolden
@testable import SnapshotKitTesting
import SnapshotScenario
import Testing

/// Issue 25's front door as an app's test meets it: goldens beside the test in their own
/// folder with ENVIRONMENT.json, the CLI's record modes and `CI=true`, a failure of at most 15
/// lines naming the cause, the snapshot and its diff, and never a bitmap.
@Suite struct FrontDoorTests {
    static let smallLight = SnapshotMatrix(surfaces: [.systemSmall], appearances: [.light], textSizes: [.large])

    /// A check of the belmont-fresh fixture (or `subject`) against the goldens in `folder`.
    static func check(_ folder: TemporaryFolder, _ subject: SnapshotSubject = .file(TestPaths.scenarioFixture("belmont-fresh")),
                      record: RecordMode? = nil, environment: [String: String] = [:]) -> SnapshotCheck {
        let testFile = URL(fileURLWithPath: #filePath)
        return SnapshotCheck(subject: subject, selection: smallLight.selection(surfaces: nil), record: record,
                             locations: SnapshotLocations(testFile: testFile, testName: "frontDoor()", goldens: folder.path("goldens")),
                             testFile: testFile, environment: environment)
    }

    @Test func aRecordingWritesTheGoldensAndTheirEnvironmentAndThenPasses() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(try Self.check(folder, environment: ["SNAPSHOT_RECORD": "missing"]).run().passed)
        for file in ["ENVIRONMENT.json", "belmont-fresh/systemSmall_393x852_light_L.png", "belmont-fresh/systemSmall_393x852_light_L.json"] {
            #expect(FileManager.default.fileExists(atPath: folder.path("goldens/" + file).path), "\(file)")
        }
        #expect(try Self.check(folder).run().passed)
    }

    @Test func withoutGoldensTheTestFailsAndSaysHowToRecord() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let report = try Self.check(folder).run()
        let message = try #require(report.failureMessage)
        #expect(message.contains("ENVIRONMENT.json is missing"), "\(message)")
        #expect(message.contains("SNAPSHOT_RECORD=missing"), "\(message)")
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
        #expect(message.contains("recorded " + folder.path("goldens").path + "/belmont-fresh/systemSmall_393x852_light_L.png"), "\(message)")
        #expect(FileManager.default.fileExists(atPath: folder.path("goldens/belmont-fresh/systemSmall_393x852_light_L.png").path))
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
        #expect(pngs == ["belmont-fresh/systemSmall_393x852_light_L.png"])
    }

    @Test(arguments: [("belmontStale()", "belmontStale"), ("test_bus()", "test_bus"), ("with space(x:)", "with_space_x__")])
    func goldensSitBesideTheTestFileInOneFolderPerTest(_ name: String, _ folder: String) {
        let file = URL(fileURLWithPath: "/app/Tests/AppTests/WidgetTests.swift")
        let locations = SnapshotLocations(testFile: file, testName: name, goldens: nil)
        #expect(locations.goldens.path == "/app/Tests/AppTests/__Snapshots__/WidgetTests/\(folder)")
    }

    @Test func aLongFailureIsCutAtFifteenLinesPointingToTheSummary() {
        let many = (1...40).map { "FAIL 1 snapshot: cause \($0)" }
        var message = SnapshotMessage(summaryLines: many, environmentLines: [], recordedInCI: [], missing: false)
        let text = message.text(summaryFile: "out/summary.txt")
        #expect(text.split(separator: "\n").count == SnapshotMessage.maxLines)
        #expect(text.hasSuffix("… and 26 more line(s): out/summary.txt"))
        message.summaryLines = Array(many.prefix(3))
        #expect(message.text(summaryFile: "x").split(separator: "\n").count == 3)
    }
}
