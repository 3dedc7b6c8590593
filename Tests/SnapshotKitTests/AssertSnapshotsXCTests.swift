import Foundation
@testable import SnapshotKitTesting
import XCTest

/// The XCTest door (issue 25.1): the same check as `expectSnapshots`, reported with XCTFail.
/// Goldens recorded into a fresh folder (with their ENVIRONMENT.json) verify through
/// `assertSnapshots` and pass. (swift-corelibs-xctest cannot expect a failure, so the failing
/// path is FrontDoorTests', which shares `SnapshotCheck`.)
final class AssertSnapshotsXCTests: XCTestCase {
    func testRecordedGoldensVerifyThroughTheXCTestDoor() throws {
        let goldens = FileManager.default.temporaryDirectory.appendingPathComponent("assert-snapshots-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: goldens) }
        let file = TestPaths.repository.appendingPathComponent(TestPaths.scenarioFixture("belmont-fresh")).path
        let matrix = SnapshotMatrix(appearances: [.dark], textSizes: [.large])
        // NB: recorded with the process's CI variable left out: under CI=true (this suite's CI
        // run) a recording fails by design (FrontDoorTests holds that), and only the
        // verification below is this test's subject.
        let testFile = URL(fileURLWithPath: #filePath)
        let record = SnapshotCheck(subject: .file(file), selection: matrix.selection(surfaces: [.systemSmall]), record: .all,
                                   locations: SnapshotLocations(testFile: testFile, test: [#function], goldens: goldens),
                                   testFile: testFile, testName: #function, attaches: false, environment: [:])
        XCTAssertEqual(try record.run().snapshots.map(\.status), [.recorded])
        XCTAssertTrue(FileManager.default.fileExists(atPath: goldens.appendingPathComponent("ENVIRONMENT.json").path))
        let verified = try assertSnapshots(of: .file(file), surfaces: [.systemSmall], matrix: matrix, goldens: goldens)
        XCTAssertEqual(verified.snapshots.map(\.key), ["belmont-fresh/systemSmall_393x852_dark_L"])
        XCTAssertEqual(verified.snapshots.map(\.status), [.passed])
        XCTAssertNil(verified.failureMessage)
    }
}
