import SnapshotLayout
import SnapshotRules

/// Rule family `state`: a state is told in words (loading "communicates that current
/// data is pending"; offline, paused and failed say why).
/// - `state.word` (error; info on the compact and minimal island): a presentation of a stop in
///   the loading, offline, paused or failed state draws one of the state's words
///   (`StatusRules.sayings`: "Loading arrivals…", "Offline", "Paused", "Failed" or "Couldn’t
///   load arrivals", in its language), also when last known arrivals are shown. The minimal
///   island's short form (`StatusKind.minimalForm`) says it there.
/// - `state.dash` (error; info on the compact and minimal island): "—" never stands for the
///   rows with no status word beside it: "No upcoming arrivals" is told apart from loading in words.
enum StateCheck {
    static func check(_ s: AuditSubject) -> [AuditFinding] {
        let p = s.presentation
        guard p.header != nil, !p.redacted else { return [] }
        return word(s) + dash(s)
    }

    static func word(_ s: AuditSubject) -> [AuditFinding] {
        guard let sayings = StatusRules.sayings(s.state, s.presentation.language) else { return [] }
        let wanted = sayings.map(normalized)
        let said = s.textElements.contains { e in
            let drawn = normalized(e.drawnText ?? "")
            return !drawn.isEmpty && wanted.contains { drawn.contains($0) }
        } || minimalSaysIt(s)
        if said { return [] }
        let glance = InvariantChecks.glanceOnly(s)
        return [s.finding(.stateWord, severity: glance ? .info : .error, nil,
                          "the \(s.state.rawValue) state is not said in words on \(s.surface.rawValue): no text reads "
                          + sayings.map { "\"\($0)\"" }.joined(separator: " or ")
                          + (glance ? " (no room on this glance; the expanded and Lock Screen presentations say it)" : ""))]
    }

    static func dash(_ s: AuditSubject) -> [AuditFinding] {
        guard let dash = s.tree.elements.first(where: { $0.role != .background && $0.drawnText == GlanceValue.dash }),
              !s.tree.elements.contains(where: { $0.role == .statusLabel }) else { return [] }
        let glance = InvariantChecks.glanceOnly(s)
        return [s.finding(.stateDash, severity: glance ? .info : .error, dash,
                          "a bare \"\(GlanceValue.dash)\" stands for the rows (it reads \"\(dash.label ?? "")\"); the state is told in words")]
    }

    /// The minimal island's short form of the state's word (a glyph labelled with the word).
    static func minimalSaysIt(_ s: AuditSubject) -> Bool {
        guard s.surface.spec.glanceLayout == .minimal, let status = s.presentation.status else { return false }
        return s.tree.elements.contains { StatusWordCheck.says(status, $0, s) }
    }

    /// Lower case, an ending ellipsis or full stop dropped, no-break spaces as spaces.
    static func normalized(_ text: String) -> String {
        var t = text.lowercased().replacingOccurrences(of: "\u{00A0}", with: " ").replacingOccurrences(of: "\n", with: " ")
        while let last = t.last, last == "…" || last == "." || last == " " { t.removeLast() }
        return t
    }
}
