#if canImport(Testing)
import Foundation
import SnapshotGolden
import SnapshotModel
import Testing

/// Renders `subject` on `matrix` (only `surfaces`, when given) and verifies every snapshot
/// against the goldens in `__Snapshots__/<test file's path>/<suite>/<test>/` at the package's
/// root (or `goldens`), as `snapshot verify` does. A failure is one issue of at most 15 lines (the
/// causes, each snapshot and its diff file, the counts, last the command that accepts it),
/// with the expected, actual and diff PNGs of the first four failing snapshots attached
/// (`swift test --attachments-path DIR` keeps them; the message says when some are not).
///
/// `record` (default: `SNAPSHOT_RECORD`, else `.never`) writes goldens and says so in a
/// warning naming the folder (the test still passes); with `CI=true` a test that writes any
/// fails, naming the files. Throws for bad input: a scenario file, a `SNAPSHOT_RECORD` value,
/// a folder that cannot be written.
///
/// ```swift
/// @Test func belmontStale() throws {
///     try expectSnapshots(of: .file("Scenarios/belmont-stale.json"), surfaces: [.systemSmall, .liveActivityLockScreen])
/// }
/// ```
@discardableResult
public func expectSnapshots(of subject: SnapshotSubject, surfaces: [Surface]? = nil, matrix: SnapshotMatrix = .standard,
                            record: RecordMode? = nil, goldens: URL? = nil,
                            filePath: String = #filePath, testName: String = #function,
                            sourceLocation: SourceLocation = #_sourceLocation) throws -> SnapshotReport {
    let testFile = URL(fileURLWithPath: filePath)
    let check = SnapshotCheck(subject: subject, selection: matrix.selection(surfaces: surfaces), record: record,
                              locations: SnapshotLocations(testFile: testFile, test: try TestIdentity.current(testName: testName),
                                                          goldens: goldens),
                              testFile: testFile, testName: testName, attaches: true)
    let report = try check.run()
    for field in report.ignoredFields {
        Issue.record(Comment(rawValue: "warning: " + field), severity: .warning, sourceLocation: sourceLocation)
    }
    if let recorded = report.recordedMessage {
        Issue.record(Comment(rawValue: recorded), severity: .warning, sourceLocation: sourceLocation)
    }
    guard let message = report.failureMessage else { return report }
    for url in report.attachments {
        if let bytes = try? Data(contentsOf: url) {
            // NB: "<scenario-id>.<file>": one test may check several scenarios.
            let name = url.deletingLastPathComponent().lastPathComponent + "." + url.lastPathComponent
            Attachment.record([UInt8](bytes), named: name, sourceLocation: sourceLocation)
        }
    }
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    return report
}
#endif
