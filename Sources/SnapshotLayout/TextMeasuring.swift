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
}

extension TextMeasuring {
    /// A measurer that does not break words measures a run by its text alone.
    package func measure(_ run: TextRun) -> TextMeasurement {
        measure(run.text, font: run.font, maxWidth: run.wrapWidth, maxLines: run.maxLines)
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
