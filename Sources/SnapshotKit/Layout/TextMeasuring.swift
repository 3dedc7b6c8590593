/// The size text takes when set: layout asks, the renderer answers (Pango), tests fake it.
public protocol TextMeasuring: Sendable {
    /// Measures `text` in `font`, wrapped at `maxWidth` (nil = one unbounded line) into at most
    /// `maxLines` lines, ellipsized at the end when it does not fit.
    func measure(_ text: String, font: FontSpec, maxWidth: Double?, maxLines: Int) -> TextMeasurement

    /// The characters `run` draws: its text, or its cut form ("Halsted &…") when it does not
    /// fit, with a line break where a wrapped text broke before its last line.
    func shown(_ run: TextRun) -> String
}

/// The result of measuring text.
public struct TextMeasurement: Equatable, Sendable {
    /// Logical width of the widest line, in points.
    public var width: Double
    /// Lines used.
    public var lines: Int
    /// Whether the text was ellipsized.
    public var truncated: Bool

    public init(width: Double, lines: Int, truncated: Bool) {
        self.width = width; self.lines = lines; self.truncated = truncated
    }
}

/// A predictable measurer for tests: every character is `advance × size` wide, words wrap
/// at spaces, and text that does not fit is marked truncated.
public struct FixedAdvanceMeasurer: TextMeasuring {
    public var advance: Double
    public init(advance: Double = 0.5) { self.advance = advance }

    public func measure(_ text: String, font: FontSpec, maxWidth: Double?, maxLines: Int) -> TextMeasurement {
        let charWidth = advance * font.size
        let full = Double(text.count) * charWidth
        guard let maxWidth, full > maxWidth else { return TextMeasurement(width: full, lines: 1, truncated: false) }
        var lines = 1, lineWidth = 0.0, widest = 0.0
        for word in text.split(separator: " ") {
            let w = Double(word.count) * charWidth
            let needed = lineWidth == 0 ? w : lineWidth + charWidth + w
            if needed <= maxWidth || lineWidth == 0 {
                lineWidth = min(needed, maxWidth)
            } else {
                lines += 1
                widest = max(widest, lineWidth)
                lineWidth = min(w, maxWidth)
            }
        }
        widest = max(widest, lineWidth)
        let fitsWords = text.split(separator: " ").allSatisfy { Double($0.count) * charWidth <= maxWidth }
        if lines <= maxLines && fitsWords { return TextMeasurement(width: widest, lines: lines, truncated: false) }
        return TextMeasurement(width: maxWidth, lines: min(lines, maxLines), truncated: true)
    }

    /// One line's worth of characters (the last with room for "…") when the text is cut.
    public func shown(_ run: TextRun) -> String {
        guard let width = run.wrapWidth, measure(run.text, font: run.font, maxWidth: width, maxLines: run.maxLines).truncated
        else { return run.text }
        let fits = max(0, Int(width * Double(run.maxLines) / (advance * run.font.size)) - 1)
        return String(run.text.prefix(fits)).trimmingTrailingWhitespace() + "…"
    }
}

extension String {
    /// The text without trailing whitespace (spaces, no-break spaces, tabs), so an ellipsis
    /// never follows a space.
    func trimmingTrailingWhitespace() -> String {
        var s = Substring(self)
        while let last = s.last, last.isWhitespace { s = s.dropLast() }
        return String(s)
    }
}
