import Foundation
@testable import SnapshotModel
@testable import SnapshotFormats
import SnapshotStructure
import Testing

/// `JSONOutput.text(of:)` builds its tree directly (`JSONOutputEncoder`); every file the tool
/// writes from a typed model must keep the bytes the JSONEncoder round trip gave.
@Suite struct JSONOutputEncoderTests {
    struct Sample: Encodable {
        var int = 3
        var negative = -0.5
        var fraction = 2.0 / 3
        var float: Float = 0.1
        var big: UInt64 = 1 << 40
        var flag = true
        var text = "Halsted & Roosevelt \"Q\" \\ \n\t\u{1} é 東京"
        var absent: String? = nil
        var present: String? = "here"
        var nested = [[1, 2], []]
        var map = ["b": 1.25, "a": -0.0004]
        var date = Date(timeIntervalSinceReferenceDate: 12.5)
        var url = URL(fileURLWithPath: "/tmp/out")
        var empty: [String: Int] = [:]
        var list: [Int?] = [1, nil]
    }

    @Test func aSampleOfEveryKindWritesTheSameBytes() throws {
        #expect(try JSONOutput.text(of: Sample()) == JSONOutput.textThroughJSONEncoder(of: Sample()))
    }

    @Test func aStructuralSnapshotWritesTheSameBytes() throws {
        let url = FixtureGoldens.recorded.appendingPathComponent("belmont-fresh/systemSmall_393x852_light_L.json")
        let snapshot = try LayoutSnapshot.load(url)
        #expect(try JSONOutput.text(of: snapshot) == JSONOutput.textThroughJSONEncoder(of: snapshot))
    }

    @Test func aNonFiniteNumberIsAnError() {
        struct Bad: Encodable { var value = Double.nan }
        #expect(throws: EncodingError.self) { try JSONOutput.text(of: Bad()) }
    }

    /// Numbers print as "%.3f" with trailing zeros cut, computed from the integer thousandths.
    @Test func numbersPrintAsThreeDecimals() {
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = [0, -0.0, 0.0005, -0.0005, 0.0015, 1.2345, -1.2345, 117.09, 1e12 + 0.5, 8.99e12 + 0.25, 1e13 + 0.5, 0.1 + 0.2]
        for _ in 0..<2000 { values.append(Double.random(in: -1e6...1e6, using: &generator)) }
        for v in values {
            let rounded = (v * 1000).rounded() / 1000
            var expected: String
            if rounded == rounded.rounded(), abs(rounded) < 9e18 { expected = String(Int64(rounded)) } else {
                expected = String(format: "%.3f", rounded)
                while expected.hasSuffix("0") { expected.removeLast() }
                if expected.hasSuffix(".") { expected.removeLast() }
            }
            #expect(JSONOutput.format(v) == expected, "\(v)")
        }
    }
}
