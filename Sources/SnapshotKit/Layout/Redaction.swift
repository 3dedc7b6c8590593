/// The placeholder state (seed 004: "shape and category without private content; avoid
/// layout jumps"): the real layout with every text, marker and glyph drawn as a neutral
/// rounded bar, and no text, label or colour of the content left in the tree.
extension LayoutTree {
    /// This tree redacted, as SwiftUI's `.redacted(reason: .placeholder)` draws it; `summary`
    /// ("Loading.", in the scenario's language) is what VoiceOver reads instead of the content.
    package func redacted(palette: Palette, summary: String) -> LayoutTree {
        var copy = self
        let bar = palette.secondaryText.opacity(0.25)
        copy.elements = elements.map { e in
            var e = e
            switch e.role {
            case .background:
                e.label = summary
            case .refresh:
                // The control keeps its place and its label: it is not private.
                break
            default:
                let f = e.frame
                // A text bar is one line tall at most, inset like SwiftUI's placeholder.
                let height = min(f.height, max(8, f.height * 0.6))
                e.frame = Rect(x: f.x, y: f.midY - height / 2, width: f.width, height: height)
                e.paint = .roundedRect(fill: bar, radius: min(4, height / 2))
                e.text = nil
                e.label = nil
                e.truncated = false
                e.shown = nil
            }
            return e
        }
        copy.spokenSummary = summary
        return copy
    }
}
