import SnapshotLayout
import SnapshotRules

/// Rule `state.age` (error): stale data tells how old it is (Stale communicates "last
/// update and uncertainty"). A stop's presentation whose state is stale, on a surface that shows
/// the "Updated …" subtitle at L (those with arrival rows, `SurfaceSpec.showsRows`: the Home
/// Screen widgets, the Lock Screen Live Activity, the expanded island, StandBy), draws its age at
/// every size: some drawn text holds the subtitle's long or short form ("Updated 18 min ago",
/// "18 min ago"; "Vor 18 Min.", "Hace 18 min"), compared in lower case with no-break spaces as
/// spaces. The status line or capsule may carry it ("Stale · 18 min ago").
enum AgeCheck {
    static func check(_ s: AuditSubject) -> [AuditFinding] {
        let p = s.presentation
        guard p.status == .stale, let header = p.header, !p.redacted, s.surface.spec.showsRows else { return [] }
        let ages = [header.subtitle, header.shortSubtitle].map(StateCheck.normalized)
        let drawn = s.tree.firstActivity.filter { $0.font != nil }
        if drawn.contains(where: { e in
            let text = StateCheck.normalized(e.drawnText ?? "")
            return ages.contains { !$0.isEmpty && text.contains($0) }
        }) { return [] }
        let instead = drawn.filter { [.subtitle, .statusLabel, .time, .message].contains($0.role) }.compactMap(\.drawnText)
        let composition = s.tree.composition.map { " (composition \"\($0.name)\")" } ?? ""
        return [s.finding(.stateAge, s.first(.statusLabel),
                          "stale data on \(s.surface.rawValue) at \(s.tree.environment.textSize.rawValue) does not tell its age: "
                          + "no text reads \"\(header.subtitle)\" or \"\(header.shortSubtitle)\"; it draws "
                          + (instead.isEmpty ? "no freshness at all" : instead.map { "\"\($0)\"" }.joined(separator: ", "))
                          + composition)]
    }
}
