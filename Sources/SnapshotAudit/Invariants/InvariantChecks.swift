/// The sweep's invariants (issue 19, docs/sweep.md): rules every snapshot of the whole input
/// space is held to, on top of the audit's own (`AuditChecks`). Each is an audit rule with an
/// id, a severity and a message naming the element; `snapshot sweep` runs them, and the rules
/// issue 20's layouts are held to are exactly these.
package enum InvariantChecks {
    /// Every per-snapshot invariant. Across snapshots, `StabilityCheck` and `RoomValueCheck`
    /// compare a timeline's times, `StateDistinctCheck` and `RoomValueCheck` a state group's states.
    package static let all: [AuditCheck] = [IdentityCheck.check, StateCheck.check, AgeCheck.check, RouteCheck.check,
                                           CameraCheck.check, LocaleCheck.check, ClockCheck.check, RoomCheck.check]

    /// One rule: its id, the severity of a breach, and what it holds.
    package struct Rule: Sendable, Equatable {
        package var id: String
        package var severity: AuditSeverity
        package var holds: String
    }

    /// The invariants as docs/sweep.md lists them.
    package static let rules: [Rule] = [
        Rule(id: "identity.whole", severity: .error,
             holds: "a stop name of at most \(IdentityCheck.wholeUpTo) characters is drawn whole at L and XL on the widgets, the Lock Screen and StandBy"),
        Rule(id: "identity.kept", severity: .error,
             holds: "a cut stop name keeps at least \(IdentityCheck.keptAtLeast) of its characters, or ends at a word boundary with its first word whole, or (its first word alone too wide for its lines) at one of that word's hyphenation points, wherever it is drawn"),
        Rule(id: "identity.readable", severity: .error,
             holds: "a stop name's lines break only between words, after a hyphen or slash the name has, at a hyphenation point of its language (the hyphen drawn) or between CJK characters; no line starts with a hyphen"),
        Rule(id: "identity.word", severity: .error,
             holds: "a cut stop name ends at a word boundary with its first word whole, unless its first word alone (hyphenated where its language allows) does not fit the name's lines, or the word-boundary cut before a cut inside a later word does not fit a line (\"Stuttgart / Haupt…\" where \"Stuttgart…\" does not fit)"),
        Rule(id: "identity.agree", severity: .error,
             holds: "a larger Dynamic Type request shows no less of a stop name than the next smaller one laid out at the same size, and never cuts a name that a step down to XL keeps whole"),
        Rule(id: "state.word", severity: .error,
             holds: "loading, offline, paused and failed each say so in a word wherever the surface draws text, also over last known arrivals (info on the compact and minimal island)"),
        Rule(id: "state.dash", severity: .error,
             holds: "never a bare dash: \"—\" never stands for the rows without a status word beside it (info on the compact and minimal island)"),
        Rule(id: "state.age", severity: .error,
             holds: "stale data tells its age at every size on the surfaces that show the subtitle (the widgets, the Lock Screen, the expanded island, StandBy): a drawn text holds the subtitle's long or short form (\"Updated 18 min ago\", \"18 min ago\")"),
        Rule(id: "state.distinct", severity: .error,
             holds: "across a state group (the same data and environment), current, stale, loading, paused, offline, failed and ended each draw a state cue (status words, glyphs, the rows' message) of their own, unless the surface does not show that state"),
        Rule(id: "route.text", severity: .error,
             holds: "no row tells its line by colour alone: a row with a colour dot draws its destination or its route's name, in every mode"),
        Rule(id: "bounds.camera", severity: .error, holds: "nothing is drawn in the Dynamic Island's camera band"),
        Rule(id: "locale.statusWord", severity: .error,
             holds: "a status word is drawn whole and in the presentation's language: never cut, never past the surface's edge"),
        Rule(id: "stability.composition", severity: .error,
             holds: "along a timeline whose data keeps its shape (fresh, the same rows), the composition does not change"),
        Rule(id: "time.clock", severity: .error,
             holds: "in a locale whose clock has a day period, a drawn time holding a clock time carries the period right after it (\"2:25 PM\", \"2:38 p.m.\") or its row draws the clock glyph, on every surface"),
        Rule(id: "layout.room", severity: .error,
             holds: "a destination is not cut beside more empty room than the row gap and max(16 pt, 1.2 × the time's size); the compact island's insets match within 2 pt and its value keeps one size across states; the circular accessory's value keeps one size along a fresh timeline; stacked activities start their destinations in one column (0.5 pt)"),
    ]

    /// Surfaces that show one value and have no room for a word (the compact and minimal
    /// island): there a missing word is info (docs/spec-decisions.md "Accessory and Dynamic
    /// Island presentations"); the expanded and Lock Screen presentations say it.
    static func glanceOnly(_ s: AuditSubject) -> Bool {
        [.compact, .minimal].contains(s.surface.spec.layout)
    }
}
