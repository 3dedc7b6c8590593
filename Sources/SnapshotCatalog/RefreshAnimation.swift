import SnapshotFormats
import SnapshotImage
import SnapshotLayout
import SnapshotModel
import SnapshotPresentation
import SnapshotRules

/// The refresh glyph's one-turn animation (seed 000: "a tap turns the glyph exactly one
/// 360° rotation") as frames: frame k of N is the glyph turned k·360°/N clockwise about its
/// centre inside the 44 × 44 pt target, so frame N equals the resting glyph.
///
/// Under Reduce Motion (`Motion.reduced`) the glyph does not
/// turn: iOS replaces motion with a cross-fade (UIAccessibility `isReduceMotionEnabled`; HIG
/// Motion), so frame k is the resting glyph faded out by k/N under the busy glyph (the updating
/// state's secondary tint) faded in by k/N; frame N is the busy glyph, which stays while the
/// refresh runs (docs/spec-decisions.md "Reduced motion").
package enum RefreshAnimation {
    /// The default number of frames.
    package static let defaultFrameCount = 12
    /// Where the frames' goldens live under `Goldens/` (not a valid scenario id, so no clash).
    package static let goldenFolder = "_animations/refresh"

    /// The layout of frame `k` (1...count) in `appearance` with `motion`.
    package static func frame(_ k: Int, of count: Int, appearance: Appearance, motion: Motion = .standard) -> LayoutTree {
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
            ] + glyphs(k, of: count, palette: palette, glyphFrame: glyphFrame, target: target, motion: motion),
            spokenSummary: RefreshAction.label)
    }

    /// The glyph of frame `k`: turned, or (reduced) the resting and busy glyphs cross-fading.
    static func glyphs(_ k: Int, of count: Int, palette: Palette, glyphFrame: Rect, target: Double,
                       motion: Motion) -> [LayoutElement] {
        func glyph(_ tint: Color, turns: Double, label: String) -> LayoutElement {
            LayoutElement(role: .refresh, frame: Rect(x: 0, y: 0, width: target, height: target),
                          paint: .icon(name: .arrowClockwise, tint: tint, glyphFrame: glyphFrame, turns: turns),
                          label: label, action: RefreshAction.intent)
        }
        switch motion {
        case .standard:
            return [glyph(palette.refreshGlyph, turns: Double(k % count) / Double(count), label: RefreshAction.label)]
        case .reduced:
            let t = Double(k) / Double(count)
            let resting = palette.refreshGlyph, busy = palette.secondaryText
            var out: [LayoutElement] = []
            if t < 1 { out.append(glyph(resting.opacity(resting.alpha * (1 - t)), turns: 0, label: RefreshAction.label)) }
            out.append(glyph(busy.opacity(busy.alpha * t), turns: 0, label: RefreshAction.busyLabel))
            return out
        }
    }

    /// Frame file names: `light-frame-01` … `light-frame-12`, and `light-filmstrip`; under
    /// reduced motion `light-frame-01_reduced` and `light-filmstrip_reduced` (the default motion
    /// is never named, so the turning frames keep their names).
    package static func frameName(_ k: Int, appearance: Appearance, motion: Motion = .standard) -> String {
        "\(appearance.rawValue)-frame-" + String(k).leftPadded(2) + suffix(motion)
    }

    package static func filmstripName(appearance: Appearance, motion: Motion = .standard) -> String {
        "\(appearance.rawValue)-filmstrip" + suffix(motion)
    }

    package static func suffix(_ motion: Motion) -> String { motion == .standard ? "" : "_" + motion.rawValue }

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
