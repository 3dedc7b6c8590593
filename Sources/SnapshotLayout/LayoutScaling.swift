import SnapshotModel

/// Uniform scaling of a resolved tree (StandBy shows presentations scaled up): frames,
/// fonts, radii and glyph frames all grow by the same factor.
extension LayoutTree {
    /// This tree drawn `factor` times larger.
    package func scaled(by factor: Double) -> LayoutTree {
        var copy = self
        copy.size = Size(width: size.width * factor, height: size.height * factor)
        copy.elements = elements.map { $0.scaled(by: factor) }
        return copy
    }
}

extension LayoutTree {
    /// This tree centred on a `screen`-sized canvas (whole points), its background stretched to
    /// the canvas's edges with square corners: StandBy's full-screen Live Activity, where the
    /// system extends the activity's background to the whole screen (reference §4.4).
    func centredOnScreen(_ screen: (width: Double, height: Double)) -> LayoutTree {
        var copy = self
        let dx = ((screen.width - size.width) / 2).rounded(.down), dy = ((screen.height - size.height) / 2).rounded(.down)
        copy.size = Size(width: screen.width, height: screen.height)
        copy.elements = elements.map { e in
            guard e.role == .background, case .roundedRect(let fill, _) = e.paint else { return e.offset(dx: dx, dy: dy) }
            var wall = e
            wall.frame = Rect(x: 0, y: 0, width: screen.width, height: screen.height)
            wall.paint = .roundedRect(fill: fill, radius: 0)
            return wall
        }
        return copy
    }
}

extension LayoutElement {
    func scaled(by k: Double) -> LayoutElement {
        var e = self
        e.frame = frame.scaled(by: k)
        switch paint {
        case .none: break
        case .roundedRect(let fill, let radius): e.paint = .roundedRect(fill: fill, radius: radius * k)
        case .circle(let fill, let keyline): e.paint = .circle(fill: fill, keyline: keyline?.scaled(by: k))
        case .badge(let text, let font, let color, let fill, let keyline):
            e.paint = .badge(text, font: font.scaled(by: k), textColor: color, fill: fill, keyline: keyline?.scaled(by: k))
        case .text(var run):
            run.font = run.font.scaled(by: k)
            run.wrapWidth = run.wrapWidth.map { $0 * k }
            e.paint = .text(run)
        case .icon(let name, let tint, let glyph, let turns):
            e.paint = .icon(name: name, tint: tint, glyphFrame: glyph.scaled(by: k), turns: turns)
        }
        return e
    }
}

extension Keyline {
    func scaled(by k: Double) -> Keyline { Keyline(color: color, width: width * k) }
}

extension Rect {
    func scaled(by k: Double) -> Rect { Rect(x: x * k, y: y * k, width: width * k, height: height * k) }
}

extension FontSpec {
    func scaled(by k: Double) -> FontSpec {
        var f = self
        f.size *= k
        f.lineHeight *= k
        return f
    }
}
