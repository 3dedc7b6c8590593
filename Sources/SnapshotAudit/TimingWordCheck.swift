import SnapshotModel
import SnapshotRules

/// Rule `timing.word`: a delayed or timetable-only arrival says so in a word beside its time
/// ("Status is already a word (Due / Delayed), never colour alone"; never
/// imply that scheduled data is live). A row draws one of its worded forms ("Delayed · 7 min",
/// "Late 7 min", "Sched. 2:41 PM", or "2:41 PM" after the clock glyph). Its severity where the bare time is drawn follows the surface:
/// - error on the surfaces with arrival rows (`SurfaceSpec.showsRows`: the Home Screen widgets,
///   the Lock Screen Live Activity, the expanded island, both StandBy presentations): the word
///   is part of the value there, and freshness and then the destination give way before it;
/// - warning on the rectangular and inline accessories, whose recorded short forms may drop it
///   where the name or time would be cut (docs/spec-decisions.md, "Delays on glance surfaces");
/// - info on the compact and minimal island and the circular accessory, which have no room and
///   say the word in the label.
enum TimingWordCheck {
    static func check(_ s: AuditSubject) -> [AuditFinding] {
        let p = s.presentation
        guard !p.redacted else { return [] }
        var findings: [AuditFinding] = []
        for (i, row) in p.rows.enumerated() where row.timeForms != [row.bareTime] {
            guard let time = s.tree.elements.first(where: { $0.role == .time && $0.row == i + 1 && $0.activity == nil }),
                  let text = time.text else { continue }
            // A timetable time's glyphed form says its word only with the clock glyph drawn in its row.
            if row.timeForms.contains(text), text != row.glyphedTime || ClockCheck.drawsGlyph(s.tree, row: i + 1, activity: nil) {
                continue
            }
            let severity = severity(s.surface)
            let why = switch severity {
            case .info: "no room on this surface"
            case .warning: "its recorded short form drops the word where the name or time would be cut"
            default: "a row's value keeps its word; freshness, then the destination, give way first"
            }
            findings.append(s.finding(.timingWord, severity: severity, time,
                                      "row \(i + 1) shows \"\(text)\" without \"\(row.shortTime)\" on \(s.surface.rawValue): \(why); "
                                      + "its label says \"\(row.spokenTime)\""))
        }
        return findings
    }

    /// How much a bare time weighs on `surface`.
    static func severity(_ surface: Surface) -> AuditSeverity {
        if surface.spec.showsRows { return .error }
        return switch surface.spec.glanceLayout {
        case .rectangular, .inline: .warning
        default: .info
        }
    }
}
