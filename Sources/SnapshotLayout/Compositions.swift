import SnapshotModel
import SnapshotRules

/// The compositions each surface tries, most complete first, and the text size each surface
/// is laid out at. The one place these choices live; docs/spec-decisions.md ("Dynamic Type
/// compositions") gives the arithmetic behind every cap.
package enum Compositions {
    /// The largest text size `surface` lays out at (`SurfaceSpec.textCap`). Every surface that scales with Dynamic
    /// Type honours Large to XXXL in full; a cap below AX5 stands only where the surface
    /// cannot physically hold its hierarchy (icon and name, the primary value, freshness) at
    /// the next size (docs/spec-decisions.md). Surfaces drawn at a fixed size return Large.
    package static func cap(_ surface: Surface) -> TextSize { surface.spec.textCap }

    /// The text size `surface` is laid out at for a requested size: never above its cap,
    /// never below the request otherwise.
    package static func textSize(_ surface: Surface, requested: TextSize) -> TextSize {
        min(requested, cap(surface))
    }

    /// The size a surface whose header stacks (the small widget, and StandBy's 2× copy) falls
    /// back to above it when the stop name does not fit one line there: they are capped
    /// at XXL unless the name fits one line at XXXL, choosing as SwiftUI's `ViewThatFits`
    /// would. Nil for every other surface.
    package static func oneLineNameCap(_ surface: Surface) -> TextSize? {
        surface.spec.stacksHeader ? .xxLarge : nil
    }

    /// The smallest size a surface steps down to when no composition fits at its size (a long
    /// status word in the capsule row beside a two-line note, German "Keine Ankünfte" on the
    /// small widget at XXL; Spanish "Desfasado" beside a long name on the Lock Screen at AX2):
    /// the largest size that holds the hierarchy, as `ViewThatFits` would choose, rather than
    /// a composition that overflows. Identity's own sizes (L and XL) are never given up.
    package static let stepDownFloor = TextSize.xLarge

    /// The sizes `surface` tries for `requested`, largest first: its size (`textSize`), then
    /// (above a one-line cap, that cap first) each size below it down to `stepDownFloor`; for an
    /// XL request, L after it, taken only with the whole name (identity.whole at L and XL: "Wien
    /// Westbahnhof" on StandBy). A larger request never steps below XL: an AX5 reader
    /// drawn at L reads a size they did not ask for.
    package static func textSizes(_ surface: Surface, requested: TextSize) -> [TextSize] {
        let size = textSize(surface, requested: requested)
        guard size >= stepDownFloor else { return [size] }
        let below = TextSize.allCases.filter { $0 >= stepDownFloor && $0 < size }.reversed()
        return [size] + below + (requested <= stepDownFloor ? [.large] : [])
    }

    /// The compositions `surface` tries at `textSize`, in order: the destination inline, then
    /// stacked under the marker, then left out; then the same with the subtitle's short form.
    /// The row count is the presentation's (`RowRules`), never fewer: the design fixes it
    /// per presentation (and gives the Lock Screen one row at accessibility sizes
    /// itself), so "secondary rows first" is met by the caps instead
    /// (docs/spec-decisions.md "Dynamic Type compositions").
    package static func candidates(_ surface: Surface, textSize: TextSize) -> [Composition] {
        let rows = RowRules.rows(surface, textSize: textSize)
        // The small widget always stacks its header: 126 pt cannot hold icon, name, capsule
        // and refresh on one line. Others move the icon up only when the name needs it.
        let spec = surface.spec
        let headers: [Composition.HeaderForm] = spec.stacksHeader ? [.iconAboveName, .controlsAbove] : [.iconBesideName, .iconAboveName]
        var out: [Composition] = []
        if spec.layout == .rectangular {
            // One line each: the value line is already route and time only. Tight
            // leading loses nothing, so it comes before the subtitle's short form.
            for subtitle in [Composition.SubtitleForm.long, .short] {
                for tight in [false, true] {
                    out.append(Composition(rows: 1, row: .valueOnly, subtitle: subtitle, tightLeading: tight))
                }
            }
            return out
        }
        // The subtitle's short form comes before the destination goes; once it has
        // gone, the long subtitle is tried again before the short one.
        let steps: [(Composition.RowForm, Composition.SubtitleForm)] = [
            (.inline, .long), (.stacked, .long), (.inline, .short), (.stacked, .short),
            (.valueOnly, .long), (.valueStacked, .long), (.valueOnly, .short), (.valueStacked, .short),
        ] + (spec.layout == .shared ? [(.valueOnly, .none), (.valueStacked, .none)] : [])
        // Each step: the header forms, the status word in the capsule row, then (where the
        // word may leave it) on its own line under the name with the name's header form,
        // before the small widget's controls-above form narrows the name beside its icon.
        let forms: [(Composition.HeaderForm, Bool)] = spec.layout != .shared ? headers.map { ($0, false) }
            : spec.stacksHeader ? [(.iconAboveName, false), (.iconAboveName, true), (.controlsAbove, false)]
            : [(.iconBesideName, false), (.iconAboveName, false), (.iconBesideName, true), (.iconAboveName, true)]
        for (form, subtitle) in steps {
            for (header, statusLine) in forms {
                var c = Composition(rows: rows, row: form, subtitle: subtitle, header: header, nameLines: 2)
                c.statusLine = statusLine
                out.append(c)
            }
        }
        // Then, where the icon stands above the name, the name beside the refresh target; last,
        // the same with tight leading (SwiftUI's `.leading(.tight)`, 2 pt a line): a delay's word
        // on its own line under "Wien / Westbahnhof" and its age at L, 6 pt to spare.
        if spec.stacksHeader {
            out += out.filter { $0.header == .iconAboveName }.map { var c = $0; c.nameBesideRefresh = true; return c }
            out += out.filter { $0.header == .iconAboveName }.map { var c = $0; c.tightLeading = true; return c }
        }
        return out
    }
}

