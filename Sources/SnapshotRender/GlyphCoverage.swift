import CPangoFT2
import Foundation
import SnapshotFormats
import SnapshotScenario

/// Which characters the pinned fonts can draw: the union of their fontconfig character sets.
/// The one place a scenario's words are checked before anything renders, so a character no
/// font covers is an input error naming the character and the field, never a box of hex
/// digits in a golden.
package struct GlyphCoverage: @unchecked Sendable {
    /// The union `FcCharSet` of every pinned face (read only once built).
    private let charset: OpaquePointer

    /// The coverage of the pinned fonts (`FontLibrary`), built once per process.
    package static func pinned() throws(RenderError) -> GlyphCoverage {
        try shared.get()
    }

    private static let shared = Result { () throws(RenderError) in try build() }

    private static func build() throws(RenderError) -> GlyphCoverage {
        let config = try FontLibrary.config()
        let union = FcCharSetCreate()!
        if let set = FcConfigGetFonts(config.pointer, FcSetApplication) {
            for i in 0..<Int(set.pointee.nfont) {
                var faceCharset: OpaquePointer?
                if FcPatternGetCharSet(set.pointee.fonts[i], "charset", 0, &faceCharset) == FcResultMatch, let faceCharset {
                    FcCharSetMerge(union, faceCharset, nil)
                }
            }
        }
        return GlyphCoverage(charset: union)
    }

    /// Whether some pinned font has a glyph for `scalar`. Default-ignorable characters (the
    /// emoji variation selector U+FE0F, zero-width joiners) draw nothing and always pass, as
    /// does whitespace, which Pango lays out as space or a line break.
    package func covers(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.isDefaultIgnorableCodePoint || scalar.properties.isWhitespace { return true }
        return FcCharSetHasChar(charset, FcChar32(scalar.value)) != 0
    }

    /// The first character of `text` no pinned font covers, if any.
    package func firstUncovered(in text: String) -> Unicode.Scalar? {
        text.unicodeScalars.first { !covers($0) }
    }

    /// The input error for the first drawn text of `scenario` with a character no pinned font
    /// covers, e.g. `favorite.stop.name: U+E000 '' has no glyph in the pinned fonts …`.
    package func check(_ scenario: Scenario) -> ScenarioError? {
        for (field, text) in scenario.drawnTexts {
            guard let scalar = firstUncovered(in: text) else { continue }
            return ScenarioError(file: scenario.sourcePath, field: field, reason: "\(Self.name(scalar)) in \(text.quoted) has no "
                + "glyph in the pinned fonts (Inter, Noto Sans CJK JP, Noto Color Emoji); write the name without it")
        }
        return nil
    }

    /// `U+E000`, the code point as Unicode writes it (4 to 6 hex digits).
    package static func name(_ scalar: Unicode.Scalar) -> String {
        "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(4, with: "0")
    }
}
