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
    /// The tree as the monochrome modes (vibrant, night red) draw it. Where colour would
    /// become too little luminance to read, the element is painted opaque white first:
    /// - always the status word (seed 001: "status must be a word") and the refresh glyph
    ///   (its systemBlue fell to 2.1–2.9:1 as luminance);
    /// - in night red (`allText`), every text too: red monochrome tops out at 5.9:1 on black,
    ///   so secondary text cannot carry a dimmer shade and hierarchy stays with size and weight.
    /// - bus badges turn white with a black number.
    /// Other fills (capsules, dots, panels) keep their colour and become luminance.
    func legibleInMonochrome(allText: Bool) -> LayoutTree {
        let white = Color(r: 255, g: 255, b: 255)
        var tree = self
        tree.elements = elements.map { e in
            var e = e
            // A bus badge becomes a white capsule with a black number, so the number keeps
            // its contrast once both are luminance (grey on grey fell to 2.4–2.9:1).
            if e.role == .routeMarker, case .badge(let text, let font, _, _) = e.paint {
                e.paint = .badge(text, font: font, textColor: Color(r: 0, g: 0, b: 0), fill: white)
                return e
            }
            let whiten = e.role == .staleLabel || e.role == .refresh || (allText && e.role != .routeMarker)
            guard whiten else { return e }
            switch e.paint {
            case .text(var run): run.color = white; e.paint = .text(run)
            case .badge(let text, let font, _, let fill): e.paint = .badge(text, font: font, textColor: white, fill: fill)
            case .icon(let name, _, let glyph, let turns): e.paint = .icon(name: name, tint: white, glyphFrame: glyph, turns: turns)
            default: break
            }
            return e
        }
        return tree
    }
}
