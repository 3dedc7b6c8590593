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
}

extension TextMeasuring {
    /// A measurer that does not break words measures a run by its text alone.
    package func measure(_ run: TextRun) -> TextMeasurement {
        measure(run.text, font: run.font, maxWidth: run.wrapWidth, maxLines: run.maxLines)
    }

    /// A measurer that cannot say how it broke the lines answers the two questions apart.
    package func typeset(_ run: TextRun) -> TypesetText {
        TypesetText(measurement: measure(run), shown: shown(run), lines: nil)
    }
}

/// A run as the typesetter set it: what layout asks of it and what drawing needs to set it
/// again without fitting it a second time.
package struct TypesetText: Equatable, Sendable {
    package var measurement: TextMeasurement
    /// The characters drawn (`TextMeasuring.shown`).
    package var shown: String
    /// How a wrapped run's lines ended up broken and cut; nil for one unbounded line, or
    /// from a measurer that does not say.
    package var lines: LineSetting?

    package init(measurement: TextMeasurement, shown: String, lines: LineSetting?) {
        self.measurement = measurement; self.shown = shown; self.lines = lines
    }
}

/// How the typesetter finally set a wrapped run: where it let lines break, and whether the
/// drawn text carries its own ellipsis and line breaks (then it is set as it is, nothing more
/// cut). Set again with the run's font and width, it draws exactly what fitting it chose.
package struct LineSetting: Hashable, Sendable {
    /// Where a line may break.
    package enum Breaks: Hashable, Sendable {
        /// Between words only.
        case words
        /// Between words, and inside a word wider than the line (with a hyphen).
        case wordsThenCharacters
        /// Between any characters.
        case characters
    }

    package var breaks: Breaks
    /// The shown text already ends in its own "…" (and keeps its line breaks).
    package var cutByLayout: Bool

    package init(breaks: Breaks, cutByLayout: Bool) {
        self.breaks = breaks; self.cutByLayout = cutByLayout
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

    package init(width: Double, lines: Int, truncated: Bool) {
        self.width = width; self.lines = lines; self.truncated = truncated
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
