import Foundation
import SnapshotDiff
import SnapshotImage
import Testing

/// Every case of Fixtures/pixelmatch/cases.json (vendored from pixelmatch v7.2.0, ISC): the exact mismatch count and a
/// pixel-identical diff image, for v7.2.0 (checkerboard) and the white blend (v6.0.0).
@Suite struct DiffConformanceTests {
    struct Options: Decodable {
        var threshold: Double?, includeAA: Bool?, alpha: Double?, diffMask: Bool?
        var aaColor: [UInt8]?, diffColor: [UInt8]?, diffColorAlt: [UInt8]?
    }
    struct Case: Decodable, Sendable, CustomTestStringConvertible {
        let name: String, a: String, b: String
        let diff: String?
        /// The white blend's reference image: the key's value, nil when the key is null
        /// (no reference exists), `diff` when the key is absent.
        let diffWhiteBlend: String?
        let expectedMismatch: Int, expectedMismatchWhiteBlend: Int
        var testDescription: String { name }
        fileprivate let options: OptionsBox

        enum CodingKeys: String, CodingKey {
            case name, a, b, diff, diffWhiteBlend, expectedMismatch, expectedMismatchWhiteBlend, options
        }
        init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            name = try c.decode(String.self, forKey: .name)
            a = try c.decode(String.self, forKey: .a)
            b = try c.decode(String.self, forKey: .b)
            diff = try c.decodeIfPresent(String.self, forKey: .diff)
            diffWhiteBlend = c.contains(.diffWhiteBlend) ? try c.decodeIfPresent(String.self, forKey: .diffWhiteBlend) : diff
            expectedMismatch = try c.decode(Int.self, forKey: .expectedMismatch)
            expectedMismatchWhiteBlend = try c.decode(Int.self, forKey: .expectedMismatchWhiteBlend)
            options = try c.decode(OptionsBox.self, forKey: .options)
        }
    }
    struct Synthetic: Decodable, Sendable, CustomTestStringConvertible {
        let name: String, width: Int, height: Int, a: [UInt8], b: [UInt8]
        let expectedMismatch: Int, expectedMismatchWhiteBlend: Int
        var testDescription: String { name }
        fileprivate let options: OptionsBox
    }
    struct File: Decodable { let cases: [Case]; let syntheticCases: [Synthetic] }

    static let folder = TestPaths.pixelmatchConformance
    /// Loads cases.json; a missing folder is a failure (recorded by `casesFilePresent`), never a skip.
    static let file: File? = try? JSONDecoder().decode(File.self, from: Data(contentsOf: folder.appendingPathComponent("cases.json")))

    @Test func casesFilePresent() throws {
        let file = try #require(Self.file, "missing or unreadable \(Self.folder.path)/cases.json: the conformance suite cannot run")
        #expect(file.cases.count == 16 && file.syntheticCases.count == 8)
    }

    static func decode(_ name: String) throws -> Bitmap {
        try PNGDecoder.decode(contentsOf: folder.appendingPathComponent(name))
    }

    @Test(arguments: file?.cases ?? [], [AlphaBlend.checkerboard, .white])
    func fixtureCase(_ c: Case, _ blend: AlphaBlend) throws {
        var options = c.options.value
        options.blend = blend
        let result = Pixelmatch.compare(try Self.decode(c.a), try Self.decode(c.b), options: options, wantImage: true)
        #expect(result.mismatched == (blend == .checkerboard ? c.expectedMismatch : c.expectedMismatchWhiteBlend))
        // The white blend's reference image: diffWhiteBlend when given (null: none), else diff.
        guard let reference = blend == .checkerboard ? c.diff : c.diffWhiteBlend else { return }
        let expected = try Self.decode(reference)
        let got = try #require(result.diffImage)
        #expect(got.width == expected.width && got.height == expected.height)
        let wrong = (0..<(got.width * got.height)).filter { got[$0 % got.width, $0 / got.width] != expected[$0 % got.width, $0 / got.width] }
        let wrongCount = wrong.count, first = wrong.first ?? -1
        #expect(wrongCount == 0, "pixels differ from \(reference), first at index \(first)")
    }

    @Test(arguments: file?.syntheticCases ?? [], [AlphaBlend.checkerboard, .white])
    func syntheticCase(_ c: Synthetic, _ blend: AlphaBlend) {
        var options = c.options.value
        options.blend = blend
        let result = Pixelmatch.compare(Bitmap(width: c.width, height: c.height, pixels: c.a),
                                        Bitmap(width: c.width, height: c.height, pixels: c.b), options: options)
        #expect(result.mismatched == (blend == .checkerboard ? c.expectedMismatch : c.expectedMismatchWhiteBlend))
    }
}

/// Decodes cases.json's option object into `PixelmatchOptions`.
fileprivate struct OptionsBox: Decodable, Sendable {
    let value: PixelmatchOptions
    init(from decoder: Decoder) throws {
        let o = try DiffConformanceTests.Options(from: decoder)
        let color = { (c: [UInt8]?) in c.map { DiffColor($0[0], $0[1], $0[2]) } }
        var v = PixelmatchOptions()
        if let t = o.threshold { v.threshold = t }
        if let a = o.includeAA { v.includeAA = a }
        if let a = o.alpha { v.alpha = a }
        if let m = o.diffMask { v.diffMask = m }
        if let c = color(o.aaColor) { v.aaColor = c }
        if let c = color(o.diffColor) { v.diffColor = c }
        v.diffColorAlt = color(o.diffColorAlt)
        value = v
    }
}
