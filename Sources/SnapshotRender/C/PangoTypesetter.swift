import CCairo
import CPangoCairo
import Foundation
import SnapshotLayout
import SnapshotModel

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

    /// Runs `body` holding the lock, with a laid-out `PangoLayout` for `run` that is freed
    /// after, and whether the text was cut to fit (ellipsized).
    func withLayout<T>(_ run: TextRun, _ body: (_ layout: OpaquePointer, _ truncated: Bool) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        let layout = pango_layout_new(context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let truncated = configure(layout, run)
        return body(layout, truncated)
    }

    /// Runs `body` as `withLayout` does, with `run` set as it was once fitted (`set`, from
    /// `typeset`): the same layout, without fitting it again. Without a setting of its lines
    /// (one unbounded line: nothing to fit), as `withLayout`.
    func withLayout<T>(_ run: TextRun, setAs set: TypesetText?, _ body: (_ layout: OpaquePointer) -> T) -> T {
        guard let set, let lines = set.lines else { return withLayout(run) { layout, _ in body(layout) } }
        lock.lock()
        defer { lock.unlock() }
        let layout = pango_layout_new(context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        prepare(layout, run)
        pango_layout_set_wrap(layout, lines.breaks.pango)
        if lines.cutByLayout { pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE) }
        pango_layout_set_text(layout, set.shown, -1)
        return body(layout)
    }

    /// `run` set and fitted once: its measurement, the characters drawn and, for a wrapped
    /// run, how its lines were broken and cut, read back from the layout fitting left.
    func typeset(_ run: TextRun) -> TypesetText {
        withLayout(run) { layout, truncated in
            let size = logicalSize(layout)
            let lines = run.wrapWidth == nil ? nil
                : LineSetting(breaks: .init(pango_layout_get_wrap(layout)),
                              cutByLayout: pango_layout_get_ellipsize(layout) == PANGO_ELLIPSIZE_NONE)
            return TypesetText(measurement: TextMeasurement(width: size.width, lines: size.lines, truncated: truncated),
                               shown: String(cString: pango_layout_get_text(layout)), lines: lines)
        }
    }

    /// The text as it is set for `run`: the original, or its ellipsized form ("95th/Dan Ryan…",
    /// with a line break where a wrapped text broke before its last line).
    func displayedText(_ run: TextRun) -> String {
        withLayout(run) { layout, _ in String(cString: pango_layout_get_text(layout)) }
    }

    /// Logical size of a laid-out layout, in points.
    /// `x` is where the widest line starts (non-zero only for centred wrapped text).
    func logicalSize(_ layout: OpaquePointer) -> (x: Double, width: Double, height: Double, lines: Int) {
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let scale = Double(snapshotkit_pango_scale())
        return (Double(logical.x) / scale, Double(logical.width) / scale, Double(logical.height) / scale,
                Int(pango_layout_get_line_count(layout)))
    }

    /// Sets `run` on `layout`; returns whether the text had to be ellipsized.
    private func configure(_ layout: OpaquePointer, _ run: TextRun) -> Bool {
        prepare(layout, run)
        pango_layout_set_text(layout, run.text, -1)
        if run.breaksWords, run.maxLines > 1, pango_layout_is_ellipsized(layout) != 0 {
            // A name its words cannot fit in its lines ("Cermak-Chinatown 華埠") breaks between
            // any characters, with the hyphen, rather than being cut (issue 20).
            pango_layout_set_wrap(layout, PANGO_WRAP_CHAR)
            if pango_layout_is_ellipsized(layout) != 0 { pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR) }
        }
        guard run.wrapWidth != nil else { return false }
        // NB: with several lines allowed, Pango lets a word wider than its line run on past it
        // ("Donaudampfschifffahrtsgesellschaft" 65 pt under a stacked activity's refresh button).
        // Such a text counts as cut (whether a name's word may break is the layout's choice,
        // `TextRun.breaksWords`), and is set as SwiftUI sets it: the long word broken between
        // characters, the last line cut.
        // (One line never overflows: Pango ellipsizes it. Asked only of several, off the hot path.)
        let overflowed = run.maxLines > 1 && overflows(layout)
        if overflowed { pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR) }
        if pango_layout_is_ellipsized(layout) != 0 { setEllipsized(layout, run); return true }
        return overflowed
    }

    /// What fitting starts from: the run's font, line height, features, width, word breaking,
    /// ellipsizing and alignment, before any text.
    private func prepare(_ layout: OpaquePointer, _ run: TextRun) {
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
            // A name's long word breaks between characters; Pango (≥ 1.44) draws the hyphen.
            pango_layout_set_wrap(layout, run.breaksWords ? PANGO_WRAP_WORD_CHAR : PANGO_WRAP_WORD)
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            pango_layout_set_height(layout, Int32(-run.maxLines))
            // Centred text centres each wrapped line ("7" over "min"), as SwiftUI's
            // `.multilineTextAlignment(.center)` does.
            if run.alignment == .center { pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER) }
        }
    }

    /// Whether a line is wider than the layout's width by more than half a point: with several
    /// lines allowed, Pango lets one word wider than the line overflow instead of ellipsizing it
    /// ("Donaudampfschifffahrtsgesellschaft" ran under a stacked activity's refresh button).
    private func overflows(_ layout: OpaquePointer) -> Bool {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return Double(logical.width) > Double(pango_layout_get_width(layout)) + 0.5 * Double(snapshotkit_pango_scale())
    }

    /// Replaces Pango's own ellipsis with one that never follows whitespace.
    // NB: Pango ellipsizes by graphemes and keeps a space it cut after ("95th/Dan Ryan …").
    // Here the last line keeps the longest prefix whose text, with trailing whitespace
    // removed and "…" added, fits the width; the lines before it stay as Pango broke them
    // (ended by a hard line break, so the shorter last line cannot move up). When the last
    // line can keep nothing, the line before it takes the ellipsis instead. The result is
    // set as plain text with ellipsizing off, so what is drawn is exactly this (a line Pango
    // broke inside a word ends without the hyphen, as SwiftUI's do).
    private func setEllipsized(_ layout: OpaquePointer, _ run: TextRun) {
        let width = pango_layout_get_width(layout)
        let bytes = Array(run.text.utf8)
        let starts = (0..<pango_layout_get_line_count(layout)).map {
            min(bytes.count, Int(pango_layout_get_line_readonly(layout, $0)!.pointee.start_index))
        }
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
        pango_layout_set_width(layout, -1)
        func fits(_ text: String) -> Bool {
            pango_layout_set_text(layout, text, -1)
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            return logical.width <= width
        }
        var text = "…"
        for (index, start) in starts.enumerated().reversed() {
            // The line's own text: up to the next line's start (the last line: to the end).
            let end = index + 1 < starts.count ? starts[index + 1] : bytes.count
            let line = Array(String(decoding: bytes[start..<end], as: UTF8.self))
            func candidate(_ kept: Int) -> String { String(line[..<kept]).trimmingTrailingWhitespace() + "…" }
            // Candidate widths grow with `kept`: the largest that fits, by bisection.
            var low = 0, high = index == starts.count - 1 ? max(0, line.count - 1) : line.count
            while low < high {
                let mid = (low + high + 1) / 2
                if fits(candidate(mid)) { low = mid } else { high = mid - 1 }
            }
            let kept = String(line[..<low]).trimmingTrailingWhitespace()
            guard !kept.isEmpty || index == 0 else { continue }
            let head = String(decoding: bytes[..<start], as: UTF8.self).trimmingTrailingWhitespace()
            text = (head.isEmpty ? "" : head + "\n") + kept + "…"
            break
        }
        pango_layout_set_width(layout, width)
        pango_layout_set_text(layout, text, -1)
    }
}


