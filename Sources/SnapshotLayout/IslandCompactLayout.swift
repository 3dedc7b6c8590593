import SnapshotModel
import SnapshotPresentation
import SnapshotRules

/// The compact island (seed 000 "Compact and minimal": first route marker leading, first
/// time trailing; no refresh, the system owns the tap), drawn around the camera: the route
/// centred in the leading region, the time right-aligned in the trailing region, the camera
/// region between them empty. A stale time is the clock time (seed 000 time rule); the status
/// word shows here only where there is no value (failed, loading or offline with no arrivals:
/// "Fehler", never a bare dash), else on the expanded and Lock Screen presentations.
///
/// The route is named in text as well as colour (seed 003: "Never rely on the tint color
/// alone"): a train is its dot plus the route's short name ("Red", "Brn"); a bus is its badge,
/// whose number is already text.
struct IslandCompactLayout {
    let measurer: any TextMeasuring

    /// The text sizes both regions try, largest first (docs/spec-decisions.md, "Compact
    /// island"): 15/20, the Subheadline size the expanded island's row times use at Large
    /// (HIG: consistent compact and expanded presentations), down to seed 001's 11 pt floor.
    /// Semibold throughout (HIG "Ensure text is easy to read": heavier weights).
    static let sizes: [(size: Double, lineHeight: Double)] = [(15, 20), (13, 18), (12, 16), (11, 13)]

    /// The value's settings, first that fits the trailing region wins: each size semibold with
    /// tabular digits 8 pt from the island's trailing end, then 11 pt with proportional digits
    /// and a 3 pt inset (what lets "12:07 PM" and Spanish "2:38 p.m." fit 52.33 pt clear of the
    /// camera: at ±6.5 pt from the centre line the 18.3 pt end curve is 1.2 pt in). Each is (font, inset).
    static let values: [(font: FontSpec, inset: Double)] =
        sizes.map { (font($0.size, $0.lineHeight, tabular: true), 8) } + [(font(11, 13, tabular: false), 3)]

    /// The route's settings in the leading region, first that fits wins (the same sizes).
    static let routeFonts: [FontSpec] = sizes.map { font($0.size, $0.lineHeight, tabular: true) }

    /// A train route's dot, and the gap between it and the route's name.
    static let dot = 8.0
    static let dotGap = 3.0
    /// The route's least distance from the island's leading end (as the value's from its
    /// trailing end), and the least gap either keeps to the camera region.
    static let leadingInset = 8.0
    static let cameraGap = 2.0

    static func font(_ size: Double, _ lineHeight: Double, tabular: Bool) -> FontSpec {
        FontSpec(family: "Inter", size: size, lineHeight: lineHeight, weight: .semibold, tabular: tabular)
    }

    func layout(_ p: Presentation, in env: RenderEnvironment) -> LayoutTree {
        let width = env.surface.spec.size(env.device).width
        let height = SurfaceMetrics.islandHeight
        let region = SurfaceMetrics.compactRegionWidth(env.device)
        let palette = IslandLayout.palette
        var elements: [LayoutElement] = []
        var value = GlanceValue.first(p)
        let measure = { (text: String, font: FontSpec) in self.measurer.measure(text, font: font, maxWidth: nil, maxLines: 1).width }
        let fits = { (text: String) in Self.values.first { measure(text, $0.font) <= region - $0.inset - Self.cameraGap } }
        // A clock time too wide for the region itself (its camera gap given up first) drops its day period ("2:38 p.m." → "2:38"; the
        // label keeps it): nothing enters the camera region (issue 20, bounds.camera).
        let last = Self.values[Self.values.count - 1]
        if fits(value.text) == nil, value.role == .time, measure(value.text, last.font) > region - last.inset {
            let short = Self.withoutDayPeriod(value.text)
            if fits(short) != nil { value.text = short }
        }
        // Set for the widest value the same data shows at another moment ("88 min" while fresh),
        // so the time does not change size when a train crosses 10 minutes (issue 20, seed 004
        // "avoid layout jumps"; it was 12 pt at 11 and 10 min, 15 pt at 9).
        let plausible = p.rows.isEmpty ? [value.text] : [value.text] + p.widestTimes
        let (font, inset) = Self.values.first { setting in
            plausible.allSatisfy { measure($0, setting.font) <= region - setting.inset - Self.cameraGap }
        } ?? fits(value.text) ?? Self.values[Self.values.count - 1]
        if let row = p.rows.first {
            // The time is never the smaller text (issue 20): the route is set no larger.
            elements += route(row, region: region, height: height, palette: palette, largest: font.size)
        } else if let mode = p.header?.mode {
            // No arrival to mark: the mode icon keeps the activity's identity.
            let glyph = Rect.centered(x: region / 2, y: height / 2, size: Size(width: 16, height: 16))
            elements.append(LayoutElement(role: .icon, frame: glyph,
                                          paint: .icon(name: mode.iconName, tint: palette.iconTint, glyphFrame: glyph, turns: 0),
                                          label: mode.spokenName))
        }
        if p.rows.isEmpty, let status = p.status, let word = p.statusWord {
            // No arrival to show: the state in its word where the trailing region holds it
            // ("Fehler"), else the minimal island's form (the slashed signal, the warning triangle); never a bare
            // dash (issue 20, state.dash: failed read "—").
            elements.append(statusValue(status, word: word, language: p.language, region: region, width: width,
                                        height: height, color: palette.staleText))
        } else {
            let textWidth = measure(value.text, font)
            elements.append(.text(value.role,
                                  TextRun(value.text, font: font, color: palette.primaryText, wrapWidth: nil, alignment: .trailing),
                                  frame: Rect(x: width - inset - textWidth, y: (height - font.lineHeight) / 2,
                                              width: textWidth, height: font.lineHeight),
                                  label: value.label, row: value.role == .time ? 1 : nil))
        }
        return LayoutTree(p, env, size: Size(width: width, height: height), textSize: .large,
                          background: IslandLayout.background(env.surface, height: height), content: elements)
    }

