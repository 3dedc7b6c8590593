/// A Dynamic Type content size category, by the names the CLI uses.
public enum TextSize: String, CaseIterable, Sendable, Comparable, Codable {
    case large = "L", xLarge = "XL", xxLarge = "XXL", xxxLarge = "XXXL"
    case ax1 = "AX1", ax2 = "AX2", ax3 = "AX3", ax4 = "AX4", ax5 = "AX5"

    /// Whether this is one of the accessibility sizes (AX1 and up).
    public var isAccessibility: Bool { self >= .ax1 }

    /// The next smaller category, nil at Large (widgets honour Large to AX5 only).
    package var smaller: TextSize? {
        let all = TextSize.allCases
        let i = all.firstIndex(of: self)!
        return i == 0 ? nil : all[i - 1]
    }

    public static func < (a: TextSize, b: TextSize) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// The iOS text styles the layouts use.
package enum TextStyle: String, Sendable, CaseIterable {
    case headline, body, subheadline, footnote, caption1, caption2
}

/// Apple's Dynamic Type table (HIG › Typography), size/leading in points.
/// Source: `../shared/reference/apple-surfaces.md` §2.2. The one place these numbers live.
package enum DynamicType {
    /// Point size and line height (baseline to baseline) of `style` at `size`.
    package static func metrics(_ style: TextStyle, _ size: TextSize) -> (size: Double, leading: Double) {
        let row = table[style]!
        let pair = row[TextSize.allCases.firstIndex(of: size)!]
        return (pair.0, pair.1)
    }

    /// The style's default weight (Headline is semibold, the rest regular).
    package static func defaultWeight(_ style: TextStyle) -> FontWeight {
        style == .headline ? .semibold : .regular
    }

    //                              L        XL       XXL      XXXL     AX1      AX2      AX3      AX4      AX5
    private static let table: [TextStyle: [(Double, Double)]] = [
        .headline:    [(17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
        .body:        [(17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
        .subheadline: [(15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37), (36, 43), (42, 50), (49, 58)],
        .footnote:    [(13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40), (38, 46), (44, 52)],
        .caption1:    [(12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32), (32, 39), (37, 44), (43, 51)],
        .caption2:    [(11, 13), (13, 18), (15, 20), (17, 22), (20, 25), (24, 30), (29, 35), (34, 41), (40, 48)],
    ]
}
