import Foundation
@testable import SnapshotCatalog
@testable import SnapshotGolden
@testable import SnapshotLayout
@testable import SnapshotPresentation
@testable import SnapshotRules
@testable import SnapshotScenario
import SnapshotStructure
import Testing

/// The structural snapshot has one model (`LayoutSnapshot`), used to write and to read.
@Suite struct StructuralSnapshotTests {
    /// Every committed golden's `.json` read into the model and written again gives the
    /// file's own bytes: the model writes exactly what the goldens hold (keys, nulls, numbers).
    @Test func everyGoldenLayoutReadsAndWritesItsOwnBytes() throws {
        let files = FileManager.default.enumerator(at: TestPaths.goldens, includingPropertiesForKeys: nil)!
            .compactMap { $0 as? URL }
            .filter { $0.pathExtension == "json" && !$0.path.contains("/_animations/") }
            .filter { !["ENVIRONMENT.json", GoldenIndex.fileName].contains($0.lastPathComponent) }
        #expect(files.count > 900)
        for url in files {
            let data = try Data(contentsOf: url)
            let model = try LayoutSnapshot.load(url)
            #expect(try model.text() == String(decoding: data, as: UTF8.self), "\(url.path)")
        }
    }

    /// A render's text reads back as its model, up to the file's 3 decimals, and writes the
    /// same text again.
    @Test func aRenderReadsBackAsItsModel() throws {
        let factory = try SnapshotFactory(iconsDirectory: TestPaths.icons, workers: 1)
        let scenario = try TestScenarios.fixture("belmont-fresh")
        let spec = try #require(AxisSelection().snapshots(of: [scenario]).first)
        let rendered = try factory.render(scenario, spec)
        let text = try rendered.layoutJSON
        let read = try JSONDecoder().decode(LayoutSnapshot.self, from: Data(text.utf8))
        #expect(try read.text() == text)
        #expect(read.elements.map(\.role) == rendered.layout.elements.map(\.role))
        #expect(read.elements.map(\.text) == rendered.layout.elements.map(\.text))
        for (a, b) in zip(read.elements, rendered.layout.elements) { #expect(abs(a.frame.x - b.frame.x) <= 0.0005) }
        #expect(rendered.layout.elements.count == rendered.tree.elements.count)
        #expect(rendered.presentation == Presenter.present(scenario, in: spec.environment, now: scenario.now))
    }

    /// A cut text records what is drawn (issue 19 item 2): `shown` is Pango's characters
    /// ("Halsted &…"), beside the whole `text`; a text drawn whole has no `shown` key at all.
    @Test func aCutTextRecordsTheCharactersDrawn() throws {
        let factory = try SnapshotFactory(iconsDirectory: TestPaths.icons, workers: 1)
        let stop = Stop(id: "1", name: "Halsted & Roosevelt Crossing Transit Center", mode: .bus)
        let scenario = TestScenarios.scenario(favorite: .chosen(Favorite(stop: stop, routes: ["8"], direction: "Northbound")),
                                              arrivals: [TestScenarios.arrival("8", "Waveland/Broadway", 14, 25)])
        let env = RenderEnvironment(surface: .systemSmall, device: .iPhone393, appearance: .light, textSize: .xLarge)
        let rendered = try factory.render(scenario, SnapshotSpec(scenarioID: "t", environment: env))
        let title = try #require(rendered.layout.elements.first { $0.role == "title" })
        #expect(title.text == "Halsted & Roosevelt Crossing Transit Center" && title.truncated == true)
        let shown = try #require(title.shown)
        #expect(shown.hasSuffix("…") && shown.count < title.text!.count)
        // What the typesetter draws for the element's run, exactly.
        let run = try #require(rendered.tree.elements.first { $0.role == .title }.flatMap { e -> TextRun? in
            if case .text(let run) = e.paint { return run } else { return nil } })
        #expect(shown == factory.renderer.measurer.shown(run))
        let text = try rendered.layoutJSON
        #expect(text.contains("\"shown\": \"\(shown.replacingOccurrences(of: "\n", with: "\\n"))\""))
        #expect(text.components(separatedBy: "\"shown\"").count - 1 == rendered.layout.elements.filter { $0.shown != nil }.count)
        #expect(rendered.layout.elements.filter { $0.truncated != true }.allSatisfy { $0.shown == nil })
    }
}
