import SnapshotImage
import SnapshotModel
import SnapshotRender
import SnapshotRules

/// What lies behind content on the glass of the clear and tinted looks: the glass itself
/// (`WallpaperGlass`, the wallpaper blurred under its veils), read where the content sits, so a
/// neighbouring white line or a glyph's own edge is never taken for the background.
enum GlassBackground {
    /// The glass pixel under `frame` (points, with `margin` points around it) that contrasts
    /// least with the white content: the text read at its weakest spot. Nil outside the glass.
    static func weakest(under frame: Rect, margin: Double = 0, of s: AuditSubject) -> RGBA8? {
        let glass = WallpaperGlass.shared.backdrop(s.tree.environment, size: s.tree.size, scale: s.scale).glass
        let k = s.scale
        let x0 = max(0, Int(((frame.x - margin) * k).rounded(.down))), y0 = max(0, Int(((frame.y - margin) * k).rounded(.down)))
        let x1 = min(glass.width, Int(((frame.x + frame.width + margin) * k).rounded(.up)))
        let y1 = min(glass.height, Int(((frame.y + frame.height + margin) * k).rounded(.up)))
        guard x0 < x1, y0 < y1 else { return nil }
        var weakest: RGBA8?, least = Double.infinity
        for y in y0..<y1 {
            for x in x0..<x1 {
                let i = (y * glass.width + x) * 4
                let p = RGBA8(r: glass.pixels[i], g: glass.pixels[i + 1], b: glass.pixels[i + 2])
                let ratio = WCAGContrast.ratio(ModeStyle.glassContent, p)
                if ratio < least { least = ratio; weakest = p }
            }
        }
        return weakest
    }
}
