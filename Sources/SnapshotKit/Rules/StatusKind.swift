/// The state a presentation says in a word (the status capsule, the inline suffix, the
/// rectangular accessory's third line, the minimal island's short form): a typed value from
/// the presenter to the layouts and the audit, whose words come only from `Strings`. No code
/// maps a word back to its state.
package enum StatusKind: String, CaseIterable, Sendable, Codable {
    case stale, offline, paused, ended, failed

    /// The word ("Stale", "Veraltet", "Obsoleto", …).
    package var phrase: Phrase {
        switch self {
        case .stale: .stale
        case .offline: .offline
        case .paused: .paused
        case .ended: .ended
        case .failed: .failed
        }
    }

    /// The word in `language`.
    package func word(_ language: Language) -> String { Strings.text(phrase, language) }

    /// What the minimal island shows (seed 001: "Value or Stale, at most 4 characters"): a short
    /// word of the language's own, or for paused the pause glyph (two bars), which reads the
    /// same in every language and in night red, where "Paus" would not.
    package func minimalForm(_ language: Language) -> MinimalForm {
        switch self {
        case .stale: .word(Strings.text(.staleMinimal, language))
        case .offline: .word(Strings.text(.offlineMinimal, language))
        case .ended: .word(Strings.text(.endedMinimal, language))
        case .failed: .word(Strings.text(.failedMinimal, language))
        case .paused: .glyph("pause")
        }
    }

    /// A status on the minimal island: a word, or an `Assets/icons` glyph drawn in the stale
    /// orange and labelled with the full word.
    package enum MinimalForm: Equatable, Sendable {
        case word(String)
        case glyph(String)
    }
}
