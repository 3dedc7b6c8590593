import Foundation
@testable import SnapshotCatalog
@testable import SnapshotGolden
import SnapshotImage
@testable import SnapshotModel
@testable import SnapshotRender
@testable import SnapshotRules
import Testing

/// The modes end to end on belmont-stale: fullColor keeps the golden's bytes (the catalog's
/// scenario against `Goldens/`, a golden check), every other mode changes the pixels, and the
/// Stale word keeps 4.5:1 against its capsule (the fixture).
@Suite struct RenderingModeRenderTests {
    static func render(_ surface: Surface, _ appearance: Appearance, _ mode: RenderingMode,
                       catalog: Bool = false) throws -> RenderedSnapshot {
        let factory = try SnapshotFactory(iconsDirectory: TestPaths.icons)
        let scenario = catalog ? try #require(try TestScenarios.catalog().first { $0.id == "belmont-stale" })
            : try TestScenarios.fixture("belmont-stale")
        let env = RenderEnvironment(surface: surface, device: surface.defaultDevice, appearance: appearance, textSize: .large, mode: mode)
        return try factory.render(scenario, SnapshotSpec(scenarioID: scenario.id, environment: env))
    }

    @Test func fullColorIsTheGolden() throws {
        let snapshot = try Self.render(.systemMedium, .light, .fullColor, catalog: true)
        let golden = try #require(try GoldenStore(root: TestPaths.goldens).pngBytes(snapshot.spec.key))
        #expect(try PNGDecoder.decode(golden) == snapshot.bitmap)
    }

    /// (surface, appearance, mode): the same tree in another mode gives other pixels, same size.
    /// One case per mode and surface family, both appearances where the mode has two.
    static let modeCases: [(Surface, Appearance, RenderingMode)] = [
        (.systemSmall, .light, .accented), (.systemMedium, .dark, .accented),
        (.accessoryRectangular, .light, .vibrant), (.accessoryRectangular, .dark, .vibrant),
        (.standByWidget, .dark, .nightRed), (.standByLiveActivity, .dark, .nightRed),
    ]

    @Test(arguments: modeCases)
    func modeChangesPixels(_ surface: Surface, _ appearance: Appearance, _ mode: RenderingMode) throws {
        let moded = try Self.render(surface, appearance, mode)
        let full = try SnapshotFactory(iconsDirectory: TestPaths.icons).renderer.render({
            var t = moded.tree; t.environment.mode = .fullColor; return t }())
        #expect(moded.bitmap.width == full.width && moded.bitmap.height == full.height)
        #expect(moded.bitmap != full)
    }

    /// (surface, appearance, mode): the Stale word against its capsule (or wallpaper), WCAG ratio ≥ 4.5.
    @Test(arguments: modeCases)
    func staleReadsAsAWord(_ surface: Surface, _ appearance: Appearance, _ mode: RenderingMode) throws {
        let snapshot = try Self.render(surface, appearance, mode)
        let label = try #require(snapshot.tree.elements(.statusLabel).first, "no Stale label")
        let ratio = StaleContrast.ratio(snapshot.bitmap, frame: label.frame, scale: 3)
        #expect(ratio >= 4.5, "\(surface) \(appearance) \(mode): Stale at \(ratio):1")
    }
}

/// Measures a label in pixels: the background is the frame's most common pixel, the text
/// its pixel of highest contrast against that.
enum StaleContrast {
    static func ratio(_ bitmap: Bitmap, frame: Rect, scale: Double) -> Double {
        var counts: [RGBA8: Int] = [:]
        var pixels: [RGBA8] = []
        for y in Int(frame.minY * scale)..<Int(frame.maxY * scale) {
            for x in Int(frame.minX * scale)..<Int(frame.maxX * scale) {
                pixels.append(bitmap[x, y]); counts[bitmap[x, y], default: 0] += 1
            }
        }
        let background = counts.max { $0.value < $1.value }!.key
        return pixels.map { contrast($0, background) }.max() ?? 1
    }

    static func contrast(_ a: RGBA8, _ b: RGBA8) -> Double {
        func l(_ p: RGBA8) -> Double {
            0.2126 * ModePixel.linear[Int(p.r)] + 0.7152 * ModePixel.linear[Int(p.g)] + 0.0722 * ModePixel.linear[Int(p.b)]
        }
        let (x, y) = (l(a), l(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }
}
