import SnapshotImage
import SnapshotLayout
import SnapshotModel
import SnapshotRules

/// Rule family `contrast` (WCAG 2.x, reference §7.1), measured on the rendered pixels, not
/// on declared colours, so rendering modes, translucent fills and the StandBy black count:
/// - `contrast.text`: each text element's strongest pixel against its background, 4.5:1, or
///   3:1 for large text. The background is the most frequent colour on the 1-pixel ring just
///   inside the frame; for a badge (the Stale capsule, a bus badge) it is the capsule's
///   interior, since the ring there mostly crosses the rounded ends.
/// - `contrast.nonText` (3:1): a route marker's **edge** as drawn (its keyline, else its fill:
///   the most frequent colour on a band just inside its outline) against the background just
///   outside it; the refresh glyph's pixels against the background around its glyph frame.
enum ContrastCheck {
    static func check(_ s: AuditSubject) -> [AuditFinding] {
        s.pixels.withStored { pixels in check(s, PixelSampling(pixels: pixels, scale: s.scale, backdrop: backdrop(s.tree.environment))) }
    }

    private static func check(_ s: AuditSubject, _ sampling: PixelSampling) -> [AuditFinding] {
        let out = findings(s, sampling)
        // Over the person's wallpaper (clear, tinted) the app cannot choose what lies behind its
        // white content: what falls short is reported as a warning naming the wallpaper.
        let env = s.tree.environment
        guard let wallpaper = env.wallpaper else { return out }
        return out.map { f in
            var f = f
            f.severity = max(f.severity, .warning)
            f.message += " (\(env.mode.rawValue) over the \(wallpaper.rawValue) wallpaper)"
            return f
        }
    }

    /// The background behind `frame`'s text: the ring's most frequent colour, or over a
    /// wallpaper, where the glass varies, the glass under the frame (and, `outside`, a pixel
    /// around it) that contrasts least with the white content (`GlassBackground`).
    private static func background(_ s: AuditSubject, _ frame: Rect, _ sampling: PixelSampling, outside: Bool = false) -> RGBA8? {
        s.tree.environment.mode.showsWallpaper
            ? GlassBackground.weakest(under: frame, margin: outside ? 1 / s.scale : 0, of: s)
            : sampling.ringColour(frame, outside: outside)
    }

    private static func findings(_ s: AuditSubject, _ sampling: PixelSampling) -> [AuditFinding] {
        var out: [AuditFinding] = []
        for element in s.tree.elements {
            switch element.paint {
            case .text(let run):
                guard !run.text.isEmpty, let bg = background(s, element.frame, sampling) else { continue }
                out += measure(s, element, sampling, background: bg, threshold: WCAGContrast.threshold(for: run.font),
                               rule: .contrastText, what: "text", ink: glassInk(s))
            case .badge(let text, let font, _, _, _):
                let f = element.frame
                let interior = ConvexRegion { f.capsuleContains($0, $1, inset: 1 / s.scale) }
                guard !text.isEmpty, let fill = sampling.mostFrequent(in: f, inside: interior) else { continue }
                out += measure(s, element, sampling, background: fill, threshold: WCAGContrast.threshold(for: font),
                               rule: .contrastText, what: "text on its capsule",
                               inside: interior)
                if element.role == .routeMarker {
                    out += edge(s, element, sampling, what: "route badge") { f.capsuleContains($0, $1, inset: $2) }
                }
            case .circle where element.role == .routeMarker:
                let f = element.frame
                out += edge(s, element, sampling, what: "route marker") { f.circleContains($0, $1, inset: $2) }
            case .icon(_, _, let glyph, _) where element.role == .refresh:
                guard let around = background(s, glyph, sampling, outside: true) else { continue }
                out += measure(s, element, sampling, background: around, threshold: WCAGContrast.large,
                               rule: .contrastNonText, what: "refresh glyph", frame: glyph, ink: glassInk(s))
            default:
                continue
            }
        }
        return out
    }

