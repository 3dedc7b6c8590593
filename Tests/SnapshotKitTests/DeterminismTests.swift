import Foundation
@testable import SnapshotCatalog
@testable import SnapshotGolden
import SnapshotImage
@testable import SnapshotModel
@testable import SnapshotScenario
import Testing

/// The same scenario renders the same pixels twice in one process (a fixture), and the same
/// PNG bytes and layout JSON as the goldens another process recorded (the catalog's
/// belmont-stale against `Goldens/`: a golden check, so it reads the catalog).
@Suite struct DeterminismTests {
    static let scenarioID = "belmont-stale"

    static func specs(catalog: Bool = false) throws -> (Scenario, [SnapshotSpec]) {
        let scenario = catalog ? try #require(try TestScenarios.catalog().first { $0.id == scenarioID })
            : try TestScenarios.fixture(scenarioID)
        // Every surface and mode, on a phone, a watch and a CarPlay screen, at two sizes.
        return (scenario, AxisSelection(devices: [.iPhone393, .watch40, .carPlay240x78], textSizes: [.large, .ax3],
                                        wallpapers: [.sky]).snapshots(of: [scenario]))
    }

    @Test func twoRendersInOneProcessAreIdentical() throws {
        let factory = try SnapshotFactory(iconsDirectory: TestPaths.icons)
        let (scenario, specs) = try Self.specs()
        // 50: every phone surface and mode at L and AX3, less the expanded island at AX3 (fixed
        // at L); StandBy's minimal in its 2 modes; the Smart Stack once; CarPlay's mirror in 2
        // appearances; the small widget on CarPlay at 2 sizes in 2 appearances; the clear and
        // tinted looks (over the default wallpaper) of the 3 Home Screen widgets at 2 sizes in 2
        // appearances.
        #expect(specs.count == 50 + 2 + 1 + 2 + 2 * 2 + 2 * 3 * 2 * 2)
        #expect(Set(specs.map(\.environment.surface)) == Set(Surface.allCases))
        #expect(Set(specs.map(\.environment.mode)) == Set(RenderingMode.allCases))
        for spec in specs {
            let first = try factory.render(scenario, spec)
            let second = try factory.render(scenario, spec)
            #expect(first.bitmap == second.bitmap, "\(spec.key): pixels differ between renders")
            #expect(try first.layoutJSON == second.layoutJSON, "\(spec.key): layout JSON differs between renders")
        }
    }

    /// Cross-process: the goldens were encoded by another process (snapshot record).
    @Test func rendersEncodeToTheCommittedGoldenBytes() throws {
        let factory = try SnapshotFactory(iconsDirectory: TestPaths.icons)
        let store = GoldenStore(root: TestPaths.goldens)
        let (scenario, specs) = try Self.specs(catalog: true)
        for spec in specs {
            let rendered = try factory.render(scenario, spec)
            let png = PNGEncoder.encode(rendered.bitmap, compression: .golden)
            let golden = try #require(try store.pngBytes(spec.key), "\(spec.key): no golden PNG")
            #expect(png == golden, "\(spec.key): PNG bytes differ from Goldens/\(spec.key).png")
            let layout = try String(contentsOf: store.layoutURL(spec.key), encoding: .utf8)
            #expect(try rendered.layoutJSON == layout, "\(spec.key): layout differs from Goldens/\(spec.key).json")
        }
    }

    /// Encoding is a pure function of the pixels, and decoding gives them back.
    @Test(arguments: [PNGCompression.golden, .fast])
    func encodingIsRepeatable(_ compression: PNGCompression) throws {
        let factory = try SnapshotFactory(iconsDirectory: TestPaths.icons)
        let (scenario, specs) = try Self.specs()
        let rendered = try factory.render(scenario, try #require(specs.first))
        let a = PNGEncoder.encode(rendered.bitmap, compression: compression)
        let b = PNGEncoder.encode(rendered.bitmap, compression: compression)
        #expect(a == b)
        #expect(try PNGDecoder.decode(a) == rendered.bitmap)
    }
}
