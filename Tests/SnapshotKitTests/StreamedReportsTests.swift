import Foundation
@testable import SnapshotFiles
@testable import SnapshotGolden
@testable import SnapshotModel
@testable import SnapshotReports
import SnapshotCatalogRuns
import SnapshotFormats
import SnapshotTestSupport
import Testing

/// Issue 26 item 2, "memory flat in the size of the catalog": a run's reports are streamed
/// into their files a snapshot at a time, and each streamed file holds the same bytes as the
/// whole text it replaces (results.json, junit.xml, index.html are byte-identical).
@Suite struct StreamedReportsTests {
    static let locations = ReviewLocations(outputDirectory: URL(fileURLWithPath: "/nonexistent/out"),
                                           goldens: URL(fileURLWithPath: "/nonexistent/Goldens"), outArgument: "out", goldensArgument: "Goldens")

    /// The runs every streamed file is checked on: none, one, many with failures and errors,
    /// hostile text, an audit and a shard.
    static var runs: [CatalogRunResults] {
        var hostile = CatalogRunResults.Snapshot(key: "s/systemSmall_393x852_light_L", status: .changed)
        hostile.changes = ["title: 'Belmont' → '</script><img src=x onerror=alert(1)>'", "line\u{2028}separator & 🚆"]
        hostile.scenario = "</script><img src=x>"
        var audited = CIReportTests.run
        audited.audit = CIReportTests.audit
        audited.shard = try? Shard(parsing: "2/4")
        return [CatalogRunResults(exitCode: 0, counts: [:], environmentDifferences: [], inputErrors: [], snapshots: []),
                CatalogRunResults(exitCode: 1, counts: [.changed: 1], environmentDifferences: ["fonts differ"],
                           inputErrors: ["<b>bad</b>.json: broken"], snapshots: [hostile]),
                CIReportTests.run, audited]
    }

    @Test(arguments: [1, 7, 1 << 16]) func aStreamedFileHoldsEveryPieceInOrder(bufferSize: Int) throws {
        let folder = try TemporaryFolder()
        let target = folder.path("deep/file.txt")
        let pieces = ["{", "", "é 東京 🚆", String(repeating: "x", count: 100), "}\n"]
        let stream = try AtomicFileStream(path: target.path, bufferSize: bufferSize)
        for piece in pieces { stream.write(piece) }
        #expect(!FileManager.default.fileExists(atPath: target.path), "nothing is at the target before commit")
        try stream.commit()
        #expect(try String(contentsOf: target, encoding: .utf8) == pieces.joined())
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("deep").path) == ["file.txt"], "no temporary file left")
    }

    @Test func aStreamThatFailsLeavesTheOldFileAndNoTemporary() throws {
        struct Broken: Error {}
        let folder = try TemporaryFolder()
        let target = try folder.write("old\n", to: "results.json")
        #expect(throws: Broken.self) {
            try AtomicFileStream.write(to: target) { file in
                file.write(String(repeating: "new", count: 50_000))
                throw Broken()
            }
        }
        #expect(try String(contentsOf: target, encoding: .utf8) == "old\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["results.json"])
    }

    @Test func aFolderAtTheTargetIsRefusedNamingIt() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.path("junit.xml"), withIntermediateDirectories: true)
        #expect { try AtomicFileStream(path: folder.path("junit.xml").path) } throws: { error in
            (error as? FileError)?.path == folder.path("junit.xml").path
        }
    }

    /// Objects whose long array is empty, one item, several (nested), with keys sorting before
    /// and after it, in pieces as small as one item.
    @Test(arguments: [1, 40, 1 << 16]) func aStreamedObjectIsItsTextByteForByte(pieceSize: Int) throws {
        let item: JSONOutput = .object(["b": .array([.number(1.5), .null, .string("é\n\"")]), "a": .object([:]), "c": .bool(true)])
        let rows: [([String: JSONOutput], [JSONOutput])] = [
            (["tool": .string("x")], []),
            (["a": .number(1)], [item]),
            (["a": .array([]), "z": .object(["k": .string("</script>")])], [item, .string("two"), .array([item]), .number(-0.25)]),
        ]
        for (fields, items) in rows {
            var pieces: [[UInt8]] = []
            var next = items.makeIterator()
            try JSONOutputStream(fields: fields, arrayKey: "snapshots", pieceSize: pieceSize)
                .write(next: { next.next() }, emit: { pieces.append($0) })
            var whole = fields
            whole["snapshots"] = .array(items)
            #expect(String(decoding: pieces.joined(), as: UTF8.self) == JSONOutput.object(whole).text)
            for piece in pieces.dropLast() { #expect(piece.suffix(2) == Array(",\n".utf8), "a piece ends between items") }
        }
    }

    @Test(arguments: runs) func resultsJSONStreamsTheSameBytes(_ run: CatalogRunResults) throws {
        let folder = try TemporaryFolder()
        try run.write(to: folder.path("results.json"))
        #expect(try String(contentsOf: folder.path("results.json"), encoding: .utf8) == run.text())
        #expect(try CatalogRunResults.read(folder.path("results.json")) == CatalogRunResults.decode(Data(run.text().utf8), path: "x"))
    }

    @Test(arguments: runs) func junitStreamsWholeLines(_ run: CatalogRunResults) {
        var pieces: [String] = []
        JUnitXML.write(run, artefactPrefix: "out/verify/") { pieces.append($0) }
        #expect(pieces.allSatisfy { $0.hasSuffix("\n") })
        let text = pieces.joined()
        #expect(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"snapshot verify\" tests=\"\(run.snapshots.count + run.inputErrors.count + (run.audit?.presentations.count ?? 0))\""))
        #expect(text.components(separatedBy: "<testcase ").count - 1 == run.snapshots.count + run.inputErrors.count + (run.audit?.presentations.count ?? 0))
        #expect(text.hasSuffix("</testsuites>\n"))
    }

    @Test(arguments: runs) func theReviewPageStreamsTheSameBytes(_ run: CatalogRunResults) throws {
        let folder = try TemporaryFolder()
        let at = ReviewLocations(outputDirectory: folder.path("out"), goldens: folder.path("Goldens"), outArgument: "out", goldensArgument: "Goldens")
        let section = ReviewPageSection(dataID: "audit-data", dataJSON: "{\"a\": \"</script>\"}\n", css: "x {}", scriptName: "audit.js", script: "1;")
        for section in [nil, section] {
            try ReviewPage.write(run, at, section: section)
            let files = try ReviewPage.files(run, at, section: section)
            for (name, text) in files {
                #expect(try String(contentsOf: folder.path("out/" + name), encoding: .utf8) == text, "\(name)")
            }
        }
    }
}
