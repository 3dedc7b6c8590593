/// Which tint group an element joins in the accented mode (reference §5.2).
enum ModeGroup: CaseIterable {
    /// The container: replaced by the tinted backdrop, its alpha keeps the rounded shape.
    case container
    /// `widgetAccentable()`: the refresh glyph and the Stale capsule.
    case accent
    /// Everything else, painted by alpha only (route dots and badges included: the app has
    /// no accentable handling, seed 001).
    case primary

    static func of(_ role: ElementRole) -> ModeGroup {
        switch role {
        case .background: .container
        // NB: we treat the refresh control and the status as if marked widgetAccentable; the
        // app has no such handling today (seed 001 "Gap"), so this is the v3 intent, recorded
        // in docs/spec-decisions.md.
        case .refresh, .staleLabel: .accent
        case .icon, .title, .subtitle, .routeMarker, .destination, .time, .message: .primary
        }
    }
}

extension LayoutTree {
    /// The tree as the non-full-colour modes draw it: the Stale word painted in opaque white,
    /// so it stays a word once colour becomes luminance (seed 001: "status must be a word").
    /// The capsule's fill is unchanged.
    func statusAsWord() -> LayoutTree {
        let white = Color(r: 255, g: 255, b: 255)
        var tree = self
        tree.elements = elements.map { e in
            guard e.role == .staleLabel else { return e }
            var e = e
            switch e.paint {
            case .text(var run): run.color = white; e.paint = .text(run)
            case .badge(let text, let font, _, let fill): e.paint = .badge(text, font: font, textColor: white, fill: fill)
            default: break
            }
            return e
        }
        return tree
    }
}