extension LineSetting.Breaks {
    init(_ wrap: PangoWrapMode) {
        switch wrap {
        case PANGO_WRAP_WORD: self = .words
        case PANGO_WRAP_CHAR: self = .characters
        default: self = .wordsThenCharacters
        }
    }

    var pango: PangoWrapMode {
        switch self {
        case .words: PANGO_WRAP_WORD
        case .wordsThenCharacters: PANGO_WRAP_WORD_CHAR
        case .characters: PANGO_WRAP_CHAR
        }
    }
}

/// Measures text with Pango over the pinned fonts: the real `TextMeasuring`.
package struct PangoTextMeasurer: TextMeasuring {
    let typesetter: PangoTypesetter

    /// A measurer for canvases at `scale` pixels per point.
    package init(scale: Double = 3) throws(RenderError) {
        typesetter = try PangoTypesetter(scale: scale)
    }

    init(typesetter: PangoTypesetter) { self.typesetter = typesetter }

    /// How many characters of `text` Pango sets as missing-glyph boxes in `font` (0 when the
    /// pinned fonts and their fallbacks draw every one); `GlyphCoverage` keeps scenarios at 0.
    package func unknownGlyphs(_ text: String, font: FontSpec) -> Int {
        let run = TextRun(text, font: font, color: Color(r: 0, g: 0, b: 0), wrapWidth: nil)
        return typesetter.withLayout(run) { layout, _ in Int(pango_layout_get_unknown_glyphs_count(layout)) }
    }

    package func shown(_ run: TextRun) -> String { typesetter.displayedText(run) }

    package func measure(_ text: String, font: FontSpec, maxWidth: Double?, maxLines: Int) -> TextMeasurement {
        measure(TextRun(text, font: font, color: Color(r: 0, g: 0, b: 0), wrapWidth: maxWidth, maxLines: maxLines))
    }

    package func measure(_ run: TextRun) -> TextMeasurement {
        typesetter.withLayout(run) { layout, truncated in
            let size = typesetter.logicalSize(layout)
            return TextMeasurement(width: size.width, lines: size.lines, truncated: truncated)
        }
    }

    package func typeset(_ run: TextRun) -> TypesetText { typesetter.typeset(run) }
}
