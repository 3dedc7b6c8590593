import SnapshotModel
import SnapshotPresentation
import SnapshotRules

/// The minimal island (value or Stale, at most 4 characters): the first value
/// ("Due", or "7 min" set as "7" over "min"), or the status in the stale orange instead of a
/// value that is not live. The width follows the content within 36.67–45 pt, and every
/// content keeps `inset` from the capsule's ends, so no letter reaches its curve.
///
/// Status is a word of at most 4 characters or an unambiguous glyph (`StatusKind.minimalForm`,
/// its words in `Strings`): it must read in StandBy's night red, where a Live Activity starts
/// minimal.
struct IslandMinimalLayout {
    let measurer: any TextMeasuring

    /// One-line content (a word, "Due", the dash): the compact island's sizes, largest that
    /// fits (15 → 11 pt semibold).
    static let lineFonts = IslandCompactLayout.routeFonts
    /// "7" over "min": 13 pt semibold on 15 pt lines, so the two lines (30 pt) stand inside
    /// the 36.67 pt capsule; the Footnote size at Large, two points over the 11 pt floor.
    static let stackedValue = FontSpec(family: "Inter", size: 13, lineHeight: 15, weight: .semibold, tabular: true)
    /// A clock time over its day period ("12:31" over "p.m."), wider than "88" over "min": seed
    /// 001's 11 pt floor on 13 pt lines, so the block's corners stay inside the capsule's curve.
    static let stackedClock = FontSpec(family: "Inter", size: 11, lineHeight: 13, weight: .semibold, tabular: false)
    static let widths = SurfaceMetrics.islandHeight...45.0
    /// Content keeps this far from the capsule's ends (words included: "Offline" and "Paused"
    /// once sat 2.5 pt from the end and their letters crossed the curve).
    static let inset = 4.0
    /// The room a line has: the widest capsule less both insets.
    static let room = widths.upperBound - 2 * inset
    /// The pause glyph's box.
    static let glyphSize = 15.0
    /// How far a stacked value's letters keep from the capsule's curve: 1 pt inside the key
    /// line (in a circle, "Min." under "7" reaches the curve where it meets the baseline).
    static let curveClearance = IslandLayout.keyLine.width + 1
    /// Inter's cap height, in ems: where a line's letters end above their baseline.
    static let capHeight = 0.727

    /// The least capsule width at which every line of a stacked block (`widths` of its lines,
    /// each `font.lineHeight` tall, centred) keeps `curveClearance` from the curve: the
    /// capsule's straight part grows by what a line's half width exceeds the curve's half
    /// chord at the line's outer letter edge.
    static func curveWidth(_ widths: [Double], font: FontSpec, height: Double) -> Double {
        let radius = height / 2
        let outerEdge = Double(widths.count) * font.lineHeight / 2 - (font.lineHeight - capHeight * font.size) / 2
        let inner = radius - curveClearance
        let halfChord = max(0, inner * inner - outerEdge * outerEdge).squareRoot()
        let straight = widths.map { $0 / 2 - halfChord }.max() ?? 0
        return 2 * (radius + max(0, straight))
    }

    func layout(_ p: Presentation, in env: RenderEnvironment) -> LayoutTree {
        let height = SurfaceMetrics.islandHeight
        let palette = IslandLayout.palette
        let measure = { (text: String, font: FontSpec) in self.measurer.measure(text, font: font, maxWidth: nil, maxLines: 1) }
        var element: LayoutElement
        var contentWidth: Double
        if let status = p.status, let word = p.statusWord {
            switch status.minimalForm(p.language) {
            case .glyph(let name):
                contentWidth = Self.glyphSize
                let glyph = Rect.centered(x: 0, y: height / 2, size: Size(width: Self.glyphSize, height: Self.glyphSize))
                element = LayoutElement(role: .statusLabel, frame: glyph,
                                        paint: .icon(name: name, tint: palette.staleText, glyphFrame: glyph, turns: 0), label: word)
            case .word(let shown):
                let font = Self.lineFonts.first { measure(shown, $0).width <= Self.room } ?? Self.lineFonts[Self.lineFonts.count - 1]
                contentWidth = measure(shown, font).width
                element = IslandLayout.centredValue(GlanceValue(text: shown, role: .statusLabel, label: word), font: font,
                                                    color: palette.staleText, width: contentWidth, centreX: 0, centreY: height / 2)
            }
        } else {
            let value = GlanceValue.first(p)
            let parts = value.text.split(whereSeparator: { $0 == " " || $0 == "\u{00A0}" || $0 == "\u{202F}" }).map(String.init)
            if parts.count == 2 {
                // "7 min" reads as a number over its unit, "2:41 PM" as a time over its day
                // period: the one place the no-break space between them is broken, on purpose.
                let font = value.text.contains(":") ? Self.stackedClock : Self.stackedValue
                let lineWidths = parts.map { measure($0, font).width }
                contentWidth = max(lineWidths.max() ?? 0, Self.curveWidth(lineWidths, font: font, height: height) - 2 * Self.inset)
                var stacked = value
                stacked.text = parts.joined(separator: "\n")
                element = IslandLayout.centredValue(stacked, font: font, color: palette.primaryText, width: contentWidth,
                                                    centreX: 0, centreY: height / 2, maxLines: 2)
                element.text = value.text
            } else {
                let font = Self.lineFonts.first { measure(value.text, $0).width <= Self.room } ?? Self.lineFonts[Self.lineFonts.count - 1]
                contentWidth = measure(value.text, font).width
                element = IslandLayout.centredValue(value, font: font, color: palette.primaryText, width: contentWidth,
                                                    centreX: 0, centreY: height / 2)
            }
        }
        let width = min(max(contentWidth + 2 * Self.inset, Self.widths.lowerBound), Self.widths.upperBound)
        return LayoutTree(p, env, size: Size(width: width, height: height), textSize: .large,
                          background: IslandLayout.background(env.surface, height: height),
                          content: [element.offset(dx: width / 2)])
    }
}
