import Foundation
@testable import SnapshotCatalog
@testable import SnapshotRender
import SnapshotRules
@testable import SnapshotScenario
import Testing

/// Issue 25, item 3: the icons ship inside the library, byte for byte the files in
/// Assets/icons (their one source), so a test or the relocated `snapshot` needs no checkout.
@Suite struct EmbeddedIconTests {
    static let source = TestPaths.repository.appendingPathComponent("Assets/icons")

    @Test(arguments: IconLibrary.names)
    func eachEmbeddedIconIsItsSourceFile(_ name: String) throws {
        let file = try Data(contentsOf: Self.source.appendingPathComponent(name + ".svg"))
        #expect(IconLibrary.embedded(try #require(Glyph(rawValue: name))) == [UInt8](file))
    }

    @Test func everyIconInAssetsIsEmbeddedAndUsed() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.source.path)
            .filter { $0.hasSuffix(".svg") }.map { String($0.dropLast(4)) }
        #expect(Set(files) == Set(IconLibrary.names))
    }

    @Test func embeddedAndFolderIconsDrawTheSamePixels() throws {
        let scenario = try ScenarioLoader.load(contentsOf: TestPaths.fixtureScenarios.appendingPathComponent("belmont-fresh.json"),
                                               displayPath: "belmont-fresh.json")
        let spec = try #require(AxisSelection(surfaces: [.systemSmall], appearances: [.light]).snapshots(of: [scenario]).first)
        let embedded = try SnapshotFactory(icons: .embedded, workers: 1).render(scenario, spec)
        let folder = try SnapshotFactory(icons: .directory(Self.source), workers: 1).render(scenario, spec)
        #expect(embedded.bitmap == folder.bitmap)
    }

    @Test(arguments: [([:], IconSource.embedded), (["SNAPSHOTKIT_ASSETS": ""], .embedded),
                      (["SNAPSHOTKIT_ASSETS": "/tmp/a"], .directory(URL(fileURLWithPath: "/tmp/a/icons"))),
                      (["SNAPSHOTKIT_ASSETS": "b"], .directory(URL(fileURLWithPath: "/w/b/icons")))])
    func snapshotKitAssetsReplacesTheEmbeddedIcons(_ environment: [String: String], _ expected: IconSource) {
        #expect(AssetLocator.icons(environment: environment, workingDirectory: URL(fileURLWithPath: "/w")) == expected)
    }
}
