@testable import SnapshotLayout
@testable import SnapshotModel

/// A predictable measurer for layout tests: every character is `advance × size` wide, words
/// wrap at spaces, and text that does not fit is marked truncated.
struct FixedAdvanceMeasurer: TextMeasuring {
    var advance: Double
    init(advance: Double = 0.5) { self.advance = advance }

    func measure(_ text: String, font: FontSpec, maxWidth: Double?, maxLines: Int) -> TextMeasurement {
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
    func shown(_ run: TextRun) -> String {
        guard let width = run.wrapWidth, measure(run.text, font: run.font, maxWidth: width, maxLines: run.maxLines).truncated
        else { return run.text }
        let fits = max(0, Int(width * Double(run.maxLines) / (advance * run.font.size)) - 1)
        return String(run.text.prefix(fits)).trimmingTrailingWhitespace() + "…"
    }
}
