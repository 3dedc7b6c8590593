import SnapshotLayout
import SnapshotModel
import SnapshotRules

/// Rule `state.distinct` (error, across snapshots): each state a surface shows looks like no
/// other (never imply stale information is live; paused and offline say why updates
/// stopped). Within a state group (`StateGroupMember`: the same data and environment, one
/// snapshot per state of current, stale, loading, paused, offline, failed and ended), every
/// state's cue differs from every other state's. A snapshot's cue (`cue`) is what tells its
/// state in the structural snapshot: the drawn texts and glyph names of its status elements
/// (role `staleLabel`: the status capsule and line, the accessories' status lines, the islands'
/// words and glyphs) and of its rows' messages (role `message`: "Loading arrivals…", "No upcoming
/// arrivals"), sorted; current's is normally empty. A state the surface documents it does not
/// show (`SurfaceAvailability`: ended leaves the Dynamic Island, and a widget shows it as current)
/// is not compared. The finding is on the later state's snapshot and names the earlier ones.
package enum StateDistinctCheck {
    /// The roles that tell a state.
    static let roles: Set<ElementRole> = [.statusLabel, .message]

    /// The cue of `tree`: the first activity's state-telling texts and glyph names, sorted.
    package static func cue(_ tree: LayoutTree) -> [String] {
        tree.firstActivity.filter { roles.contains($0.role) }.compactMap { e -> String? in
            if case .icon(let name, _, _, _) = e.paint { return "glyph " + name.name }
            return e.drawnText
        }.sorted()
    }

    /// Whether `surface` shows `state` as itself (ended leaves the island; a widget draws it as current).
    package static func shows(_ state: StatusKind?, on surface: Surface) -> Bool {
        guard state == .ended else { return true }
        return SurfaceAvailability.absence(surface, status: .ended) == nil
            && SurfaceAvailability.state(.ended, on: surface) == .ended
    }

    package static func check(_ members: [StateGroupMember]) -> [AuditFinding] {
        var out: [AuditFinding] = []
        for group in StateGroupMember.groups(members) {
            let shown = group.filter { shows($0.state, on: $0.spec.environment.surface) }
            for (i, m) in shown.enumerated() {
                let alike = shown[..<i].filter { $0.state != m.state && $0.shape.stateCue == m.shape.stateCue }
                guard !alike.isEmpty else { continue }
                let cue = m.shape.stateCue.isEmpty ? "nothing" : m.shape.stateCue.map { "\"\($0)\"" }.joined(separator: ", ")
                out.append(AuditFinding(rule: .stateDistinct, key: m.spec.key,
                                        message: "on \(m.spec.environment.surface.rawValue), \(m.stateName) looks like "
                                        + alike.map(\.stateName).joined(separator: " and ") + ": each tells its state with "
                                        + "\(cue); every state carries a word or glyph of its own"))
            }
        }
        return out
    }
}
