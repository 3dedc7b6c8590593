import SnapshotModel
import SnapshotPresentation
import SnapshotRules

/// `accessoryCircular` (route over value, no refresh): a full circle
/// in the accessory background fill (white at 15 %, like `AccessoryWidgetBackground`), the
/// route on top, the value below, and the status word under it when there is one; every
/// line centred and inside the circle. Fixed sizes: the system draws circular text itself.
struct AccessoryCircularLayout {
    let measurer: any TextMeasuring

    static let route = FontSpec(family: "Inter", size: 12, lineHeight: 15, weight: .semibold)
    /// An empty state's glyph where its sentence does not fit: 24 pt, a third of the circle.
    static let emptyGlyph = FontSpec(family: "Inter", size: 24, lineHeight: 24, weight: .semibold)
    /// The value's sizes, largest first: one line is tried at each, then two lines ("12:07" over "PM").
    static let values = [17.0, 15, 13, 12, 11].map {
        FontSpec(family: "Inter", size: $0, lineHeight: ($0 * 1.15).rounded(), weight: .semibold, tabular: true)
    }
    static let status = FontSpec(family: "Inter", size: 11, lineHeight: 13, weight: .semibold)
    /// Lines keep this far from the circle's edge.
    static let inset = 3.0

    func layout(_ p: Presentation, in env: RenderEnvironment) -> LayoutTree {
        let (width, _) = env.surface.spec.size(env.device)
        let size = Size(width: width, height: width)
        let palette = AccessoryLayout.palette
        var lines: [Line] = []
        var value = GlanceValue.first(p)
        if case .message(let text) = p.content {
            // An empty state: its message when it fits the circle in three lines, else the dash.
            value = GlanceValue(text: text, role: .message, label: text)
        } else if let row = p.rows.first {
            lines.append(Line(role: .routeMarker, text: row.route, label: row.spokenRoute, font: Self.route,
                              color: palette.primaryText, row: 1))
        } else if let mode = p.header?.mode {
            lines.append(Line(role: .icon, text: mode.iconName.name, label: mode.spokenName, font: Self.route,
                              color: palette.iconTint, row: nil, glyph: mode.iconName))
            // No rows and no status word: the rows' short sentence ("No arrivals", "Loading…"),
            // never a bare dash; VoiceOver reads the sentence.
            if p.statusWord == nil { value = GlanceValue(text: p.shortRowsMessage, role: .message, label: p.rowsMessage) }
        }
        let status = p.statusWord.map {
            // Two lines at most ("Sin" over "conexión"): the word is said whole.
            Line(role: .statusLabel, text: $0, label: $0, font: Self.status, color: palette.staleText, row: nil, maxLines: 2)
        }
        let candidates = (1...3).flatMap { n in Self.values.map { (font: $0, lines: n) } }
        var placed: [LayoutElement]?
        // The value shrinks before anything gives way; then the route line goes before the
        // status word ("Sin conexión" is said; the value still names the arrival),
        // and the status word last.
        let steps: [(route: Bool, status: Bool)] = [(true, true), (false, true), (true, false)]
        // The value is set for the widest time the same data shows at another moment ("88 min"
        // while fresh), so it keeps one size along a timeline ("10 min" at 15 pt, "9 min" at 17
        // was a jump).
        let plausible = value.role == .time ? p.widestTimes.filter { $0 != value.text } : []
        for step in steps where (step.status || status != nil) && (step.route || !lines.isEmpty) {
            for c in candidates where placed == nil {
                func stack(_ text: String) -> [Line] {
                    let valueLine = Line(role: value.role, text: text, label: value.label, font: c.font,
                                         color: palette.primaryText, row: value.role == .time ? 1 : nil, maxLines: c.lines)
                    return (step.route ? lines : []) + [valueLine] + (step.status ? status.map { [$0] } ?? [] : [])
                }
                guard plausible.allSatisfy({ place(stack($0), diameter: width) != nil }) else { continue }
                placed = place(stack(value.text), diameter: width)
            }
        }
        if placed == nil, case .message = p.content, let glyph = p.messageGlyph {
            // An empty state whose sentence the circle cannot hold: its glyph (the slashed star of
            // "Favorite removed"), labelled with the sentence; never a bare dash.
            placed = place([Line(role: .icon, text: glyph.name, label: value.label, font: Self.emptyGlyph, color: palette.primaryText,
                                 row: nil, glyph: glyph)], diameter: width, force: true)
        }
        if placed == nil {
            let dash = Line(role: .message, text: GlanceValue.dash, label: value.label, font: Self.values[0],
                            color: palette.primaryText, row: nil)
            placed = place(lines + [dash] + (status.map { [$0] } ?? []), diameter: width, force: true)
        }
        return LayoutTree(p, env, size: size, textSize: .large,
                          background: .circle(fill: palette.primaryText.opacity(0.15)), content: placed ?? [])
    }

    /// One centred line (or wrapped block) of the stack.
    struct Line {
        var role: ElementRole
        var text: String
        var label: String
        var font: FontSpec
        var color: Color
        var row: Int?
        var maxLines = 1
        /// The icon an `.icon` line draws (its `text` is the icon's name, measured as text).
        var glyph: Glyph? = nil
    }

    /// The stack centred in the circle, or nil when a line would leave it or be cut.
    func place(_ lines: [Line], diameter: Double, force: Bool = false) -> [LayoutElement]? {
        let r = diameter / 2
        let measured = lines.map { line in
            line.role == .icon ? TextMeasurement(width: line.font.size + 2, lines: 1, truncated: false)
                : measurer.measure(line.text, font: line.font, maxWidth: line.maxLines > 1 ? diameter - 2 * Self.inset : nil,
                                   maxLines: line.maxLines)
        }
        let heights = zip(lines, measured).map { $0.font.lineHeight * Double($1.lines) }
        var y = r - heights.reduce(0, +) / 2
        var out: [LayoutElement] = []
        for ((line, size), height) in zip(zip(lines, measured), heights) {
            // The chord at the line's edge farthest from the centre bounds its width.
            let far = max(abs(y - r), abs(y + height - r))
            let chord = far < r - Self.inset ? 2 * ((r - Self.inset) * (r - Self.inset) - far * far).squareRoot() : 0
            if (size.truncated || size.width > chord) && !force { return nil }
            let frame = Rect(x: r - size.width / 2, y: y, width: size.width, height: height)
            if line.role == .icon, let icon = line.glyph {
                let glyph = Rect.centered(x: r, y: frame.midY, size: Size(width: line.font.size, height: line.font.size))
                out.append(LayoutElement(role: .icon, frame: glyph,
                                         paint: .icon(name: icon, tint: line.color, glyphFrame: glyph, turns: 0),
                                         label: line.label))
            } else {
                let run = TextRun(line.text, font: line.font, color: line.color,
                                  wrapWidth: line.maxLines > 1 ? size.width + 0.5 : nil, maxLines: line.maxLines,
                                  alignment: .center)
                out.append(.text(line.role, run, frame: frame, label: line.label, row: line.row, truncated: size.truncated))
            }
            y += height
        }
        return out
    }
}
