extension AuditRule {
    /// What the rule holds, in one line: docs/audit.md's "Checks" for the audit's rules; for the
    /// sweep's invariants the text sweep.json writes (`InvariantChecks.rules`).
    package var doc: String {
        switch self {
        case .clippingBounds: "every element frame (and an icon's glyph frame) inside the surface, 0.5 pt tolerance"
        case .clippingContainer: "inside the background element's frame (with further activities, its own activity's first background)"
        case .clippingTruncated: "a role that must show in full (time, subtitle, staleLabel, message) is never ellipsized"
        case .clippingEllipsis: "a name (title, destination) ellipsized: allowed, reported"
        case .dynamicTypeSize: "laid out at the requested text size, or at the surface's cap"
        case .dynamicTypeCap: "the request is above the surface's documented cap, which is used"
        case .dynamicTypeOverflow: "some composition of the surface fits"
        case .hierarchyMissing: "identity (mode icon, stop name), the primary value and freshness are drawn"
        case .hierarchyTruncated: "value and freshness are not ellipsized, and the name keeps 2.5 em (warning when ellipsized with enough showing)"
        case .clippingInk: "no drawn pixel more than 1 px outside the container's continuous-corner shape (full colour and accented)"
        case .overlapText: "no two text elements share area (> 0.01 pt)"
        case .overlapRefresh: "nothing but the background shares area with the refresh target"
        case .contrastText: "text keeps 4.5:1, or 3:1 for large text (≥ 18 pt, or ≥ 14 pt with weight ≥ 700)"
        case .contrastNonText: "a route marker's or bus badge's drawn edge, and the refresh glyph, keep 3:1"
        case .sizeText: "text is at least 11 pt"
        case .sizeTarget: "the refresh target is at least 44 × 44 pt and inside the presentation"
        case .timingWord: "a delayed or timetable-only arrival says so beside its time (error with arrival rows; warning on rectangular and inline; info on compact, minimal, circular)"
        case .statusWord: "a stale, offline, paused, ended or failed presentation shows its word in its language (info on the compact island)"
        case .actionLabel: "an element with a tap action has an accessibility label"
        case .actionRefresh: "refresh is there where the presentation shows it, runs RefreshArrivalsIntent and is labelled \"Refresh arrivals\""
        case .actionBackground: "the background opens a transit:// deep link; its label (the VoiceOver summary) names the stop (locked: it must not) and ends in a period"
        case .privacyLeak: "a locked snapshot of a surface that redacts neither shows nor says the stop, its id or a row's time"
        case .languageMixed: "a German or Spanish label or summary says no English word of the strings table"
        case .specSeconds: "a fresh time is \"Due\" or \"N min\""
        case .specHeaderMarker: "no route marker above the title's bottom edge"
        case .specStaleOrder: "the status capsule sits left of the refresh target on its row"
        case .specRowCount: "rows = min(RowRules.rows(surface, requested size), upcoming arrivals) on surfaces that show rows"
        case .allowlistStale: "an allowlist entry accepts something in a run over the whole catalog"
        case .identityWhole:
            "a stop name of at most \(IdentityCheck.wholeUpTo) characters is drawn whole at L and XL on the widgets, the Lock Screen and StandBy"
        case .identityKept:
            "a cut stop name keeps at least \(IdentityCheck.keptAtLeast) of its characters, or ends at a word boundary with its first word whole, or (its first word alone too wide for its lines) at one of that word's hyphenation points, wherever it is drawn"
        case .identityReadable:
            "a stop name's lines break only between words, after a hyphen or slash the name has, at a hyphenation point of its language (the hyphen drawn) or between CJK characters; no line starts with a hyphen"
        case .identityWord:
            "a cut stop name ends at a word boundary with its first word whole, unless its first word alone (hyphenated where its language allows) does not fit the name's lines, or the word-boundary cut before a cut inside a later word does not fit a line (\"Stuttgart / Haupt…\" where \"Stuttgart…\" does not fit)"
        case .identityAgree:
            "a larger Dynamic Type request shows no less of a stop name than the next smaller one laid out at the same size, and never cuts a name that a step down to XL keeps whole"
        case .stateWord:
            "loading, offline, paused and failed each say so in a word wherever the surface draws text, also over last known arrivals (info on the compact and minimal island)"
        case .stateDash:
            "never a bare dash: \"—\" never stands for the rows without a status word beside it (info on the compact and minimal island)"
        case .stateAge:
            "stale data tells its age at every size on the surfaces that show the subtitle (the widgets, the Lock Screen, the expanded island, StandBy): a drawn text holds the subtitle's long or short form (\"Updated 18 min ago\", \"18 min ago\")"
        case .stateDistinct:
            "across a state group (the same data and environment), current, stale, loading, paused, offline, failed and ended each draw a state cue (status words, glyphs, the rows' message) of their own, unless the surface does not show that state"
        case .routeText:
            "no row tells its line by colour alone: a row with a colour dot draws its destination or its route's name, in every mode"
        case .boundsCamera: "nothing is drawn in the Dynamic Island's camera band"
        case .localeStatusWord:
            "a status word is drawn whole and in the presentation's language: never cut, never past the surface's edge"
        case .stabilityComposition:
            "along a timeline whose data keeps its shape (fresh, the same rows), the composition does not change"
        case .timeClock:
            "in a locale whose clock has a day period, a drawn time holding a clock time carries the period right after it (\"2:25 PM\", \"2:38 p.m.\") or its row draws the clock glyph, on every surface"
        case .layoutRoom:
            "a destination is not cut beside more empty room than the row gap and max(16 pt, 1.2 × the time's size); the compact island's insets match within 2 pt and its value keeps one size across states; the circular accessory's value keeps one size along a fresh timeline; stacked activities start their destinations in one column (0.5 pt)"
        }
    }
}
