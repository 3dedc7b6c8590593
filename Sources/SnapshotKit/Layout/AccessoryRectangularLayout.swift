/// `accessoryRectangular` (seed 000: stop name in Headline; first route and time in
/// Caption; "Updated X min ago" or the status word in Caption 2, one line each; seed 001:
/// refresh, proposed). Three left-aligned lines from x = 0, centred vertically, with the
/// 44 pt refresh target at the top-trailing corner; lines in its band end 4 pt before it.
/// Honours Dynamic Type with the shared fit-down (`DynamicTypeFit`).
struct AccessoryRectangularLayout {
    let measurer: any TextMeasuring

    func layout(_ p: Presentation, in env: RenderEnvironment) -> LayoutTree {
        DynamicTypeFit.first(from: env.textSize) { size, force in attempt(p, env, size, force: force) }
    }

    func attempt(_ p: Presentation, _ env: RenderEnvironment, _ textSize: TextSize, force: Bool) -> LayoutTree? {
        let m = LayoutMetrics(surface: env.surface, device: env.device, textSize: textSize)
        let size = Size(width: m.width, height: m.heights.upperBound)
        let palette = AccessoryLayout.palette
        let header = HeaderLayout(m: m, palette: palette, measurer: measurer)
        let value = FontSpec.style(.caption1, textSize, weight: .semibold, tabular: true)
        let note = FontSpec.style(.caption1, textSize)
        let footer = FontSpec.style(.caption2, textSize)
        var elements: [LayoutElement] = []

        switch p.content {
        case .message(let text):
            // An empty state: the message alone, in as many lines as the height holds (at most
            // three), centred vertically; no refresh.
            let lines = min(3, max(1, Int(size.height / m.message.lineHeight)))
            let message = header.text(text, role: .message, font: m.message, color: palette.primaryText,
                                      x: 0, y: 0, maxLines: lines, obstacles: [])
            elements = [message.offset(dx: 0, dy: ((size.height - message.frame.height) / 2).rounded())]
        case .arrivals(let head, let rows):
            // The note beside the refresh target wraps at the width the target leaves.
            let noteWidth = p.showsRefresh ? m.width - m.target - m.obstacleGap : m.width
            let noteLines = rows.isEmpty ? measurer.measure(p.rowsMessage, font: note, maxWidth: noteWidth, maxLines: 2).lines : 1
            let middle = rows.isEmpty ? note.lineHeight * Double(noteLines) : value.lineHeight
            let total = m.title.lineHeight + middle + footer.lineHeight
            if total > size.height + 0.001 && !force { return nil }
            var y = max(0, ((size.height - total) / 2).rounded())
            let controls = header.controls(centreY: y + m.title.lineHeight / 2, statusWord: nil,
                                           refresh: p.showsRefresh, busy: p.refreshBusy)
            let obstacles = controls.map(\.frame)
            let title = header.text(head.stopName, role: .title, font: m.title, color: palette.primaryText,
                                    x: 0, y: y, maxLines: 1, obstacles: obstacles)
            y = title.frame.maxY
            var line2: [LayoutElement]
            if let first = rows.first {
                let marker = RouteMarker(palette: palette, measurer: measurer, dot: (value.size * 0.8).rounded(),
                                         badge: .style(.caption2, textSize, weight: .semibold, tabular: true))
                    .element(first, number: 1, x: 0, centreY: y + value.lineHeight / 2, lineHeight: value.lineHeight)
                let time = header.text(first.time, role: .time, font: value, color: palette.primaryText,
                                       x: marker.frame.maxX + 4, y: y, maxLines: 1, obstacles: obstacles,
                                       label: first.spokenTime)
                line2 = [marker, time].map { var e = $0; e.row = 1; return e }
            } else {
                line2 = [header.text(p.rowsMessage, role: .message, font: note, color: palette.secondaryText,
                                     x: 0, y: y, maxLines: 2, obstacles: obstacles)]
            }
            y += middle
            // The status word (Stale, Offline, …) replaces the freshness line: status is a word.
            let line3 = p.statusWord.map {
                header.text($0, role: .staleLabel, font: m.staleLabel, color: palette.staleText,
                            x: 0, y: y, maxLines: 1, obstacles: obstacles)
            } ?? header.text(head.subtitle, role: .subtitle, font: footer, color: palette.secondaryText,
                             x: 0, y: y, maxLines: 1, obstacles: obstacles, label: head.spokenSubtitle)
            elements = [title] + line2 + [line3] + controls
        }
        if !force, DynamicTypeFit.cutsFullText(elements) { return nil }
        return LayoutTree(p, env, size: size, textSize: textSize, background: .none, content: elements)
    }
}
