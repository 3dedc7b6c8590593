import Foundation
import SnapshotScenario

/// What a test snapshots: a scenario file, or a scenario built in Swift.
public enum SnapshotSubject: Sendable {
    /// A scenario file (docs/scenarios.md). A relative path is read from the root of the package
    /// the test file belongs to (the folder above it holding `Package.swift`), wherever `swift
    /// test` runs from.
    case file(String)
    /// A scenario built in Swift (`Scenario(id:title:now:…)`, checked as a file is).
    case scenario(Scenario)

    /// The scenario, loaded for a test in `testFile`.
    func scenario(testFile: URL) throws(ScenarioError) -> Scenario {
        switch self {
        case .scenario(let scenario): return scenario
        case .file(let path):
            let url = path.hasPrefix("/") ? URL(fileURLWithPath: path)
                : SnapshotLocations.packageRoot(of: testFile).appendingPathComponent(path)
            return try ScenarioLoader.load(contentsOf: url, displayPath: path)
        }
    }
}
