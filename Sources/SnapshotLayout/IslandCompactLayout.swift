import SnapshotModel
import SnapshotPresentation
import SnapshotRules

/// The compact island (first route marker leading, first
/// time trailing; no refresh, the system owns the tap), drawn around the camera: the route at
/// the leading region's inset, the time right-aligned at the same inset in the trailing region,
/// the camera region between them empty. A stale time is the clock time with its day period
/// (`ArrivalTimeRules`), stacked over it ("2:23" / "PM") where one line has no room.
///
/// A state over last known arrivals shows its cue beside the value, in the stale orange: the
/// minimal island's glyph (stale the clock, offline the slashed signal, paused the bars, failed
/// the triangle; loading its ellipsis), so stale, offline and paused never look alike and
/// stale information never looks live. With no arrivals the state's word is the value
/// ("Fehler"), else the same cue; never a bare dash.
///
/// The route is named in text as well as colour ("Never rely on the tint color
/// alone"): a train is its dot plus the route's short name ("Red", "Brn"); a bus is its badge,
/// whose number is already text.
struct IslandCompactLayout {
    let measurer: any TextMeasuring
    /// The island's white-on-black, or the appearance's where the system mirrors the compact
    /// on a surface of its own (CarPlay by day).
    var palette = IslandLayout.palette
    /// The width and leading/trailing region width to lay out in: the island's on the device
    /// (nil), or a mirror's room (`MirrorLayout`).
    var room: (width: Double, region: Double)?
    /// Whether a state's cue is its whole word where the trailing room holds it beside the value
    /// ("Offline 14:23"): a mirror's room does, the island's does not (status is a word).
    var spellsCues = false

    /// The value's sizes, first that holds every value the data can show in every state wins:
    /// 12/16 semibold (the Subheadline size of the expanded island's times leaves no room for
    /// a cue and "12:07"), then seed 001's 11 pt floor. One size across states: a state changes
    /// the cue, not the size of the time beside it.
    static let sizes: [(size: Double, lineHeight: Double, stackedLine: Double)] = [(12, 16, 14), (11, 13, 13)]

    /// The route's settings in the leading region, first that fits wins; never larger than the value.
    static let routeFonts: [FontSpec] = [(15.0, 20.0), (13, 18), (12, 16), (11, 13)].map { font($0.0, $0.1, tabular: true) }

    /// A train route's dot, and the gap between it and the route's name.
    static let dot = 8.0
    static let dotGap = 3.0
    /// The content's distance from the island's ends, leading and trailing alike.
    static let inset = 6.0
    /// A value stacked over its day period keeps 2 pt more from the end: its 26 pt block stands
    /// where the capsule is 27 pt tall (the leading inset stays within 2 pt of it).
    static let stackedInset = 8.0
    /// The least gap either region's content keeps to the camera region.
    static let cameraGap = 2.0
    /// The state cue's glyph box, and its gap to the value.
    static let cueSize = 10.0
    static let cueGap = 2.0

    /// A wide clock time over its day period, standing for the time stale data would show.
    static let widestClock = "12:08\u{202F}PM"

    static func font(_ size: Double, _ lineHeight: Double, tabular: Bool) -> FontSpec {
        FontSpec(family: "Inter", size: size, lineHeight: lineHeight, weight: .semibold, tabular: tabular)
    }

    /// The room either region's content has.
    static func room(_ region: Double) -> Double { region - inset - cameraGap }

