import SnapshotModel
import SnapshotPresentation

/// The Lock Screen accessories: rectangular,
/// inline and circular (`AccessoryRectangularLayout`, …). They are drawn with the dark palette
/// (white content) whatever the appearance: the Lock Screen's vibrant compositing turns that
/// into its vibrancy.
enum AccessoryLayout {
    /// The dark palette: white content for the vibrant Lock Screen.
    static let palette = Palette.of(.dark)
}

/// What the tiny presentations (inline, circular, compact, minimal) show as the value: the
/// first arrival's time, or, with no arrival to show, a dash that reads the reason aloud.
package struct GlanceValue: Equatable {
    var text: String
    /// `.time` for an arrival's time, `.message` for the dash.
    var role: ElementRole
    var label: String

    /// The dash that stands in for a value on surfaces too small for a sentence.
    package static let dash = "—"

    /// The first value of `p`. A delayed or timetable-only time keeps its word where
    /// `roomForWord` ("Late 7 min", "Sched. 2:41": the inline accessory); elsewhere the time
    /// alone, with the word in its label (docs/spec-decisions.md, "Delays on glance surfaces").
    static func first(_ p: Presentation, roomForWord: Bool = false) -> GlanceValue {
        switch p.content {
        case .message(let text): GlanceValue(text: dash, role: .message, label: text)
        case .arrivals(_, let rows):
            rows.first.map { GlanceValue(text: roomForWord ? $0.shortTime : $0.bareTime, role: .time, label: $0.spokenTime) }
                ?? GlanceValue(text: dash, role: .message, label: p.rowsMessage)
        }
    }
}
