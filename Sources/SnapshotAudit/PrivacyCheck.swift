import SnapshotLayout
import SnapshotPresentation
import SnapshotRules

/// Rule `privacy.leak` (respect locked/private contexts): a locked snapshot of a
/// surface that redacts shows and says none of what it hides. For each activity drawn, every
/// element's text, drawn characters, label, badge and action, and the summary, are searched for
/// a word of that stop's name as `StopNameWords` finds it (folded, abbreviations too: the
/// layout's own rule, `LayoutTree.locked`) and for each row's time (shown and spoken, on row
/// elements, as the layout bars them); an element with the role `time` must be barred, and no
/// action may carry the stop's id. Any hit is an error naming what leaked.
enum PrivacyCheck {
    static func check(_ s: AuditSubject) -> [AuditFinding] {
        let activities = [(nil, s.presentation)] + s.presentation.furtherActivities.enumerated().map { ($0.offset + 2, $0.element) }
        return activities.flatMap { index, p in leaks(p, s.tree.elements.filter { $0.activity == index }, s) }
    }

    static func leaks(_ p: Presentation, _ elements: [LayoutElement], _ s: AuditSubject) -> [AuditFinding] {
        guard p.locked, !p.redacted, let header = p.header, !header.stopName.isEmpty else { return [] }
        let name = header.stopName
        let stop = StopNameWords(name)
        var out: [AuditFinding] = []
        // NB: a time ("2 min") can be part of the freshness line ("Updated 2 min ago"), which may
        // be shown: times are looked for on row elements, the name everywhere.
        let times = p.rows.flatMap { [$0.time, $0.spokenTime] }.filter { !$0.isEmpty }
        for e in elements {
            let said = [e.text, e.shown, e.label, e.paint.drawnString, e.action].compactMap { $0 }
            if let word = said.lazy.compactMap(stop.named).first {
                out.append(s.finding(.privacyLeak, e,
                                     "the locked \(e.role.rawValue) shows or says \"\(word)\", a word of the stop name \"\(name)\""))
            } else if e.role == .time || (e.row != nil && said.contains { text in times.contains { text.contains($0) } }) {
                out.append(s.finding(.privacyLeak, e, "the locked \(e.role.rawValue) shows or says a time"))
            }
            if let action = e.action, carries(action, id: header.stopID) {
                out.append(s.finding(.privacyLeak, e,
                                     "the locked \(e.role.rawValue) opens \"\(action)\", which carries the stop's id \"\(header.stopID)\""))
            }
        }
        if let word = stop.named(in: s.tree.spokenSummary) {
            out.append(s.finding(.privacyLeak, nil,
                                 "VoiceOver's summary says \"\(word)\", a word of the stop name \"\(name)\", on a locked surface"))
        }
        return out
    }

    /// Whether `action` holds the words of `id` in a row ("transit://stop/40320" holds "40320").
    static func carries(_ action: String, id: String) -> Bool {
        let id = Words.folded(id), words = Words.folded(action)
        guard !id.isEmpty, words.count >= id.count else { return false }
        let starts: ClosedRange<Int> = 0...(words.count - id.count)
        return starts.contains { (start: Int) -> Bool in Array(words[start..<(start + id.count)]) == id }
    }
}
