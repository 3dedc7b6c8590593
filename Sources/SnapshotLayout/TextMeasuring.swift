import SnapshotModel

/// The size text takes when set: layout asks, the renderer answers (Pango), tests fake it.
package protocol TextMeasuring: Sendable {
    /// Measures `text` in `font`, wrapped at `maxWidth` (nil = one unbounded line) into at most
    /// `maxLines` lines, ellipsized at the end when it does not fit.
    func measure(_ text: String, font: FontSpec, maxWidth: Double?, maxLines: Int) -> TextMeasurement

    /// The characters `run` draws: its text, or its cut form ("Halsted &…") when it does not
    /// fit, with a line break where a wrapped text broke before its last line.
    func shown(_ run: TextRun) -> String

    /// Measures `run` as it is drawn (its wrap width, lines and word breaking).
    func measure(_ run: TextRun) -> TextMeasurement

    /// Everything setting `run` decides, from one setting of it: its measurement, the
    /// characters drawn and how its lines were broken and cut.
    func typeset(_ run: TextRun) -> TypesetText

    /// The lines `run` draws, as a person reads them: a hyphen where a word broke at one of its
    /// language's hyphenation points, "…" where the text was cut.
    func lines(_ run: TextRun) -> [String]
}

extension TextMeasuring {
    /// A measurer that does not break words measures a run by its text alone.
    package func measure(_ run: TextRun) -> TextMeasurement {
        measure(run.text, font: run.font, maxWidth: run.wrapWidth, maxLines: run.maxLines)
    }

    /// A measurer that only knows the shown text reads its lines from its line breaks.
    package func lines(_ run: TextRun) -> [String] {
        shown(run).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// A measurer that cannot say how it set the text answers the questions apart.
    package func typeset(_ run: TextRun) -> TypesetText {
        TypesetText(measurement: measure(run), lines: lines(run), setting: nil)
    }
}

/// A run as the typesetter set it: what layout asks of it and what drawing needs to set it
/// again without fitting it a second time.
package struct TypesetText: Equatable, Sendable {
    package var measurement: TextMeasurement
    /// The lines drawn, as a person reads them (`TextMeasuring.lines`).
    package var lines: [String]
    /// How a wrapped run was set; nil for one unbounded line, or from a measurer that does not say.
    package var setting: LineSetting?

    package init(measurement: TextMeasurement, lines: [String], setting: LineSetting?) {
        self.measurement = measurement; self.lines = lines; self.setting = setting
    }

    /// The characters drawn, a line break between lines (`TextMeasuring.shown`).
    package var shown: String { lines.joined(separator: "\n") }
}

/// How the typesetter finally set a wrapped run: the text it set (with the soft hyphens its
/// lines may break at, or the cut text with its own "…" and line breaks) and whether that text
/// is already cut (then it is set as it is, nothing more cut). Set again with the run's font and
/// width, it draws exactly what fitting chose.
package struct LineSetting: Hashable, Sendable {
    package var text: String
    /// The text already ends in its own "…" (and keeps its line breaks).
    package var cutByLayout: Bool

    package init(text: String, cutByLayout: Bool) {
        self.text = text; self.cutByLayout = cutByLayout
    }
}

/// The result of measuring text.
package struct TextMeasurement: Equatable, Sendable {
    /// Logical width of the widest line, in points.
    package var width: Double
    /// Lines used.
    package var lines: Int
    /// Whether the text was ellipsized.
    package var truncated: Bool
    /// Whether the cut falls inside a word (at a hyphenation point, or between letters where a
    /// word has none that fits): a cut at a word boundary is preferred wherever one is possible.
    package var cutInsideWord: Bool

    package init(width: Double, lines: Int, truncated: Bool, cutInsideWord: Bool = false) {
        self.width = width; self.lines = lines; self.truncated = truncated; self.cutInsideWord = cutInsideWord
    }
}

extension String {
    /// The text without trailing whitespace (spaces, no-break spaces, tabs), so an ellipsis
    /// never follows a space.
    package func trimmingTrailingWhitespace() -> String {
        var s = Substring(self)
        while let last = s.last, last.isWhitespace { s = s.dropLast() }
        return String(s)
    }
}

extension String {
    /// The words a line may end between without breaking one: split at spaces, after the
    /// hyphens, dashes and slashes the text has ("Library-State/Van" → "Library-", "State/",
    /// "Van"), and around each CJK character (each is a word of its own for line breaking). A
    /// piece wider than a whole line can only be set by hyphenating it.
    package var lineSegments: [String] {
        var out: [String] = [], piece = ""
        for c in self {
            if c.isWhitespace {
                if !piece.isEmpty { out.append(piece); piece = "" }
                continue
            }
            if c.isCJK, !piece.isEmpty { out.append(piece); piece = "" }
            piece.append(c)
            if Self.breaksAfter.contains(c) || c.isCJK { out.append(piece); piece = "" }
        }
        if !piece.isEmpty { out.append(piece) }
        return out
    }

    /// The lengths (in characters) of the prefixes that end at a word boundary, shortest first:
    /// before a space, before or after a hyphen, dash or slash the text has, or next to a CJK
    /// character.
    package var wordBoundaries: [Int] {
        let c = Array(self)
        return (1..<max(1, c.count)).filter { Self.isWordBoundary(before: c[$0 - 1], after: c[$0]) }
    }

    /// Whether a cut between `before` and `after` ends at a word boundary.
    package static func isWordBoundary(before: Character, after: Character) -> Bool {
        !before.isWhitespace && (after.isWhitespace || breaksAfter.contains(before) || breaksAfter.contains(after)
                                 || before.isCJK || after.isCJK)
    }

    /// The characters a line may end after inside a run of text: hyphens, dashes and slashes.
    package static let breaksAfter: Set<Character> = ["-", "/", "–", "‐"]
}
