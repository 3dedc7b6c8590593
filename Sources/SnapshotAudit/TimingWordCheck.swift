/// Rule `timing.word`: a delayed or timetable-only arrival says so in a word beside its time
/// (seed 001: "Status is already a word (Due / Delayed), never colour alone"; seed 004: never
/// imply that scheduled data is live). A row draws one of its worded forms ("Delayed · 7 min",
/// "Late 7 min", "Sched. 2:41 PM"); the compact and minimal island and the circular accessory
/// have no room and show the time alone, with the word in its label (info); elsewhere the bare
/// time is drawn only when no composition fits (warning: a design to fix at that size).
enum TimingWordCheck {
    static func check(_ s: AuditSubject) -> [AuditFinding] {
        let p = s.presentation
        guard !p.redacted else { return [] }
        var findings: [AuditFinding] = []
        for (i, row) in p.rows.enumerated() where row.timeForms != [row.bareTime] {
            guard let time = s.tree.elements.first(where: { $0.role == .time && $0.row == i + 1 }),
                  let text = time.text, !row.timeForms.contains(text) else { continue }
            switch s.surface.spec.layout {
            case .compact, .minimal, .circular:
                findings.append(s.finding("timing.word", .info, time,
                                          "row \(i + 1) shows \"\(text)\" without \"\(row.shortTime)\": no room on this surface; its label says \"\(row.spokenTime)\""))
            default:
                findings.append(s.finding("timing.word", .warning, time,
                                          "row \(i + 1) shows \"\(text)\" without its word: no composition fits \"\(row.shortTime)\" at this size; its label says \"\(row.spokenTime)\""))
            }
        }
        return findings
    }
}
