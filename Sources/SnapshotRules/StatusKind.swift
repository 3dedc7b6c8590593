import SnapshotModel

/// The state a presentation says in a word (the status capsule, the inline suffix, the
/// rectangular accessory's third line, the minimal island's short form): a typed value from
/// the presenter to the layouts and the audit, whose words come only from `Strings`. No code
/// maps a word back to its state.
package enum StatusKind: String, CaseIterable, Sendable, Codable {
    case stale, offline, paused, ended, failed
    /// Loading (it "communicates that current data is pending"), also over last known
    /// arrivals: a word in the capsule like the others.
    case loading

    /// The word ("Stale", "Veraltet", "Desfasado", …).
    package var phrase: Phrase {
        switch self {
        case .stale: .stale
        case .offline: .offline
        case .paused: .paused
        case .ended: .ended
        case .failed: .failed
        case .loading: .loadingWord
        }
    }

    /// Whether the word may take a line of its own where the capsule row cannot hold it:
    /// every state's but Stale's, which keeps its place left of the
    /// refresh button ("A Stale label … sits to the left of the refresh button, on the same
    /// top-trailing row"), so its words are chosen to fit there.
    package var mayTakeOwnLine: Bool { self != .stale }

    /// The word in `language`.
    package func word(_ language: Language) -> String { Strings.text(phrase, language) }

    /// The word inside a sentence (the inline accessory's "Belmont: 2:23 PM, stale"): lower case,
    /// unless the language keeps its capital (`Strings.keepsCapitalInSentence`: "Belmont: Fehler").
    package func wordInSentence(_ language: Language) -> String {
        Strings.keepsCapitalInSentence(self, language) ? word(language) : word(language).lowercased()
    }

    /// What the minimal island shows (value or Stale, at most 4 characters): a short
    /// word of the language's own, or a glyph that reads the same in every language and in
    /// night red: paused the pause bars ("Paus" would not read), offline the slashed signal
    /// ("Off" reads as switched off), failed the warning triangle ("Err" is English, Spanish
    /// "Error" is five characters), stale the clock where the language has no short word
    /// for it (`Strings.hasMinimalStaleWord`; English keeps "Stale"), loading the ellipsis.
    /// Ended is never drawn in the island (`SurfaceAvailability`): its word is the full one.
    package func minimalForm(_ language: Language) -> MinimalForm {
        switch self {
        case .stale: Strings.hasMinimalStaleWord(language) ? .word(Strings.text(.staleMinimal, language)) : .glyph(.clock)
        case .offline: .glyph(.wifiSlash)
        case .ended: .word(word(language))
        case .failed: .glyph(.exclamationmarkTriangle)
        case .paused: .glyph(.pause)
        case .loading: .glyph(.ellipsis)
        }
    }

    /// The cue beside a value on the compact island: the minimal island's form, but the clock
    /// for stale in every language (English "Stale" leaves no room for the time beside it),
    /// and loading a typed ellipsis, on the value's baseline and narrower than a glyph's box
    /// ("… 2 Min." keeps one line).
    package func cue(_ language: Language) -> MinimalForm {
        switch self {
        case .stale: .glyph(.clock)
        case .loading: .word("…")
        default: minimalForm(language)
        }
    }

    /// A status on the minimal island: a word, or an `Assets/icons` glyph drawn in the stale
    /// orange and labelled with the full word.
    package enum MinimalForm: Equatable, Sendable {
        case word(String)
        case glyph(Glyph)
    }
}
