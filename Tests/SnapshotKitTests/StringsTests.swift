import Foundation
@testable import SnapshotLayout
@testable import SnapshotModel
@testable import SnapshotPresentation
@testable import SnapshotRules
@testable import SnapshotScenario
import SnapshotTestSupport
import Testing

/// The strings table (issue 11, item 8): seed 000's English phrases and their German and
/// Spanish words, plural boundaries, and the locales that pick a language.
@Suite struct StringsTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let phrase: Phrase, count: Int?, values: [String: String], en: String, de: String, es: String
        init(_ phrase: Phrase, _ count: Int?, _ values: [String: String], _ en: String, _ de: String, _ es: String) {
            (self.phrase, self.count, self.values, self.en, self.de, self.es) = (phrase, count, values, en, de, es)
        }
        init(_ phrase: Phrase, _ count: Int, _ en: String, _ de: String, _ es: String) {
            self.init(phrase, count, [:], en, de, es)
        }
        init(_ phrase: Phrase, _ en: String, _ de: String, _ es: String) {
            self.init(phrase, nil, [:], en, de, es)
        }
        var testDescription: String { en }
    }

    /// One row per phrase the seeds (000, 004) word in English, with the words written out.
    static let table: [Row] = [
        Row(.updatedJustNow, "Updated just now", "Gerade aktualisiert", "Actualizado justo ahora"),
        Row(.updatedMinutesAgo, 2, "Updated 2\u{00A0}min ago", "Vor 2\u{00A0}Min. aktualisiert", "Actualizado hace 2\u{00A0}min"),
        Row(.updatedMinutesAgo, 31, "Updated 31\u{00A0}min ago", "Vor 31\u{00A0}Min. aktualisiert", "Actualizado hace 31\u{00A0}min"),
        Row(.updatedHoursAgo, 2, "Updated 2\u{00A0}hr ago", "Vor 2\u{00A0}Std. aktualisiert", "Actualizado hace 2\u{00A0}h"),
        Row(.justNow, "Just now", "Gerade eben", "Justo ahora"),
        Row(.minutesAgo, 18, "18\u{00A0}min ago", "Vor 18\u{00A0}Min.", "Hace 18\u{00A0}min"),
        Row(.hoursAgo, 1, "1\u{00A0}hr ago", "Vor 1\u{00A0}Std.", "Hace 1\u{00A0}h"),
        Row(.due, "Due", "Jetzt", "Ahora"),
        Row(.minutes, 7, "7\u{00A0}min", "7\u{00A0}Min.", "7\u{00A0}min"),
        Row(.spokenDue, "due now", "jetzt", "ahora"),
        Row(.stale, "Stale", "Veraltet", "Desfasado"),
        Row(.offline, "Offline", "Offline", "Sin conexión"),
        Row(.paused, "Paused", "Pausiert", "En pausa"),
        Row(.ended, "Ended", "Beendet", "Finalizado"),
        Row(.loadingArrivals, "Loading arrivals…", "Ankünfte werden geladen …", "Cargando llegadas…"),
        Row(.trackingEndedAt, 14, ["time": "14:21"], "Tracking ended at 14:21", "Verfolgung um 14:21 beendet",
            "Seguimiento finalizado a las 14:21"),
        Row(.couldNotLoadArrivals, "Couldn’t load arrivals", "Laden fehlgeschlagen", "Error al cargar"),
        Row(.noUpcomingArrivals, "No upcoming arrivals", "Keine anstehenden Ankünfte", "Sin próximas llegadas"),
        Row(.chooseFavorite, "Choose a favorite", "Favorit auswählen", "Elige un favorito"),
        Row(.favoriteRemoved, "Favorite removed. Edit widget", "Favorit entfernt. Widget bearbeiten",
            "Favorito eliminado. Editar widget"),
        Row(.refreshArrivals, "Refresh arrivals", "Ankünfte aktualisieren", "Actualizar llegadas"),
        Row(.refreshingArrivals, "Refreshing arrivals", "Ankünfte werden aktualisiert", "Actualizando llegadas"),
        Row(.trainStation, "Train station", "Bahnhof", "Estación de tren"),
        Row(.busStop, "Bus stop", "Bushaltestelle", "Parada de autobús"),
        Row(.toDestination, nil, ["destination": "Howard"], "to Howard", "nach Howard", "hacia Howard"),
        Row(.redLine, "Red Line", "Red Line", "Línea Roja"),
        Row(.brownLine, "Brown Line", "Brown Line", "Línea Café"),
        Row(.busRoute, nil, ["route": "8"], "Route 8", "Linie 8", "Ruta 8"),
        Row(.loading, "Loading.", "Wird geladen.", "Cargando."),
    ]

    @Test(arguments: table)
    func wordsPerLanguage(_ row: Row) {
        #expect(Strings.text(row.phrase, .en, count: row.count, row.values) == row.en)
        #expect(Strings.text(row.phrase, .de, count: row.count, row.values) == row.de)
        #expect(Strings.text(row.phrase, .es, count: row.count, row.values) == row.es)
    }

    /// Every phrase has a non-empty wording in every language, with no placeholder left over.
    @Test func everyPhraseIsTranslated() {
        for phrase in Phrase.allCases {
            for language in Language.allCases {
                let text = Strings.text(phrase, language, count: 3,
                                        ["time": "2:21", "route": "8", "destination": "Howard", "mode": "ferry", "Mode": "Ferry"])
                #expect(!text.isEmpty && !text.contains("{") && !text.contains("}"), "\(phrase) \(language)")
            }
        }
    }

    struct PluralRow: Sendable, CustomTestStringConvertible {
        let phrase: Phrase, count: Int, en: String, de: String, es: String
        var testDescription: String { en }
    }

    /// Plural boundaries: 0 and 2 are plural, 1 is singular, in every language.
    @Test(arguments: [
        PluralRow(phrase: .spokenMinutes, count: 0, en: "0 minutes", de: "0 Minuten", es: "0 minutos"),
        PluralRow(phrase: .spokenMinutes, count: 1, en: "1 minute", de: "1 Minute", es: "1 minuto"),
        PluralRow(phrase: .spokenMinutes, count: 2, en: "2 minutes", de: "2 Minuten", es: "2 minutos"),
        PluralRow(phrase: .spokenUpdatedMinutesAgo, count: 1, en: "Updated 1 minute ago", de: "Vor 1 Minute aktualisiert",
                  es: "Actualizado hace 1 minuto"),
        PluralRow(phrase: .spokenUpdatedMinutesAgo, count: 2, en: "Updated 2 minutes ago", de: "Vor 2 Minuten aktualisiert",
                  es: "Actualizado hace 2 minutos"),
        PluralRow(phrase: .spokenUpdatedHoursAgo, count: 1, en: "Updated 1 hour ago", de: "Vor 1 Stunde aktualisiert",
                  es: "Actualizado hace 1 hora"),
        PluralRow(phrase: .spokenUpdatedHoursAgo, count: 2, en: "Updated 2 hours ago", de: "Vor 2 Stunden aktualisiert",
                  es: "Actualizado hace 2 horas"),
        PluralRow(phrase: .minutes, count: 0, en: "0\u{00A0}min", de: "0\u{00A0}Min.", es: "0\u{00A0}min"),
        PluralRow(phrase: .minutes, count: 1, en: "1\u{00A0}min", de: "1\u{00A0}Min.", es: "1\u{00A0}min"),
        PluralRow(phrase: .minutes, count: 2, en: "2\u{00A0}min", de: "2\u{00A0}Min.", es: "2\u{00A0}min"),
        PluralRow(phrase: .updatedHoursAgo, count: 1, en: "Updated 1\u{00A0}hr ago", de: "Vor 1\u{00A0}Std. aktualisiert", es: "Actualizado hace 1\u{00A0}h"),
        PluralRow(phrase: .updatedHoursAgo, count: 2, en: "Updated 2\u{00A0}hr ago", de: "Vor 2\u{00A0}Std. aktualisiert", es: "Actualizado hace 2\u{00A0}h"),
    ])
    func pluralBoundaries(_ row: PluralRow) {
        #expect(Strings.text(row.phrase, .en, count: row.count) == row.en)
        #expect(Strings.text(row.phrase, .de, count: row.count) == row.de)
        #expect(Strings.text(row.phrase, .es, count: row.count) == row.es)
    }

    /// The rules speak the scenario's language: subtitles and times at the boundaries.
    @Test(arguments: [
        // age (s), language, subtitle, short, spoken
        (0.0, Language.de, "Gerade aktualisiert", "Gerade eben", "Gerade aktualisiert"),
        (60, .de, "Vor 1\u{00A0}Min. aktualisiert", "Vor 1\u{00A0}Min.", "Vor 1 Minute aktualisiert"),
        (120, .de, "Vor 2\u{00A0}Min. aktualisiert", "Vor 2\u{00A0}Min.", "Vor 2 Minuten aktualisiert"),
        (3600, .de, "Vor 1\u{00A0}Std. aktualisiert", "Vor 1\u{00A0}Std.", "Vor 1 Stunde aktualisiert"),
        (7200, .de, "Vor 2\u{00A0}Std. aktualisiert", "Vor 2\u{00A0}Std.", "Vor 2 Stunden aktualisiert"),
        (0, .es, "Actualizado justo ahora", "Justo ahora", "Actualizado justo ahora"),
        (60, .es, "Actualizado hace 1\u{00A0}min", "Hace 1\u{00A0}min", "Actualizado hace 1 minuto"),
        (31 * 60, .es, "Actualizado hace 31\u{00A0}min", "Hace 31\u{00A0}min", "Actualizado hace 31 minutos"),
        (3600, .es, "Actualizado hace 1\u{00A0}h", "Hace 1\u{00A0}h", "Actualizado hace 1 hora"),
        (7200, .es, "Actualizado hace 2\u{00A0}h", "Hace 2\u{00A0}h", "Actualizado hace 2 horas"),
    ] as [(TimeInterval, Language, String, String, String)])
    func subtitles(_ age: TimeInterval, _ language: Language, _ subtitle: String, _ short: String, _ spoken: String) {
        let updatedAt = ScenarioFixtures.chicago(14, 0)
        let now = updatedAt.addingTimeInterval(age)
        #expect(FreshnessRules.subtitle(updatedAt: updatedAt, now: now, language: language) == subtitle)
        #expect(FreshnessRules.shortSubtitle(updatedAt: updatedAt, now: now, language: language) == short)
        #expect(FreshnessRules.spokenSubtitle(updatedAt: updatedAt, now: now, language: language) == spoken)
    }

    @Test(arguments: [
        // seconds away, language, text, spoken
        (30.0, Language.de, "Jetzt", "jetzt"), (60, .de, "1\u{00A0}Min.", "1 Minute"), (120, .de, "2\u{00A0}Min.", "2 Minuten"),
        (30, .es, "Ahora", "ahora"), (60, .es, "1\u{00A0}min", "1 minuto"), (120, .es, "2\u{00A0}min", "2 minutos"),
    ] as [(TimeInterval, Language, String, String)])
    func freshTimes(_ seconds: TimeInterval, _ language: Language, _ text: String, _ spoken: String) {
        let now = ScenarioFixtures.chicago(14, 21), at = now.addingTimeInterval(seconds)
        let locale = Locale(identifier: "de_DE"), zone = TimeZone(identifier: "America/Chicago")!
        #expect(ArrivalTimeRules.text(at: at, now: now, stale: false, locale: locale, timeZone: zone, language: language) == text)
        #expect(ArrivalTimeRules.spokenText(at: at, now: now, stale: false, locale: locale, timeZone: zone,
                                            language: language) == spoken)
    }

    /// en_US and en_GB speak English, de_DE German, es_US Spanish; nothing else is supported.
    @Test(arguments: [
        ("en_US", Language.en as Language?), ("en_GB", .en), ("de_DE", .de), ("es_US", .es),
        ("fr_FR", nil), ("es_ES", nil), ("ja_JP", nil), ("de", nil),
    ])
    func localesPickALanguage(_ identifier: String, _ language: Language?) {
        #expect(Language(localeIdentifier: identifier) == language)
        #expect(ScenarioEnvironment.supportedLocales.contains(identifier) == (language != nil))
    }

    /// A whole presentation in German: no English word left on the stale Belmont widget.
    @Test func germanPresentation() {
        let s = TestScenarios.scenario(updatedAt: ScenarioFixtures.chicago(14, 3), locale: "de_DE")
        let p = TestScenarios.present(s, .systemMedium)
        #expect(p.statusWord == "Veraltet")
        #expect(p.header?.subtitle == "Vor 18\u{00A0}Min. aktualisiert")
        #expect(p.header?.mode.spokenName == "Bahnhof")
        #expect(p.rows.map(\.time) == ["14:21", "14:28"])
        #expect(p.rows.map(\.spokenDestination) == ["nach Howard", "nach Kimball"])
        #expect(p.refreshLabel == "Ankünfte aktualisieren")
        #expect(p.spokenSummary == "Belmont. Red Line nach Howard, um 14:21. Brown Line nach Kimball, um 14:28. "
                + "Vor 18 Minuten aktualisiert. Veraltet.")
        // The drawn tree's labels too, on every surface with a refresh button.
        // (The rectangular accessory has no refresh since issue 20: seed 000.)
        for surface in [Surface.systemMedium, .liveActivityLockScreen, .liveActivityExpanded, .standByLiveActivity] {
            let env = TestScenarios.environment(surface)
            let tree = PresentationLayout(measurer: FixedAdvanceMeasurer()).layout(Presenter.present(s, in: env, now: s.now), in: env)
            #expect(tree.elements(.refresh).map(\.label) == ["Ankünfte aktualisieren"], "\(surface)")
            #expect(tree.elements(.icon).allSatisfy { $0.label == "Bahnhof" }, "\(surface)")
            #expect(tree.elements(.destination).allSatisfy { $0.label?.hasPrefix("nach ") == true }, "\(surface)")
        }
    }

    /// An unknown locale in a scenario is an input error naming the file and field: exit 2.
    @Test func unknownLocaleExitsWithUsage() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let text = ScenarioFixtures.example(settingValueOf: "locale", to: #""fr_FR""#)
        let file = try folder.write(text, to: "fr.json")
        let run = CLIRun(["render", "--scenario", file.path, "--surface", "systemSmall", "--out", folder.path("out").path])
        #expect(run.code == .usage)
        #expect(run.err.contains("fr.json: locale: 'fr_FR' is not a supported locale"), "\(run.err)")
    }
}
