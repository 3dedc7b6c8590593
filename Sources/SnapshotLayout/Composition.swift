/// One arrangement of a presentation's information hierarchy ("Design one
/// information hierarchy across small, compact, expanded, lock, tinted, and accessibility
/// presentations; do not squeeze one composition").
///
/// Every composition carries the same hierarchy: identity (mode icon and stop name), the
/// primary value (the first arrival's time), freshness (subtitle or status word), then the
/// rest. Where room runs out, a surface moves to its next composition, which gives up the
/// least important part first: secondary rows, then the destination (stacked under, then
/// left out), then the subtitle's long form. No composition shrinks text below the size
/// it is laid out at; `Compositions` lists them per surface.
package struct Composition: Equatable, Sendable {
    /// How an arrival row is arranged.
    package enum RowForm: String, Sendable, CaseIterable {
        /// Marker and destination leading, time trailing, on one line.
        case inline
        /// Marker and destination on one line, the time on its own line under them.
        case stacked
        /// The destination left out (the row's label still names it): marker, the route's text
        /// and the time on one line ("● Red 2:23 PM"; a bus badge is its number).
        case valueOnly
        /// The same with the time on its own line under the marker and route.
        case valueStacked
    }

    /// Where the mode icon and the top-trailing controls go.
    package enum HeaderForm: String, Sendable, CaseIterable {
        /// Icon and name on one line, the Stale capsule and refresh at its trailing end.
        case iconBesideName
        /// The icon on its own row with the capsule and refresh; the name under it, with the
        /// whole width (the small widget's header, and others' when the name needs the room).
        case iconAboveName
        /// The capsule and refresh on their own row; icon and name on one line under the
        /// refresh target (the small widget when a long status word leaves the icon no room).
        case controlsAbove
    }

    /// Which form of the freshness subtitle shows.
    package enum SubtitleForm: String, Sendable, CaseIterable {
        /// "Updated 18 min ago".
        case long
        /// "18 min ago".
        case short
        /// None: the status word stands for freshness, as the rectangular accessory
        /// sets "Updated X min ago or Stale" (only with a status word; the last
        /// step before a name is cut).
        case none
    }

    /// The most arrival rows shown (fewer when there are fewer arrivals).
    package var rows: Int
    package var row: RowForm
    package var subtitle: SubtitleForm
    package var header: HeaderForm
    /// Lines the stop name may wrap to before it ellipsizes.
    package var nameLines: Int
    /// Leading between lines: the text style's own, or 2 pt tighter (SwiftUI's
    /// `.leading(.tight)`): the Lock Screen's three-line accessory, and the small widget's last
    /// compositions (`Compositions.candidates`).
    package var tightLeading: Bool
    /// Whether the refresh button shows where the presentation has one. Only the
    /// rectangular accessory gives it up: its button is only proposed, not in the approved
    /// design, whose one-line texts come first.
    package var refresh: Bool
    /// The status word's capsule on a line of its own under the subtitle, where the capsule
    /// row cannot hold it ("Sin conexión" on the small widget). Never the Stale label, which
    /// keeps its place left of the refresh button.
    package var statusLine = false
    /// With the icon above the name, the name starts beside the refresh target rather than
    /// under it, its lines ending before the target (nothing lies under a tap target): 4 pt
    /// higher on the small widget, the room a delay's word needs under a two-line name
    /// ("● Org" over "Late 6 min" beside "Roosevelt/ / Wabash" at L). Tried after every other
    /// composition at the same size.
    package var nameBesideRefresh = false
    /// The Stale label as its glyph (the clock, as on the minimal island) rather than its word:
    /// the small widget's last resort before its name is cut, where the word ("Desfasado")
    /// leaves the name and the age no room. Its label keeps the word.
    package var statusGlyph = false
    /// The stop name may break inside a word at its language's hyphenation points, with a
    /// hyphen ("Haupt-" / "bahnhof"): tried only after every composition that keeps its words
    /// whole, and before the name is cut (a whole name, hyphenated, is still the stop's identity).
    package var hyphenatesName = false
    /// Set when no composition fitted and this one was laid out regardless: the audit
    /// reports it (`dynamicType.overflow`) and its name says so.
    package var forced = false

    package init(rows: Int, row: RowForm, subtitle: SubtitleForm = .long, header: HeaderForm = .iconBesideName,
                nameLines: Int = 1, tightLeading: Bool = false, refresh: Bool = true) {
        self.rows = rows; self.row = row; self.subtitle = subtitle; self.header = header; self.nameLines = nameLines
        self.tightLeading = tightLeading; self.refresh = refresh
    }

    /// The name the structural snapshot records, e.g. "2 rows", "1 row stacked", "1 row
    /// valueOnly, short subtitle, icon above name", "1 row valueOnly, tight leading".
    package var name: String {
        var parts = ["\(rows) \(rows == 1 ? "row" : "rows")"]
        if row != .inline { parts[0] += " \(row.rawValue)" }
        if subtitle == .short { parts.append("short subtitle") }
        if subtitle == .none { parts.append("no subtitle") }
        switch header {
        case .iconBesideName: break
        case .iconAboveName: parts.append("icon above name")
        case .controlsAbove: parts.append("controls above")
        }
        if statusLine { parts.append("status on its own line") }
        if tightLeading { parts.append("tight leading") }
        if !refresh { parts.append("no refresh") }
        if nameBesideRefresh { parts.append("name beside refresh") }
        if statusGlyph { parts.append("status as glyph") }
        if hyphenatesName { parts.append("name hyphenated") }
        return parts.joined(separator: ", ") + (forced ? Self.forcedSuffix : "")
    }

    /// What the name of a composition laid out although nothing fitted ends with.
    package static let forcedSuffix = " (nothing fits)"

    /// How much less a line takes with tight leading (reference §2.2 notes: 2 pt on iOS).
    package static let tightening = 2.0
}

