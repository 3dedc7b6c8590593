import SnapshotModel
import SnapshotRules

/// Redaction as the system draws it: an element's text, marker or glyph replaced by a neutral
/// rounded bar the size of what it hides, with no text, label or colour of it left in the tree.
/// One helper for both redactions SnapshotKit draws:
/// - the placeholder state ("shape and category without private content; avoid
///   layout jumps"): every element but the container and the refresh control, roles kept;
/// - a locked, private surface: the stop name, the times and any text naming the stop by a
///   word of its name, each bar with the role `redacted`.
extension LayoutTree {
    /// This tree redacted, as SwiftUI's `.redacted(reason: .placeholder)` draws it; `summary`
    /// ("Loading.", in the scenario's language) is what VoiceOver reads instead of the content.
    package func redacted(palette: Palette, summary: String) -> LayoutTree {
        barred(palette: palette, summary: summary, as: nil) { $0.role != .background && $0.role != .refresh }
    }

    /// This tree as a locked device shows it (`.privacySensitive()` under `.redacted(reason:
    /// .privacy)`): the title, every time, every element that shows or says a word of the stop's
    /// name (`stop`: folded, abbreviations too, so "O'HARE" and "to BELMONT" count), and every
    /// row element that says one of `times`, barred with the role `redacted`; `summary` is what
    /// may be spoken. NB: a time is looked for on rows only: "2 min" is also in the freshness
    /// line "Updated 2 min ago", which stays.
    package func locked(palette: Palette, summary: String, stop: StopNameWords, times: [String]) -> LayoutTree {
        let times = times.filter { !$0.isEmpty }
        let names = { (e: LayoutElement) in
            [e.text, e.label, e.shown, e.paint.drawnString].compactMap { $0 }.contains(where: stop.names)
        }
        var tree = self
        // A destination that names the stop (a terminal, or one sharing a word of its name)
        // gives way to its route's short name, not a bar: with its time barred too, a dot alone
        // would tell the line by colour (the full sweep's route.text). The route code is
        // shorter than the name it replaces.
        tree.elements = elements.map { e in
            guard e.role == .destination, names(e), case .text(var run) = e.paint,
                  let marker = elements.first(where: { $0.role == .routeMarker && $0.row == e.row && $0.text != nil }),
                  let code = marker.text, !names(marker) else { return e }
            var named = e
            run.text = code
            named.paint = .text(run)
            named.text = code
            named.label = marker.label
            named.shown = nil
            named.truncated = false
            return named
        }
        return tree.barred(palette: palette, summary: summary, as: .redacted) { e in
            guard e.role != .background && e.role != .refresh else { return false }
            if e.role == .title || e.role == .time { return true }
            if names(e) { return true }
            let said = [e.text, e.label, e.shown, e.paint.drawnString].compactMap { $0 }
            return e.row != nil && said.contains { text in times.contains { text.contains($0) } }
        }
    }

    /// The tree with every element `hides` picks drawn as a bar (with `role` when given), and
    /// `summary` on the container and the tree.
    func barred(palette: Palette, summary: String, as role: ElementRole?,
                where hides: (LayoutElement) -> Bool) -> LayoutTree {
        var copy = self
        let bar = palette.secondaryText.opacity(0.25)
        copy.elements = elements.map { e in
            var e = e
            if e.role == .background {
                e.label = summary
            } else if hides(e) {
                let f = e.frame
                // A text bar is one line tall at most, inset like SwiftUI's placeholder.
                let height = min(f.height, max(8, f.height * 0.6))
                e.frame = Rect(x: f.x, y: f.midY - height / 2, width: f.width, height: height)
                e.paint = .roundedRect(fill: bar, radius: min(4, height / 2))
                e.role = role ?? e.role
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

extension ElementPaint {
    /// The words the paint draws itself (a badge's), nil for the others (a text run's are its element's `text`).
    package var drawnString: String? {
        switch self {
        case .badge(let text, _, _, _, _): text
        case .text(let run): run.text
        default: nil
        }
    }
}
