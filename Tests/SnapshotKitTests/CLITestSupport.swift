import Foundation
@testable import SnapshotCLI
import SnapshotCommandLine
import SnapshotTestSupport
import Testing

/// Runs `snapshot` in-process from the repository root and captures what it printed.
struct CLIRun {
    let code: ExitCode
    let out: String
    let err: String

    init(_ arguments: [String], environment: [String: String] = [:]) {
        let captured = CapturedConsole()
        code = CLI.run(arguments, context: CommandContext(console: captured.console, environment: environment,
                                                          workingDirectory: TestPaths.repository))
        out = captured.stdout
        err = captured.stderr
    }
}

/// A temporary goldens folder holding the belmont-fresh fixture's two small light 393x852
/// snapshots (L and AX3, recorded by `FixtureGoldens`) and ENVIRONMENT.json, and the `verify`
/// arguments that select exactly those two.
struct SmallGoldens {
    static let keys = ["belmont-fresh/systemSmall_393x852_light_L", "belmont-fresh/systemSmall_393x852_light_AX3"]
    /// The fixture scenario the goldens were recorded from.
    static let scenario = TestPaths.scenarioFixture("belmont-fresh")
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
        try FixtureGoldens.copy(Self.keys, into: folder)
    }

    /// The golden as `FixtureGoldens` recorded it (what a fresh record writes again).
    static func recorded(_ key: String, _ ext: String = ".png") -> URL { FixtureGoldens.recorded.appendingPathComponent(key + ext) }

    func golden(_ key: String, _ ext: String = ".png") -> URL { folder.path("Goldens/" + key + ext) }
    func artefact(_ relative: String) -> URL { folder.path("out/" + relative) }

    /// `verify` over the two snapshots, with `scenario` as the scenario file.
    func verify(scenario: String = SmallGoldens.scenario, _ extra: [String] = []) -> [String] {
        ["verify", "--scenario", scenario, "--surface", "systemSmall", "--device", "393x852", "--appearance", "light",
         "--text-size", "L", "--text-size", "AX3", "--mode", "fullColor", "--frames", "0", "--goldens", folder.path("Goldens").path, "--out", folder.path("out").path] + extra
    }

    /// `results.json` of the last run: status per key.
    func statuses() throws -> [String: String] {
        let data = try Data(contentsOf: artefact("results.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let snapshots = try #require(object["snapshots"] as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: snapshots.map { ($0["key"] as? String ?? "?", $0["status"] as? String ?? "?") })
    }

    func remove() { folder.remove() }
}
