import SnapshotModel
import SnapshotPresentation
import SnapshotRules

/// `accessoryInline` ("Belmont: 7 min", adding ", stale" when stale; no refresh).
/// One line at a fixed size (the system sets inline text itself): mode icon, the title
/// "Name:", the time, and the status suffix (", stale", ", offline", …) right after it,
/// centred as the Lock Screen centres its inline widget. Only the name ellipsizes.
struct AccessoryInlineLayout {
    let measurer: any TextMeasuring

    /// Subheadline semibold at Large (15/20 pt), close to the Lock Screen's date line.
    static let font = FontSpec.style(.subheadline, .large, weight: .semibold, tabular: true)
    static let iconSize = 15.0
    static let iconGap = 4.0

    func layout(_ p: Presentation, in env: RenderEnvironment) -> LayoutTree {
        let (surfaceWidth, heights) = env.surface.spec.size(env.device)
        let size = Size(width: surfaceWidth, height: heights.upperBound)
        let palette = AccessoryLayout.palette
        let font = Self.font
        let y = (size.height - font.lineHeight) / 2
        var elements: [LayoutElement] = []

        switch p.content {
        case .message(let text):
            let measured = measurer.measure(text, font: font, maxWidth: surfaceWidth, maxLines: 1)
            let run = TextRun(text, font: font, color: palette.primaryText, wrapWidth: surfaceWidth, alignment: .center)
            elements = [.text(.message, run, frame: Rect(x: (surfaceWidth - measured.width) / 2, y: y, width: measured.width,
                                                          height: font.lineHeight), truncated: measured.truncated)]
        case .arrivals(let header, _):
            // The value, in order of preference: the time; with no rows the sentence, then its
            // short form ("Belmont: No arrivals"); with a status word and no rows none
            // ("Belmont: ended"). Identity first: the first whose name shows whole,
            // else the first that keeps `Legibility.keptCharacters` of it, else the last; a
            // time gives way to a status word ("Belmont: offline") before the name is cut short.
            // A delayed or timetable-only time comes with its word first, then alone.
            let first = GlanceValue.first(p, roomForWord: true)
            let bare = GlanceValue.first(p)
            var values: [GlanceValue?]
            if first.role == .time {
                values = [first] + (bare == first ? [] : [bare]) + (p.statusWord == nil ? [] : [nil])
            } else if p.statusWord == nil {
                values = [p.rowsMessage, p.shortRowsMessage].map { GlanceValue(text: $0, role: .message, label: p.rowsMessage) }
            } else {
                values = [nil]
            }
            let space = width(" ")
            func suffix(_ value: GlanceValue?) -> String? {
                // NB: the word runs on in lower case; a German noun keeps its capital
                // ("Belmont: Fehler", but "Belmont: 14:28, veraltet"): `StatusKind.wordInSentence`.
                p.status.map { (value == nil ? "" : ", ") + $0.wordInSentence(p.language) }
            }
            func room(_ value: GlanceValue?) -> Double {
                surfaceWidth - Self.iconSize - Self.iconGap - (value.map { space + self.width($0.text) } ?? space)
                    - (suffix(value).map { self.width($0) } ?? 0)
            }
            func title(_ value: GlanceValue?) -> Title {
                Self.title(header.stopName, fits: { self.width($0) <= room(value) })
            }
            let kept = { (t: Title) in !t.truncated || Legibility.keptCharacters(drawn: t.text) >= Legibility.keptCharacters }
            // Whole, then cut at a word boundary with enough kept, then at any word boundary with
            // the first word whole ("Cumberland…: 7 min" before "Cumberlan…: Delayed 7 min"),
            // then enough kept inside a word.
            let value = values.first { !title($0).truncated } ?? values.first { kept(title($0)) && title($0).atWord }
                ?? values.first { title($0).atWord } ?? values.first { kept(title($0)) } ?? values[values.count - 1]
            let name = title(value)
            let tail = suffix(value)
            let valueWidth = value.map { space + width($0.text) } ?? space
            var x = (surfaceWidth - (Self.iconSize + Self.iconGap + width(name.text) + valueWidth + (tail.map { width($0) } ?? 0))) / 2
            let iconFrame = Rect(x: x, y: (size.height - Self.iconSize) / 2, width: Self.iconSize, height: Self.iconSize)
            elements.append(LayoutElement(role: .icon, frame: iconFrame,
                                          paint: .icon(name: header.mode.iconName, tint: palette.iconTint,
                                                       glyphFrame: iconFrame, turns: 0),
                                          label: header.mode.spokenName))
            x = iconFrame.maxX + Self.iconGap
            let titleWidth = width(name.text)
            // Its run wraps at the room the value leaves, so the audit can ask what else fits there.
            var titleElement = LayoutElement.text(.title, TextRun(name.text, font: font, color: palette.primaryText, wrapWidth: room(value)),
                                                  frame: Rect(x: x, y: y, width: titleWidth, height: font.lineHeight),
                                                  label: header.stopName, truncated: name.truncated)
            // The whole name is the element's text; a cut one's drawn form ("Bel…:") is its `shown`.
            titleElement.text = header.stopName + ":"
            elements.append(titleElement)
            x += titleWidth + space
            if let value {
                let w = width(value.text)
                elements.append(.text(value.role, TextRun(value.text, font: font, color: palette.primaryText, wrapWidth: nil),
                                      frame: Rect(x: x, y: y, width: w, height: font.lineHeight),
                                      label: value.label, row: value.role == .time ? 1 : nil))
                x += w
            }
            if let tail, let word = p.statusWord {
                // Plain text right after the value, no capsule: the inline widget is one run of text.
                elements.append(.text(.statusLabel, TextRun(tail, font: font, color: palette.primaryText, wrapWidth: nil),
                                      frame: Rect(x: x, y: y, width: width(tail), height: font.lineHeight), label: word))
            }
        }
        return LayoutTree(p, env, size: size, textSize: .large, background: .none, content: elements)
    }

    func width(_ text: String) -> Double {
        measurer.measure(text, font: Self.font, maxWidth: nil, maxLines: 1).width
    }

    /// "Name:" when it fits, else the longest prefix of the name that fits as "Nam…:", ending at
    /// a word boundary where one leaves anything ("Harold Washington…:"), else between any two
    /// characters; the colon stays so the value still reads as the name's value.
    static func title(_ name: String, fits: (String) -> Bool) -> Title {
        if fits(name + ":") { return Title(text: name + ":", truncated: false, fits: true, atWord: true) }
        let characters = Array(name)
        // A cut at a word boundary keeps the first word whole: the first boundary is its end.
        let words = Array(name.wordBoundaries.reversed())
        for length in words + (1..<characters.count).reversed() {
            let candidate = String(characters[..<length]).trimmingTrailingWhitespace() + "…:"
            if fits(candidate) { return Title(text: candidate, truncated: true, fits: true, atWord: words.contains(length)) }
        }
        return Title(text: "…:", truncated: true, fits: fits("…:"), atWord: false)
    }

    /// The drawn "Name:" for one value, and how it reads.
    struct Title {
        var text: String
        var truncated: Bool
        var fits: Bool
        /// Whole, or cut at a word boundary with the name's first word whole.
        var atWord: Bool
    }
}
