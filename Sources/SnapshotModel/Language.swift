/// The languages SnapshotKit has words for, and the scenario locales that pick them.
package enum Language: String, CaseIterable, Sendable {
    case en, de, es

    /// Every locale a scenario may name, with the language of its words: the one list of
    /// supported locales (`ScenarioEnvironment.supportedLocales` reads it). A locale is
    /// supported only when its clock times were checked (docs/scenarios.md) *and* its words
    /// are in `Strings`.
    package static let byLocale: [String: Language] = [
        "en_US": .en, "en_GB": .en, "de_DE": .de, "es_US": .es,
    ]

    /// The language of a supported locale identifier (`de_DE` → `.de`); nil otherwise.
    package init?(localeIdentifier: String) {
        guard let language = Self.byLocale[localeIdentifier] else { return nil }
        self = language
    }
}
