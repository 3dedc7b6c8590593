import Foundation
@testable import SnapshotGolden
import SnapshotFormats
import Testing

/// results.json's `artefacts`, typed by `ArtefactKind`: written as the same object it always
/// was, read back the same, and an unknown kind refused at its place in the file.
@Suite struct ArtefactPathsTests {
    static let paths: ArtefactPaths = [.actual: "s/a.actual.png", .expected: "s/a.expected.png", .diff: "s/a.diff.png",
                                       .composite: "s/a.composite.png", .actualLayout: "s/a.actual.json"]

    @Test func writesTheSameObjectAsStringKeysDid() throws {
        let strings = Dictionary(uniqueKeysWithValues: Self.paths.paths.map { ($0.key.rawValue, $0.value) })
        #expect(try JSONOutput.text(of: Self.paths) == JSONOutput.text(of: strings))
        #expect(try JSONOutput.text(of: ArtefactPaths()) == JSONOutput.text(of: [String: String]()))
        #expect(try JSONDecoder().decode(ArtefactPaths.self, from: Data(JSONOutput.text(of: Self.paths).utf8)) == Self.paths)
    }

    @Test func kindsAreTheirFileSuffixes() {
        #expect(ArtefactKind.allCases.map(\.rawValue) == ["actual", "expected", "diff", "composite", "actualLayout"])
        #expect(FailureArtefacts.suffixes == [".actual.png", ".expected.png", ".diff.png", ".composite.png", ".actual.json"])
    }

    @Test func anUnknownKindIsRefusedNamingTheField() throws {
        var snapshot = TestRunResults.Snapshot(key: "s/a", status: .changed, candidateSHA256: "ab")
        snapshot.artefacts = [.actual: "s/a.actual.png"]
        let run = TestRunResults(exitCode: 1, counts: [.changed: 1], environmentDifferences: [], inputErrors: [], snapshots: [snapshot])
        let text = try run.text()
        #expect(try TestRunResults.decode(Data(text.utf8), path: "results.json").snapshots[0].artefacts == snapshot.artefacts)
        let bogus = text.replacingOccurrences(of: #""actual": "s/a.actual.png""#, with: #""bogus": "s/a.actual.png""#)
        #expect(bogus != text)
        do {
            _ = try TestRunResults.decode(Data(bogus.utf8), path: "results.json")
            Issue.record("an unknown artefact kind was read")
        } catch {
            #expect(error.description.contains("results.json"), "\(error)")
            #expect(error.description.contains("snapshots[0].artefacts.bogus: unknown artefact kind 'bogus'"), "\(error)")
        }
    }
}
