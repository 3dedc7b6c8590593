import SnapshotModel

/// What a language's words allow, decided by language in one place: a switch per fact, so a
/// new language does not compile until it says (docs/spec-decisions.md, "Localized words").
extension Strings {
    /// Whether `status`'s word keeps its capital inside a sentence (the inline accessory's
    /// "Belmont: Fehler"): a German noun does; every other status word, and English and Spanish
    /// words, go lower case there ("veraltet", "offline", "lädt", "pausiert" are adjectives and
    /// verbs; "stale", "desfasado").
    package static func keepsCapitalInSentence(_ status: StatusKind, _ language: Language) -> Bool {
        switch language {
        case .de: status == .failed
        case .en, .es: false
        }
    }

    /// Whether the language has a word for stale short enough for the minimal island (value
    /// or Stale): English keeps "Stale"; no short German or Spanish word says
    /// "not up to date", so they draw the clock instead (`StatusKind.minimalForm`).
    package static func hasMinimalStaleWord(_ language: Language) -> Bool {
        switch language {
        case .en: true
        case .de, .es: false
        }
    }
}
