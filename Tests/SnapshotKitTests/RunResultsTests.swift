import Foundation
@testable import SnapshotGolden
@testable import SnapshotModel
@testable import SnapshotCatalogRuns
import SnapshotFormats
import Testing

/// `CatalogRunResults`, the one model of a run: its field names and status words are the ones
/// docs/results-json.md documents, and it writes and reads the same bytes.
@Suite struct RunResultsTests {
    /// The backticked words of the row of the docs' table whose first cell is `name`.
    static func documentedWords(row name: String) throws -> [String] {
        let doc = try String(contentsOf: TestPaths.repository.appendingPathComponent("docs/results-json.md"), encoding: .utf8)
        let line = try #require(doc.split(separator: "\n").first { $0.hasPrefix("| `\(name)`") }, "no row \(name)")
        let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        let column = name == "status" ? cells[2] : cells[0]
        return column.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
    }

    @Test func statusWordsAreTheDocumentedOnes() throws {
        let documented = try Self.documentedWords(row: "status")
        #expect(Set(documented) == Set(CatalogRunResults.Status.allCases.map(\.rawValue)))
        #expect(documented.count == CatalogRunResults.Status.allCases.count)
    }

    @Test func snapshotFieldsAreTheDocumentedOnes() throws {
        let doc = try String(contentsOf: TestPaths.repository.appendingPathComponent("docs/results-json.md"), encoding: .utf8)
        let section = doc.components(separatedBy: "## `snapshots[]`")[1].components(separatedBy: "## ")[0]
        var documented: Set<String> = []
        for line in section.split(separator: "\n") where line.hasPrefix("| `") {
            let first = line.split(separator: "|")[0]
            first.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.forEach { documented.insert($0.element) }
        }
        let model: [CatalogRunResults.Snapshot.CodingKeys] = [
            .key, .status, .goldenSHA256, .candidateSHA256, .candidateLayoutSHA256, .artefacts, .message, .explanation,
            .mismatched, .total, .ratio, .regions, .changes, .origins, .expectedSize, .actualSize,
        ]
        let axes: [CatalogAxes.CodingKeys] = [.scenario, .scenarioFile, .surface, .device, .appearance, .textSize, .mode, .wallpaper,
                                              .privacy, .motion, .time]
        #expect(documented == Set(model.map(\.stringValue) + axes.map(\.stringValue) + [CatalogRunResults.Snapshot.WrittenOnly.golden.stringValue, CatalogRunResults.Snapshot.WrittenOnly.passed.stringValue]))
    }

    /// docs/results-json.md and junit: "render and golden errors are `<error>`"; the page
    /// offers "changed", "size-changed" and "missing" ("new") candidates for approval.
    @Test(arguments: [
        ("passed", false, false), ("passed-within-tolerance", false, false), ("changed", false, true),
        ("size-changed", false, true), ("missing", false, true), ("recorded", false, false),
        ("unreadable-golden", true, false), ("render-failed", true, false), ("golden-write-failed", true, false),
        ("comparison-inconsistent", false, false), ("environment-mismatch", false, false),
    ])
    func statusKinds(_ word: String, _ isError: Bool, _ approvable: Bool) throws {
        let status = try #require(CatalogRunResults.Status(rawValue: word))
        #expect(status.isError == isError)
        #expect(status.isApprovableKind == approvable)
    }

    /// One changed catalog snapshot and one passing animation frame, as results.json holds
    /// them: `$schema` first, nulls written for the hashes and the message, axes only on
    /// catalog snapshots.
    static let text = """
    {
      "$schema": "urn:snapshotkit:results:1",
      "counts": {
        "changed": 1,
        "passed": 1
      },
      "environmentDifferences": [],
      "exitCode": 1,
      "formatVersion": 1,
      "inputErrors": [],
      "skipped": [
        {
          "id": "no-favorite",
          "reason": "no Live Activity without a chosen favorite",
          "surface": "liveActivityLockScreen"
        }
      ],
      "snapshots": [
        {
          "appearance": "light",
          "artefacts": {
            "actual": "s/systemSmall.actual.png"
          },
          "candidateLayoutSHA256": null,
          "candidateSHA256": "ab",
          "changes": [
            "row 1 time: 'Due' → '1 min'"
          ],
          "device": "393x852",
          "golden": "s/systemSmall.png",
          "goldenSHA256": "cd",
          "key": "s/systemSmall",
          "message": "3 of 100 pixels differ",
          "mismatched": 3,
          "mode": "fullColor",
          "passed": false,
          "ratio": 0.03,
          "regions": [
            {
              "height": 2,
              "width": 1,
              "x": 4,
              "y": 5
            }
          ],
          "scenario": "s",
          "scenarioFile": null,
          "status": "changed",
          "surface": "systemSmall",
          "textSize": "L",
          "time": null,
          "total": 100
        },
        {
          "artefacts": {},
          "candidateLayoutSHA256": null,
          "candidateSHA256": null,
          "golden": "_animations/refresh/f0.png",
          "goldenSHA256": "ef",
          "key": "_animations/refresh/f0",
          "message": null,
          "passed": true,
          "status": "passed"
        }
      ],
      "tool": "snapshot \(SnapshotKitVersion.string)"
    }

    """

    static var model: CatalogRunResults {
        var changed = CatalogRunResults.Snapshot(key: "s/systemSmall", status: .changed, goldenSHA256: "cd",
                                          candidateSHA256: "ab", artefacts: [.actual: "s/systemSmall.actual.png"],
                                          message: "3 of 100 pixels differ")
        changed.scenario = "s"; changed.surface = .systemSmall; changed.device = .iPhone393; changed.appearance = .light
        changed.textSize = .large; changed.mode = .fullColor
        changed.mismatched = 3; changed.total = 100; changed.ratio = 0.03
        changed.regions = [CatalogRunResults.Region(x: 4, y: 5, width: 1, height: 2)]
        changed.changes = ["row 1 time: 'Due' → '1 min'"]
        let frame = CatalogRunResults.Snapshot(key: "_animations/refresh/f0", status: .passed, goldenSHA256: "ef")
        return CatalogRunResults(exitCode: 1, counts: [.changed: 1, .passed: 1], environmentDifferences: [], inputErrors: [],
                          skipped: [.init(scenarioID: "no-favorite", surface: .liveActivityLockScreen,
                                          reason: "no Live Activity without a chosen favorite")],
                          snapshots: [changed, frame])
    }

    @Test func writesTheDocumentedBytes() throws {
        #expect(try Self.model.text() == Self.text)
    }

    @Test func readsWhatItWrites() throws {
        #expect(try CatalogRunResults.decode(Data(Self.text.utf8), path: "results.json") == Self.model)
    }

    @Test(arguments: [
        (#"{"formatVersion": 2, "exitCode": 0, "snapshots": []}"#, "formatVersion is not 1"),
        (#"[1]"#, "not a JSON object"),
        (#"{"formatVersion": 1, "exitCode": 0, "snapshots": [{"key": "a", "status": "bogus", "passed": true, "golden": "a.png", "artefacts": {}}]}"#,
         "snapshots[0].status"),
        (#"{"formatVersion": 1, "exitCode": 0}"#, "snapshots is missing"),
    ])
    func refusesWhatItDidNotWrite(_ text: String, _ reason: String) {
        #expect(throws: RunResultsError.self) { try CatalogRunResults.decode(Data(text.utf8), path: "r.json") }
        do { _ = try CatalogRunResults.decode(Data(text.utf8), path: "r.json") } catch {
            #expect(error.description.contains(reason), "\(error)")
        }
    }
}
