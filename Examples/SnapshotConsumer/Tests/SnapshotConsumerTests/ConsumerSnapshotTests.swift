import Foundation
import SnapshotKit
import Testing

/// One scenario, rendered and compared with its committed golden through SnapshotKit's
/// public API only: the seed of a Swift testing API for apps.
@Suite struct ConsumerSnapshotTests {
    /// The SnapshotKit repository (this package sits in its `Examples/`).
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func belmontFreshSmallWidgetMatchesItsGolden() throws {
        let scenario = try ScenarioLoader.load(contentsOf: Self.repository.appendingPathComponent("Scenarios/belmont-fresh.json"),
                                               displayPath: "Scenarios/belmont-fresh.json")
        let selection = AxisSelection(surfaces: [.systemSmall], devices: [.iPhone393], appearances: [.light],
                                      textSizes: [.large], modes: [.fullColor])
        let spec = try #require(selection.snapshots(of: [scenario]).first)
        #expect(spec.key == "belmont-fresh/systemSmall_393x852_light_L")

        let factory = try SnapshotFactory(iconsDirectory: Self.repository.appendingPathComponent("Assets/icons"), workers: 1)
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-consumer-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let verifier = Verifier(store: GoldenStore(root: Self.repository.appendingPathComponent("Goldens")),
                                options: VerifyOptions(outputDirectory: out))
        let result = verifier.verify(VerifyItem(key: spec.key, spec: spec) {
            let rendered = try factory.render(scenario, spec)
            return (rendered.bitmap, rendered.layout)
        })
        // NB: the status and message, not the verdict itself: its evidence holds a whole diff image.
        #expect(result.verdict.passed, "\(result.verdict.status.rawValue): \(result.artefacts.sorted { $0.key < $1.key })")
    }
}