    /// The trailing region's status: the word in the first value setting that fits, else the
    /// minimal island's glyph or short word, right-aligned at the value's inset, in stale orange.
    private func statusValue(_ status: StatusKind, word: String, language: Language, region: Double, width: Double,
                             height: Double, color: Color) -> LayoutElement {
        let measure = { (text: String, font: FontSpec) in self.measurer.measure(text, font: font, maxWidth: nil, maxLines: 1).width }
        func text(_ shown: String, force: Bool = false) -> LayoutElement? {
            guard let (font, inset) = Self.values.first(where: { measure(shown, $0.font) <= region - $0.inset - Self.cameraGap })
                ?? (force ? Self.values.last : nil) else { return nil }
            let w = measure(shown, font)
            return .text(.staleLabel, TextRun(shown, font: font, color: color, wrapWidth: nil, alignment: .trailing),
                         frame: Rect(x: width - inset - w, y: (height - font.lineHeight) / 2, width: w, height: font.lineHeight),
                         label: word)
        }
        if let whole = text(word) { return whole }
        switch status.minimalForm(language) {
        case .word(let short):
            return text(short, force: true)!
        case .glyph(let name):
            let size = IslandMinimalLayout.glyphSize
            let glyph = Rect(x: width - Self.leadingInset - size, y: (height - size) / 2, width: size, height: size)
            return LayoutElement(role: .staleLabel, frame: glyph,
                                 paint: .icon(name: name, tint: color, glyphFrame: glyph, turns: 0), label: word)
        }
    }

    /// A clock time without its day period: up to its last digit ("2:38 p.m." → "2:38").
    static func withoutDayPeriod(_ time: String) -> String {
        guard let last = time.lastIndex(where: { $0.isASCII && $0.isNumber }) else { return time }
        return String(time[...last])
    }

    /// The leading region's route, centred in the room between the island's leading inset and
    /// the camera gap: a bus badge, or a train's dot and short name, in the largest size that fits.
    private func route(_ row: ArrivalRowContent, region: Double, height: Double, palette: Palette,
                       largest: Double) -> [LayoutElement] {
        let room = region - Self.leadingInset - Self.cameraGap
        let centreX = Self.leadingInset + room / 2
        let routeFonts = Self.routeFonts.filter { $0.size <= largest + 0.001 }
        if row.isBus {
            let badges = routeFonts.map {
                RouteMarker(palette: palette, measurer: measurer, dot: Self.dot, badge: $0).element(row, number: 1, x: 0, centreY: height / 2)
            }
            let badge = badges.first { $0.frame.width <= room } ?? badges[badges.count - 1]
            return [badge.offset(dx: centreX - badge.frame.width / 2)]
        }
        let width = { (font: FontSpec) in self.measurer.measure(row.route, font: font, maxWidth: nil, maxLines: 1).width }
        let font = routeFonts.first { Self.dot + Self.dotGap + width($0) <= room } ?? routeFonts[routeFonts.count - 1]
        let nameWidth = min(width(font), room - Self.dot - Self.dotGap)
        let x = centreX - (Self.dot + Self.dotGap + nameWidth) / 2
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
