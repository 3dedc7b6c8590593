import Foundation
import Testing

/// `snapshot verify` against goldens the tests recorded for a fixture scenario (`SmallGoldens`).
@Suite struct CLIVerifyTests {
    static let small = SmallGoldens.keys[0], large = SmallGoldens.keys[1]

    @Test func recordedGoldensPass() throws {
        let goldens = try SmallGoldens()
        defer { goldens.remove() }
        let run = CLIRun(goldens.verify())
        #expect(run.code == .ok, "stdout: \(run.out)\nstderr: \(run.err)")
        #expect(run.out.contains("2 snapshot(s): 2 passed"))
        #expect(try goldens.statuses() == [Self.small: "passed", Self.large: "passed"])
    }

    @Test func corruptGoldenIsNamedAndOthersStillPass() throws {
        let goldens = try SmallGoldens()
        defer { goldens.remove() }
        let png = goldens.golden(Self.small)
        try Data(try Data(contentsOf: png).prefix(60)).write(to: png)
        let run = CLIRun(goldens.verify())
        #expect(run.code == .usage)
        #expect(run.out.contains("ERROR 1 snapshot: golden unreadable: \(png.path)"), "stdout: \(run.out)")
        #expect(run.out.contains("    \(Self.small)  "), "stdout: \(run.out)")
        #expect(try goldens.statuses() == [Self.small: "unreadable-golden", Self.large: "passed"])
    }

    @Test func missingGoldenFailsThenRecordModesWriteIt() throws {
        for how in ["--record", "SNAPSHOT_RECORD"] {
            let goldens = try SmallGoldens()
            defer { goldens.remove() }
            let png = goldens.golden(Self.small)
            try FileManager.default.removeItem(at: png)

            let missing = CLIRun(goldens.verify())
            #expect(missing.code == .failure)
            #expect(missing.out.contains("FAIL 1 snapshot: no golden\n    \(Self.small)  "), "stdout: \(missing.out)")
            #expect(try goldens.statuses() == [Self.small: "missing", Self.large: "passed"])
            #expect(!FileManager.default.fileExists(atPath: png.path))

            let record = how == "--record"
                ? CLIRun(goldens.verify(["--record", "missing"]))
                : CLIRun(goldens.verify(), environment: ["SNAPSHOT_RECORD": "missing"])
            #expect(record.code == .ok, "\(how): \(record.out) \(record.err)")
            #expect(FileManager.default.fileExists(atPath: png.path), "\(how) did not write the golden")
            #expect(try goldens.statuses() == [Self.small: "recorded", Self.large: "passed"])
            // The recorded golden equals the one recorded before, byte for byte.
            #expect(try Data(contentsOf: png) == Data(contentsOf: SmallGoldens.recorded(Self.small)))
            #expect(CLIRun(goldens.verify()).code == .ok)
        }
    }

    @Test func changedScenarioReportsTheTextChangeAndLeavesArtefacts() throws {
        let goldens = try SmallGoldens()
        defer { goldens.remove() }
        let original = try String(contentsOf: TestPaths.fixtureScenarios.appendingPathComponent("belmont-fresh.json"), encoding: .utf8)
        let edited = original.replacingOccurrences(of: "\"updatedAt\": \"2026-11-30T14:19:00-06:00\"",
                                                   with: "\"updatedAt\": \"2026-11-30T14:18:00-06:00\"")
        #expect(edited != original)
        let scenario = try goldens.folder.write(edited, to: "Scenarios/belmont-fresh.json")
        let run = CLIRun(goldens.verify(scenario: scenario.path))
        #expect(run.code == .failure, "stderr: \(run.err)")
        #expect(run.out.contains("subtitle: 'Updated 2\u{00A0}min ago' → 'Updated 3\u{00A0}min ago'"), "stdout: \(run.out)")
        for key in SmallGoldens.keys {
            for suffix in [".actual.png", ".diff.png", ".expected.png", ".actual.json"] {
                #expect(FileManager.default.fileExists(atPath: goldens.artefact(key + suffix).path), "no \(key)\(suffix)")
            }
        }
        #expect(try goldens.statuses() == [Self.small: "changed", Self.large: "changed"])
        // The goldens themselves are untouched in record mode never.
        #expect(try Data(contentsOf: goldens.golden(Self.small))
                == Data(contentsOf: SmallGoldens.recorded(Self.small)))
    }

    @Test func brokenIconNamesTheSVG() throws {
        let goldens = try SmallGoldens()
        defer { goldens.remove() }
        let icons = TestPaths.repository.appendingPathComponent("Assets/icons")
        for name in ["train", "bus", "arrow.clockwise"] {
            try goldens.folder.copy(icons.appendingPathComponent(name + ".svg"), to: "Assets/icons/\(name).svg")
        }
        let train = try goldens.folder.write("<svg xmlns=\"http://www.w3.org/2000/svg\"><path d=", to: "Assets/icons/train.svg")
        let run = CLIRun(goldens.verify(), environment: ["SNAPSHOTKIT_ASSETS": goldens.folder.path("Assets").path])
        #expect(run.code == .usage)
        #expect(run.err.contains(train.path), "stderr: \(run.err)")
    }

    @Test func missingIconNamesTheSVG() throws {
        let goldens = try SmallGoldens()
        defer { goldens.remove() }
        try FileManager.default.createDirectory(at: goldens.folder.path("Assets/icons"), withIntermediateDirectories: true)
        let run = CLIRun(goldens.verify(), environment: ["SNAPSHOTKIT_ASSETS": goldens.folder.path("Assets").path])
        #expect(run.code == .usage)
        #expect(run.err.contains(goldens.folder.path("Assets/icons/train.svg").path + ": icon cannot be drawn: ")
                && run.err.contains("no such file or folder"),
                "stderr: \(run.err)")
    }
}
