import Foundation
@testable import SnapshotLayout
@testable import SnapshotModel
@testable import SnapshotRender
import Testing

/// Issue 11, item 10: truncated text ends in "…" right after a letter, never after a space
/// ("95th/Dan Ryan…", not "95th/Dan Ryan …"). Measured with the real fonts (Pango).
@Suite struct EllipsisTests {
    static let measurer = try! PangoTextMeasurer(scale: 3)
    static let font = FontSpec.style(.subheadline, .large)

    static func width(_ text: String) -> Double {
        measurer.measure(text, font: font, maxWidth: nil, maxLines: 1).width
    }

    static func shown(_ text: String, width: Double, lines: Int = 1) -> String {
        measurer.shown(TextRun(text, font: font, color: Color(r: 0, g: 0, b: 0), wrapWidth: width, maxLines: lines))
    }

    /// Widths where Pango's own cut falls right after a space: the ellipsis follows the word.
    @Test(arguments: [
        // text, width: just room for this text (Pango would keep the space), expected
        ("95th/Dan Ryan via State", "95th/Dan Ryan …", "95th/Dan Ryan…"),
        ("Midway International Airport", "Midway International …", "Midway International…"),
        ("Harlem/Lake via Loop", "Harlem/Lake …", "Harlem/Lake…"),
    ])
    func noSpaceBeforeTheEllipsis(_ text: String, _ room: String, _ expected: String) {
        #expect(Self.shown(text, width: Self.width(room)) == expected)
    }

    /// A stop name cut just after a joiner ends on the word before it: the ellipsis already says
    /// more follows ("Broadway…", never "Broadway &…"; the design review read a dangling "&" or
    /// "/" as a stub). Each width has just room for the joiner and its ellipsis.
    @Test(arguments: [
        ("Broadway & Lawrence", "Broadway &…", "Broadway…"),
        ("Ashland/63rd", "Ashland/…", "Ashland…"),
        ("Cermak-Chinatown", "Cermak-…", "Cermak…"),
        ("Navy Pier/Grand Avenue & Illinois", "Navy Pier/Grand Avenue &…", "Navy Pier/Grand Avenue…"),
    ])
    func aNameIsNotCutAfterAJoiner(_ name: String, _ room: String, _ expected: String) {
        let run = TextRun(name, font: Self.font, color: Color(r: 0, g: 0, b: 0), wrapWidth: Self.width(room) + 0.5,
                          cutsAtWords: true)
        #expect(Self.measurer.shown(run) == expected)
    }

    /// No cut ends on a joiner, a name's or a destination's, at any width, on one or two lines:
    /// a line that would keep only "&" gives the ellipsis to the line before it ("Broadway…", not
    /// "Broadway / &…"), and "Chamartín-…" is "Chamartín…".
    @Test(arguments: ["Broadway & Lawrence", "Chamartín-Clara Campoamor", "Ashland/63rd & Cottage Grove"])
    func noCutEndsOnAJoiner(_ text: String) {
        let full = Self.width(text)
        for words in [true, false] {
            for lines in [1, 2] {
                for width in stride(from: Self.width("Ab…"), to: full, by: 0.5) {
                    let run = TextRun(text, font: Self.font, color: Color(r: 0, g: 0, b: 0), wrapWidth: width, maxLines: lines,
                                      cutsAtWords: words)
                    let shown = Self.measurer.shown(run)
                    guard let cut = shown.firstIndex(of: "…"), cut > shown.startIndex else { continue }
                    let before = shown[shown.index(before: cut)]
                    #expect(!PangoTypesetter.joiners.contains(before) && before != "\n", "\(width) pt, \(lines) line(s): \(shown)")
                }
            }
        }
    }

    /// Every width from the widest word to the full text, one and two lines: the shown text is a prefix
    /// of the original plus "…", never with whitespace before it, and it fits.
    @Test(arguments: ["95th/Dan Ryan via State", "Midway International Airport via the Loop", "Kimball  Station"])
    func everyWidth(_ text: String) {
        let full = Self.width(text)
        for lines in [1, 2] {
            let widest = text.split(separator: " ").map { Self.width(String($0) + "…") }.max()!
            for width in stride(from: widest, to: full, by: 0.5) {
                let shown = Self.shown(text, width: width, lines: lines)
                let measured = Self.measurer.measure(text, font: Self.font, maxWidth: width, maxLines: lines)
                let letters = { (s: Substring) in s.filter { !$0.isWhitespace } }
                guard measured.truncated else { #expect(letters(Substring(shown)) == letters(Substring(text))); continue }
                #expect(shown.hasSuffix("…"), "\(width): \(shown)")
                let kept = shown.dropLast()
                #expect(kept.last.map { !$0.isWhitespace } ?? true, "\(width) pt, \(lines) line(s): '\(shown)'")
                // A prefix of the text, up to the whitespace where a wrapped line broke.
                #expect(letters(Substring(text)).hasPrefix(letters(kept)), "\(width): '\(shown)'")
                #expect(measured.width <= width + 0.01 && measured.lines <= lines, "\(width) pt, \(lines): '\(shown)' \(measured)")
            }
        }
    }

    /// Narrower than a word, with several lines allowed, Pango lets the word overflow its line
    /// instead of ellipsizing it: drawn, "Donaudampfschifffahrtsgesellschaft" ran under a stacked
    /// activity's refresh button at XXL. Whatever the width and lines, the text counts as cut (the
    /// layout decides whether a name's word may hyphenate), what is set fits its width (half a point
    /// of tolerance, as the measure's), and it is a prefix of the text cut with "…": at a word
    /// boundary where one leaves anything, else between characters of the first word.
    @Test(arguments: ["Donaudampfschifffahrtsgesellschaft", "Bf Donaudampfschifffahrtsgesellschaft Süd", "Mönchengladbach Hbf"])
    func aWordWiderThanTheLineBreaksAndIsCut(_ text: String) {
        let widest = text.split(separator: " ").map { Self.width(String($0)) }.max()!
        for lines in [1, 2, 3] {
            for width in stride(from: widest / 3, to: widest - 0.5, by: 3.5) {
                let shown = Self.shown(text, width: width, lines: lines)
                let measured = Self.measurer.measure(text, font: Self.font, maxWidth: width, maxLines: lines)
                #expect(measured.truncated, "\(width) pt, \(lines) line(s): '\(shown)'")
                #expect(measured.width <= width + 0.5 && measured.lines <= lines, "\(width) pt, \(lines) line(s): '\(shown)' \(measured)")
                let letters = { (s: String) in s.filter { !$0.isWhitespace && $0 != "…" } }
                #expect(letters(text).hasPrefix(letters(shown)) && (shown == text || shown.hasSuffix("…")), "\(width): '\(shown)'")
            }
        }
    }
}