/// How much of an ellipsized name or destination must stay visible.
package enum Legibility {
    /// A destination is "truncated with at least 2.5 em of visible text. It is never
    /// cut to a letter or two." The stop name follows the same rule.
    package static let minimumVisible = 2.5
    /// What the "…" itself takes: at most 1 em in Inter (0.8 em regular, 0.9 em semibold).
    package static let ellipsisAllowance = 1.0

    /// A cut stop name keeps at least this many of its characters ("Halsted &…"
    /// keeps 9, "Halsted…" only 7); the audit's `identity.kept` holds the same number.
    package static let keptCharacters = 8

    /// The characters of a name a cut title still draws: its drawn text without the ellipsis,
    /// the inline title's colon, line breaks and trailing spaces.
    package static func keptCharacters(drawn: String) -> Int {
        var drawn = drawn.replacingOccurrences(of: "\n", with: " ")
        if drawn.hasSuffix(":") { drawn.removeLast() }
        return drawn.replacingOccurrences(of: "…", with: "").trimmingTrailingWhitespace().count
    }

    /// The lines a text element takes, read off its frame (its drawn `lines` are recorded only
    /// once a layout is chosen).
    package static func lineCount(_ e: LayoutElement) -> Int {
        guard let font = e.font, font.lineHeight > 0 else { return 1 }
        return max(1, Int((e.frame.height / font.lineHeight).rounded()))
    }

    /// Whether an ellipsized text `width` points wide (its widest line), set at `size` points
    /// on `lines` lines, shows enough: a text cut after its second line already shows a line
    /// whole ("Hoch- / schul…" beside the small widget's icon at XL, 98 pt). The layout and the
    /// audit both ask this, so they never disagree.
    package static func showsEnough(width: Double, size: Double, lines: Int = 1) -> Bool {
        lines > 1 || width >= (minimumVisible + ellipsisAllowance) * size - 0.001
    }
}

extension TextMeasuring {
    /// Whether a name or destination that ellipsizes still says enough (`Legibility`).
    package func showsEnough(_ e: LayoutElement) -> Bool {
        guard e.truncated, let font = e.font else { return true }
        guard Legibility.showsEnough(width: e.frame.width, size: font.size, lines: Legibility.lineCount(e)) else { return false }
        // A stop name also keeps `Legibility.keptCharacters` of its characters.
        guard e.role == .title, case .text(let run) = e.paint else { return true }
        return Legibility.keptCharacters(drawn: shown(run)) >= Legibility.keptCharacters
    }
}
