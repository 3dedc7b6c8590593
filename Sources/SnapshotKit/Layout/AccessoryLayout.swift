/// The Lock Screen accessories (seed 000 "Widget families", seed 001 sizes): rectangular,
/// inline and circular (`AccessoryRectangularLayout`, …). They are drawn with the dark palette
/// (white content) whatever the appearance: the Lock Screen's vibrant compositing turns that
/// into its vibrancy.
enum AccessoryLayout {
    /// The dark palette: white content for the vibrant Lock Screen.
    static let palette = Palette.of(.dark)
}

/// What the tiny presentations (inline, circular, compact, minimal) show as the value: the
/// first arrival's time, or, with no arrival to show, a dash that reads the reason aloud.
struct GlanceValue: Equatable {
    var text: String
    /// `.time` for an arrival's time, `.message` for the dash.
    var role: ElementRole
    var label: String

    /// The dash that stands in for a value on surfaces too small for a sentence.
    static let dash = "—"

    /// The first value of `p`.
    static func first(_ p: Presentation) -> GlanceValue {
        switch p.content {
        case .message(let text): GlanceValue(text: dash, role: .message, label: text)
        case .arrivals(_, let rows):
            rows.first.map { GlanceValue(text: $0.time, role: .time, label: $0.spokenTime) }
                ?? GlanceValue(text: dash, role: .message, label: p.rowsMessage)
        }
    }
}