/// Lays a presentation out with the first of its surface's compositions that fits, at the
/// surface's text size (`Compositions.textSize`). Identity comes first: the compositions are
/// tried once asking for the whole stop name, then once letting it ellipsize (with at least
/// 2.5 em showing). When none fits (an extreme name or message), the last is laid out anyway
/// (`force`) and the audit reports what it cut.
enum CompositionFit {
    /// How strictly a layout attempt judges fit.
    enum Fit {
        case wholeName
        /// The name cut at a word boundary, its first word whole, showing enough (`Legibility`).
        case ellipsizedName
        /// The name cut at a word boundary, its first word whole, however short ("Wien…" where
        /// "Westbahnhof" does not fit): read as words, it still says what it can.
        case ellipsizedAtWord
        /// The name cut inside a word: only where no composition cuts it at a word boundary.
        case ellipsizedInsideWord
        /// The name cut inside its first word however few letters show, where that word alone is
        /// wider than every line a composition gives it ("Donau…" for a 34-letter compound at XL
        /// on the small widget, cut at its last hyphenation point that fits): the last resort
        /// before nothing fits. The audit's identity.kept accepts it only at a hyphenation point.
        case ellipsizedInFirstWord
        case force

        /// Whether this fit lets a name be cut inside a word (or laid out regardless): the last
        /// resorts, where a Stale word may stand for the age the name leaves no room for.
        var cutsInsideWord: Bool { [.ellipsizedInsideWord, .ellipsizedInFirstWord, .force].contains(self) }
    }

    /// The lines a cut name may take, most first: "Düsseldorf / Hauptbahnhof/ / Konrad…" says
    /// which stop where "Düsseldorf…" names a city.
    static let cutLines = [3, 2, 1]

    /// The cuts a name may take, in order: each is tried at every size before the next.
    static let cutFits: [Fit] = [.ellipsizedName, .ellipsizedAtWord, .ellipsizedInsideWord, .ellipsizedInFirstWord]

