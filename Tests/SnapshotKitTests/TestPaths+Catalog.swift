import Foundation

/// The product's own data. NB: only the golden sweep and the catalog tests read `Scenarios/`
/// and `Goldens/` (moving a catalog scenario then breaks those alone); every other test reads
/// its fixtures (`TestPaths.fixtureScenarios`, `FixtureGoldens`).
extension TestPaths {
    static let icons = repository.appendingPathComponent("Assets/icons")
    static let scenarios = repository.appendingPathComponent("Scenarios")
    static let goldens = repository.appendingPathComponent("Goldens")
}
