import Foundation
import SnapshotTestSupport
import Testing

/// Goldens of fixture scenarios, recorded by the tests themselves (once per process, by
/// `snapshot verify --record all`) rather than copied from `Goldens/`: a change to the
/// catalog or its goldens leaves these tests alone. The small light 393x852 full-colour
/// snapshots at L and AX3 of `scenarios`, and ENVIRONMENT.json.
enum FixtureGoldens {
    static let scenarios = ["belmont-fresh", "halsted-fresh"]

    /// The `verify` selection the goldens are recorded with (callers add the goldens and out).
    static let selection = ["--surface", "systemSmall", "--device", "393x852", "--appearance", "light",
                            "--text-size", "L", "--text-size", "AX3", "--mode", "fullColor", "--frames", "0"]

    /// The folder holding the recorded `Goldens/`; removed when the process exits.
    static let recorded: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshotkit-fixture-goldens-" + UUID().uuidString)
        let run = CLIRun(["verify"] + scenarios.flatMap { ["--scenario", TestPaths.scenarioFixture($0)] } + selection
                         + ["--goldens", folder.appendingPathComponent("Goldens").path,
                            "--out", folder.appendingPathComponent("out").path, "--record", "all"])
        precondition(run.code == .ok, "recording the fixture goldens failed: \(run.out) \(run.err)")
        atexit { try? FileManager.default.removeItem(at: FixtureGoldens.recorded) }
        return folder.appendingPathComponent("Goldens")
    }()

    /// Copies ENVIRONMENT.json and the `.png` and `.json` of each of `keys` into `folder`'s `Goldens/`.
    static func copy(_ keys: [String], into folder: TemporaryFolder) throws {
        try folder.copy(recorded.appendingPathComponent("ENVIRONMENT.json"), to: "Goldens/ENVIRONMENT.json")
        for key in keys {
            for ext in [".png", ".json"] { try folder.copy(recorded.appendingPathComponent(key + ext), to: "Goldens/" + key + ext) }
        }
    }
}
