/// Places arrival rows (seed 000): route colour marker and destination leading, time
/// trailing, rows stacked directly on the background with no fills or dividers.
/// Times are never truncated; destinations ellipsize into the space left.
struct ArrivalRowsLayout {
    let m: LayoutMetrics
    let palette: Palette
    let measurer: any TextMeasuring
    /// Lay out even when a destination has no room (the caller records the overflow).
    var force = false

    /// The height `count` rows take.
    func height(count: Int) -> Double {
        count == 0 ? 0 : Double(count) * m.destination.lineHeight + Double(count - 1) * m.rowGap
    }

    /// Rows from `top`; nil when a time cannot be set in full.
    func rows(_ rows: [ArrivalRowContent], top: Double) -> [LayoutElement]? {
        var out: [LayoutElement] = []
        for (i, row) in rows.enumerated() {
            let y = top + Double(i) * (m.destination.lineHeight + m.rowGap)
            guard let elements = layoutRow(row, number: i + 1, y: y) else { return nil }
            out += elements
        }
        return out
    }

    private func layoutRow(_ row: ArrivalRowContent, number: Int, y: Double) -> [LayoutElement]? {
        let line = m.destination.lineHeight
        let centreY = y + line / 2
        let marker = self.marker(row, number: number, x: m.margin, centreY: centreY)

        let timeSize = measurer.measure(row.time, font: m.time, maxWidth: nil, maxLines: 1)
        let timeFrame = Rect(x: m.width - m.margin - timeSize.width, y: y, width: timeSize.width, height: line)
        let destX = marker.frame.maxX + m.iconGap
        let destLimit = timeFrame.minX - 8 - destX
        // A destination squeezed below one em no longer says where the train goes: not a fit.
        guard destLimit >= m.destination.size || force else { return nil }
        let dest = measurer.measure(row.destination, font: m.destination, maxWidth: max(0, destLimit), maxLines: 1)
        return [
            marker,
            LayoutElement(role: .destination, row: number,
                          frame: Rect(x: destX, y: y, width: max(0, min(dest.width, destLimit)), height: line),
                          paint: .text(TextRun(row.destination, font: m.destination, color: palette.primaryText,
                                               wrapWidth: max(0, destLimit))),
                          text: row.destination, label: row.spokenDestination, truncated: dest.truncated),
            LayoutElement(role: .time, row: number, frame: timeFrame,
                          paint: .text(TextRun(row.time, font: m.time, color: palette.primaryText,
                                               wrapWidth: nil, alignment: .trailing)),
                          text: row.time, label: row.spokenTime),
        ]
    }

    private func marker(_ row: ArrivalRowContent, number: Int, x: Double, centreY: Double) -> LayoutElement {
        RouteMarker(palette: palette, measurer: measurer, dot: (m.destination.size * 0.8).rounded(), badge: m.badge)
            .element(row, number: number, x: x, centreY: centreY)
    }
}