    /// What shows through transparent pixels, as the mode decides (`RenderEnvironment.backdrop`).
    static func backdrop(_ env: RenderEnvironment) -> RGBA8 { env.backdrop }

    /// A marker judged by its edge as drawn: the most frequent colour of the band between one
    /// pixel and one keyline width inside its outline (`inside(x, y, inset)`), so antialiasing
    /// is left out and the ring, not a single strong pixel of the fill or a number, decides,
    /// against the most frequent colour just outside its frame. A marker without a keyline is
    /// judged by the same band of its fill.
    private static func edge(_ s: AuditSubject, _ e: LayoutElement, _ sampling: PixelSampling, what: String,
                             inside: @escaping (Double, Double, Double) -> Bool) -> [AuditFinding] {
        guard let (rim, around, ratio) = edgeContrast(e, sampling, inside: inside), ratio < WCAGContrast.large else { return [] }
        let shown = (ratio * 100).rounded(.down) / 100
        return [s.finding(.contrastNonText, e, measured: ratio, threshold: WCAGContrast.large,
                          "\(what) edge \(rim.hex) on \(around.hex) is \(shown):1, below \(WCAGContrast.large):1")]
    }

    /// A marker's edge colour, the colour around it and their contrast (see `edge`); nil when
    /// the marker has no pixels to read.
    static func edgeContrast(_ e: LayoutElement, _ sampling: PixelSampling,
                             inside: @escaping (Double, Double, Double) -> Bool) -> (rim: RGBA8, around: RGBA8, ratio: Double)? {
        let px = 1 / sampling.scale
        let depth = max(3 * px, e.keyline?.width ?? Keyline.width(height: e.frame.height))
        guard let around = sampling.ringColour(e.frame, outside: true),
              let rim = sampling.mostFrequent(in: e.frame, inside: ConvexRegion { inside($0, $1, px) },
                                              outside: ConvexRegion { inside($0, $1, depth - px / 2) })
        else { return nil }
        return (rim, around, WCAGContrast.ratio(rim, around))
    }

    /// `edgeContrast` of a route marker (dot or badge) in a rendered subject.
    static func markerEdge(_ s: AuditSubject, _ e: LayoutElement) -> (rim: RGBA8, around: RGBA8, ratio: Double)? {
        s.pixels.withStored { pixels in
            let sampling = PixelSampling(pixels: pixels, scale: s.scale, backdrop: backdrop(s.tree.environment))
            let f = e.frame
            if case .badge = e.paint { return edgeContrast(e, sampling) { f.capsuleContains($0, $1, inset: $2) } }
            return edgeContrast(e, sampling) { f.circleContains($0, $1, inset: $2) }
        }
    }

    /// The ink of text and glyphs over a wallpaper: white (`ModeStyle.glassContent`), known
    /// rather than read, since a frame's strongest pixel could be a dark patch of the glass. A
    /// badge's number is cut out of its white capsule, so it is read from the pixels as elsewhere.
    private static func glassInk(_ s: AuditSubject) -> RGBA8? {
        s.tree.environment.mode.showsWallpaper ? ModeStyle.glassContent : nil
    }

    /// `ink`: the foreground when it is known (`glassInk`); nil reads the strongest pixel.
    private static func measure(_ s: AuditSubject, _ e: LayoutElement, _ sampling: PixelSampling, background: RGBA8,
                                threshold: Double, rule: AuditRule, what: String, frame: Rect? = nil,
                                inside region: ConvexRegion? = nil, ink: RGBA8? = nil) -> [AuditFinding] {
        let known = ink.map { (colour: $0, ratio: WCAGContrast.ratio($0, background)) }
        guard let fg = known ?? sampling.strongest(in: frame ?? e.frame, against: background, inside: region) else { return [] }
        guard fg.ratio < threshold else { return [] }
        let ratio = (fg.ratio * 100).rounded(.down) / 100
        return [s.finding(rule, e, measured: fg.ratio, threshold: threshold,
                          "\(what) \(fg.colour.hex) on \(background.hex) is \(ratio):1, below \(threshold):1")]
    }
}
