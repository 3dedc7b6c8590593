import Foundation

/// Paths the diff tests read, found from this file's location rather than the working directory.
enum TestPaths {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The pixelmatch conformance fixtures (v7.2.0, ISC: see LICENSE there), vendored
    /// unchanged from the shared conformance folder so a clone alone passes.
    static let pixelmatchConformance = repository.appendingPathComponent("Tests/SnapshotDiffTests/Fixtures/pixelmatch")
}
