import SnapshotModel

/// Rule `locale.statusWord` (error): a status word is drawn whole in the presentation's
/// language, whatever its length ("Sin conexión", "Pausiert"): the status element's drawn text
/// holds the state's word (`StatusKind.word`; on the minimal island its short form), it is
/// not cut, and it lies inside the surface.
enum LocaleCheck {
    static func check(_ s: AuditSubject) -> [AuditFinding] {
        let p = s.presentation
        guard !p.redacted, let status = StatusWordCheck.requiredStatus(p) else { return [] }
        let word = status.word(p.language)
        let bounds = Rect(x: 0, y: 0, width: s.tree.size.width, height: s.tree.size.height)
        var out: [AuditFinding] = []
        // NB: a further activity's detached minimal says the status in the minimal
        // island's short form (a glyph, "Stale"), held there by `status.word`, as the minimal island is.
        for e in s.tree.elements where e.role == .statusLabel && e.text != nil && (e.activity ?? 1) == 1 {
            let drawn = e.drawnText ?? ""
            if e.truncated || !StatusWordCheck.says(status, e, s) {
                out.append(s.finding(.localeStatusWord, e,
                                     "status word \"\(word)\" (\(p.language.rawValue)) is drawn as \"\(drawn)\"; it must show whole"))
            } else if !bounds.contains(e.frame, tolerance: ClippingCheck.tolerance) {
                out.append(s.finding(.localeStatusWord, e, measured: ClippingCheck.overhang(e.frame, bounds),
                                     threshold: ClippingCheck.tolerance,
                                     "status word \"\(word)\" (\(p.language.rawValue)) is cut by the \(s.surface.rawValue) edge: "
                                     + "it reaches \(ClippingCheck.points(ClippingCheck.overhang(e.frame, bounds))) pt outside"))
            }
        }
        return out
    }
}
