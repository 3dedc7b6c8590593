import SnapshotLayout

/// What a snapshot's composition is, kept beside its findings when a run holds snapshots to
/// rules across snapshots (the sweep's `stability.composition` along a timeline, `state.distinct`
/// and `layout.room` across a state group): the arrangement and its elements in drawing order,
/// whether the data kept its shape (fresh, the same rows), the state cue it draws and its
/// glance value's size.
package struct LayoutShape: Equatable, Sendable, Codable {
    /// The composition's name ("1 row stacked"), nil on a surface with one arrangement.
    package var composition: String?
    /// Each element as `role` or `role@row`, in drawing order.
    package var elements: [String]
    /// Live data: no status word, no clock times, not a placeholder.
    package var fresh: Bool
    /// The rows shown, each `route → destination`, in order.
    package var rows: [String]
    /// What tells the state (`StateDistinctCheck.cue`): the first activity's status words,
    /// glyphs and rows' messages as drawn, sorted; empty where nothing does.
    package var stateCue: [String] = []
    /// The first activity's value (`value(_:)`), nil where it draws none.
    package var value: Value?

    /// A drawn value: its text and the size it is set at.
    package struct Value: Equatable, Sendable, Codable {
        package var text: String
        package var size: Double
        package init(text: String, size: Double) { self.text = text; self.size = size }
    }

    package init(composition: String?, elements: [String], fresh: Bool, rows: [String], stateCue: [String] = [],
                value: Value? = nil) {
        self.composition = composition; self.elements = elements; self.fresh = fresh; self.rows = rows
        self.stateCue = stateCue; self.value = value
    }

    /// The shape of `s`.
    package init(_ s: AuditSubject) {
        let p = s.presentation
        self.init(composition: s.tree.composition?.name,
                  elements: s.tree.elements.map { $0.role.rawValue + ($0.row.map { "@\($0)" } ?? "") },
                  fresh: p.status == nil && !p.isStale && !p.redacted,
                  rows: p.rows.map { $0.route + " → " + $0.destination },
                  stateCue: StateDistinctCheck.cue(s.tree), value: Self.value(s.tree))
    }

    /// The value a glance draws: its first time, else (a state word or the rows' short sentence
    /// standing where the value goes) its first status or message text.
    static func value(_ tree: LayoutTree) -> Value? {
        let first = tree.firstActivity
        let value = first.first { $0.role == .time && $0.font != nil }
            ?? first.first { ($0.role == .statusLabel || $0.role == .message) && $0.font != nil }
        guard let value, let font = value.font, let text = value.drawnText else { return nil }
        return Value(text: text, size: font.size)
    }

    /// The composition as people read it: its name, or the elements where it has none.
    package var description: String { composition ?? elements.joined(separator: ", ") }
}
