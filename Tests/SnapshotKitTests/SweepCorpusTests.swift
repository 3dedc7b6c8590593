import Foundation
@testable import SnapshotModel
@testable import SnapshotRender
@testable import SnapshotScenario
@testable import SnapshotSweep
import SnapshotTestSupport
import Testing

/// The sweep's corpus: the repository's file has the shapes issue 19 asks for, and a bad file
/// is an input error naming the field and why.
@Suite struct SweepCorpusTests {
    /// `Sweep/corpus.json` as shipped: at least 200 stop names of 3 to 60 characters and one to
    /// eight words, with every shape the issues list (long real names of 40 and 50 characters,
    /// apostrophes among them), each drawable by the pinned fonts, German and Spanish ones marked.
    @Test func theShippedCorpusHasRealShapes() throws {
        let corpus = try SweepCorpus.read(TestPaths.repository.appendingPathComponent(SweepCorpus.defaultPath),
                                          displayPath: SweepCorpus.defaultPath)
        let names = corpus.stopNames
        #expect(names.count >= 200)
        for name in names {
            #expect((3...60).contains(name.count), "\(name)")
            #expect((1...8).contains(name.split(separator: " ").filter { $0 != "&" }.count), "\(name)")
        }
        let latin = { (c: Character) in c.unicodeScalars.allSatisfy { $0.value < 0x0250 } }
        let cjk = { (c: Character) in c.unicodeScalars.contains { (0x3040...0x9FFF).contains($0.value) || (0xAC00...0xD7AF).contains($0.value) } }
        let shapes: [(String, (String) -> Bool)] = [
            ("hyphen", { $0.contains("-") }), ("slash", { $0.contains("/") }), ("ampersand", { $0.contains("&") }),
            ("digit", { $0.contains { $0.isNumber && $0.isASCII } }), ("parentheses", { $0.contains("(") && $0.contains(")") }),
            ("accented Latin", { $0.contains { latin($0) && !$0.isASCII } }),
            ("long German compound", { $0.split(separator: " ").contains { $0.count >= 20 && $0.allSatisfy(\.isLetter) } }),
            ("CJK", { $0.allSatisfy { cjk($0) } }), ("mixed scripts", { $0.contains(where: cjk) && $0.contains { $0.isASCII && $0.isLetter } }),
            ("one word", { !$0.contains(" ") }), ("five words", { $0.split(separator: " ").filter { $0 != "&" }.count == 5 }),
            ("3 characters", { $0.count == 3 }), ("over 40 characters", { $0.count > 40 }), ("over 50 characters", { $0.count > 50 }),
            ("apostrophe", { $0.contains("'") || $0.contains("’") }),
        ]
        for (shape, has) in shapes { #expect(names.contains(where: has), "no stop name has the shape: \(shape)") }
        #expect(Set(corpus.stopLanguages.values) == ["de", "es"])
        #expect(corpus.busRoutes.contains { $0.count == 1 } && corpus.busRoutes.contains { $0.count == 4 })
        #expect(corpus.uncovered(by: try GlyphCoverage.pinned(), file: SweepCorpus.defaultPath) == nil)
    }

    static let good = ##"{"formatVersion": 1, "stopNames": ["Belmont"], "destinations": ["Howard"], "##
        + ##""trainLines": [{"route": "Red", "color": "#C60C30"}], "busRoutes": ["8"]}"##

    @Test(arguments: [
        (good.replacingOccurrences(of: #""8""#, with: #""12345""#), "busRoutes[0]: '12345' is not a bus route; write one to four digits"),
        (good.replacingOccurrences(of: #""8""#, with: #""8a""#), "busRoutes[0]: '8a' is not a bus route"),
        (good.replacingOccurrences(of: #"["Belmont"]"#, with: #"["Belmont", "Belmont"]"#), "stopNames[1]: 'Belmont' is already stopNames[0]"),
        (good.replacingOccurrences(of: #""formatVersion": 1"#, with: #""formatVersion": 2"#), "formatVersion: expected 1"),
        (good.replacingOccurrences(of: #"["Howard"]"#, with: "[]"), "destinations: is empty"),
        (good.replacingOccurrences(of: "#C60C30", with: "red"), "trainLines[0].color: 'red' is not a colour"),
        (good.replacingOccurrences(of: "busRoutes", with: "buses"), "buses: unknown key"),
        (String(good.dropLast()), "corpus.json:1:"),
    ])
    func aBadCorpusNamesTheFieldAndWhy(_ text: String, _ says: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = try folder.write(text, to: "corpus.json")
        #expect(throws: ScenarioError.self) { try SweepCorpus.read(url, displayPath: "corpus.json") }
        do { _ = try SweepCorpus.read(url, displayPath: "corpus.json") } catch {
            #expect(error.description.contains(says), "\(error.description)")
            #expect(error.description.hasPrefix("corpus.json"))
        }
        #expect(try SweepCorpus.read(try folder.write(Self.good, to: "good.json"), displayPath: "good.json").stopNames == ["Belmont"])
    }

    /// A name no pinned font draws is refused before anything renders, naming its field.
    @Test func aNameNoFontDrawsIsRefused() throws {
        let corpus = SweepCorpus(stopNames: ["Belmont", "Loop \u{F8FF}"], destinations: ["Howard"],
                                 trainLines: [.init(route: "Red", color: Color(r: 0xC6, g: 0x0C, b: 0x30))], busRoutes: ["8"])
        let error = try #require(corpus.uncovered(by: try GlyphCoverage.pinned(), file: "c.json"))
        #expect(error.description.hasPrefix("c.json: stopNames[1]: U+F8FF"))
    }
}
