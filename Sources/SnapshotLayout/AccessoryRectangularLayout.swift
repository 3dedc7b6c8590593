import SnapshotModel
import SnapshotPresentation
import SnapshotRules

/// `accessoryRectangular` ("Stop name (Headline); first route number and time
/// (Caption); Updated X min ago or Stale (Caption 2, secondary). One line each.";
/// refresh, proposed). Three left-aligned lines from x = 0, centred vertically: the name,
/// the route in text and the time ("Red · 2 min", "8 · 4 min"), the freshness line. The
/// 44 pt refresh target sits at the top-trailing corner; lines in its band end 4 pt before
/// it. Dynamic Type through `Compositions`: tight leading, then no refresh, then the short
/// subtitle.
struct AccessoryRectangularLayout {
    let measurer: any TextMeasuring

    /// Between the route and the time on the value line.
    static let separator = " · "

    func layout(_ p: Presentation, in env: RenderEnvironment) -> LayoutTree {
        CompositionFit.first(env.surface, requested: env.textSize) { composition, size, fit in
            attempt(p, env, size, composition: composition, fit: fit)
        }
    }

    func attempt(_ p: Presentation, _ env: RenderEnvironment, _ textSize: TextSize, composition c: Composition,
                 fit: CompositionFit.Fit) -> LayoutTree? {
        let force = fit == .force
        let m = LayoutMetrics(surface: env.surface, device: env.device, textSize: textSize, tightLeading: c.tightLeading)
        let size = Size(width: m.width, height: m.heights.upperBound)
        let palette = AccessoryLayout.palette
        let header = HeaderLayout(m: m, palette: palette, measurer: measurer, refreshLabel: p.refreshLabel)
        let tightening = c.tightLeading ? Composition.tightening : 0
        var value = FontSpec.style(.caption1, textSize, weight: .semibold, tabular: true)
        var note = FontSpec.style(.caption1, textSize)
        var footer = FontSpec.style(.caption2, textSize)
        value.lineHeight -= tightening
        note.lineHeight -= tightening
        footer.lineHeight -= tightening
        var elements: [LayoutElement] = []

        switch p.content {
        case .message(let text):
            // An empty state: the state in Headline (up to two lines), then what to do in
            // Caption 1, secondary, centred vertically; the second line goes first when the
            // height cannot hold both. No refresh.
            let sentences = MessageLayout.sentences(text)
            let state = header.text(sentences[0], role: .message, font: m.message, color: palette.primaryText,
                                    x: 0, y: 0, maxLines: 2, obstacles: [])
            var lines = [state]
            if sentences.count > 1 {
                let action = header.text(sentences[1], role: .message, font: note, color: palette.secondaryText,
                                         x: 0, y: state.frame.maxY, maxLines: 1, obstacles: [])
                if action.frame.maxY <= size.height + 0.001 { lines.append(action) }
            }
            let height = lines.last!.frame.maxY
            if height > size.height + 0.001 && !force { return nil }
            elements = lines.map { $0.offset(dx: 0, dy: max(0, ((size.height - height) / 2).rounded())) }
        case .arrivals(let head, let rows):
            let total = m.title.lineHeight + value.lineHeight + footer.lineHeight
            if total > size.height + 0.001 && !force { return nil }
            var y = max(0, ((size.height - total) / 2).rounded())
            let controls = header.controls(centreY: y + m.title.lineHeight / 2, statusWord: nil,
                                           refresh: p.showsRefresh && c.refresh, busy: p.refreshBusy)
            let obstacles = controls.map(\.frame)
            // A larger request never sets the name smaller than the next smaller one sets it in full.
            let smaller = TextSize.allCases.last { $0 < textSize }
                .map { LayoutMetrics(surface: env.surface, device: env.device, textSize: $0).title.size } ?? 0
            let title = nameLine(head, header, font: m.title, y: y, obstacles: obstacles, fit: fit, least: smaller)
            y = title.frame.maxY
            var line2: [LayoutElement]
            if let first = rows.first {
                let route = header.text(first.route + Self.separator, role: .routeMarker, font: value,
                                        color: palette.primaryText, x: 0, y: y, maxLines: 1, obstacles: obstacles,
                                        label: first.spokenRoute)
                // A time is never cut: a delay's word gives way to the time alone (the word stays
                // in the label) before the time would be truncated.
                var time = header.text(first.shortTime, role: .time, font: value, color: palette.primaryText,
                                       x: route.frame.maxX, y: y, maxLines: 1, obstacles: obstacles,
                                       label: first.spokenTime)
                if time.truncated, first.shortTime != first.bareTime {
                    time = header.text(first.bareTime, role: .time, font: value, color: palette.primaryText,
                                       x: route.frame.maxX, y: y, maxLines: 1, obstacles: obstacles,
                                       label: first.spokenTime)
                }
                line2 = [route, time].map { var e = $0; e.row = 1; return e }
            } else {
                // One line: the sentence, else its short form ("No arrivals"), whose
                // label reads the sentence (words, never a bare dash).
                var message = header.text(p.rowsMessage, role: .message, font: note, color: palette.secondaryText,
                                          x: 0, y: y, maxLines: 1, obstacles: obstacles)
                if message.truncated {
                    message = header.text(p.shortRowsMessage, role: .message, font: note, color: palette.secondaryText,
                                          x: 0, y: y, maxLines: 1, obstacles: obstacles, label: p.rowsMessage)
                }
                line2 = [message]
            }
            y += value.lineHeight
            // The status word (Stale, Offline, …) replaces the freshness line: status is a word.
            var line3: LayoutElement
            if let word = p.statusWord {
                line3 = header.text(word, role: .statusLabel, font: m.statusLabel, color: palette.staleText,
                                    x: 0, y: y, maxLines: 1, obstacles: obstacles)
            } else {
                let long = c.subtitle == .long
                let drawn = header.text(long ? head.subtitle : head.shortSubtitle, role: .subtitle, font: footer,
                                        color: palette.secondaryText, x: 0, y: y, maxLines: 1, obstacles: obstacles,
                                        label: head.spokenSubtitle)
                // Fitted for its widest plausible text, so it keeps its form as minutes pass.
                guard let planned = header.planned(drawn, widest: long ? head.widestSubtitle : head.widestShortSubtitle)
                        ?? (force ? drawn : nil) else { return nil }
                line3 = planned
            }
            elements = [title] + line2 + [line3] + controls
            if !CompositionFit.accepts(title, fit, measurer) || !force && line2.contains(where: \.truncated) { return nil }
        }
        if !force, CompositionFit.cutsFullText(elements) { return nil }
        return LayoutTree(p, env, size: size, textSize: textSize, background: .none, content: elements, composition: c)
    }

