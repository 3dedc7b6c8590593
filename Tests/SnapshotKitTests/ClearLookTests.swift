import Foundation
@testable import SnapshotAudit
@testable import SnapshotCatalog
import SnapshotImage
@testable import SnapshotModel
@testable import SnapshotRender
@testable import SnapshotRules
@testable import SnapshotScenario
import Testing

/// The iOS 26 clear and tinted looks (reference §5.2: "Background removed and replaced by a
/// tinted effect (tinted) or Liquid Glass (clear)"; "on iPhone both groups are tinted white"):
/// white content on glass over the person's wallpaper, the glass a fixed model.
@Suite struct ClearLookTests {
    typealias T = TestScenarios
    static let factory = try! SnapshotFactory(iconsDirectory: TestPaths.icons, workers: 1)

    static func rendered(_ surface: Surface, _ appearance: Appearance, _ mode: RenderingMode, _ wallpaper: Wallpaper,
                         scenario: Scenario = T.scenario()) throws -> RenderedSnapshot {
        let env = RenderEnvironment(surface: surface, device: .iPhone393, appearance: appearance, textSize: .large,
                                    mode: mode, wallpaper: wallpaper)
        return try factory.render(scenario, SnapshotSpec(scenarioID: "test", environment: env))
    }

    /// "Accented / tinted / clear (iOS 18 / 26)" are the Home Screen's (seed 001, reference §5.1):
    /// every Home Screen widget has both looks, no other surface has either.
    @Test func theLooksAreTheHomeScreenWidgets() {
        let glass = Surface.allCases.filter { $0.modes.contains(.clear) && $0.modes.contains(.tinted) }
        #expect(glass == [.systemSmall, .systemMedium, .systemLarge])
        #expect(Surface.systemSmall.modes(on: .carPlay240x78) == [.fullColor])
    }

    /// A look over a wallpaper names it; every other mode has none, and the default is the light photo.
    @Test(arguments: [
        (RenderingMode.clear, Wallpaper?.some(.night), "systemMedium_393x852_dark_L_clear-night"),
        (.tinted, nil, "systemMedium_393x852_dark_L_tinted-sky"),
        (.accented, .some(.mosaic), "systemMedium_393x852_dark_L_accented"),
        (.fullColor, .some(.mosaic), "systemMedium_393x852_dark_L"),
    ])
    func theSnapshotNamesItsWallpaper(_ mode: RenderingMode, _ wallpaper: Wallpaper?, _ name: String) {
        let env = RenderEnvironment(surface: .systemMedium, device: .iPhone393, appearance: .dark, textSize: .large,
                                    mode: mode, wallpaper: wallpaper)
        #expect(SnapshotSpec(scenarioID: "s", environment: env).name == name)
        #expect((env.wallpaper != nil) == mode.showsWallpaper)
    }

