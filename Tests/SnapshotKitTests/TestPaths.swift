import Foundation

/// Paths tests read, found from this file's location rather than the working directory.
enum TestPaths {
    /// The repository root (the folder holding Package.swift).
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// Checked-in fixtures of this test target.
    static let fixtures = repository.appendingPathComponent("Tests/SnapshotKitTests/Fixtures")
    /// The pixelmatch conformance fixtures (v7.2.0, ISC: see LICENSE there), vendored
    /// unchanged from the shared conformance folder so a clone alone passes.
    static let pixelmatchConformance = fixtures.appendingPathComponent("pixelmatch")
    /// The tests' own scenarios (Fixtures/Scenarios/README.md): unit tests read these, never
    /// the catalog.
    static let fixtureScenarios = fixtures.appendingPathComponent("Scenarios")

    /// Fixture scenario `id`'s file, relative to the repository (where `CLIRun` runs).
    static func scenarioFixture(_ id: String) -> String { "Tests/SnapshotKitTests/Fixtures/Scenarios/\(id).json" }
}