    /// How far the name's one line may shrink to keep more of the name, as SwiftUI's
    /// `.minimumScaleFactor(0.85)` shrinks a one-line title: "Halsted & Roosevelt" at 16.5 pt
    /// on the 393 pt accessory's 160 pt where 17 pt would cut it to "Halsted &…".
    static let minimumScale = 0.85

    /// The name on its one line, at its style's size or, where that does not keep it
    /// whole, at the largest quarter point down to `minimumScale` of it that does; a cut name at
    /// that floor (but not below `least`, the size the next smaller request sets it at in full:
    /// a cut shown smaller for a larger request reads as a step back) when it keeps more of the
    /// name than at full size. The line box keeps its height; the smaller text sits centred in it.
    func nameLine(_ head: Presentation.Header, _ header: HeaderLayout, font: FontSpec, y: Double, obstacles: [Rect],
                  fit: CompositionFit.Fit, least: Double) -> LayoutElement {
        func at(_ size: Double) -> LayoutElement {
            let f = size == font.size ? font : font.scaled(by: size / font.size)
            return header.text(head.stopName, role: .title, font: f, color: AccessoryLayout.palette.primaryText, x: 0,
                               y: y + (font.lineHeight - f.lineHeight) / 2, maxLines: 1, obstacles: obstacles,
                               nameLanguage: head.nameLanguage)
        }
        let full = at(font.size)
        guard full.truncated else { return full }
        if fit == .wholeName {
            let floor = font.size * Self.minimumScale
            let natural = measurer.measure(head.stopName, font: font, maxWidth: nil, maxLines: 1).width
            let room = header.availableWidth(x: 0, y: y, height: font.lineHeight, obstacles: obstacles)
            guard natural * floor / font.size <= room else { return full }
            var size = (font.size * room / natural * 4).rounded(.down) / 4
            while size >= floor - 0.001 {
                let e = at(size)
                if !e.truncated { return e }
                size -= 0.25
            }
            return full
        }
        let smallest = at((max(font.size * Self.minimumScale, least) * 4).rounded(.up) / 4)
        let kept = { (e: LayoutElement) -> Int in
            guard case .text(let run) = e.paint else { return 0 }
            return Legibility.keptCharacters(drawn: measurer.shown(run))
        }
        return CompositionFit.accepts(smallest, fit, measurer) && kept(smallest) > kept(full) ? smallest : full
    }
}
