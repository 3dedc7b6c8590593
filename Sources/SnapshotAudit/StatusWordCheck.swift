import SnapshotLayout
import SnapshotPresentation
import SnapshotRules

/// Rule `status.word`: status is a word, never colour alone. Whenever a presentation is not
/// live (a status such as stale, offline, paused, ended, failed, or clock times on shown
/// rows), its word in the presentation's language appears as text: the status capsule, the
/// inline ", stale", or the minimal island's form (`StatusKind.minimalForm`: a short word such
/// as "Ended", or a glyph labelled with the full word, e.g. the pause glyph "Paused"). In every
/// mode, so night red and vibrant still
/// say it; rule `contrast.text` checks it can be read. The compact island has no room for it
/// beside a value (docs/spec-decisions.md, "Accessory and Dynamic Island presentations"):
/// reported there as info; with no value it says the word, or the minimal island's form.
enum StatusWordCheck {
    static func check(_ s: AuditSubject) -> [AuditFinding] {
        let p = s.presentation
        guard !p.redacted, let status = requiredStatus(p) else { return [] }
        let word = status.word(p.language)
        if s.tree.elements.contains(where: { says(status, $0, s) }) { return [] }
        if s.surface.spec.glanceLayout == .compact {
            return [s.finding(.statusWord, severity: .info, nil,
                              "the compact island has no room for \"\(word)\"; the expanded and Lock Screen presentations say it")]
        }
        return [s.finding(.statusWord, nil,
                          "the presentation is \(word.lowercased()) but no text says \"\(word)\"; status must be a word, not colour alone")]
    }

    /// Whether `e` says `status`: a status element with its word (the minimal island: its short
    /// form, or the glyph labelled with the word; the compact island with no value may use the
    /// minimal's form where its word does not fit, the three dots for "Cargando").
    static func says(_ status: StatusKind, _ e: LayoutElement, _ s: AuditSubject) -> Bool {
        guard e.role == .statusLabel else { return false }
        let language = s.presentation.language
        // A glyph labelled with the state's word (the minimal island's, the compact island's cue,
        // a small widget's Stale glyph) says it.
        if case .icon = e.paint { return e.label == status.word(language) }
        let minimalForm = s.surface.spec.glanceLayout == .compact && (e.text ?? "").lowercased() != status.word(language).lowercased()
        if s.surface.spec.glanceLayout == .minimal || minimalForm {
            switch status.minimalForm(language) {
            case .word(let short): return e.text == short
            case .glyph: return e.label == status.word(language)
            }
        }
        return (e.text ?? "").lowercased().contains(status.word(language).lowercased())
    }

    /// The status a presentation must say: its own, or stale when rows show clock times
    /// without one. Nil when it is live (or shows no times: a failure says so itself).
    static func requiredStatus(_ p: Presentation) -> StatusKind? {
        p.status ?? (p.isStale && !p.rows.isEmpty ? .stale : nil)
    }
}
