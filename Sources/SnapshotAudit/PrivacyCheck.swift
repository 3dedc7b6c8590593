import SnapshotLayout
import SnapshotPresentation

/// Rule `privacy.leak` (issue 23; seed 004 "respect locked/private contexts"): a locked
/// snapshot of a surface that redacts shows and says none of what it hides. For each activity
/// drawn, every element's text, drawn characters, label and badge, and the summary, are searched
/// for that stop's name and each row's time (shown and spoken, on row elements, as the layout
/// bars them: `LayoutTree.locked`);
/// an element with the role `time` must be barred. Any hit is an error naming what leaked.
enum PrivacyCheck {
    static func check(_ s: AuditSubject) -> [AuditFinding] {
        let activities = [(nil, s.presentation)] + s.presentation.furtherActivities.enumerated().map { ($0.offset + 2, $0.element) }
        return activities.flatMap { index, p in leaks(p, s.tree.elements.filter { $0.activity == index }, s) }
    }

    static func leaks(_ p: Presentation, _ elements: [LayoutElement], _ s: AuditSubject) -> [AuditFinding] {
        guard p.locked, !p.redacted, let name = p.header?.stopName, !name.isEmpty else { return [] }
        var out: [AuditFinding] = []
        // NB: a time ("2 min") can be part of the freshness line ("Updated 2 min ago"), which may
        // be shown: times are looked for on row elements, the name everywhere.
        let times = p.rows.flatMap { [$0.time, $0.spokenTime] }.filter { !$0.isEmpty }
        for e in elements {
            let said = [e.text, e.shown, e.label, e.paint.drawnString].compactMap { $0 }
            if said.contains(where: { $0.contains(name) }) {
                out.append(s.finding("privacy.leak", .error, e, "the locked \(e.role.rawValue) shows or says the stop name \"\(name)\""))
            } else if e.role == .time || (e.row != nil && said.contains { text in times.contains { text.contains($0) } }) {
                out.append(s.finding("privacy.leak", .error, e, "the locked \(e.role.rawValue) shows or says a time"))
            }
        }
        if s.tree.spokenSummary.contains(name) {
            out.append(s.finding("privacy.leak", .error, nil, "VoiceOver's summary names the stop \"\(name)\" on a locked surface"))
        }
        return out
    }
}
