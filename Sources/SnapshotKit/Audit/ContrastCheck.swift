/// Rule family `contrast` (WCAG 2.x, reference §7.1), measured on the rendered pixels, not
/// on declared colours, so rendering modes, translucent fills and the StandBy black count:
/// - `contrast.text`: each text element's strongest pixel against its background, 4.5:1, or
///   3:1 for large text. The background is the most frequent colour on the 1-pixel ring just
///   inside the frame; for a badge (the Stale capsule, a bus badge) it is the capsule's
///   interior, since the ring there mostly crosses the rounded ends.
/// - `contrast.nonText` (3:1): a route marker's pixels against the background just outside
///   it; the refresh glyph's pixels against the background around its glyph frame.
enum ContrastCheck {
    static func check(_ s: AuditSubject) -> [AuditFinding] {
        let sampling = PixelSampling(bitmap: s.bitmap, scale: s.scale, backdrop: backdrop(s.tree.environment))
        var out: [AuditFinding] = []
        for element in s.tree.elements {
            switch element.paint {
            case .text(let run):
                guard !run.text.isEmpty, let bg = sampling.ringColour(element.frame) else { continue }
                out += measure(s, element, sampling, background: bg, threshold: WCAGContrast.threshold(for: run.font),
                               rule: "contrast.text", what: "text")
            case .badge(let text, let font, _, _):
                let f = element.frame
                guard !text.isEmpty, let fill = sampling.mostFrequent(in: f, where: { f.capsuleContains($0, $1, inset: 1 / s.scale) })
                else { continue }
                out += measure(s, element, sampling, background: fill, threshold: WCAGContrast.threshold(for: font),
                               rule: "contrast.text", what: "text on its capsule",
                               where: { f.capsuleContains($0, $1, inset: 1 / s.scale) })
                if element.role == .routeMarker, let around = sampling.ringColour(f, outside: true) {
                    out += measure(s, element, sampling, background: around, threshold: WCAGContrast.large,
                                   rule: "contrast.nonText", what: "route badge",
                                   where: { f.capsuleContains($0, $1, inset: 1 / s.scale) })
                }
            case .circle where element.role == .routeMarker:
                let f = element.frame
                guard let around = sampling.ringColour(f, outside: true) else { continue }
                out += measure(s, element, sampling, background: around, threshold: WCAGContrast.large,
                               rule: "contrast.nonText", what: "route marker",
                               where: { f.circleContains($0, $1, inset: 0) })
            case .icon(_, _, let glyph, _) where element.role == .refresh:
                guard let around = sampling.ringColour(glyph, outside: true) else { continue }
                out += measure(s, element, sampling, background: around, threshold: WCAGContrast.large,
                               rule: "contrast.nonText", what: "refresh glyph", frame: glyph)
            default:
                continue
            }
        }
        return out
    }

    /// What shows through transparent pixels: StandBy sits on black; elsewhere the system
    /// backdrop of the appearance (only transparent corners and removed backgrounds show it).
    static func backdrop(_ env: RenderEnvironment) -> RGBA8 {
        env.surface.place == .standBy || env.appearance == .dark ? RGBA8(r: 0, g: 0, b: 0) : RGBA8(r: 255, g: 255, b: 255)
    }

    private static func measure(_ s: AuditSubject, _ e: LayoutElement, _ sampling: PixelSampling, background: RGBA8,
                                threshold: Double, rule: String, what: String, frame: Rect? = nil,
                                where include: (Double, Double) -> Bool = { _, _ in true }) -> [AuditFinding] {
        guard let fg = sampling.strongest(in: frame ?? e.frame, against: background, where: include) else { return [] }
        guard fg.ratio < threshold else { return [] }
        let ratio = (fg.ratio * 100).rounded(.down) / 100
        return [s.finding(rule, .error, e, measured: fg.ratio, threshold: threshold,
                          "\(what) \(fg.colour.hex) on \(background.hex) is \(ratio):1, below \(threshold):1")]
    }
}
