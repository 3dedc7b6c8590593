import Foundation
import SnapshotCommandLine
import SnapshotGolden
import SnapshotImage
import SnapshotReports
import Testing

/// A design that is not the transit app: colour swatches with one axis, their name. This
/// target depends on no transit module, so the engine verifying, recording and reporting them
/// here is the seam held by the compiler (docs/architecture.md "How a second app's design
/// plugs in").
struct SwatchAxes: SnapshotAxes {
    struct Skipped: Codable, Sendable, Equatable {
        var swatch: String
        var reason: String
    }

    var swatch: String

    var group: String? { "swatches" }
    var sourceFile: String? { "Swatches/palette.txt" }
    var reviewOrder: String { swatch }
    func label(key: String) -> String { "swatch " + swatch }
    static func lines(_ skipped: [Skipped]) -> [String] { skipped.map { "not drawn: \($0.swatch) (\($0.reason))" } }
}

@Suite struct SecondDesignTests {
    static let environment = EnvironmentFingerprint(libraries: ["swatches": "1.0"], fonts: ["none.ttf": "0"])

    static func items(red: UInt8) -> [VerifyItem<SwatchAxes>] {
        [("red", RGBA8(r: red, g: 0, b: 0)), ("blue", RGBA8(r: 0, g: 0, b: 200))].map { name, colour in
            VerifyItem(key: "swatches/" + name, axes: SwatchAxes(swatch: name), cost: 16) {
                (DrawnPixels(bitmap: Bitmap(width: 4, height: 4, fill: colour)), nil)
            }
        }
    }

    static func run(_ items: [VerifyItem<SwatchAxes>], record: RecordMode, goldens: URL, out: URL) throws -> VerifyReport<SwatchAxes> {
        try VerificationRun(store: GoldenStore(root: goldens), options: VerifyOptions(record: record, outputDirectory: out),
                            environment: environment)
            .run(items, inputErrors: [], skipped: [.init(swatch: "green", reason: "no paint")],
                 console: Console(out: { _ in }, err: { _ in }))
    }

    @Test func theEngineRecordsVerifiesAndReportsAnotherDesign() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshotkit-swatches-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: folder) }
        let goldens = folder.appendingPathComponent("Goldens"), out = folder.appendingPathComponent("out")
        let recorded = try Self.run(Self.items(red: 200), record: .missing, goldens: goldens, out: out)
        #expect(recorded.snapshots.map(\.status) == [.recorded, .recorded])
        #expect(FileManager.default.fileExists(atPath: goldens.appendingPathComponent("swatches/red.png").path))

        let report = try Self.run(Self.items(red: 190), record: .never, goldens: goldens, out: out)
        #expect(report.snapshots.map(\.key) == ["swatches/red", "swatches/blue"])
        #expect(report.snapshots.map(\.status) == [.changed, .passed])
        let run = try report.write(to: out)

        // results.json: the engine's fields and the design's one axis, read back typed.
        let text = try String(contentsOf: out.appendingPathComponent("results.json"), encoding: .utf8)
        #expect(text.contains("\"swatch\"") && !text.contains("\"surface\""))
        let read = try RunResults<SwatchAxes>.read(out.appendingPathComponent("results.json"))
        #expect(read == run)
        #expect(Set(read.snapshots.map(\.swatch)) == ["blue", "red"])
        #expect(read.skipped == [.init(swatch: "green", reason: "no paint")])

        // The reports speak of it through the axes: group, label, file, what was not drawn.
        let junit = JUnitXML.document(read, artefactPrefix: "")
        #expect(junit.contains("classname=\"swatches\" name=\"swatch red\""))
        #expect(junit.contains("file=\"Swatches/palette.txt\""))
        let lines = RunSummary(read, paths: DisplayPaths(out: "out", goldens: "Goldens")).lines(.full)
        #expect(lines.contains("not drawn: green (no paint)"))
        #expect(lines.contains { $0.hasPrefix("FAIL 1 snapshot: ") })
    }

    @Test func anAxisTheDesignDoesNotHaveIsAnErrorNotAPass() throws {
        let json = """
        {"formatVersion": 1, "exitCode": 0, "snapshots": [
          {"key": "swatches/red", "status": "passed", "artefacts": {}}]}
        """
        #expect(throws: RunResultsError.self) { try RunResults<SwatchAxes>.decode(Data(json.utf8), path: "results.json") }
    }
}
