import Foundation
@testable import SnapshotScenario
import Testing

/// Loading a folder: every file is reported, bad ones never stop the rest.
@Suite struct ScenarioFolderTests {
    typealias F = ScenarioFixtures

    /// A fresh temporary folder holding `files` (name → contents).
    func folder(_ files: [String: String]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("scenario-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: url.appendingPathComponent(name)) }
        return url
    }

    func scenario(id: String) -> String {
        F.example(replacing: #""id": "belmont-fresh""#, with: "\"id\": \"\(id)\"")
    }

    @Test func badFilesAreReportedAndTheRestStillLoad() throws {
        let url = try folder([
            "c.json": scenario(id: "c"),
            "a.json": scenario(id: "a"),
            "b.json": F.example(replacing: ##""#62361B""##, with: ##""#62361""##),
            "broken.json": "{\n  \"id\": \"x\",,\n}",
            "notes.txt": "not a scenario",
            ".hidden.json": "{",
        ])
        defer { try? FileManager.default.removeItem(at: url) }
        let (scenarios, errors) = ScenarioLoader.loadFolder(url, displayRoot: "Scenarios/")
        #expect(scenarios.map(\.id) == ["a", "c"])
        #expect(scenarios.map(\.sourcePath) == ["Scenarios/a.json", "Scenarios/c.json"])
        #expect(errors.map(\.description) == [
            "Scenarios/b.json: arrivals[1].color: '#62361' is not a colour; write #RRGGBB",
            "Scenarios/broken.json:2:13: malformed JSON: invalid value; check the quotes, commas and brackets here",
        ])
    }

    @Test func duplicateIdsNameBothFiles() throws {
        let url = try folder(["one.json": scenario(id: "same"), "two.json": scenario(id: "same"), "zz.json": scenario(id: "other")])
        defer { try? FileManager.default.removeItem(at: url) }
        let (scenarios, errors) = ScenarioLoader.loadFolder(url, displayRoot: "Scenarios")
        #expect(scenarios.map(\.sourcePath) == ["Scenarios/one.json", "Scenarios/zz.json"])
        #expect(errors.map(\.description) == [
            "Scenarios/two.json: id: 'same' is already the id of Scenarios/one.json; ids name the goldens, so give each scenario its own",
        ])
    }

    @Test func emptyAndMissingFolders() throws {
        let url = try folder([:])
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(ScenarioLoader.loadFolder(url, displayRoot: "Empty").errors.map(\.description)
            == ["Empty: has no *.json scenario files; add one or check the path"])
        let missing = url.appendingPathComponent("nope")
        #expect(ScenarioLoader.loadFolder(missing, displayRoot: "Nope").errors.map(\.description)
            == ["Nope: cannot list the folder; check that it exists and is readable"])
    }

    @Test func loadNamesUnreadableFiles() throws {
        let url = try folder(["a.json": scenario(id: "a")])
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(throws: ScenarioError(file: "x.json", reason: "no such file; check the path")) {
            try ScenarioLoader.load(contentsOf: url.appendingPathComponent("missing.json"), displayPath: "x.json")
        }
        #expect(throws: ScenarioError(file: "dir", reason: "is a folder; name a .json scenario file, or load the folder")) {
            try ScenarioLoader.load(contentsOf: url, displayPath: "dir")
        }
        #expect(try ScenarioLoader.load(contentsOf: url.appendingPathComponent("a.json"), displayPath: "a.json").id == "a")
    }
}
