#if canImport(XCTest)
import Foundation
import SnapshotGolden
import SnapshotModel
import XCTest

/// `expectSnapshots` for XCTest: the same check, goldens and record modes, reported with
/// `XCTFail` (at most 15 lines), what a recording wrote printed. swift-corelibs-xctest has no attachments on Linux: the
/// message names the expected, actual and diff files instead.
@discardableResult
public func assertSnapshots(of subject: SnapshotSubject, surfaces: [Surface]? = nil, matrix: SnapshotMatrix = .standard,
                            record: RecordMode? = nil, goldens: URL? = nil,
                            file: StaticString = #filePath, testName: String = #function, line: UInt = #line) throws -> SnapshotReport {
    let testFile = URL(fileURLWithPath: "\(file)")
    let check = SnapshotCheck(subject: subject, selection: matrix.selection(surfaces: surfaces), record: record,
                              locations: SnapshotLocations(testFile: testFile, test: [testName], goldens: goldens),
                              testFile: testFile, testName: testName, attaches: false)
    let report = try check.run()
    // NB: swift-corelibs-xctest has no warning that leaves a test passing: what a recording
    // wrote is printed, and `swift test` shows it.
    for field in report.ignoredFields { print("\(file):\(line): warning: \(field)") }
    if let recorded = report.recordedMessage { print("\(file):\(line): \(recorded)") }
    guard let message = report.failureMessage else { return report }
    XCTFail(message, file: file, line: line)
    return report
}
#endif
