import SnapshotModel
import SnapshotPresentation
import SnapshotRules

/// Places the shared header: mode icon and stop name, the "Updated …" subtitle
/// under the name, and on the same top-trailing row the Stale capsule left of the refresh
/// button. Small widgets stack the name under the icon row; wider presentations put the
/// icon and name on one line.
struct HeaderLayout {
    let m: LayoutMetrics
    let palette: Palette
    let measurer: any TextMeasuring
    /// The refresh button's label in the presentation's language (`Presentation.refreshLabel`).
    let refreshLabel: String

    /// The top-trailing controls: refresh target and the status capsule ("Stale", …) left of
    /// it, centred on `centreY`. A busy refresh (updating) draws its glyph in the secondary
    /// colour: continuity, not noisy progress.
    /// A target may end no lower than `bottomLimit` (the line under it), reaching up into the
    /// margin instead, so that the line keeps its width.
    func controls(centreY: Double, statusWord: String?, statusGlyph: Glyph? = nil, refresh: Bool, busy: Bool = false,
                  bottomLimit: Double = .infinity) -> [LayoutElement] {
        var out = refreshTarget(centreY: centreY, refresh: refresh, busy: busy, bottomLimit: bottomLimit)
        let trailing = out.first.map { $0.frame.minX - 2 } ?? m.width - m.margin
        if let text = statusWord, let statusGlyph {
            // The state's glyph in the stale orange, as large as the refresh glyph beside it.
            let frame = Rect(x: trailing - m.glyph, y: centreY - m.glyph / 2, width: m.glyph, height: m.glyph)
            out.append(LayoutElement(role: .statusLabel, frame: frame,
                                     paint: .icon(name: statusGlyph, tint: palette.staleText, glyphFrame: frame, turns: 0),
                                     label: text))
        } else if let text = statusWord {
            let size = capsuleSize(text)
            out.append(capsule(text, frame: Rect(x: trailing - size.width, y: centreY - size.height / 2,
                                                 width: size.width, height: size.height)))
        }
        return out
    }

    /// The status capsule's size for `text`.
    func capsuleSize(_ text: String) -> Size {
        let size = measurer.measure(text, font: m.statusLabel, maxWidth: nil, maxLines: 1)
        return Size(width: size.width + 2 * m.capsulePadding.h, height: capsuleHeight)
    }

    /// The status capsule's height: one line of its word and the padding.
    var capsuleHeight: Double { m.statusLabel.lineHeight + 2 * m.capsulePadding.v }

    /// The capsule and its word as one element: the frame is the capsule.
    func capsule(_ text: String, frame: Rect) -> LayoutElement {
        LayoutElement(role: .statusLabel, frame: frame,
                      paint: .badge(text, font: m.statusLabel, textColor: palette.staleText, fill: palette.staleFill),
                      text: text, label: text)
    }

    /// The refresh button alone (none when `refresh` is false).
    func refreshTarget(centreY: Double, refresh: Bool, busy: Bool, bottomLimit: Double = .infinity) -> [LayoutElement] {
        var out: [LayoutElement] = []
        if refresh {
            let glyphFrame = Rect.centered(x: m.width - m.margin - m.glyph / 2, y: centreY,
                                           size: Size(width: m.glyph, height: m.glyph))
            var target = Rect.centered(x: glyphFrame.midX, y: centreY, size: Size(width: m.target, height: m.target))
            // The target may reach into the margin but never past the surface's edge (the Lock
            // Screen accessories have no margin of their own).
            target.x = min(target.x, m.width - m.target)
            target.y = max(min(target.y, bottomLimit - target.height), 0)
            out.append(LayoutElement(
                role: .refresh, frame: target,
                paint: .icon(name: .arrowClockwise, tint: busy ? palette.secondaryText : palette.refreshGlyph,
                             glyphFrame: glyphFrame, turns: 0),
                label: refreshLabel, action: RefreshAction.intent))
        }
        return out
    }