    /// A delayed or timetable-only time keeps its word in every composition (status is a word,
    /// never colour alone): the rows take its shorter forms,
    /// and the freshness and the destination give way first.
    /// `largest`: a stacked card's bound (`Presentation.stackTextSize`).
    static func first<T>(_ surface: Surface, requested: TextSize, largest: TextSize? = nil,
                         _ attempt: (Composition, TextSize, Fit) -> T?) -> T {
        let all = Compositions.textSizes(surface, requested: requested)
        let bounded = largest.map { largest in all.filter { $0 <= largest } } ?? all
        let sizes = bounded.isEmpty ? [all[all.count - 1]] : bounded
        func whole(_ size: TextSize, freshness: Bool = false, split: Bool = false, glyph: Bool = false) -> T? {
            // `freshness`: only compositions that keep a subtitle (the status word does not stand in).
            let candidates = Compositions.candidates(surface, textSize: size).filter { !freshness || $0.subtitle != .none }
            // ViewThatFits: above the one-line cap, only with the whole name on one line.
            let oneLine = Compositions.oneLineNameCap(surface).map { size > $0 } ?? false
            // A name whose words need a third line ("87th & Cottage Grove" at XL on the small
            // widget's 126 pt) takes it, whole, before it is cut or the size steps down.
            let lines = oneLine ? [1] : [2, 3]
            for n in lines {
                for var c in candidates {
                    if oneLine || n != 2 { c.nameLines = n }
                    c.hyphenatesName = split
                    c.statusGlyph = glyph
                    if let fitted = attempt(c, size, .wholeName) { return fitted }
                }
            }
            return nil
        }
        func cut(_ size: TextSize, lines: Int, fit: Fit) -> T? {
            guard !(Compositions.oneLineNameCap(surface).map { size > $0 } ?? false) else { return nil }
            let candidates = Compositions.candidates(surface, textSize: size)
            // A first word too long for its line breaks at its language's hyphenation points
            // ("Cumber- / land Avenue…") before it is cut inside ("Cumberl…"); a cut inside a
            // word falls at one of them where one fits ("Schlesi…", not "Schlesis…").
            for split in fit.cutsInsideWord ? [true] : lines > 1 ? [false, true] : [false] {
                for glyph in surface.spec.stacksHeader ? [false, true] : [false] {
                    for var c in candidates {
                        c.nameLines = lines
                        c.hyphenatesName = split
                        c.statusGlyph = glyph
                        if let fitted = attempt(c, size, fit) { return fitted }
                    }
                }
            }
            return nil
        }
        let steps = sizes.filter { $0 >= Compositions.stepDownFloor || $0 == sizes[0] }
        func wholeAt(_ size: TextSize, freshness: Bool = false, split: Bool = false, glyph: Bool = false) -> T? {
            if let fitted = whole(size, freshness: freshness, split: split, glyph: glyph) { return fitted }
            // At the floor, L with the whole name before a cut one, for an XL request: the last
            // resort of identity, so not while a composition at XL that lets the status word
            // stand for freshness is still untried.
            return size == Compositions.stepDownFloor && sizes.last == .large && !freshness
                ? whole(.large, freshness: freshness, split: split, glyph: glyph) : nil
        }
        if surface.spec.stacksHeader {
            // The small widget's 126 pt (and StandBy's 2× copy), as `ViewThatFits` chooses: the
            // whole name with its freshness at any size down to the floor, then the whole name
            // with the status word standing for freshness, before a cut name ("Halsted & R…" at
            // XXL was a stub where XL holds "Halsted & / Roosevelt" whole; failed at XXL showed
            // no age of what it failed to refresh); then the same with the name split inside a
            // word, before it is cut.
            // Last, the Stale label as its glyph, before the name is cut (`Composition.statusGlyph`).
            for glyph in [false, true] {
                for split in [false, true] {
                    for freshness in [true, false] {
                        for size in steps {
                            if let fitted = wholeAt(size, freshness: freshness, split: split, glyph: glyph) { return fitted }
                        }
                    }
                }
            }
        } else {
            // The whole name at any size down to the floor (its words whole, then hyphenated)
            // before a cut one: a larger size that cuts the name never wins over a smaller one
            // that keeps it.
            for size in steps {
                if let fitted = wholeAt(size) ?? wholeAt(size, split: true) { return fitted }
            }
        }
        // Then, on every surface, the name cut at a word boundary, then inside a word; cut after
        // its third line at any size before after its second at a larger one, the destination
        // and the subtitle going before the name's lines ("Düsseldorf Hauptbahnhof/ / Konrad…"
        // at XXL on the medium widget, not "Düsseldorf…" at XXXL).
        for fit in cutFits {
            for lines in cutLines {
                for size in steps { if let fitted = cut(size, lines: lines, fit: fit) { return fitted } }
            }
        }
        // The last composition that applies to this presentation (a status line needs a word
        // that may leave the capsule row), laid out regardless at the last size.
        let size = steps[steps.count - 1]
        for var last in Compositions.candidates(surface, textSize: size).reversed() {
            last.nameLines = 1
            last.forced = true
            if let forced = attempt(last, size, .force) { return forced }
        }
        preconditionFailure("no composition of \(surface.rawValue) applies")
    }

    /// Whether a name or destination passes `fit`: whole, or ellipsized with enough showing.
    static func accepts(_ e: LayoutElement, _ fit: Fit, _ measurer: any TextMeasuring) -> Bool {
        switch fit {
        case .force: true
        case .wholeName: !e.truncated
        // The typesetter cuts a name inside a word only where no word boundary leaves anything,
        // so a cut at a word boundary keeps the first word whole.
        case .ellipsizedName: measurer.showsEnough(e) && !(e.role == .title && e.cutInsideWord)
        case .ellipsizedAtWord: e.role == .title ? !e.cutInsideWord : measurer.showsEnough(e)
        case .ellipsizedInsideWord: measurer.showsEnough(e)
        case .ellipsizedInFirstWord:
            e.role == .title ? e.font.map { !e.truncated || Legibility.showsEnough(width: e.frame.width, size: $0.size, lines: Legibility.lineCount(e)) } ?? true
                             : measurer.showsEnough(e)
        }
    }

    /// Whether any element whose role must show in full (`SharedLayout.neverTruncated`) was cut.
    static func cutsFullText(_ elements: [LayoutElement]) -> Bool {
        elements.contains { $0.truncated && SharedLayout.neverTruncated.contains($0.role) }
    }
}
