import Foundation
@testable import SnapshotGolden
@testable import SnapshotRender
import SnapshotImage
import Testing

/// The index read a line at a time (`GoldenIndexLines`) in the form `GoldenIndex.text` writes,
/// with no JSON tree (issue 26: memory flat in the catalog's size): the same index as the
/// general parse for that form; any other form is left to the general parse (nil here).
@Suite struct GoldenIndexLinesTests {
    static let fingerprint = PixelFingerprint(format: .cairoARGB32, width: 2, height: 1, digest: String(repeating: "ab", count: 16))
    static let index = GoldenIndex(entries: [
        "b/x": .init(png: String(repeating: "1", count: 64), layout: nil, pixels: nil),
        "a/y é": .init(png: String(repeating: "2", count: 64), layout: String(repeating: "3", count: 64), pixels: fingerprint),
        "_animations/refresh_01": .init(png: String(repeating: "4", count: 64), layout: nil, pixels: fingerprint),
    ])

    static func lines(_ text: String) -> GoldenIndex? {
        Array(text.utf8).withUnsafeBufferPointer { GoldenIndexLines.parse($0) }
    }

    @Test(arguments: [index, GoldenIndex(entries: [:]), GoldenIndex(entries: ["k": index.entries["b/x"]!])])
    func theWrittenFormReadsAsTheGeneralParseReadsIt(_ index: GoldenIndex) throws {
        #expect(Self.lines(index.text) == index)
        #expect(try GoldenIndex.parse(Data(index.text.utf8), path: "INDEX.json") == index)
    }

    /// Each row changes the written text (the first `find` becomes `replace`) so that it is no
    /// longer the one form.
    @Test(arguments: [
        ("a key with an escape", "b/x", "b/\\u0078"),
        ("a duplicate key", "\"b/x\"", "\"a/y é\""),
        ("a bad hash", String(repeating: "1", count: 64), String(repeating: "1", count: 63)),
        ("a bad fingerprint", "cairo-argb32:", "argb:"),
        ("other spacing", "\"png\": ", "\"png\":"),
        ("a trailing comma", "}\n  }", "},\n  }"),
        ("no final newline", "}\n}\n", "}\n}"),
        ("another format version", "\"formatVersion\": 1", "\"formatVersion\": 2"),
        ("another about", "never edit by hand", "edit"),
    ])
    func anyOtherFormIsLeftToTheGeneralParse(_ change: String, _ find: String, _ replace: String) {
        let text = Self.index.text
        guard let range = text.range(of: find) else { Issue.record("\(change): '\(find)' is not in the text"); return }
        let changed = text.replacingCharacters(in: range, with: replace)
        #expect(Self.lines(changed) == nil, "\(change)")
    }
}