    /// The header block as `composition` arranges it; returns its elements, the y where it
    /// ends, and whether the icon keeps clear of the controls beside it. The subtitle shows in
    /// the composition's form, the long one wrapping like the name; VoiceOver reads the long one.
    func header(_ header: Presentation.Header, statusWord: String?, statusGlyph: Glyph? = nil, refresh: Bool, busy: Bool,
                composition: Composition) -> (elements: [LayoutElement], bottom: Double, clear: Bool) {
        let titleLine = m.title.lineHeight
        let centreY = controlsCentre(composition.header)
        // With the icon on its own row, the refresh target stays above the name's line.
        let nameTop = composition.header == .iconAboveName && !composition.nameBesideRefresh ? centreY + m.glyph / 2 + 4 : .infinity
        // A status word on its own line leaves the controls row to the refresh button.
        let controls = controls(centreY: centreY, statusWord: composition.statusLine ? nil : statusWord,
                                statusGlyph: statusGlyph, refresh: refresh,
                                busy: busy, bottomLimit: nameTop)
        let obstacles = controls.map(\.frame)

        var textX = m.margin
        var icon = Rect(x: m.margin, y: centreY - m.glyph / 2, width: m.glyph, height: m.glyph)
        var y = nameFloor(composition.header, centreY: centreY)
        switch composition.header {
        case .iconBesideName:
            textX = icon.maxX + m.iconGap
        case .iconAboveName:
            // The name starts under the refresh target too, so its first line has the full
            // content width ("Halsted…" beside the 44 pt target at XL).
            // Beside it (`Composition.nameBesideRefresh`), its lines end before the target.
            if !composition.nameBesideRefresh { y = max(y, obstacles.map(\.maxY).max() ?? 0) }
        case .controlsAbove:
            // The name starts under the refresh target, so no text lies under a tap target.
            y = max(y, obstacles.map(\.maxY).max() ?? 0)
            icon.y = y + (titleLine - m.glyph) / 2
            textX = icon.maxX + m.iconGap
        }
        var elements = [LayoutElement(
            role: .icon, frame: icon,
            paint: .icon(name: header.mode.iconName, tint: palette.iconTint, glyphFrame: icon, turns: 0),
            label: header.mode.spokenName)]

        let title = text(header.stopName, role: .title, font: m.title, color: palette.primaryText,
                         x: textX, y: y, maxLines: composition.nameLines, obstacles: obstacles,
                         nameLanguage: header.nameLanguage, hyphenates: composition.hyphenatesName)
        y = title.frame.maxY
        let long = composition.subtitle == .long
        // Under an icon-and-name line on the small widget the subtitle takes the whole width. It
        // is one line: where the long form would wrap ("Updated 2 min / ago", its break moving
        // every minute) the short form is used.
        let subtitleX = composition.header == .controlsAbove ? m.margin : textX
        let drawn = text(long ? header.subtitle : header.shortSubtitle, role: .subtitle, font: m.subtitle,
                         color: palette.secondaryText, x: subtitleX, y: y, maxLines: 1,
                         obstacles: obstacles, label: header.spokenSubtitle)
        let subtitle = planned(drawn, widest: long ? header.widestSubtitle : header.widestShortSubtitle) ?? drawn
        // The capsule stays inside the margins, whichever line holds it; the subtitle fits its
        // widest plausible text.
        let capsuleInside = controls.allSatisfy { $0.role != .statusLabel || $0.frame.minX >= m.margin - 0.001 }
        // A subtitle that is not drawn is not planned: "Hace 88 min" not fitting does not turn
        // away a composition whose status word stands for it.
        let subtitleFits = composition.subtitle == .none
            || planned(drawn, widest: long ? header.widestSubtitle : header.widestShortSubtitle) != nil
        var clear = capsuleInside && subtitleFits
        var bottom: Double
        if composition.statusLine, let statusWord {
            // The word on a line of its own under the subtitle; with no subtitle it takes the
            // freshness line, as the rectangular accessory sets "Updated X min ago or
            // Stale" (VoiceOver still reads both: the summary). Freshness stays where it fits.
            let keepsFreshness = composition.subtitle != .none
            let top = keepsFreshness ? subtitle.frame.maxY : y
            let size = capsuleSize(statusWord)
            let capsule = capsule(statusWord, frame: Rect(x: subtitleX, y: top + Self.statusLineGap, width: size.width,
                                                          height: size.height))
            elements += (keepsFreshness ? [title, subtitle, capsule] : [title, capsule]) + controls
            bottom = capsule.frame.maxY
            clear = (!keepsFreshness || clear) && capsule.frame.maxX <= m.width - m.margin + 0.001
        } else if composition.subtitle == .none {
            // The status word in the capsule row stands for freshness.
            elements += [title] + controls
            bottom = title.frame.maxY
        } else {
            elements += [title, subtitle] + controls
            bottom = subtitle.frame.maxY
        }
        let keepClear = Rect(x: icon.x, y: icon.y, width: icon.width + m.obstacleGap, height: icon.height)
        clear = clear && !obstacles.contains { keepClear.intersects($0) }
        return (elements, bottom, clear)
    }

