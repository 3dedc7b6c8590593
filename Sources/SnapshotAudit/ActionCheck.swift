import Foundation
import SnapshotPresentation

/// Rule family `action` (errors; "Every actionable region has a precise
/// accessible name and destination"):
/// - `action.label`: an element with a tap action has no accessibility label.
/// - `action.refresh`: the refresh button is missing where the presentation shows one, or
///   its action is not `intent:RefreshArrivalsIntent`, or its label is not "Refresh arrivals"
///   ("Refreshing arrivals" while busy).
/// - `action.background`: the tap-anywhere background does not deep-link (`transit://…`)
///   (on a mirror, where the system owns the tap, it has any action at all), or its label (the VoiceOver summary) is empty, does not end with a period, or does not
///   name the stop.
enum ActionCheck {
    static func check(_ s: AuditSubject) -> [AuditFinding] {
        var out: [AuditFinding] = []
        let p = s.presentation
        for e in s.tree.elements where e.action != nil && (e.label ?? "").trimmingCharacters(in: .whitespaces).isEmpty {
            out.append(s.finding(.actionLabel, e, "\(e.role.rawValue) opens \(e.action!) but has no accessibility label"))
        }
        let refreshes = s.tree.elements(.refresh)
        // A composition may give the refresh up (the rectangular accessory's proposed one).
        if p.showsRefresh && s.tree.composition?.refresh != false && refreshes.isEmpty {
            out.append(s.finding(.actionRefresh, nil, "the presentation shows refresh but the tree has no refresh button"))
        }
        let label = p.refreshLabel
        for r in refreshes {
            if r.action != RefreshAction.intent {
                out.append(s.finding(.actionRefresh, r,
                                     "refresh action is \(r.action.map { "'\($0)'" } ?? "missing"), not '\(RefreshAction.intent)'"))
            }
            if r.label != label {
                out.append(s.finding(.actionRefresh, r,
                                     "refresh label is \(r.label.map { "\"\($0)\"" } ?? "missing"), not \"\(label)\""))
            }
        }
        guard let bg = s.first(.background) else {
            return out + [s.finding(.actionBackground, nil, "no background element: nothing opens the app")]
        }
        if !s.surface.spec.ownsTap {
            if let action = bg.action {
                out.append(s.finding(.actionBackground, bg, "background action is '\(action)' on \(s.surface.rawValue), "
                                     + "whose tap the system owns: the mirror has no action of its own"))
            }
        } else if !(bg.action ?? "").hasPrefix("transit://") {
            out.append(s.finding(.actionBackground, bg,
                                 "background action is \(bg.action.map { "'\($0)'" } ?? "missing"), not a transit:// deep link"))
        }
        let summary = (bg.label ?? "").trimmingCharacters(in: .whitespaces)
        if summary.isEmpty {
            out.append(s.finding(.actionBackground, bg, "the VoiceOver summary is empty"))
        } else if !summary.hasSuffix(".") {
            out.append(s.finding(.actionBackground, bg,
                                 "the VoiceOver summary \"\(summary)\" does not end with a period, so it does not read as a sentence"))
        }
        // NB: a locked surface must not name it (`privacy.leak` checks the other way).
        if let name = p.header?.stopName, !p.redacted, !p.locked, !summary.contains(name) {
            out.append(s.finding(.actionBackground, bg, "the VoiceOver summary does not name the stop \"\(name)\""))
        }
        return out
    }
}
