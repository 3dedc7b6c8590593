import Foundation
@testable import SnapshotCatalog
@testable import SnapshotImage
@testable import SnapshotLayout
@testable import SnapshotModel
@testable import SnapshotRender
@testable import SnapshotRules
@testable import SnapshotScenario
import Testing

/// Issue 38: the structural snapshot records the colour each element is drawn in. Every mode's
/// substitutions (the monochrome modes' white status word, refresh glyph and night red text) are
/// decided in layout, so a recorded colour, taken through the mode's pixel step, is the colour
/// sampled where the element is drawn at full coverage: the pixel of its frame farthest from the
/// frame's most common one (the backdrop it sits on).
@Suite struct ModePaintTests {
    static let factory = try! SnapshotFactory(iconsDirectory: TestPaths.icons, workers: 1)

    /// The colour an opaque `colour` comes out as in `mode` (the accented mode paints by group).
    static func stepped(_ colour: Color, _ e: LayoutElement, _ mode: RenderingMode, _ appearance: Appearance) -> RGBA8 {
        let p = RGBA8(r: colour.r, g: colour.g, b: colour.b, a: 255)
        switch mode {
        case .fullColor: return p
        case .vibrant: return ModePixel.vibrant(p, wallpaper: ModeStyle.wallpaper(appearance))
        case .nightRed: return ModePixel.nightRed(p, red: ModeStyle.nightRed)
        case .accented: return ModeGroup.of(e.role) == .accent ? ModeStyle.accentedTint : ModeStyle.accentedPrimary
        case .clear, .tinted: return ModeStyle.glassContent
        }
    }

    /// The one colour a text or glyph element paints, and where.
    static func ink(_ e: LayoutElement) -> (colour: Color, frame: Rect)? {
        switch e.paint {
        case .text(let run): (run.color, e.frame)
        case .icon(_, let tint, let glyph, _): (tint, glyph)
        default: nil
        }
    }

    static func key(_ p: RGBA8) -> UInt32 {
        let rgb: UInt32 = UInt32(p.r) << 16 | UInt32(p.g) << 8 | UInt32(p.b)
        return rgb << 8 | UInt32(p.a)
    }

    /// How far apart two colours are: the largest difference of a premultiplied channel or alpha
    /// (StandBy's widget draws on no background of its own).
    static func distance(_ a: RGBA8, _ b: RGBA8) -> Int {
        func pre(_ c: UInt8, _ p: RGBA8) -> Int { Int(c) * Int(p.a) / 255 }
        let dr = abs(pre(a.r, a) - pre(b.r, b)), dg = abs(pre(a.g, a) - pre(b.g, b)), db = abs(pre(a.b, a) - pre(b.b, b))
        return max(dr, dg, db, abs(Int(a.a) - Int(b.a)))
    }

    /// The pixel of `frame` farthest from its most common pixel.
    static func fullCoverage(_ bitmap: Bitmap, _ frame: Rect, scale: Double) -> RGBA8? {
        let x0 = max(0, Int((frame.minX * scale).rounded(.up))), x1 = min(bitmap.width, Int((frame.maxX * scale).rounded(.down)))
        let y0 = max(0, Int((frame.minY * scale).rounded(.up))), y1 = min(bitmap.height, Int((frame.maxY * scale).rounded(.down)))
        guard x0 < x1, y0 < y1 else { return nil }
        var counts: [UInt32: Int] = [:]
        var pixels: [RGBA8] = []
        for y in y0..<y1 { for x in x0..<x1 {
            let p = bitmap[x, y]
            pixels.append(p)
            counts[key(p), default: 0] += 1
        } }
        let common = counts.max { $0.value < $1.value }!.key
        let backdrop = pixels.first { key($0) == common }!
        return pixels.max { distance($0, backdrop) < distance($1, backdrop) }
    }

    /// The pixels of `frame` (points) at `scale`.
    static func pixels(_ bitmap: Bitmap, _ frame: Rect, scale: Double) -> [RGBA8] {
        let x0 = max(0, Int((frame.minX * scale).rounded(.down))), x1 = min(bitmap.width, Int((frame.maxX * scale).rounded(.up)))
        let y0 = max(0, Int((frame.minY * scale).rounded(.down))), y1 = min(bitmap.height, Int((frame.maxY * scale).rounded(.up)))
        guard x0 < x1, y0 < y1 else { return [] }
        return (y0..<y1).flatMap { y in (x0..<x1).map { bitmap[$0, y] } }
    }

    static let cases: [(String, Surface)] = [
        ("belmont-stale", .systemSmall), ("belmont-stale", .accessoryRectangular), ("belmont-stale", .standByWidget),
        ("bus-numbered", .accessoryRectangular), ("belmont-fresh", .liveActivityLockScreen), ("belmont-stale", .accessoryCircular),
    ]

    @Test(arguments: cases)
    func recordedColoursAreThePaintedOnes(_ id: String, _ surface: Surface) throws {
        let scenario = try TestScenarios.fixture(id)
        for mode in surface.modes {
            for appearance in [Appearance.light, .dark] {
                let env = RenderEnvironment(surface: surface, device: surface.defaultDevice, appearance: appearance, textSize: .large, mode: mode)
                let rendered = try Self.factory.render(scenario, SnapshotSpec(scenarioID: scenario.id, environment: env, offset: nil))
                let scale = Double(env.device.scale)
                let painted = rendered.tree.elements.filter { $0.role != .background && $0.paint != .none }
                var checked = 0
                for e in painted {
                    guard let (colour, frame) = Self.ink(e) else { continue }
                    // Only where nothing else is drawn over or under it.
                    guard !painted.contains(where: { $0 != e && $0.frame.intersects(frame) && Self.ink($0)?.frame != frame }) else { continue }
                    if mode.showsWallpaper {
                        // Over glass the backdrop varies pixel to pixel: the ink is there, white.
                        #expect(Self.pixels(rendered.bitmap, frame, scale: scale).contains(ModeStyle.glassContent),
                                "\(id) \(surface) \(mode) \(appearance): \(e.role) \"\(e.text ?? "")\" has no white pixel")
                        checked += 1
                        continue
                    }
                    guard let sampled = Self.fullCoverage(rendered.bitmap, frame, scale: scale) else { continue }
                    let expected = Self.stepped(colour, e, mode, appearance)
                    let off = Self.distance(sampled, expected)
                    #expect(off <= 3, "\(id) \(surface) \(mode) \(appearance): \(e.role) \"\(e.text ?? "")\" records \(colour), drawn \(sampled), expected \(expected)")
                    checked += 1
                }
                #expect(checked >= 2, "\(id) \(surface) \(mode) \(appearance): only \(checked) element(s) checked")
            }
        }
    }
}
