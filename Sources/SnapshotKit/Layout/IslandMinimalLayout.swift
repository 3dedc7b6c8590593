/// The minimal island (seed 001: "Value or Stale, at most 4 characters"): the first value
/// ("Due", or "7 min" set as "7" over "min"), or the status word in the stale orange instead
/// of a value that is not live. The width follows the content within 36.67–45 pt.
/// "Stale" is 5 characters but fits at 11 pt semibold; we keep the full word because status
/// must read as a word (StandBy night red). A word that does not fit keeps 4 letters.
struct IslandMinimalLayout {
    let measurer: any TextMeasuring

    static let value = FontSpec(family: "Inter", size: 12, lineHeight: 14, weight: .semibold, tabular: true)
    static let word = FontSpec.style(.caption2, .large, weight: .semibold)
    static let widths = SurfaceMetrics.islandHeight...45.0
    /// Content keeps this far from the capsule's ends; a status word may come closer, as the
    /// capsule's straight middle leaves it room at its line's height.
    static let inset = 4.0
    static let wordInset = 2.5

    func layout(_ p: Presentation, in env: RenderEnvironment) -> LayoutTree {
        let height = SurfaceMetrics.islandHeight
        let palette = IslandLayout.palette
        let room = Self.widths.upperBound - 2 * Self.inset
        let measure = { (text: String, font: FontSpec, lines: Int) in
            self.measurer.measure(text, font: font, maxWidth: lines > 1 ? room : nil, maxLines: lines)
        }
        var element: LayoutElement
        var contentWidth: Double
        if let word = p.statusWord {
            let full = measure(word, Self.word, 1).width <= Self.widths.upperBound - 2 * Self.wordInset
            // Stale, Ended, Offline and Paused all fit (27–39.5 pt); a longer word (a locale's)
            // keeps its first four letters, seed 001's "at most 4 characters".
            let shown = full ? word : String(word.prefix(4))
            contentWidth = measure(shown, Self.word, 1).width
            element = IslandLayout.centredValue(GlanceValue(text: shown, role: .staleLabel, label: word), font: Self.word,
                                                color: palette.staleText, width: contentWidth, centreX: 0, centreY: height / 2)
        } else {
            let value = GlanceValue.first(p)
            // "7 min" reads as a number over its unit; "Due" and the dash are one line.
            let lines = value.text.contains(" ") ? 2 : 1
            contentWidth = value.text.split(separator: " ").map { measure(String($0), Self.value, 1).width }.max() ?? 0
            element = IslandLayout.centredValue(value, font: Self.value, color: palette.primaryText, width: contentWidth,
                                                centreX: 0, centreY: height / 2, maxLines: lines)
        }
        let inset = p.statusWord == nil ? Self.inset : Self.wordInset
        let width = min(max(contentWidth + 2 * inset, Self.widths.lowerBound), Self.widths.upperBound)
        return LayoutTree(p, env, size: Size(width: width, height: height), textSize: .large,
                          background: IslandLayout.background(height: height),
                          content: [element.offset(dx: width / 2)])
    }
}
