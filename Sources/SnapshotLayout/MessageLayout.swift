import SnapshotModel
import SnapshotRules

/// Places text that stands instead of arrivals: the empty states ("Choose a favorite",
/// "Favorite removed. Edit widget") and a stop's "No upcoming arrivals" note.
struct MessageLayout {
    let m: LayoutMetrics
    let palette: Palette
    let measurer: any TextMeasuring

    /// An empty state composed like the rest of the family: its glyph where the mode icon
    /// sits, then the first sentence in Headline (up to two lines) where the name sits, and
    /// the rest ("Edit widget") in the subtitle's secondary Footnote under it.
    func emptyState(_ text: String, glyph: Glyph?) -> [LayoutElement] {
        var out: [LayoutElement] = []
        var y = m.margin
        if let glyph {
            let frame = Rect(x: m.margin, y: y, width: m.glyph, height: m.glyph)
            // NB: decorative: the sentence beside it says what it means.
            out.append(LayoutElement(role: .icon, frame: frame,
                                     paint: .icon(name: glyph, tint: palette.iconTint, glyphFrame: frame, turns: 0)))
            y = frame.maxY + 4
        }
        let sentences = Self.sentences(text)
        let first = block(sentences[0], font: m.message, color: palette.primaryText, top: y, maxLines: 2)
        out.append(first)
        if sentences.count > 1 {
            out.append(block(sentences[1], font: m.subtitle, color: palette.secondaryText, top: first.frame.maxY, maxLines: 2))
        }
        return out
    }

    /// "Favorite removed. Edit widget" → ["Favorite removed.", "Edit widget"]: the state, then
    /// what to do about it.
    static func sentences(_ text: String) -> [String] {
        guard let range = text.range(of: ". ") else { return [text] }
        return [String(text[..<range.lowerBound]) + ".", String(text[range.upperBound...])]
    }

    /// A note under the header where rows would be: secondary, in as many lines as `height`
    /// holds (one to three): the sentence, else its short form ("No arrivals"), whose label
    /// reads the sentence. Nil when neither fits: the composition does not fit (never a
    /// bare dash); `force` keeps the short form cut.
    func note(_ text: String, short: String, top: Double, height: Double, force: Bool = false) -> LayoutElement? {
        let lines = min(3, max(1, Int((height + 0.001) / m.destination.lineHeight)))
        let note = block(text, font: m.destination, color: palette.secondaryText, top: top, maxLines: lines)
        guard note.truncated else { return note }
        var shortNote = block(short, font: m.destination, color: palette.secondaryText, top: top, maxLines: lines)
        shortNote.label = text
        return !shortNote.truncated || force ? shortNote : nil
    }

    private func block(_ text: String, font: FontSpec, color: Color, top: Double, maxLines: Int) -> LayoutElement {
        let width = m.width - 2 * m.margin
        let measured = measurer.measure(text, font: font, maxWidth: width, maxLines: maxLines)
        return LayoutElement(
            role: .message,
            frame: Rect(x: m.margin, y: top, width: measured.width, height: font.lineHeight * Double(measured.lines)),
            paint: .text(TextRun(text, font: font, color: color, wrapWidth: width, maxLines: maxLines)),
            text: text, label: text, truncated: measured.truncated)
    }
}

extension LayoutElement {
    /// The same element with its frame moved to start at `y`.
    func moved(toY y: Double) -> LayoutElement {
        var copy = self
        copy.frame.y = y
        return copy
    }
}
