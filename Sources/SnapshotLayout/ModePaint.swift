import SnapshotModel

extension LayoutTree {
    /// The tree as `mode` paints it, decided before the structural snapshot is taken, so each
    /// element records the colour it is drawn in before the mode's pixel step (luminance, the
    /// night red ramp; the accented mode's tint groups read only alpha). Every mode decides here:
    /// a new one does not compile until it says what it changes.
    package func painted(in mode: RenderingMode) -> LayoutTree {
        switch mode {
        case .fullColor, .accented, .clear, .tinted: self
        case .vibrant: legibleInMonochrome(allText: false)
        case .nightRed: legibleInMonochrome(allText: true)
        }
    }

    /// The tree as the monochrome modes (vibrant, night red) draw it. Where colour would
    /// become too little luminance to read, the element is painted opaque white first:
    /// - always the status word (status must be a word) and the refresh glyph
    ///   (its systemBlue fell to 2.1–2.9:1 as luminance);
    /// - in night red (`allText`), every text too: red monochrome tops out at 5.9:1 on black,
    ///   so secondary text cannot carry a dimmer shade and hierarchy stays with size and weight.
    /// - bus badges turn white with a black number;
    /// - route dots keep their fill (as luminance) inside a white keyline, so each dot's edge
    ///   stands out from the wallpaper or black whatever the line's colour.
    /// Other fills (capsules, panels) keep their colour and become luminance.
    func legibleInMonochrome(allText: Bool) -> LayoutTree {
        let white = Color(r: 255, g: 255, b: 255)
        var tree = self
        tree.elements = elements.map { e in
            var e = e
            // A bus badge becomes a white capsule with a black number, so the number keeps
            // its contrast once both are luminance (grey on grey fell to 2.4–2.9:1).
            if e.role == .routeMarker, case .badge(let text, let font, _, _, _) = e.paint {
                e.paint = .badge(text, font: font, textColor: Color(r: 0, g: 0, b: 0), fill: white)
                return e
            }
            if e.role == .routeMarker, case .circle(let fill, _) = e.paint {
                e.paint = .circle(fill: fill, keyline: Keyline(color: white, width: Keyline.width(height: e.frame.height)))
                return e
            }
            let whiten = e.role == .statusLabel || e.role == .refresh || (allText && e.role != .routeMarker)
            guard whiten else { return e }
            switch e.paint {
            case .text(var run): run.color = white; e.paint = .text(run)
            case .badge(let text, let font, _, let fill, let keyline):
                e.paint = .badge(text, font: font, textColor: white, fill: fill, keyline: keyline)
            case .icon(let name, _, let glyph, let turns): e.paint = .icon(name: name, tint: white, glyphFrame: glyph, turns: turns)
            default: break
            }
            return e
        }
        return tree
    }
}
