import SnapshotModel
import SnapshotPresentation
import SnapshotRules

/// Lays out the shared v3 layout for the small, medium and large widgets and the
/// Live Activity Lock Screen presentation.
///
/// Dynamic Type: the layout is set at the requested text size (or the surface's documented
/// cap, `Compositions.cap`) with the first of the surface's compositions that fits: the
/// spec's rows inline, then the time stacked under the destination, then the destination left
/// out, then the short subtitle; the row count stays the spec's (`Compositions.candidates`).
/// Text never shrinks to fit.
package struct SharedLayout: Sendable {
    package let measurer: any TextMeasuring

    package init(measurer: any TextMeasuring) { self.measurer = measurer }

    /// Roles whose text must show in full (times, freshness, status, empty states); a text
    /// size at which one of them would be cut does not fit. Names may ellipsize.
    package static let neverTruncated: Set<ElementRole> = [.time, .subtitle, .statusLabel, .message]

    /// The fully resolved tree for `presentation` in `environment`.
    package func layout(_ presentation: Presentation, in environment: RenderEnvironment) -> LayoutTree {
        CompositionFit.first(environment.surface, requested: environment.textSize,
                             largest: presentation.stackTextSize) { composition, size, fit in
            attempt(presentation, environment, size, composition: composition, fit: fit)
        }
    }

    /// The large widget's rows sit in fixed slots from the header down: the gap that spreads the
    /// composition's rows over the space under the header (4–20 pt), whatever the number of
    /// arrivals, so rows never move when more arrive
    /// and the first row sits under the header like the medium widget's.
    static func largeWidgetRowGap(_ m: LayoutMetrics, top: Double, rows: ArrivalRowsLayout, slots: Int) -> Double {
        guard slots > 1 else { return m.rowGap }
        let spare = m.heights.upperBound - m.margin - top - Double(slots) * rows.rowHeight
        return min(20, max(4, (spare / Double(slots - 1)).rounded(.down)))
    }

    func attempt(_ p: Presentation, _ env: RenderEnvironment, _ textSize: TextSize, composition c: Composition,
                 fit: CompositionFit.Fit) -> LayoutTree? {
        let force = fit == .force
        var m = LayoutMetrics(surface: env.surface, device: env.device, textSize: textSize, tightLeading: c.tightLeading)
        let palette = Palette.of(env.appearance)
        var elements: [LayoutElement] = []
        var contentBottom: Double
        var rowsHeight = 0.0, rowsGap = 0.0
        var rowElements: (Double) -> [LayoutElement]? = { _ in [] }

        switch p.content {
        case .message(let text):
            let placed = MessageLayout(m: m, palette: palette, measurer: measurer)
                .emptyState(text, glyph: p.messageGlyph)
            elements += placed
            contentBottom = placed.last!.frame.maxY
        case .arrivals(let header, let rows):
            // Only a status that may leave the capsule row takes a line of its own.
            if c.statusLine, !(p.status?.mayTakeOwnLine ?? false) { return nil }
            // Only a status word stands for the subtitle, and never Stale's: stale data tells its
            // age (Stale communicates the last update and uncertainty).
            if c.subtitle == .none, p.status == nil || p.status == .stale { return nil }
            // Only Stale's label becomes a glyph: it keeps its place left of the refresh button,
            // where every other word may take a line of its own.
            if c.statusGlyph, p.status != .stale { return nil }
            let headerLayout = HeaderLayout(m: m, palette: palette, measurer: measurer, refreshLabel: p.refreshLabel)
            let slots = env.surface.spec.rowPlacement == .fixedSlots
            // Rows that cannot fit under the least header this composition can have: rejected
            // before any text is set (the large widget's gap between slots is never under 4 pt).
            if !force, !rows.isEmpty, c.rows > 0 {
                let least = headerLayout.leastBottom(c, statusWord: p.statusWord) + m.headerToRows
                    + ArrivalRowsLayout(m: m, palette: palette, measurer: measurer, form: c.row)
                        .height(count: slots ? c.rows : min(c.rows, rows.count)) + m.margin
                if least > m.heights.upperBound + 0.001 { return nil }
            }
            let glyph: Glyph? = c.statusGlyph ? p.status.flatMap { if case .glyph(let name) = $0.cue(p.language) { name } else { nil } } : nil
            let placed = headerLayout.header(header, statusWord: p.statusWord, statusGlyph: glyph, refresh: p.showsRefresh,
                                             busy: p.refreshBusy, composition: c)
            let title = placed.elements.first { $0.role == .title }!
            if !force, !placed.clear || !CompositionFit.accepts(title, fit, measurer) { return nil }
            elements += placed.elements
            contentBottom = placed.bottom
            // The presenter chose the spec's rows; the composition may show fewer.
            let shown = Array(rows.prefix(c.rows))
            if shown.isEmpty {
                guard let note = MessageLayout(m: m, palette: palette, measurer: measurer)
                    .note(p.rowsMessage, short: p.shortRowsMessage, top: contentBottom + m.headerToRows,
                          height: m.heights.upperBound - m.margin - contentBottom - m.headerToRows, force: force)
                else { return nil }
                rowsHeight = note.frame.height
                rowsGap = m.headerToRows
                rowElements = { top in [note.moved(toY: top)] }
            } else {
                if slots {
                    m.rowGap = Self.largeWidgetRowGap(m, top: contentBottom + m.headerToRows,
                                                      rows: ArrivalRowsLayout(m: m, palette: palette, measurer: measurer, form: c.row),
                                                      slots: c.rows)
                }
                let rowLayout = ArrivalRowsLayout(m: m, palette: palette, measurer: measurer, form: c.row, force: force,
                                                  widestTimes: p.widestTimes, columnPeers: p.stackedRows)
                // The large widget's rows fill fixed slots: the block is all of them, so it reaches
                // the bottom margin only when every slot has an arrival.
                rowsHeight = rowLayout.height(count: slots ? c.rows : shown.count)
                rowsGap = m.headerToRows
                rowElements = { top in rowLayout.rows(shown, top: top) }
            }
        }

        // The small and medium widgets pin their rows to the bottom margin; the large widget's
        // slots start under the header (pinned to the foot, two arrivals floated in
        // the middle of the card); the Live Activity (which grows with its content within
        // 84–160 pt) puts them under the header.
        let needed = contentBottom + rowsGap + rowsHeight + m.margin
        let height = min(max(needed.rounded(.up), m.heights.lowerBound), m.heights.upperBound)
        if needed > height + 0.001 && !force { return nil }
        let pinned = env.surface.spec.rowPlacement == .pinnedToBottom
        let rowsTop = pinned ? height - m.margin - rowsHeight : contentBottom + rowsGap
        guard let rows = rowElements(rowsTop) else { return nil }
        elements += rows
        if !force, CompositionFit.cutsFullText(elements) { return nil }
        return LayoutTree(p, env, size: Size(width: m.width, height: height), textSize: textSize,
                          background: .roundedRect(fill: palette.background, radius: env.surface.spec.cornerRadius),
                          content: elements, composition: c)
    }
}
