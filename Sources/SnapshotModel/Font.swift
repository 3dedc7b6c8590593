/// Font weights the layouts use, with their CSS/OpenType numbers.
package enum FontWeight: Int, Sendable, Codable {
    case regular = 400, medium = 500, semibold = 600, bold = 700
}

/// A resolved font: family, size and line height in points, weight, tabular digits.
package struct FontSpec: Hashable, Sendable {
    /// "Inter" below 20 pt, "Inter Display" from 20 pt (mimics SF's optical sizes).
    package var family: String
    package var size: Double
    package var lineHeight: Double
    package var weight: FontWeight
    /// Tabular figures (`tnum`), for times and minutes so digits do not jitter.
    package var tabular: Bool

    package init(family: String, size: Double, lineHeight: Double, weight: FontWeight, tabular: Bool = false) {
        self.family = family; self.size = size; self.lineHeight = lineHeight
        self.weight = weight; self.tabular = tabular
    }

    /// How far below the top of its line box the first baseline sits. Pango spreads the line
    /// height's extra space evenly above the ascent and below the descent, so the baseline lies
    /// at `lineHeight / 2 + (ascent − descent) / 2 · size`; the fonts' hhea metrics: Inter 2728
    /// and 680 of 2816 units, Inter Display 1974 and 502 of 2048. Texts of two sizes on one line
    /// ("Red" beside "2 min") line up by it.
    package var baseline: Double {
        let (ascent, descent, units) = family == "Inter Display" ? (1974.0, 502.0, 2048.0) : (2728.0, 680.0, 2816.0)
        return lineHeight / 2 + (ascent - descent) / 2 / units * size
    }

    /// The font for a text style at a content size, in Inter.
    // NB: SF Pro cannot be used on Linux (licence); Inter is the documented substitute and
    // Inter Display takes over at 20 pt as SF's Display cut does.
    package static func style(_ style: TextStyle, _ size: TextSize, weight: FontWeight? = nil,
                             tabular: Bool = false) -> FontSpec {
        let m = DynamicType.metrics(style, size)
        return FontSpec(family: m.size >= 20 ? "Inter Display" : "Inter", size: m.size, lineHeight: m.leading,
                        weight: weight ?? DynamicType.defaultWeight(style), tabular: tabular)
    }
}
