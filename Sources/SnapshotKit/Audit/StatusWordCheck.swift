/// Rule `status.word`: status is a word, never colour alone. Whenever a presentation is not
/// live (a status word such as "Stale", "Offline", "Paused", "Ended", or clock times on
/// shown rows), the word appears as text: the status capsule, the inline ", stale", or the
/// minimal island's short form (`MinimalStatus`: "Off", "End", the pause glyph labelled
/// "Paused"; an unknown word's first four letters). In every mode, so
/// night red and vibrant still say it; rule `contrast.text` checks it can be read.
/// The compact island has no room for it (docs/spec-decisions.md, "Accessory and Dynamic
/// Island presentations"): reported there as info.
enum StatusWordCheck {
    static func check(_ s: AuditSubject) -> [AuditFinding] {
        let p = s.presentation
        guard !p.redacted, let word = requiredWord(p) else { return [] }
        let wanted = [word.lowercased(), String(word.prefix(4)).lowercased()]  // the minimal island keeps 4 letters
        let shown = s.tree.elements.contains { e in
            guard e.role == .staleLabel else { return false }
            // The minimal island's short form ("Off", the pause glyph labelled "Paused").
            if s.surface == .liveActivityMinimal, let form = MinimalStatus.shortForms[word] {
                switch form {
                case .word(let short): return e.text == short
                case .glyph: return e.label == word
                }
            }
            return wanted.contains { (e.text ?? "").lowercased().contains($0) }
        }
        if shown { return [] }
        if s.surface == .liveActivityCompact {
            return [s.finding("status.word", .info, nil,
                              "the compact island has no room for \"\(word)\"; the expanded and Lock Screen presentations say it")]
        }
        return [s.finding("status.word", .error, nil,
                          "the presentation is \(word.lowercased()) but no text says \"\(word)\"; status must be a word, not colour alone")]
    }

    /// The word a presentation must show: its status word, or "Stale" (in its language:
    /// "Veraltet", "Obsoleto") when rows show clock times without one. Nil when it is
    /// live (or shows no times: a failure says so itself).
    static func requiredWord(_ p: Presentation) -> String? {
        p.statusWord ?? (p.isStale && !p.rows.isEmpty ? Strings.text(.stale, p.language) : nil)
    }
}
