import Foundation

/// Paths tests read, found from this file's location rather than the working directory.
enum TestPaths {
    /// The repository root (the folder holding Package.swift).
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// Checked-in fixtures of this test target.
    static let fixtures = repository.appendingPathComponent("Tests/SnapshotKitTests/Fixtures")
    /// The pixelmatch conformance fixtures, beside the diff's tests (Tests/SnapshotDiffTests).
    static let pixelmatchConformance = repository.appendingPathComponent("Tests/SnapshotDiffTests/Fixtures/pixelmatch")
    /// The tests' own scenarios (Fixtures/Scenarios/README.md): unit tests read these, never
    /// the catalog.
    static let fixtureScenarios = fixtures.appendingPathComponent("Scenarios")

    /// Fixture scenario `id`'s file, relative to the repository (where `CLIRun` runs).
    static func scenarioFixture(_ id: String) -> String { "Tests/SnapshotKitTests/Fixtures/Scenarios/\(id).json" }
}
