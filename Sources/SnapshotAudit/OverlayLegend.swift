import SnapshotImage
import SnapshotLayout
import SnapshotModel
import SnapshotRules

/// The legend beside an accessibility overlay: "N. role — label — action" for each
/// numbered element, set in Inter as a `LayoutTree` of text elements, so the existing
/// renderer draws it with the pinned fonts.
struct OverlayLegend {
    let measurer: any TextMeasuring
    /// Legend width in points.
    static let width = 300.0
    static let margin = 10.0
    static let font = FontSpec.style(.caption1, .large)
    static let number = FontSpec.style(.caption1, .large, weight: .semibold, tabular: true)
    static let heading = FontSpec.style(.footnote, .large, weight: .semibold)

    /// One numbered line: its colour and what it says.
    struct Item: Equatable {
        var number: Int
        var colour: RGBA8
        var text: String
    }

    /// The legend's line for `element`.
    static func text(_ e: LayoutElement) -> String {
        [e.role.rawValue, e.label ?? "(no label)", e.action ?? "no action"].joined(separator: " — ")
    }

    /// The legend as a tree: a white panel, a heading, then a number chip and a wrapped text
    /// per item. At least `minHeight` points tall.
    func tree(title: String, items: [Item], minHeight: Double) -> LayoutTree {
        let m = Self.margin, textX = m + 26, wrap = Self.width - textX - m
        var elements: [LayoutElement] = []
        var y = m
        let titleSize = measurer.measure(title, font: Self.heading, maxWidth: Self.width - 2 * m, maxLines: 2)
        elements.append(.text(.title, TextRun(title, font: Self.heading, color: Color(r: 0, g: 0, b: 0),
                                              wrapWidth: Self.width - 2 * m, maxLines: 2),
                              frame: Rect(x: m, y: y, width: Self.width - 2 * m, height: Double(titleSize.lines) * Self.heading.lineHeight)))
        y += Double(titleSize.lines) * Self.heading.lineHeight + 6
        for item in items {
            let size = measurer.measure(item.text, font: Self.font, maxWidth: wrap, maxLines: 4)
            let c = Color(r: item.colour.r, g: item.colour.g, b: item.colour.b)
            elements.append(LayoutElement(role: .message, frame: Rect(x: m, y: y, width: 22, height: Self.font.lineHeight),
                                          paint: .badge(String(item.number), font: Self.number,
                                                        textColor: Color(r: 255, g: 255, b: 255), fill: c)))
            elements.append(.text(.message, TextRun(item.text, font: Self.font, color: Color(r: 0x1C, g: 0x1C, b: 0x1E),
                                                    wrapWidth: wrap, maxLines: 4),
                                  frame: Rect(x: textX, y: y, width: wrap, height: Double(size.lines) * Self.font.lineHeight)))
            y += Double(size.lines) * Self.font.lineHeight + 5
        }
        let size = Size(width: Self.width, height: max(minHeight, (y + m).rounded(.up)))
        let env = RenderEnvironment(surface: .systemMedium, device: .iPhone393, appearance: .light, textSize: .large)
        let panel = LayoutElement(role: .background, frame: Rect(x: 0, y: 0, width: size.width, height: size.height),
                                  paint: .roundedRect(fill: Color(r: 255, g: 255, b: 255), radius: 0))
        return LayoutTree(environment: env, size: size, renderedTextSize: .large, elements: [panel] + elements,
                          spokenSummary: title)
    }
}
