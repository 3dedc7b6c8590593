import SnapshotModel
import SnapshotPresentation
import SnapshotRules

/// Places arrival rows: route colour marker and destination leading, time
/// trailing, rows stacked directly on the background with no fills or dividers. A
/// composition may stack the time under the destination, or leave the destination out and
/// keep the route's text ("● Red 2:23 PM"; a bus badge is its number), beside the time or
/// over it. Times are never truncated; a destination shows in full or with at least 2.5 em.
///
/// Fit is judged for the widest plausible time (`widestTimes`, e.g. "88 min"), not only the
/// time shown, so a row keeps its form along a timeline (avoiding layout jumps).
struct ArrivalRowsLayout {
    let m: LayoutMetrics
    let palette: Palette
    let measurer: any TextMeasuring
    let form: Composition.RowForm
    /// Lay out even when a destination has no room (the caller records the overflow).
    var force = false
    /// Times the rows may show at another moment of the same data (`Presentation.widestTimes`).
    var widestTimes: [String] = []
    /// Rows of other lists these rows share their marker column with (stacked activities).
    var columnPeers: [ArrivalRowContent] = []

    /// Space between a row's destination and its time on one line.
    static let timeGap = 8.0
    /// Space between the route's text and the time ("Red 2:23 PM").
    static let routeGap = 5.0

    /// Whether the time sits on its own line under the marker's line.
    var timeUnder: Bool { form == .stacked || form == .valueStacked }

    /// Whether the destination is left out and the route's text kept.
    var keepsRouteOnly: Bool { form == .valueOnly || form == .valueStacked }

    /// The marker's line: the destination's, or with the route's text alone the badge's
    /// (Caption 1, so a train's "Red" reads like a bus badge's "8").
    var markerLine: Double { keepsRouteOnly ? m.badge.lineHeight : m.destination.lineHeight }

    /// The height of one row.
    var rowHeight: Double {
        timeUnder ? markerLine + m.time.lineHeight : max(markerLine, m.time.lineHeight)
    }

    /// The height `count` rows take.
    func height(count: Int) -> Double {
        count == 0 ? 0 : Double(count) * rowHeight + Double(count - 1) * m.rowGap
    }

    /// Rows from `top`; nil when a time cannot be set in full or a destination would show
    /// less than 2.5 em. A delayed or timetable-only time takes its shorter forms ("Late 7 min")
    /// before this composition is given up, and where they cut fewer destinations ("Retr. 2:27
    /// p.m." beside "Aeropuerto T4", not "Retrasado · 2:27 p.m." beside "Aeropuert…"); the word
    /// itself is never dropped. A timetable time takes its clock glyph in the word's place only in a last
    /// pass, when no level of words fits.
    func rows(_ rows: [ArrivalRowContent], top: Double) -> [LayoutElement]? {
        var strict = self
        strict.force = false
        let worded = rows.map(\.wordedForms.count).max() ?? 1
        var best: (placed: [LayoutElement], cuts: Int)?
        for level in 0..<worded {
            guard let placed = strict.place(rows.map { $0.atWordedForm(level) }, top: top, level: level) else { continue }
            let cuts = placed.filter { $0.role == .destination && $0.truncated }.count
            if cuts == 0 { return placed }
            if cuts < best?.cuts ?? .max { best = (placed, cuts) }
        }
        if let best { return best.placed }
        let shortest = rows.map { $0.atTimeForm($0.timeForms.count - 1) }
        if rows.contains(where: { $0.glyphedTime != nil }),
           let placed = strict.place(shortest, top: top, level: worded - 1) { return placed }
        return force ? place(shortest, top: top, level: worded - 1) : nil
    }

    private func place(_ rows: [ArrivalRowContent], top: Double, level: Int? = nil) -> [LayoutElement]? {
        // Badges of one list (and of the activities stacked with it) share the widest badge's
        // width, so destinations start in one column.
        let markerWidth = (rows + columnPeers).map { marker($0, number: 0, x: 0, centreY: 0).frame.width }.max() ?? 0
        var out: [LayoutElement] = []
        for (i, row) in rows.enumerated() {
            let y = top + Double(i) * (rowHeight + m.rowGap)
            guard let elements = layoutRow(row, number: i + 1, y: y, markerWidth: markerWidth,
                                           timeColumn: timeColumn(row, level: level),
                                           ownColumn: ownColumn(row)) else { return nil }
            out += elements
        }
        return out
    }

    /// The room a row's time takes: the widest time the row can show in its state (its own,
    /// the plausible ones of the same data: "88 min" while fresh, a delay's worded form at the
    /// widest minutes and when due at the same `level`), so the row keeps its form along a
    /// timeline; no wider, so its destination is cut only where that leaves it no room.
    func timeColumn(_ row: ArrivalRowContent, level: Int?) -> Double {
        ([row.time] + plausible(row, level: level)).map { span(row, $0) }.max() ?? 0
    }

    /// The times of the same data at other moments: `widestTimes`, and a delay's worded forms
    /// at the widest minutes and when due, at `level`.
    private func plausible(_ row: ArrivalRowContent, level: Int?) -> [String] {
        widestTimes + (level.map { level in
            row.widestForms.compactMap { forms in forms.isEmpty ? nil : forms[min(level, forms.count - 1)] }
        } ?? [])
    }

    /// The room a row's time takes now: the destination is drawn beside this, so "Museum Ca…" is
    /// not cut beside room kept for "88 min" or for a due form it has not reached ("Retr. · Ahora"
    /// beside "Retr. 7 min"); the composition is chosen for `timeColumn`, so it does not change.
    func ownColumn(_ row: ArrivalRowContent) -> Double { span(row, row.time) }

