import Foundation
import SnapshotFormats
import Testing

/// The JSON SnapshotKit writes: sorted keys, fixed number format, escaped strings.
@Suite struct JSONOutputTests {
    @Test(arguments: [
        (16.0, "16"), (0.0, "0"), (-0.0, "0"), (-3.0, "-3"), (0.1, "0.1"), (1.0 / 3.0, "0.333"),
        (2.0 / 3.0, "0.667"), (0.5, "0.5"), (12.25, "12.25"), (0.0004, "0"), (0.0005, "0.001"),
        (158.0, "158"), (999_999_999_999_999, "999999999999999"), (.infinity, "null"), (.nan, "null"),
    ])
    func numbers(_ value: Double, _ text: String) {
        #expect(JSONOutput.format(value) == text)
    }

    /// Every formatted number must parse back as JSON. From 1e15 up, whole numbers take the
    /// "%.3f" path and lose all their zeros, leaving a bare trailing "." (invalid JSON).
    @Test(arguments: [
        (1e15, "1000000000000000"), (-1e15, "-1000000000000000"), (1e16, "10000000000000000"),
        (1e15 + 0.5, "1000000000000000.5"),
    ])
    func largeNumbersStayValidJSON(_ value: Double, _ text: String) throws {
        let formatted = JSONOutput.format(value)
        #expect(formatted == text)
        #expect((try? JSONSerialization.jsonObject(with: Data("[\(formatted)]".utf8))) != nil,
                "\(formatted) is not a JSON number")
    }

    @Test(arguments: [
        ("plain", #""plain""#),
        ("say \"hi\"", #""say \"hi\"""#),
        ("back\\slash", #""back\\slash""#),
        ("two\nlines", #""two\nlines""#),
        ("tab\there\r", #""tab\there\r""#),
        ("bell\u{07}", #""bell\u0007""#),
        ("nul\u{00}", #""nul\u0000""#),
        ("esc\u{1B}", #""esc\u001b""#),
        ("2:21\u{202F}PM", "\"2:21\u{202F}PM\""),
        ("Café →", "\"Café →\""),
    ])
    func strings(_ value: String, _ quoted: String) {
        #expect(JSONOutput.quote(value) == quoted)
    }

    @Test func objectKeysAreSortedAndIndented() {
        let json = JSONOutput.object([
            "zeta": .number(1), "alpha": .array([.bool(true), .null]), "Mid": .object([:]), "empty": .array([]),
        ])
        #expect(json.text == """
        {
          "Mid": {},
          "alpha": [
            true,
            null
          ],
          "empty": [],
          "zeta": 1
        }

        """)
    }

    @Test func optionalIsNullWhenAbsent() {
        #expect(JSONOutput.optional(nil) == .null)
        #expect(JSONOutput.optional(.string("x")).text == "\"x\"\n")
    }
}
