import Foundation
import SnapshotKitTesting
import XCTest

/// The XCTest door (issue 25.1): the same check as `expectSnapshots`, reported with XCTFail.
/// A recording into a fresh folder passes and writes the goldens with their ENVIRONMENT.json;
/// the next call verifies against them and passes. (swift-corelibs-xctest cannot expect a
/// failure, so the failing path is FrontDoorTests', which shares `SnapshotCheck`.)
final class AssertSnapshotsXCTests: XCTestCase {
    func testARecordingThenAVerificationPass() throws {
        let goldens = FileManager.default.temporaryDirectory.appendingPathComponent("assert-snapshots-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: goldens) }
        let file = TestPaths.repository.appendingPathComponent(TestPaths.scenarioFixture("belmont-fresh")).path
        let matrix = SnapshotMatrix(appearances: [.dark], textSizes: [.large])
        let recorded = try assertSnapshots(of: .file(file), surfaces: [.systemSmall], matrix: matrix, record: .all, goldens: goldens)
        XCTAssertEqual(recorded.snapshots.map(\.status), [.recorded])
        XCTAssertTrue(FileManager.default.fileExists(atPath: goldens.appendingPathComponent("ENVIRONMENT.json").path))
        let verified = try assertSnapshots(of: .file(file), surfaces: [.systemSmall], matrix: matrix, goldens: goldens)
        XCTAssertEqual(verified.snapshots.map(\.key), ["belmont-fresh/systemSmall_393x852_dark_L"])
        XCTAssertEqual(verified.snapshots.map(\.status), [.passed])
        XCTAssertNil(verified.failureMessage)
    }
}
