@testable import SnapshotModel
@testable import SnapshotRules
import Testing

/// Decisions that depend on the language live in `Strings`, one switch per fact; the words they
/// give are the seeds' and docs/spec-decisions.md's.
@Suite struct LanguageFactsTests {
    /// The inline accessory's status word mid-sentence ("Belmont: Fehler", "Belmont: 2:23 PM, stale").
    @Test(arguments: [
        (StatusKind.stale, Language.en, "stale"), (.failed, .en, "failed"), (.offline, .en, "offline"),
        (.stale, .de, "veraltet"), (.failed, .de, "Fehler"), (.paused, .de, "pausiert"), (.offline, .de, "offline"),
        (.stale, .es, "desfasado"), (.failed, .es, "error"),
    ])
    func theStatusWordInASentence(status: StatusKind, language: Language, word: String) {
        #expect(status.wordInSentence(language) == word)
    }

    @Test func onlyAGermanNounKeepsItsCapital() {
        for status in StatusKind.allCases {
            for language in Language.allCases {
                #expect(Strings.keepsCapitalInSentence(status, language) == (language == .de && status == .failed),
                        "\(status) in \(language)")
            }
        }
    }

    /// Seed 001's minimal island: "Stale" in English; the clock where the language has no short word.
    @Test(arguments: [(Language.en, StatusKind.MinimalForm.word("Stale")), (.de, .glyph(.clock)), (.es, .glyph(.clock))])
    func theMinimalStaleMark(language: Language, form: StatusKind.MinimalForm) {
        #expect(StatusKind.stale.minimalForm(language) == form)
        #expect(Strings.hasMinimalStaleWord(language) == (language == .en))
    }
}
