import Foundation
@testable import SnapshotCatalog
import SnapshotImage
@testable import SnapshotModel
@testable import SnapshotRender
@testable import SnapshotScenario
import SnapshotTestSupport
import Testing

/// Scripts beyond Latin (issue 11 item 9): the pinned fallbacks draw CJK and emoji, and a
/// character no pinned font covers is an input error naming it and its field, for that
/// scenario only.
@Suite struct GlyphCoverageTests {
    static let fixtures = "Tests/SnapshotKitTests/Fixtures/scripts/"

    /// The private configuration holds the eight Inter faces, one Noto Sans CJK face per
    /// weight (JP; the other nine of each collection are refused) and the emoji font.
    @Test func pinnedFaces() throws {
        let families = try FontLibrary.faceFamilies()
        #expect(families.filter { $0.hasPrefix("Inter") }.count == 8)
        #expect(families.filter { $0.contains("CJK") } == ["Noto Sans CJK JP", "Noto Sans CJK JP"])
        #expect(families.filter { $0.contains("Emoji") } == ["Noto Color Emoji"])
        #expect(families.count == 11)
    }

    /// The first character no pinned font draws, per text.
    @Test(arguments: [
        ("Belmont", nil), ("渋谷", nil), ("Howard 🚇", nil), ("Ōmiya · Zürich", nil), ("서울", nil), ("Москва", nil),
        ("🚇\u{FE0F}", nil), // the emoji variation selector draws nothing and passes
        ("Loop \u{F8FF}", "U+F8FF"), ("\u{E001}", "U+E001"), ("نور", "U+0646"), ("กรุงเทพ", "U+0E01"),
    ] as [(String, String?)])
    func firstUncovered(_ text: String, _ expected: String?) throws {
        let coverage = try GlyphCoverage.pinned()
        #expect(coverage.firstUncovered(in: text).map(GlyphCoverage.name) == expected)
    }

    /// Pango agrees: no missing-glyph box where the check passes, one where it fails.
    @Test(arguments: [("渋谷", 0), ("Howard 🚇", 0), ("Belmont", 0), ("Loop \u{F8FF}", 1)])
    func pangoUnknownGlyphs(_ text: String, _ boxes: Int) throws {
        let measurer = try PangoTextMeasurer()
        for font in [FontSpec.style(.headline, .large), .style(.subheadline, .large, weight: .semibold)] {
            #expect(measurer.unknownGlyphs(text, font: font) == boxes, "\(text) in \(font.weight)")
        }
    }

    /// The error names the field the character is in.
    @Test(arguments: [
        ("favorite.stop.name", "U+F8FF"), ("arrivals[1].destination", "U+E001"), ("arrivals[0].route", "U+0E01"),
    ])
    func errorNamesTheField(_ field: String, _ character: String) throws {
        var s = TestScenarios.scenario()
        s.sourcePath = "Scenarios/x.json"
        let scalar = String(Character(Unicode.Scalar(UInt32(character.dropFirst(2), radix: 16)!)!))
        switch field {
        case "favorite.stop.name": s.favorite = .chosen(Favorite(stop: Stop(id: "1", name: "Belmont" + scalar, mode: .train),
                                                                routes: ["Red", "Brn"], direction: "Northbound"))
        case "arrivals[1].destination": s.arrivals[1].destination += scalar
        default: s.arrivals[0].route = scalar
        }
        let error = try #require(try GlyphCoverage.pinned().check(s))
        #expect(error.file == "Scenarios/x.json" && error.field == field)
        #expect(error.description.hasPrefix("Scenarios/x.json: \(field): \(character) in "))
    }

    /// A Japanese stop name renders real glyphs: its title keeps the text, and its pixels are
    /// Han strokes (dark ink covering a fair part of the frame), not two hollow boxes.
    @Test func japaneseNameAndEmojiRender() throws {
        let s = try ScenarioLoader.load(contentsOf: TestPaths.repository.appendingPathComponent(Self.fixtures + "shibuya-cjk.json"),
                                        displayPath: "shibuya-cjk.json")
        #expect(try GlyphCoverage.pinned().check(s) == nil)
        let factory = try SnapshotFactory(iconsDirectory: TestPaths.repository.appendingPathComponent("Assets/icons"), workers: 1)
        let spec = SnapshotSpec(scenarioID: s.id, environment: TestScenarios.environment(.systemMedium))
        let shot = try factory.render(s, spec)
        let title = try #require(shot.tree.elements(.title).first)
        #expect(title.text == "渋谷" && !title.truncated)
        let destination = try #require(shot.tree.elements(.destination).first)
        #expect(destination.text == "Howard 🚇")
        // The emoji is drawn in colour: some pixel of the first destination is saturated
        // (Inter's black text and a tofu box are grey).
        let colourful = pixels(shot.bitmap, in: destination.frame, scale: 3).contains { p in
            Int(max(p.r, p.g, p.b)) - Int(min(p.r, p.g, p.b)) > 80 && p.a > 200
        }
        #expect(colourful)
    }

    /// `render` over the two fixtures: the uncovered one fails alone with exit 2, naming the
    /// character and the field; the Japanese one is still rendered.
    @Test func renderFailsOnlyTheUncoveredScenario() throws {
        let out = try TemporaryFolder()
        defer { out.remove() }
        let run = CLIRun(["render", "--scenario", Self.fixtures + "shibuya-cjk.json", "--scenario", Self.fixtures + "private-use.json",
                          "--surface", "systemSmall", "--appearance", "light", "--out", out.path("r").path])
        #expect(run.code == .usage)
        #expect(run.err.contains("private-use.json: arrivals[1].destination: U+F8FF in 'Loop \u{F8FF}' has no glyph in the pinned fonts"))
        #expect(!run.err.contains("shibuya"))
        #expect(FileManager.default.fileExists(atPath: out.path("r/shibuya-cjk/systemSmall_393x852_light_L.png").path))
        #expect(!FileManager.default.fileExists(atPath: out.path("r/private-use").path))
    }

    private func pixels(_ bitmap: Bitmap, in frame: Rect, scale: Double) -> [(r: UInt8, g: UInt8, b: UInt8, a: UInt8)] {
        var out: [(r: UInt8, g: UInt8, b: UInt8, a: UInt8)] = []
        for y in Int(frame.minY * scale)..<min(bitmap.height, Int(frame.maxY * scale)) {
            for x in Int(frame.minX * scale)..<min(bitmap.width, Int(frame.maxX * scale)) {
                let i = (y * bitmap.width + x) * 4
                out.append((bitmap.pixels[i], bitmap.pixels[i + 1], bitmap.pixels[i + 2], bitmap.pixels[i + 3]))
            }
        }
        return out
    }
}