    /// A scenario's `wallpapers` multiply only the looks that show one.
    @Test func wallpapersMultiplyOnlyTheGlass() {
        var s = T.scenario()
        s.axes = [ScenarioAxes(modes: [.fullColor, .clear], wallpapers: Wallpaper.allCases)]
        let specs = AxisSelection(surfaces: [.systemSmall], appearances: [.light]).snapshots(of: [s])
        #expect(specs.map(\.name) == ["systemSmall_393x852_light_L", "systemSmall_393x852_light_L_clear-mosaic",
                                      "systemSmall_393x852_light_L_clear-night", "systemSmall_393x852_light_L_clear-sky"])
    }

    /// The wallpapers are committed with their licence and decode at the largest screen's points.
    @Test(arguments: Wallpaper.allCases)
    func eachWallpaperIsAnAsset(_ wallpaper: Wallpaper) throws {
        let folder = TestPaths.repository.appendingPathComponent("Assets/wallpapers")
        let image = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent(wallpaper.rawValue + ".png"))
        #expect(image.width == 430 && image.height == 932)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("LICENSE").path))
    }

    /// The box blur: a flat image stays flat, a point spreads over 2r + 1 pixels each pass, and
    /// three passes of radius 8 are a Gaussian of σ ≈ 8.5 pt.
    @Test func theBlurIsTheDocumentedBox() {
        let grey = RGBA8(r: 90, g: 90, b: 90)
        #expect(BoxBlur.blurred([RGBA8](repeating: grey, count: 40 * 30), width: 40, height: 30, radius: 8, passes: 3).allSatisfy { $0 == grey })
        var line = [RGBA8](repeating: RGBA8(r: 0, g: 0, b: 0), count: 41)
        line[20] = RGBA8(r: 255, g: 255, b: 255)
        let once = BoxBlur.blurred(line, width: 41, height: 1, radius: 2, passes: 1)
        #expect(once.map(\.r) == [UInt8](repeating: 0, count: 18) + [UInt8](repeating: 51, count: 5) + [UInt8](repeating: 0, count: 18))
        let r = Double(ModeStyle.glassBlurRadius)
        let sigma = (Double(ModeStyle.glassBlurPasses) * ((2 * r + 1) * (2 * r + 1) - 1) / 12).squareRoot()
        #expect(abs(sigma - 8.5) < 0.05)
    }

    /// The rounded corners show the wallpaper as it is, the container its glass, and the
    /// content is white: sampled from the drawn pixels, not from the model.
    @Test(arguments: [Appearance.light, .dark], [RenderingMode.clear, .tinted])
    func cornersShowTheWallpaperAndContentIsWhite(_ appearance: Appearance, _ mode: RenderingMode) throws {
        let r = try Self.rendered(.systemMedium, appearance, mode, .mosaic)
        let env = r.tree.environment
        let (plain, glass) = WallpaperGlass.shared.backdrop(env, size: r.tree.size, scale: 3)
        func at(_ b: Bitmap, _ x: Int, _ y: Int) -> [UInt8] { Array(b.pixels[(y * b.width + x) * 4..<(y * b.width + x) * 4 + 4]) }
        #expect(at(r.bitmap, 0, 0) == at(plain, 0, 0))
        let middle = (r.bitmap.width / 2, r.bitmap.height / 2 + 6)
        #expect(at(r.bitmap, middle.0, middle.1) == at(glass, middle.0, middle.1))
        #expect(at(plain, middle.0, middle.1) != at(glass, middle.0, middle.1))
        let title = try #require(r.tree.elements(.title).first)
        let ink = (Int(title.frame.minX * 3)..<Int(title.frame.maxX * 3)).flatMap { x in
            (Int(title.frame.minY * 3)..<Int(title.frame.maxY * 3)).map { at(r.bitmap, x, $0) }
        }
        #expect(ink.contains([255, 255, 255, 255]))
        #expect(r.bitmap.pixels.enumerated().allSatisfy { $0.offset % 4 != 3 || $0.element == 255 })
    }

    /// The veils as decided (docs/spec-decisions.md "The clear look"): a white frost by day, a
    /// smoked black at night; tinted lays systemBlue (dark) over it.
    @Test func theVeilsAreTheDecidedOnes() {
        let white = RGBA8(r: 255, g: 255, b: 255), black = RGBA8(r: 0, g: 0, b: 0), blue = RGBA8(r: 0x00, g: 0x91, b: 0xFF)
        func spelled(_ m: RenderingMode, _ a: Appearance) -> [String] {
            ModeStyle.glassVeils(m, a).map { "\($0.colour.hex) \(Int((Double($0.alpha) / 255 * 100).rounded()))%" }
        }
        #expect(spelled(.clear, .light) == ["\(white.hex) 20%"])
        #expect(spelled(.clear, .dark) == ["\(black.hex) 35%"])
        #expect(spelled(.tinted, .light) == ["\(blue.hex) 40%"])
        #expect(spelled(.tinted, .dark) == ["\(black.hex) 35%", "\(blue.hex) 30%"])
    }

    /// Legibility is measured on the glass as drawn: white text over the light photo under a
    /// white frost falls under 4.5:1 and is a warning naming the wallpaper, never an error;
    /// over the dark photo the same text passes.
    @Test func contrastOnGlassIsAWarningNamingTheWallpaper() throws {
        func contrast(_ mode: RenderingMode, _ appearance: Appearance, _ wallpaper: Wallpaper) throws -> [AuditFinding] {
            let r = try Self.rendered(.systemMedium, appearance, mode, wallpaper)
            let subject = AuditSubject(key: r.spec.key, presentation: r.presentation, tree: r.tree, bitmap: r.bitmap,
                                       upcomingArrivals: 2)
            return ContrastCheck.check(subject)
        }
        let light = try contrast(.clear, .light, .sky)
        #expect(!light.isEmpty)
        #expect(light.allSatisfy { $0.severity == .warning && $0.message.hasSuffix("(clear over the sky wallpaper)") })
        #expect(try contrast(.clear, .dark, .night).filter { $0.rule == .contrastText }.isEmpty)
    }

    /// `audit --wallpaper night` audits over the night wallpaper alone: the audit's defaults
    /// fill only the lists it has defaults for.
    @Test func theAuditTakesTheWallpaperAsked() {
        let merged = AuditAxes.merged(AxisSelection(wallpapers: [.night]))
        #expect(merged.wallpapers == [.night])
        #expect(merged.devices == AuditAxes.catalog.devices && merged.modes == AuditAxes.catalog.modes)
    }

    /// A scenario names wallpapers by name or "all"; a wrong one names the field.
    @Test func scenariosNameWallpapers() throws {
        let good = try FieldType<ScenarioAxes>.axes.decode(.object(["wallpapers": .string("all")]), "axes")
        #expect(good.wallpapers == Wallpaper.allCases)
        #expect(throws: FieldIssue.self) {
            try FieldType<ScenarioAxes>.axes.decode(.object(["wallpapers": .array([.string("beach")])]), "axes")
        }
    }
}