    func layout(_ p: Presentation, in env: RenderEnvironment) -> LayoutTree {
        let width = room?.width ?? env.surface.spec.size(env.device).width
        let height = SurfaceMetrics.islandHeight
        let region = room?.region ?? SurfaceMetrics.compactRegionWidth(env.device)
        let palette = self.palette
        let regionRoom = Self.room(region)
        let bare = GlanceValue.first(p)
        // Every value this data shows in some state at another moment: fresh minutes up to
        // "88 min", a clock time with a cue; the size is the first that holds them all, so a
        // status word with no arrivals is set as large as a time, no larger.
        let cue = p.rows.isEmpty ? nil : p.status
        let plausible = [bare.text] + p.widestTimes + [Self.widestClock]
        var size = Self.sizes.first { size in
            plausible.allSatisfy { self.setting($0, size: size, cue: StatusKind.stale, room: regionRoom) != nil }
                && self.setting(bare.text, size: size, cue: cue, room: regionRoom) != nil
        } ?? Self.sizes[Self.sizes.count - 1]
        var elements: [LayoutElement] = []
        if let row = p.rows.first {
            // The time is never the smaller text: the route is set no larger.
            elements += route(row, region: region, height: height, palette: palette, largest: size.size)
        } else if let mode = p.header?.mode {
            // No arrival to mark: the mode icon keeps the activity's identity.
            let glyph = Rect(x: Self.inset, y: (height - 16) / 2, width: 16, height: 16)
            elements.append(LayoutElement(role: .icon, frame: glyph,
                                          paint: .icon(name: mode.iconName, tint: palette.iconTint, glyphFrame: glyph, turns: 0),
                                          label: mode.spokenName))
        }
        // A mirror's value has the room its route leaves, less twice the inset as a gap (the
        // island's value, its trailing region's).
        let leadingEnd = elements.map(\.frame.maxX).max() ?? 0
        let valueRoom = spellsCues ? width - leadingEnd - 3 * Self.inset : regionRoom
        var value = bare
        if spellsCues { (value, size) = spelledValue(p, bare: bare, size: size, cue: cue, room: valueRoom) }
        if p.rows.isEmpty, let status = p.status, let word = p.statusWord {
            // No arrival to show: the state in its word where the trailing region holds it
            // ("Fehler"), else the minimal island's form; never a bare dash.
            elements.append(statusValue(status, word: word, language: p.language, size: size, room: valueRoom, width: width,
                                        height: height, color: palette.staleText))
        } else {
            let set = setting(value.text, size: size, cue: cue, room: valueRoom)
                ?? Setting(lines: [value.text], font: Self.font(size.size, size.lineHeight, tabular: true), lineHeight: size.lineHeight,
                           width: measure(value.text, Self.font(size.size, size.lineHeight, tabular: true)))
            let right = width - (set.lines.count > 1 ? Self.stackedInset : Self.inset)
            let block = set.lineHeight * Double(set.lines.count)
            var time = LayoutElement.text(value.role,
                                          TextRun(set.lines.joined(separator: "\n"), font: set.font, color: palette.primaryText,
                                                  wrapWidth: set.lines.count > 1 ? set.width + 0.5 : nil, maxLines: set.lines.count,
                                                  alignment: .trailing),
                                          frame: Rect(x: right - set.width, y: (height - block) / 2, width: set.width, height: block),
                                          label: value.label, row: value.role == .time ? 1 : nil)
            time.text = value.text
            elements.append(time)
            if let cue, let word = p.statusWord {
                // A spelled cue keeps twice the inset from the route.
                let wordWidth = measure(word, Self.font(size.size, size.lineHeight, tabular: false))
                let spelled = spellsCues && wordWidth + 2 * Self.cueGap <= right - set.width - leadingEnd - 2 * Self.inset
                // A word keeps a space's width (twice the glyph's gap) from the value it qualifies.
                elements.append(cueElement(cue, word: word, language: p.language,
                                           right: right - set.width - (spelled ? 2 : 1) * Self.cueGap,
                                           height: height, size: size, color: palette.staleText,
                                           form: spelled ? .word(word) : nil))
            }
        }
        return LayoutTree(p, env, size: Size(width: width, height: height), textSize: .large,
                          background: IslandLayout.background(env.surface, height: height), content: elements)
    }

    /// A mirror's value in words where its room holds them on one line beside the cue's glyph:
    /// a delayed or timetable time with its word ("Late 7 min", "Versp. 14:28"), no arrivals as
    /// the words that say so ("No arrivals"), not the island's time alone or dash; at the
    /// island's size, else the next smaller one (a word says what the time means; the size
    /// only how large it is). The island's value at its size where no words fit.
    private func spelledValue(_ p: Presentation, bare: GlanceValue, size: (size: Double, lineHeight: Double, stackedLine: Double),
                              cue: StatusKind?, room: Double)
        -> (GlanceValue, (size: Double, lineHeight: Double, stackedLine: Double)) {
        let candidates: [GlanceValue] = switch bare.role {
        case .message: [p.rowsMessage, p.shortRowsMessage].map { GlanceValue(text: $0, role: .message, label: bare.label) }
        default: [GlanceValue.first(p, roomForWord: true)]
        }
        for smaller in Self.sizes where smaller.size <= size.size {
            if let fit = candidates.first(where: { setting($0.text, size: smaller, cue: cue, room: room)?.lines.count == 1 }) {
                return (fit, smaller)
            }
        }
        return (bare, size)
    }

    /// How a value is set: its lines (one, or the time over its day period), font and width.
    struct Setting {
        var lines: [String]
        var font: FontSpec
        var lineHeight: Double
        var width: Double
    }

    private func measure(_ text: String, _ font: FontSpec) -> Double {
        measurer.measure(text, font: font, maxWidth: nil, maxLines: 1).width
    }

    /// `text` at `size` beside `cue`'s room, on one line if it fits, else over its last space
    /// ("2:23" / "PM", "88" / "min"); nil when neither fits. A countdown has tabular digits (they
    /// change every minute); a clock time proportional ones.
    func setting(_ text: String, size: (size: Double, lineHeight: Double, stackedLine: Double), cue: StatusKind?,
                 room: Double) -> Setting? {
        let clock = text.contains(":")
        let font = Self.font(size.size, size.lineHeight, tabular: !clock)
        let available = room - (cue.map { cueWidth($0, size: size.size) + Self.cueGap } ?? 0)
        let whole = measure(text, font)
        if whole <= available { return Setting(lines: [text], font: font, lineHeight: size.lineHeight, width: whole) }
        guard let space = text.lastIndex(where: { $0 == " " || $0 == "\u{00A0}" || $0 == "\u{202F}" }) else { return nil }
        let lines = [String(text[..<space]), String(text[text.index(after: space)...])]
        var stacked = font
        stacked.lineHeight = size.stackedLine
        let w = lines.map { measure($0, stacked) }.max() ?? 0
        return w <= available - (Self.stackedInset - Self.inset) ? Setting(lines: lines, font: stacked, lineHeight: size.stackedLine, width: w) : nil
    }

