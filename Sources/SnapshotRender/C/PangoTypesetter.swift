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
    private let hyphenator: Hyphenator

    /// A typesetter whose text metrics are those of a canvas at `scale` pixels per point.
    init(scale: Double) throws(RenderError) {
        hyphenator = try Hyphenator.shared.get()
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
    /// after, and how the text was set (whether it was cut, and where).
    func withLayout<T>(_ run: TextRun, _ body: (_ layout: OpaquePointer, _ set: SetText) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        let layout = pango_layout_new(context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let set = configure(layout, run)
        return body(layout, set)
    }

    /// Runs `body` as `withLayout` does, with `run` set as it was once fitted (`set`, from
    /// `typeset`): the same layout, without fitting it again. Without a setting of its lines
    /// (one unbounded line: nothing to fit), as `withLayout`.
    func withLayout<T>(_ run: TextRun, setAs set: TypesetText?, _ body: (_ layout: OpaquePointer) -> T) -> T {
        guard let set, let setting = set.setting else { return withLayout(run) { layout, _ in body(layout) } }
        lock.lock()
        defer { lock.unlock() }
        let layout = pango_layout_new(context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        prepare(layout, run)
        if setting.cutByLayout { pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE) }
        pango_layout_set_text(layout, setting.text, -1)
        return body(layout)
    }

    /// `run` set and fitted once: its measurement, the lines drawn and, for a wrapped run, the
    /// text as set (soft hyphens, or the cut text) to set it again without fitting.
    func typeset(_ run: TextRun) -> TypesetText {
        withLayout(run) { layout, set in
            let size = logicalSize(layout)
            let setting = run.wrapWidth == nil ? nil
                : LineSetting(text: String(cString: pango_layout_get_text(layout)), cutByLayout: set.truncated)
            return TypesetText(measurement: TextMeasurement(width: size.width, lines: size.lines, truncated: set.truncated,
                                                            cutInsideWord: set.cutInsideWord),
                               lines: Self.lines(of: layout), setting: setting)
        }
    }

    /// How a run's text was set.
    struct SetText {
        /// Whether the text was cut to fit (ellipsized).
        var truncated = false
        /// Whether the cut falls inside a word.
        var cutInsideWord = false
    }

    /// The lines of a laid-out layout as drawn: each line's characters without soft hyphens, a
    /// hyphen where the line broke at one (Pango draws it), the "…" of a cut text.
    static func lines(of layout: OpaquePointer) -> [String] {
        let bytes = Array(UnsafeBufferPointer(start: UnsafeRawPointer(pango_layout_get_text(layout)!)
            .assumingMemoryBound(to: UInt8.self), count: Int(strlen(pango_layout_get_text(layout)!))))
        return (0..<pango_layout_get_line_count(layout)).map { i in
            let line = pango_layout_get_line_readonly(layout, i)!.pointee
            let start = min(bytes.count, Int(line.start_index)), end = min(bytes.count, start + Int(line.length))
            return readable(String(decoding: bytes[start..<end], as: UTF8.self))
        }
    }

    /// A line's text as a person reads it: trailing spaces and line breaks gone, soft hyphens
    /// gone, and a hyphen where the line ends at one.
    static func readable(_ raw: String) -> String {
        var line = Substring(raw)
        while let last = line.last, last.isWhitespace || last == "\n" { line = line.dropLast() }
        let broke = line.last == Hyphenator.softHyphen
        return line.filter { $0 != Hyphenator.softHyphen } + (broke ? "-" : "")
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

    /// Sets `run` on `layout`: words break between words, after the hyphens and slashes they
    /// have, and (with `run.hyphenation`) at their language's hyphenation points.
    private func configure(_ layout: OpaquePointer, _ run: TextRun) -> SetText {
        prepare(layout, run)
        let text = run.hyphenation.map { hyphenator.softHyphenated(run.text, language: $0) } ?? run.text
        pango_layout_set_text(layout, text, -1)
        guard run.wrapWidth != nil else { return SetText() }
        // NB: with several lines allowed, Pango lets a word wider than its line run on past it
        // ("Donaudampfschifffahrtsgesellschaft" under a stacked activity's refresh button): such
        // a text is cut at that line, as one that runs out of lines is.
        // (One line never overflows: Pango ellipsizes it. Asked only of several, off the hot path.)
        let overflowing = run.maxLines > 1 ? overflowingLine(layout) : nil
        guard overflowing != nil || pango_layout_is_ellipsized(layout) != 0 else { return SetText() }
        return SetText(truncated: true, cutInsideWord: setCut(layout, run, text: text, at: overflowing))
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
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD)
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            pango_layout_set_height(layout, Int32(-run.maxLines))
            // Centred text centres each wrapped line ("7" over "min"), as SwiftUI's
            // `.multilineTextAlignment(.center)` does.
            if run.alignment == .center { pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER) }
            // Trailing text ends each wrapped line at its right edge ("2:23" over "PM").
            if run.alignment == .trailing { pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT) }
        }
    }

    /// The first line wider than the layout's width by more than half a point, if any.
    private func overflowingLine(_ layout: OpaquePointer) -> Int32? {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let limit = Double(pango_layout_get_width(layout)) + 0.5 * Double(snapshotkit_pango_scale())
        guard Double(logical.width) > limit else { return nil }
        for i in 0..<pango_layout_get_line_count(layout) {
            var line = PangoRectangle()
            pango_layout_line_get_extents(pango_layout_get_line_readonly(layout, i), nil, &line)
            if Double(line.width) > limit { return i }
        }
        return nil
    }

    /// Sets a text that does not fit as it is cut: the lines before the cut line as Pango broke
    /// them (a hyphen drawn where one broke at a hyphenation point), then the cut line ending in
    /// "…", set as plain text with ellipsizing off so that what is drawn is exactly this.
    /// The cut line (the last, or the first that overflows) keeps the most it can. A run that
    /// `cutsAtWords` (a stop name) ends at a word boundary (before a space, next to the name's
    /// own hyphen or slash); only where no word boundary leaves anything at a hyphenation point,
    /// and only where none does either, between two characters; any other run after the most
    /// characters that fit. A line that keeps nothing gives the ellipsis to the line before it.
    /// Returns whether the cut falls inside a word.
    // NB: Pango's own ellipsis cuts by graphemes and keeps a space it cut after ("95th/Dan Ryan …").
    private func setCut(_ layout: OpaquePointer, _ run: TextRun, text: String, at overflowing: Int32?) -> Bool {
        let width = pango_layout_get_width(layout)
        let bytes = Array(text.utf8)
        let count = pango_layout_get_line_count(layout)
        let cutLine = Int(overflowing ?? (count - 1))
        let starts = (0...cutLine).map {
            min(bytes.count, Int(pango_layout_get_line_readonly(layout, Int32($0))!.pointee.start_index))
        }
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
        pango_layout_set_width(layout, -1)
        func fits(_ text: String) -> Bool {
            pango_layout_set_text(layout, text, -1)
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            return logical.width <= width
        }
        var chosen: (text: String, insideWord: Bool) = ("…", false)
        // Each kind of cut point on every line, the cut line first, before the next kind: a cut
        // at a word boundary one line up ("Stuttgart…") before one inside a word ("Stuttgart / Haupt…").
        search: for kind in run.cutsAtWords ? CutPoint.allCases : [.character] {
            for index in stride(from: cutLine, through: 0, by: -1) {
                let rest = Array(String(decoding: bytes[starts[index]...], as: UTF8.self))
                // A line that would keep only a joiner ("&…" under "Broadway") keeps nothing.
                let points = kind.points(in: rest).filter { Self.kept(rest, at: $0) != nil }
                // Candidate widths grow with the prefix: the longest that fits, by bisection.
                var low = -1, high = points.count - 1
                while low < high {
                    let mid = (low + high + 1) / 2
                    if fits(Self.cut(rest, at: points[mid])) { low = mid } else { high = mid - 1 }
                }
                guard low >= 0 else { continue }
                let head = (0..<index).map { i in
                    Self.readable(String(decoding: bytes[starts[i]..<starts[i + 1]], as: UTF8.self))
                }
                chosen = ((head + [Self.cut(rest, at: points[low])]).joined(separator: "\n"), kind != .word)
                break search
            }
        }
        pango_layout_set_width(layout, width)
        pango_layout_set_text(layout, chosen.text, -1)
        return chosen.insideWord
    }

    /// The first `length` characters of `line`, readable, with "…".
    private static func cut(_ line: [Character], at length: Int) -> String { (kept(line, at: length) ?? "") + "…" }

    /// The first `length` characters of `line` a cut keeps, readable: a cut after a joiner ends on
    /// the word before it ("Broadway…", "Ashland…", "Chamartín…", not "Broadway &…", "Ashland/…"
    /// or "Chamartín-…": the ellipsis already says more follows); nil when nothing but a joiner
    /// or space is left.
    private static func kept(_ line: [Character], at length: Int) -> String? {
        var kept = String(line[..<length]).filter { $0 != Hyphenator.softHyphen }.trimmingTrailingWhitespace()
        if let last = kept.last, joiners.contains(last) { kept = String(kept.dropLast()).trimmingTrailingWhitespace() }
        return kept.isEmpty ? nil : kept
    }

    /// What a cut does not end on: the connectives and separators that join a text's parts.
    static let joiners: Set<Character> = ["&", "+", "/", "-", "–"]

    /// Where a cut line may end, in the order they are tried.
    enum CutPoint: CaseIterable {
        /// Before a space, next to a hyphen or slash the text has, or next to a CJK character.
        case word
        /// At a hyphenation point (a soft hyphen).
        case pattern
        /// Between any two characters.
        case character

        /// The prefix lengths of `line` this kind may cut at that keep something, shortest first.
        func points(in line: [Character]) -> [Int] {
            (1..<max(1, line.count)).filter { i in
                let before = line[i - 1], after = line[i]
                guard !before.isWhitespace, before != Hyphenator.softHyphen else { return false }
                switch self {
                case .word: return String.isWordBoundary(before: before, after: after)
                case .pattern: return after == Hyphenator.softHyphen
                case .character: return after != Hyphenator.softHyphen
                }
            }
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

    package func shown(_ run: TextRun) -> String { lines(run).joined(separator: "\n") }

    package func lines(_ run: TextRun) -> [String] { typeset(run).lines }

    package func typeset(_ run: TextRun) -> TypesetText { typesetter.typeset(run) }

    package func measure(_ text: String, font: FontSpec, maxWidth: Double?, maxLines: Int) -> TextMeasurement {
        measure(TextRun(text, font: font, color: Color(r: 0, g: 0, b: 0), wrapWidth: maxWidth, maxLines: maxLines))
    }

    package func measure(_ run: TextRun) -> TextMeasurement {
        typesetter.withLayout(run) { layout, set in
            let size = typesetter.logicalSize(layout)
            return TextMeasurement(width: size.width, lines: size.lines, truncated: set.truncated,
                                   cutInsideWord: set.cutInsideWord)
        }
    }
}
