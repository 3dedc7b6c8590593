import CCairo
import CPangoCairo
import Foundation

/// Owns a Pango context over the pinned fonts, with fixed font options (grayscale
/// antialiasing, no hinting, no hint metrics) so text sets the same everywhere.
/// Pango objects are not thread-safe: one typesetter per thread, or the lock.
final class PangoTypesetter: @unchecked Sendable {
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer
    private let lock = NSLock()

    /// A typesetter whose text metrics are those of a canvas at `scale` pixels per point.
    init(scale: Double) throws(RenderError) {
        fontMap = try FontLibrary.makeFontMap()
        context = pango_font_map_create_context(fontMap)!
        let options = cairo_font_options_create()!
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        var matrix = PangoMatrix(xx: scale, xy: 0, yx: 0, yy: scale, x0: 0, y0: 0)
        pango_context_set_matrix(context, &matrix)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(fontMap)
    }

    /// Runs `body` holding the lock, with a laid-out `PangoLayout` for `run` that is freed after.
    func withLayout<T>(_ run: TextRun, _ body: (OpaquePointer) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        let layout = pango_layout_new(context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        configure(layout, run)
        return body(layout)
    }

    /// Logical size of a laid-out layout, in points.
    /// `x` is where the widest line starts (non-zero only for centred wrapped text).
    func logicalSize(_ layout: OpaquePointer) -> (x: Double, width: Double, height: Double, lines: Int, ellipsized: Bool) {
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let scale = Double(snapshotkit_pango_scale())
        return (Double(logical.x) / scale, Double(logical.width) / scale, Double(logical.height) / scale,
                Int(pango_layout_get_line_count(layout)), pango_layout_is_ellipsized(layout) != 0)
    }

    private func configure(_ layout: OpaquePointer, _ run: TextRun) {
        let scale = Double(snapshotkit_pango_scale())
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, run.font.family)
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(run.font.weight.rawValue)))
        pango_font_description_set_absolute_size(description, run.font.size * scale)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)

        let attributes = pango_attr_list_new()!
        pango_attr_list_insert(attributes, pango_attr_line_height_new_absolute(Int32((run.font.lineHeight * scale).rounded())))
        if run.font.tabular {
            pango_attr_list_insert(attributes, pango_attr_font_features_new("tnum 1"))
        }
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)

        if let width = run.wrapWidth {
            pango_layout_set_width(layout, Int32((width * scale).rounded(.down)))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD)
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            pango_layout_set_height(layout, Int32(-run.maxLines))
            // Centred text centres each wrapped line ("7" over "min"), as SwiftUI's
            // `.multilineTextAlignment(.center)` does.
            if run.alignment == .center { pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER) }
        }
        pango_layout_set_text(layout, run.text, -1)
    }
}

/// Measures text with Pango over the pinned fonts: the real `TextMeasuring`.
public struct PangoTextMeasurer: TextMeasuring {
    let typesetter: PangoTypesetter

    /// A measurer for canvases at `scale` pixels per point.
    public init(scale: Double = 3) throws(RenderError) {
        typesetter = try PangoTypesetter(scale: scale)
    }

    init(typesetter: PangoTypesetter) { self.typesetter = typesetter }

    /// How many characters of `text` Pango sets as missing-glyph boxes in `font` (0 when the
    /// pinned fonts and their fallbacks draw every one); `GlyphCoverage` keeps scenarios at 0.
    public func unknownGlyphs(_ text: String, font: FontSpec) -> Int {
        let run = TextRun(text, font: font, color: Color(r: 0, g: 0, b: 0), wrapWidth: nil)
        return typesetter.withLayout(run) { Int(pango_layout_get_unknown_glyphs_count($0)) }
    }

    public func measure(_ text: String, font: FontSpec, maxWidth: Double?, maxLines: Int) -> TextMeasurement {
        let run = TextRun(text, font: font, color: Color(r: 0, g: 0, b: 0), wrapWidth: maxWidth, maxLines: maxLines)
        return typesetter.withLayout(run) { layout in
            let size = typesetter.logicalSize(layout)
            // NB: with several lines allowed, Pango lets one word wider than the line overflow
            // instead of ellipsizing it; that text does not fit either.
            let overflows = maxWidth.map { size.width > $0 + 0.5 } ?? false
            return TextMeasurement(width: size.width, lines: size.lines, truncated: size.ellipsized || overflows)
        }
    }
}