    /// The width a state's cue takes beside the value.
    private func cueWidth(_ status: StatusKind, size: Double, language: Language = .en) -> Double {
        switch status.cue(language) {
        case .glyph: Self.cueSize
        case .word(let shown): measure(shown, Self.font(size, size, tabular: false))
        }
    }

    /// The state's cue (`form`, or the island's), ending at `right`, centred on the island's line.
    private func cueElement(_ status: StatusKind, word: String, language: Language, right: Double, height: Double,
                            size: (size: Double, lineHeight: Double, stackedLine: Double), color: Color,
                            form: StatusKind.MinimalForm? = nil) -> LayoutElement {
        switch form ?? status.cue(language) {
        case .glyph(let name):
            let glyph = Rect(x: right - Self.cueSize, y: (height - Self.cueSize) / 2, width: Self.cueSize, height: Self.cueSize)
            return LayoutElement(role: .statusLabel, frame: glyph, paint: .icon(name: name, tint: color, glyphFrame: glyph, turns: 0),
                                 label: word)
        case .word(let shown):
            let font = Self.font(size.size, size.lineHeight, tabular: false)
            let w = measure(shown, font)
            return .text(.statusLabel, TextRun(shown, font: font, color: color, wrapWidth: nil, alignment: .trailing),
                         frame: Rect(x: right - w, y: (height - font.lineHeight) / 2, width: w, height: font.lineHeight), label: word)
        }
    }

    /// The trailing region's status: the word at the value's size where it fits, else the
    /// minimal island's glyph or short word, right-aligned at the inset, in stale orange.
    private func statusValue(_ status: StatusKind, word: String, language: Language,
                             size: (size: Double, lineHeight: Double, stackedLine: Double), room: Double, width: Double,
                             height: Double, color: Color) -> LayoutElement {
        let font = Self.font(size.size, size.lineHeight, tabular: false)
        func text(_ shown: String) -> LayoutElement {
            let w = measure(shown, font)
            return .text(.statusLabel, TextRun(shown, font: font, color: color, wrapWidth: nil, alignment: .trailing),
                         frame: Rect(x: width - Self.inset - w, y: (height - font.lineHeight) / 2, width: w, height: font.lineHeight),
                         label: word)
        }
        if measure(word, font) <= room { return text(word) }
        switch status.minimalForm(language) {
        case .word(let short):
            return text(short)
        case .glyph(let name):
            let size = IslandMinimalLayout.glyphSize
            let glyph = Rect(x: width - Self.inset - size, y: (height - size) / 2, width: size, height: size)
            return LayoutElement(role: .statusLabel, frame: glyph,
                                 paint: .icon(name: name, tint: color, glyphFrame: glyph, turns: 0), label: word)
        }
    }

    /// The leading region's route at the island's inset, clear of the camera gap: a bus badge,
    /// or a train's dot and short name, in the largest size that fits.
    private func route(_ row: ArrivalRowContent, region: Double, height: Double, palette: Palette,
                       largest: Double) -> [LayoutElement] {
        let room = Self.room(region)
        let routeFonts = Self.routeFonts.filter { $0.size <= largest + 0.001 }
        if row.showsRouteBadge {
            let badges = routeFonts.map {
                RouteMarker(palette: palette, measurer: measurer, dot: Self.dot, badge: $0).element(row, number: 1, x: 0, centreY: height / 2)
            }
            let badge = badges.first { $0.frame.width <= room } ?? badges[badges.count - 1]
            return [badge.offset(dx: Self.inset)]
        }
        let width = { (font: FontSpec) in self.measurer.measure(row.route, font: font, maxWidth: nil, maxLines: 1).width }
        let font = routeFonts.first { Self.dot + Self.dotGap + width($0) <= room } ?? routeFonts[routeFonts.count - 1]
        let nameWidth = min(width(font), room - Self.dot - Self.dotGap)
        let x = Self.inset
        let dot = RouteMarker(palette: palette, measurer: measurer, dot: Self.dot, badge: font)
            .element(row, number: 1, x: x, centreY: height / 2)
        // NB: the name is the route marker's text too (role routeMarker), so the row's marker
        // reads "Red" in the structural snapshot and VoiceOver hears "Red Line" once, from the name.
        let name = LayoutElement.text(.routeMarker,
                                      TextRun(row.route, font: font, color: palette.primaryText, wrapWidth: nameWidth + 0.5),
                                      frame: Rect(x: x + Self.dot + Self.dotGap, y: (height - font.lineHeight) / 2,
                                                  width: nameWidth, height: font.lineHeight),
                                      label: row.spokenRoute, row: 1)
        return [dot, name]
    }
}
