import SnapshotLayout

/// What a snapshot's composition is, kept beside its findings when a run holds snapshots to
/// rules across snapshots (the sweep's `stability.composition` along a timeline, `state.distinct`
/// across a state group): the arrangement and its elements in drawing order,
/// whether the data kept its shape (fresh, the same rows) and the state cue it draws.
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

    package init(composition: String?, elements: [String], fresh: Bool, rows: [String], stateCue: [String] = []) {
        self.composition = composition; self.elements = elements; self.fresh = fresh; self.rows = rows
        self.stateCue = stateCue
    }

    /// The shape of `s`.
    package init(_ s: AuditSubject) {
        let p = s.presentation
        self.init(composition: s.tree.composition?.name,
                  elements: s.tree.elements.map { $0.role.rawValue + ($0.row.map { "@\($0)" } ?? "") },
                  fresh: p.status == nil && !p.isStale && !p.redacted,
                  rows: p.rows.map { $0.route + " → " + $0.destination },
                  stateCue: StateDistinctCheck.cue(s.tree))
    }

    /// The composition as people read it: its name, or the elements where it has none.
    package var description: String { composition ?? elements.joined(separator: ", ") }
}
