/// Composites the layers the renderer drew into a rendering mode's final pixels
/// (docs/spec-decisions.md, "Rendering modes"). Pure arithmetic on bitmaps of one size.
enum ModeCompositor {
    /// Accented: the backdrop wherever the container is (its alpha), then the primary
    /// group's alpha in the primary colour, then the accent group's alpha in the tint.
    static func accented(container: Bitmap, primary: Bitmap, accent: Bitmap, appearance: Appearance) -> Bitmap {
        let backdrop = ModeStyle.accentedBackdrop(appearance)
        var out = Bitmap(width: container.width, height: container.height)
        for i in stride(from: 0, to: out.pixels.count, by: 4) {
            var p = ModePixel.over(backdrop, alpha: container.pixels[i + 3], RGBA8(r: 0, g: 0, b: 0, a: 0))
            p = ModePixel.over(ModeStyle.accentedPrimary, alpha: primary.pixels[i + 3], p)
            p = ModePixel.over(ModeStyle.accentedTint, alpha: accent.pixels[i + 3], p)
            out.pixels[i] = p.r; out.pixels[i + 1] = p.g; out.pixels[i + 2] = p.b; out.pixels[i + 3] = p.a
        }
        return out
    }

    /// Vibrant: every pixel's luminance × alpha as white over the opaque wallpaper.
    static func vibrant(_ content: Bitmap, appearance: Appearance) -> Bitmap {
        let wallpaper = ModeStyle.wallpaper(appearance)
        return map(content) { ModePixel.vibrant($0, wallpaper: wallpaper) }
    }

    /// StandBy night: every pixel's luminance × alpha in red, over black.
    static func nightRed(_ content: Bitmap) -> Bitmap {
        map(content) { ModePixel.nightRed($0, red: ModeStyle.nightRed) }
    }

    private static func map(_ bitmap: Bitmap, _ transform: (RGBA8) -> RGBA8) -> Bitmap {
        var out = bitmap
        for i in stride(from: 0, to: out.pixels.count, by: 4) {
            let p = transform(RGBA8(r: bitmap.pixels[i], g: bitmap.pixels[i + 1], b: bitmap.pixels[i + 2], a: bitmap.pixels[i + 3]))
            out.pixels[i] = p.r; out.pixels[i + 1] = p.g; out.pixels[i + 2] = p.b; out.pixels[i + 3] = p.a
        }
        return out
    }
}