    /// Where the controls row's centre sits for `form`.
    private func controlsCentre(_ form: Composition.HeaderForm) -> Double {
        switch form {
        case .iconBesideName: m.margin + m.title.lineHeight / 2
        case .iconAboveName: m.margin + m.glyph / 2
        case .controlsAbove: m.margin + max(m.glyph, capsuleHeight) / 2
        }
    }

    /// The highest the name's first line may start for `form`, before the controls beside or
    /// above it push it lower (`header`).
    private func nameFloor(_ form: Composition.HeaderForm, centreY: Double) -> Double {
        switch form {
        case .iconBesideName: m.margin
        case .iconAboveName: Rect(x: m.margin, y: centreY - m.glyph / 2, width: m.glyph, height: m.glyph).maxY + 4
        case .controlsAbove: centreY * 2 - m.margin + 4
        }
    }

    /// The space between the subtitle and a status word on its own line under it.
    static let statusLineGap = 2.0

    /// The highest the header block of `composition` can end, from its geometry alone, no text
    /// measured: the name's floor, then one line each of the name, the subtitle and the status
    /// word's own line, each in the order `header` adds them, so `header`'s bottom is never
    /// above it. A composition whose rows cannot fit under this is rejected before any text is set.
    func leastBottom(_ composition: Composition, statusWord: String?) -> Double {
        let title = nameFloor(composition.header, centreY: controlsCentre(composition.header)) + m.title.lineHeight
        let keepsFreshness = composition.subtitle != .none
        let subtitle = title + m.subtitle.lineHeight
        if composition.statusLine, statusWord != nil {
            return (keepsFreshness ? subtitle : title) + Self.statusLineGap + capsuleHeight
        }
        return keepsFreshness ? subtitle : title
    }

    /// A text element at (x, y), as wide as the space left of any obstacle on its lines.
    /// A stop name (role `title`) breaks inside a word only at a hyphenation point of the name's
    /// language (`nameLanguage`), with a visible hyphen, and only where it must: when the word is
    /// wider than the whole content width ("Donaudampfschifffahrtsgesellschaft" at AX sizes), or
    /// when the composition hyphenates the name (`hyphenates`: its last resort before the name is
    /// cut). A word that would fit a line of its own is never broken because a capsule narrows its
    /// line: the name counts as cut, and a composition that gives it the line is chosen instead.
    func text(_ string: String, role: ElementRole, font: FontSpec, color: Color, x: Double, y: Double,
              maxLines: Int, obstacles: [Rect], label: String? = nil, nameLanguage: Language? = nil,
              hyphenates: Bool = false) -> LayoutElement {
        let limit = availableWidth(x: x, y: y, height: font.lineHeight * Double(maxLines), obstacles: obstacles)
        var run = TextRun(string, font: font, color: color, wrapWidth: limit, maxLines: maxLines, cutsAtWords: role == .title)
        var measured = measurer.measure(run)
        // NB: words are measured only for a name that does not fit whole between word breaks (a
        // name that does is laid out the same either way): this runs for every composition tried.
        if role == .title, let nameLanguage, measured.truncated, hyphenates || string.lineSegments.contains(where: {
            measurer.measure($0, font: font, maxWidth: nil, maxLines: 1).width > m.width - 2 * m.margin
        }) {
            run.hyphenation = nameLanguage
            measured = measurer.measure(run)
        }
        let frame = Rect(x: x, y: y, width: min(measured.width, limit), height: font.lineHeight * Double(measured.lines))
        var element = LayoutElement(role: role, frame: frame, paint: .text(run), text: string, label: label ?? string,
                                    truncated: measured.truncated)
        element.cutInsideWord = measured.cutInsideWord
        return element
    }

    /// `element` planned for `widest`, the widest its text gets while the data keeps its shape
    /// ("Updated 88 min ago"): it takes the lines that one needs; nil when that one would be cut,
    /// so the composition does not fit now or later (no flip along a timeline).
    func planned(_ element: LayoutElement, widest: String?) -> LayoutElement? {
        guard let widest, case .text(let run) = element.paint, let font = element.font else { return element }
        let plan = measurer.measure(widest, font: font, maxWidth: run.wrapWidth, maxLines: run.maxLines)
        if plan.truncated { return nil }
        var e = element
        e.frame.height = max(e.frame.height, font.lineHeight * Double(plan.lines))
        return e
    }

    func availableWidth(x: Double, y: Double, height: Double, obstacles: [Rect]) -> Double {
        let band = Rect(x: x, y: y, width: m.width, height: height)
        let right = obstacles.filter { $0.intersects(band) }.map { $0.minX - m.obstacleGap }
        return max(0, (right + [m.width - m.margin]).min()! - x)
    }
}
