import SnapshotCore

/// The refresh glyph's one-turn animation (seed 000: "a tap turns the glyph exactly one
/// 360° rotation") as frames: frame k of N is the glyph turned k·360°/N clockwise about its
/// centre inside the 44 × 44 pt target, so frame N equals the resting glyph.
package enum RefreshAnimation {
    /// The default number of frames.
    package static let defaultFrameCount = 12
    /// Where the frames' goldens live under `Goldens/` (not a valid scenario id, so no clash).
    package static let goldenFolder = "_animations/refresh"

    /// The layout of frame `k` (1...count) in `appearance`.
    package static func frame(_ k: Int, of count: Int, appearance: Appearance) -> LayoutTree {
        let palette = Palette.of(appearance)
        let metrics = LayoutMetrics(surface: .systemSmall, device: .iPhone393, textSize: .large)
        let target = metrics.target, glyph = metrics.glyph
        let glyphFrame = Rect.centered(x: target / 2, y: target / 2, size: Size(width: glyph, height: glyph))
        let env = RenderEnvironment(surface: .systemSmall, device: .iPhone393, appearance: appearance, textSize: .large)
        return LayoutTree(
            environment: env, size: Size(width: target, height: target), renderedTextSize: .large,
            elements: [
                LayoutElement(role: .background, frame: Rect(x: 0, y: 0, width: target, height: target),
                              paint: .roundedRect(fill: palette.background, radius: 0)),
                LayoutElement(role: .refresh, frame: Rect(x: 0, y: 0, width: target, height: target),
                              paint: .icon(name: "arrow.clockwise", tint: palette.refreshGlyph, glyphFrame: glyphFrame,
                                           turns: Double(k % count) / Double(count)),
                              label: RefreshAction.label, action: RefreshAction.intent),
            ],
            spokenSummary: RefreshAction.label)
    }

    /// Frame file names: `light-frame-01` … `light-frame-12`, and `light-filmstrip`.
    package static func frameName(_ k: Int, appearance: Appearance) -> String {
        "\(appearance.rawValue)-frame-" + String(k).leftPadded(2)
    }

    package static func filmstripName(appearance: Appearance) -> String { "\(appearance.rawValue)-filmstrip" }

    /// Frames side by side, left to right, 1 px apart on a transparent background.
    package static func filmstrip(_ frames: [Bitmap]) -> Bitmap {
        guard let first = frames.first else { return Bitmap(width: 1, height: 1) }
        let gap = 1
        var strip = Bitmap(width: frames.count * first.width + (frames.count - 1) * gap, height: first.height)
        for (i, frame) in frames.enumerated() {
            let x0 = i * (first.width + gap)
            for y in 0..<frame.height {
                let src = y * frame.width * 4, dst = (y * strip.width + x0) * 4
                strip.pixels.replaceSubrange(dst..<(dst + frame.width * 4), with: frame.pixels[src..<(src + frame.width * 4)])
            }
        }
        return strip
    }
}
