import Foundation

/// Paths tests read, found from this file's location rather than the working directory.
enum TestPaths {
    /// The repository root (the folder holding Package.swift).
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// Checked-in fixtures of this test target.
    static let fixtures = repository.appendingPathComponent("Tests/SnapshotKitTests/Fixtures")
    /// The shared pixelmatch conformance folder: `../shared/conformance/pixelmatch` beside the repository.
    static let pixelmatchConformance = repository.deletingLastPathComponent()
        .appendingPathComponent("shared/conformance/pixelmatch")
}
