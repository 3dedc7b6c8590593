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

    /// The compositions `surface` tries at `textSize`, in order: the destination inline, then
    /// stacked under the marker, then left out; then the same with the subtitle's short form.
    /// The row count is seed 000's for the presentation (`RowRules`), never fewer: seed 000
    /// fixes it per presentation (and gives the Lock Screen one row at accessibility sizes
    /// itself), so issue 10's "secondary rows first" is met by the caps instead
    /// (docs/spec-decisions.md "Dynamic Type compositions").
    package static func candidates(_ surface: Surface, textSize: TextSize) -> [Composition] {
        let rows = RowRules.rows(surface, textSize: textSize)
        // The small widget always stacks its header: 126 pt cannot hold icon, name, capsule
        // and refresh on one line. Others move the icon up only when the name needs it.
        let spec = surface.spec
        let headers: [Composition.HeaderForm] = spec.stacksHeader ? [.iconAboveName, .controlsAbove] : [.iconBesideName, .iconAboveName]
        var out: [Composition] = []
        for subtitle in Composition.SubtitleForm.allCases {
            if spec.layout == .rectangular {
                // One line each (seed 000): the value line is already route and time only.
                // Tight leading loses nothing; the proposed refresh (001) goes before 000's texts.
                for refresh in [true, false] {
                    for tight in [false, true] {
                        out.append(Composition(rows: 1, row: .valueOnly, subtitle: subtitle, tightLeading: tight, refresh: refresh))
                    }
                }
                continue
            }
            for form in Composition.RowForm.allCases {
                for header in headers {
                    out.append(Composition(rows: rows, row: form, subtitle: subtitle, header: header, nameLines: 2))
                }
            }
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
    enum Fit { case wholeName, ellipsizedName, force }

    static func first<T>(_ surface: Surface, requested: TextSize,
                         _ attempt: (Composition, TextSize, Fit) -> T?) -> T {
        let size = Compositions.textSize(surface, requested: requested)
        let candidates = Compositions.candidates(surface, textSize: size)
        for composition in candidates {
            if let fitted = attempt(composition, size, .wholeName) { return fitted }
        }
        // A name cut after its second line or after its first, whichever keeps more rows.
        for composition in candidates {
            for lines in Set([composition.nameLines, 1]).sorted(by: >) {
                var c = composition
                c.nameLines = lines
                if let fitted = attempt(c, size, .ellipsizedName) { return fitted }
            }
        }
        var last = candidates.last!
        last.nameLines = 1
        last.forced = true
        return attempt(last, size, .force)!
    }

    /// Whether a name or destination passes `fit`: whole, or ellipsized with enough showing.
    static func accepts(_ e: LayoutElement, _ fit: Fit, _ measurer: any TextMeasuring) -> Bool {
        switch fit {
        case .force: true
        case .wholeName: !e.truncated
        case .ellipsizedName: measurer.showsEnough(e)
        }
    }

    /// Whether any element whose role must show in full (`SharedLayout.neverTruncated`) was cut.
    static func cutsFullText(_ elements: [LayoutElement]) -> Bool {
        elements.contains { $0.truncated && SharedLayout.neverTruncated.contains($0.role) }
    }
}