    /// The width `text` takes as `row`'s time: the clock glyph and its gap before a glyphed form.
    private func span(_ row: ArrivalRowContent, _ text: String) -> Double {
        timeWidth(text) + (text == row.glyphedTime ? glyphSize + Self.glyphGap : 0)
    }

    /// The clock glyph before a timetable time: the time's cap height and a little more.
    var glyphSize: Double { (m.time.size * 0.9).rounded() }
    static let glyphGap = 4.0

    private func timeWidth(_ text: String) -> Double { measurer.measure(text, font: m.time, maxWidth: nil, maxLines: 1).width }

    private func layoutRow(_ row: ArrivalRowContent, number: Int, y: Double, markerWidth: Double,
                           timeColumn: Double, ownColumn: Double) -> [LayoutElement]? {
        let line = timeUnder ? markerLine : rowHeight
        let marker = self.marker(row, number: number, x: m.margin, centreY: y + line / 2, width: markerWidth, lineHeight: line)
        let textX = m.margin + markerWidth + m.iconGap
        let right = m.width - m.margin
        // A train's route text where the destination was: the dot's colour is not the only
        // name of the line (route.text). A bus badge already is its number.
        let keepsRoute = keepsRouteOnly && !row.showsRouteBadge
        // Beside the time ("Red 2 min"), the route's smaller text sits on the time's baseline.
        let besideTime = form == .valueOnly
        let route = !keepsRoute ? nil
            : routeText(row, number: number, x: textX, y: besideTime ? y + m.time.baseline - m.badge.baseline : y,
                        height: besideTime ? m.badge.lineHeight : line)
        let timeX: Double
        switch form {
        case .inline: timeX = right - timeWidth(row.time)
        case .stacked: timeX = textX
        // Under the marker and its route text, the time starts at the margin: a wide bus badge
        // ("2020") does not push it out of the widget.
        case .valueStacked: timeX = m.margin
        case .valueOnly: timeX = route.map { $0.frame.maxX + Self.routeGap } ?? textX
        }
        // A timetable time's glyph leads its time (inline, the time keeps its trailing edge).
        let lead = row.timeHasGlyph ? glyphSize + Self.glyphGap : 0
        let timeTextX = form == .inline ? timeX : timeX + lead
        let timeFrame = Rect(x: timeTextX, y: timeUnder ? y + line : y, width: timeWidth(row.time),
                             height: timeUnder ? m.time.lineHeight : line)
        let glyph: [LayoutElement] = !row.timeHasGlyph ? [] : {
            let frame = Rect(x: timeTextX - lead, y: timeFrame.midY - glyphSize / 2, width: glyphSize, height: glyphSize)
            return [LayoutElement(role: .icon, row: number, frame: frame,
                                  paint: .icon(name: ArrivalTimeRules.TimeForms.glyph, tint: palette.primaryText, glyphFrame: frame, turns: 0))]
        }()
        // The widest plausible time must fit where this one sits.
        let columnEnd = form == .inline ? right : timeX + timeColumn
        guard columnEnd <= right + 0.001 || force else { return nil }
        if let route, route.frame.maxX > right + 0.001, !force { return nil }
        let time = LayoutElement(role: .time, row: number, frame: timeFrame,
                                 paint: .text(TextRun(row.time, font: m.time, color: palette.primaryText, wrapWidth: nil,
                                                      alignment: form == .inline ? .trailing : .leading)),
                                 text: row.time, label: row.spokenTime)
        switch form {
        case .valueOnly, .valueStacked: return [marker] + (route.map { [$0] } ?? []) + glyph + [time]
        case .inline, .stacked: break
        }

        // Fitted beside the widest time the row can show (the composition holds along a
        // timeline), drawn beside the widest it can still show.
        func destination(beside column: Double) -> LayoutElement {
            let limit = max(0, (form == .inline ? right - column - Self.timeGap : right) - textX)
            let dest = measurer.measure(row.destination, font: m.destination, maxWidth: limit, maxLines: 1)
            return LayoutElement(
                role: .destination, row: number, frame: Rect(x: textX, y: y, width: min(dest.width, limit), height: line),
                paint: .text(TextRun(row.destination, font: m.destination, color: palette.primaryText, wrapWidth: limit)),
                text: row.destination, label: row.spokenDestination, truncated: dest.truncated)
        }
        guard measurer.showsEnough(destination(beside: timeColumn)) || force else { return nil }
        return [marker, destination(beside: min(timeColumn, ownColumn))] + glyph + [time]
    }

    /// The route's own text ("Red", "Pexp") beside its dot, never cut.
    private func routeText(_ row: ArrivalRowContent, number: Int, x: Double, y: Double, height: Double) -> LayoutElement {
        let width = measurer.measure(row.route, font: m.badge, maxWidth: nil, maxLines: 1).width
        // NB: the text is the marker's name (role routeMarker, as on the compact island), so
        // VoiceOver hears the line once, from the marker.
        return .text(.routeMarker, TextRun(row.route, font: m.badge, color: palette.primaryText, wrapWidth: nil),
                     frame: Rect(x: x, y: y, width: width, height: height), label: row.spokenRoute, row: number)
    }

    private func marker(_ row: ArrivalRowContent, number: Int, x: Double, centreY: Double,
                        width: Double = 0, lineHeight: Double = .infinity) -> LayoutElement {
        RouteMarker(palette: palette, measurer: measurer, dot: (m.destination.size * 0.8).rounded(), badge: m.badge)
            .element(row, number: number, x: x, centreY: centreY, lineHeight: keepsRouteOnly ? lineHeight : .infinity,
                     minWidth: width)
    }
}
