/// Places arrival rows (seed 000): route colour marker and destination leading, time
/// trailing, rows stacked directly on the background with no fills or dividers. A
/// composition may stack the time under the destination or leave the destination out.
/// Times are never truncated; a destination shows in full or with at least 2.5 em of text.
struct ArrivalRowsLayout {
    let m: LayoutMetrics
    let palette: Palette
    let measurer: any TextMeasuring
    let form: Composition.RowForm
    /// Lay out even when a destination has no room (the caller records the overflow).
    var force = false

    /// Space between a row's destination and its time on one line.
    static let timeGap = 8.0

    /// The height of one row.
    var rowHeight: Double {
        form == .stacked ? m.destination.lineHeight + m.time.lineHeight : max(m.destination.lineHeight, m.time.lineHeight)
    }

    /// The height `count` rows take.
    func height(count: Int) -> Double {
        count == 0 ? 0 : Double(count) * rowHeight + Double(count - 1) * m.rowGap
    }

    /// Rows from `top`; nil when a time cannot be set in full or a destination would show
    /// less than 2.5 em. A delayed or timetable-only time takes its shorter forms ("Late 7 min",
    /// then "Delayed") before this composition is given up, so its word never costs a line.
    /// The bare time (the word in the label only) is drawn only when no composition fits
    /// (`force`): every composition that keeps the word is tried first.
    func rows(_ rows: [ArrivalRowContent], top: Double) -> [LayoutElement]? {
        var strict = self
        strict.force = false
        let worded = rows.map(\.timeForms.count).max() ?? 1
        for level in 0..<worded {
            if let placed = strict.place(rows.map { $0.atTimeForm(level) }, top: top) { return placed }
        }
        guard force else { return nil }
        let bare = rows.map { $0.atTimeForm(0, bare: true) }
        return strict.place(bare, top: top) ?? place(bare, top: top)
    }

    private func place(_ rows: [ArrivalRowContent], top: Double) -> [LayoutElement]? {
        // Badges of one list share the widest badge's width, so destinations start in one
        // column; times share the widest time's column, so destinations end in one.
        let markerWidth = rows.map { marker($0, number: 0, x: 0, centreY: 0).frame.width }.max() ?? 0
        let timeColumn = rows.map { measurer.measure($0.time, font: m.time, maxWidth: nil, maxLines: 1).width }.max() ?? 0
        var out: [LayoutElement] = []
        for (i, row) in rows.enumerated() {
            let y = top + Double(i) * (rowHeight + m.rowGap)
            guard let elements = layoutRow(row, number: i + 1, y: y, markerWidth: markerWidth, timeColumn: timeColumn) else { return nil }
            out += elements
        }
        return out
    }

    private func layoutRow(_ row: ArrivalRowContent, number: Int, y: Double, markerWidth: Double,
                           timeColumn: Double) -> [LayoutElement]? {
        let line = form == .stacked ? m.destination.lineHeight : rowHeight
        let marker = self.marker(row, number: number, x: m.margin, centreY: y + line / 2, width: markerWidth)
        let textX = m.margin + markerWidth + m.iconGap
        let right = m.width - m.margin
        let timeSize = measurer.measure(row.time, font: m.time, maxWidth: nil, maxLines: 1)
        let timeFrame: Rect
        switch form {
        case .inline: timeFrame = Rect(x: right - timeSize.width, y: y, width: timeSize.width, height: line)
        case .stacked: timeFrame = Rect(x: textX, y: y + line, width: timeSize.width, height: m.time.lineHeight)
        case .valueOnly: timeFrame = Rect(x: textX, y: y, width: timeSize.width, height: line)
        }
        guard timeFrame.maxX <= right + 0.001 || force else { return nil }
        let time = LayoutElement(role: .time, row: number, frame: timeFrame,
                                 paint: .text(TextRun(row.time, font: m.time, color: palette.primaryText, wrapWidth: nil,
                                                      alignment: form == .inline ? .trailing : .leading)),
                                 text: row.time, label: row.spokenTime)
        guard form != .valueOnly else { return [marker, time] }

        let destLimit = max(0, (form == .inline ? right - timeColumn - Self.timeGap : right) - textX)
        let dest = measurer.measure(row.destination, font: m.destination, maxWidth: destLimit, maxLines: 1)
        let destination = LayoutElement(
            role: .destination, row: number, frame: Rect(x: textX, y: y, width: min(dest.width, destLimit), height: line),
            paint: .text(TextRun(row.destination, font: m.destination, color: palette.primaryText, wrapWidth: destLimit)),
            text: row.destination, label: row.spokenDestination, truncated: dest.truncated)
        guard measurer.showsEnough(destination) || force else { return nil }
        return [marker, destination, time]
    }

    private func marker(_ row: ArrivalRowContent, number: Int, x: Double, centreY: Double,
                        width: Double = 0) -> LayoutElement {
        RouteMarker(palette: palette, measurer: measurer, dot: (m.destination.size * 0.8).rounded(), badge: m.badge)
            .element(row, number: number, x: x, centreY: centreY, minWidth: width)
    }
}
