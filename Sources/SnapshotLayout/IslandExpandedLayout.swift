import SnapshotModel
import SnapshotPresentation
import SnapshotRules

/// The expanded island ("Header in the centre, two arrival rows in the bottom
/// region, refresh top trailing"), 371/408 pt wide and 84–160 pt tall with 44 pt corners.
/// The refresh target and the status capsule sit beside the camera (its band centred on
/// y = 11 + 37.33 / 2), the glyph's trailing edge 20 pt from the right; the header (icon and
/// name on one line, subtitle under it) is centred below the camera; the rows use the shared
/// row layout with 20 pt side margins. The height follows the content (84–160 pt); Dynamic
/// Type is honoured up to the cap in `Compositions` through the same compositions as the
/// Lock Screen (fewer rows, stacked or value-only rows, short subtitle).
struct IslandExpandedLayout {
    let measurer: any TextMeasuring

    /// Space under the last line, above the island's bottom edge.
    static let bottomInset = 16.0

    func layout(_ p: Presentation, in env: RenderEnvironment) -> LayoutTree {
        CompositionFit.first(env.surface, requested: env.textSize) { composition, size, fit in
            attempt(p, env, size, composition: composition, fit: fit)
        }
    }

    func attempt(_ p: Presentation, _ env: RenderEnvironment, _ textSize: TextSize, composition c: Composition,
                 fit: CompositionFit.Fit) -> LayoutTree? {
        let force = fit == .force
        let m = LayoutMetrics(surface: env.surface, device: env.device, textSize: textSize)
        let palette = IslandLayout.palette
        let header = HeaderLayout(m: m, palette: palette, measurer: measurer, refreshLabel: p.refreshLabel)
        let cameraBottom = IslandLayout.cameraTop + IslandLayout.cameraHeight
        var controls = header.controls(centreY: IslandLayout.cameraTop + IslandLayout.cameraHeight / 2,
                                       statusWord: p.statusWord, refresh: p.showsRefresh, busy: p.refreshBusy)
        // A word too long for the room between the camera and the refresh button ("Sin
        // conexión") takes the leading side of the camera instead: nothing enters the camera
        // band (bounds.camera).
        if let band = env.surface.spec.cameraBand(width: m.width, device: env.device) {
            for i in controls.indices where controls[i].role == .statusLabel && controls[i].frame.minX < band.maxX + m.obstacleGap {
                controls[i].frame.x = m.margin
            }
        }
        var elements = controls
        var bottom: Double

        switch p.content {
        case .message(let text):
            let message = centred(text, role: .message, font: m.message, color: palette.primaryText, y: cameraBottom,
                                  maxLines: 3, m: m, obstacles: [])
            elements.append(message)
            bottom = message.frame.maxY
        case .arrivals(let head, let rows):
            let title = titleLine(head, y: cameraBottom, m: m, palette: palette, obstacles: controls.map(\.frame))
            let subtitle = centred(c.subtitle == .long ? head.subtitle : head.shortSubtitle, role: .subtitle, font: m.subtitle, color: palette.secondaryText,
                                   y: cameraBottom + m.title.lineHeight, maxLines: 1, m: m, obstacles: [],
                                   label: head.spokenSubtitle)
            if !title.allSatisfy({ CompositionFit.accepts($0, fit, measurer) }) { return nil }
            elements += title + [subtitle]
            let shown = Array(rows.prefix(c.rows))
            let top = subtitle.frame.maxY + m.headerToRows
            if shown.isEmpty {
                let note = centred(p.rowsMessage, role: .message, font: m.destination, color: palette.secondaryText,
                                   y: top, maxLines: 2, m: m, obstacles: [])
                elements.append(note)
                bottom = note.frame.maxY
            } else {
                let rowLayout = ArrivalRowsLayout(m: m, palette: palette, measurer: measurer, form: c.row, force: force,
                                                  widestTimes: p.widestTimes, columnPeers: p.stackedRows)
                guard let placed = rowLayout.rows(shown, top: top) else { return nil }
                elements += placed
                bottom = top + rowLayout.height(count: shown.count)
            }
        }
        let needed = bottom + Self.bottomInset
        let height = min(max(needed.rounded(.up), m.heights.lowerBound), m.heights.upperBound)
        if !force, needed > height + 0.001 || CompositionFit.cutsFullText(elements) { return nil }
        return LayoutTree(p, env, size: Size(width: m.width, height: height), textSize: textSize,
                          background: IslandLayout.background(env.surface, height: height), content: elements, composition: c)
    }

    /// The mode icon and stop name as one centred group; the name ellipsizes to the width
    /// the margins (and the refresh target, where it reaches this line) leave, kept symmetric.
    func titleLine(_ head: Presentation.Header, y: Double, m: LayoutMetrics, palette: Palette,
                   obstacles: [Rect]) -> [LayoutElement] {
        let limit = symmetricWidth(y: y, height: m.title.lineHeight, m: m, obstacles: obstacles)
        let nameLimit = max(0, limit - m.glyph - m.iconGap)
        let run = TextRun(head.stopName, font: m.title, color: palette.primaryText, wrapWidth: nameLimit, cutsAtWords: true)
        let name = measurer.measure(run)
        let nameWidth = min(name.width, nameLimit)
        let x = (m.width - (m.glyph + m.iconGap + nameWidth)) / 2
        let icon = Rect(x: x, y: y + (m.title.lineHeight - m.glyph) / 2, width: m.glyph, height: m.glyph)
        return [
            LayoutElement(role: .icon, frame: icon,
                          paint: .icon(name: head.mode.iconName, tint: palette.iconTint, glyphFrame: icon, turns: 0),
                          label: head.mode.spokenName),
            .text(.title, run,
                  frame: Rect(x: icon.maxX + m.iconGap, y: y, width: nameWidth, height: m.title.lineHeight),
                  truncated: name.truncated, cutInsideWord: name.cutInsideWord),
        ]
    }

    /// Text centred horizontally from `y`, wrapping into up to `maxLines` lines.
    func centred(_ text: String, role: ElementRole, font: FontSpec, color: Color, y: Double, maxLines: Int,
                 m: LayoutMetrics, obstacles: [Rect], label: String? = nil) -> LayoutElement {
        let limit = symmetricWidth(y: y, height: font.lineHeight * Double(maxLines), m: m, obstacles: obstacles)
        let measured = measurer.measure(text, font: font, maxWidth: limit, maxLines: maxLines)
        let width = min(measured.width, limit)
        return .text(role, TextRun(text, font: font, color: color, wrapWidth: limit, maxLines: maxLines, alignment: .center),
                     frame: Rect(x: (m.width - width) / 2, y: y, width: width, height: font.lineHeight * Double(measured.lines)),
                     label: label, truncated: measured.truncated)
    }

    /// The width of a centred block on these lines: inside the margins and clear of any
    /// obstacle on them by the obstacle gap, on both sides alike so it stays centred.
    func symmetricWidth(y: Double, height: Double, m: LayoutMetrics, obstacles: [Rect]) -> Double {
        let band = Rect(x: 0, y: y, width: m.width, height: height)
        let centre = m.width / 2
        let half = obstacles.filter { $0.intersects(band) }.map { abs($0.minX - m.obstacleGap - centre) }
        return 2 * (half + [centre - m.margin]).min()!
    }
}
