import SnapshotModel

/// A key of the strings table: every user-visible string and accessibility label.
/// Placeholders: `{n}` a count (which also picks the plural form), `{time}` a clock time,
/// `{route}`, `{destination}`.
package enum Phrase: CaseIterable, Sendable {
    // Freshness (FreshnessRules)
    case updatedJustNow, updatedMinutesAgo, updatedHoursAgo
    case justNow, minutesAgo, hoursAgo
    case spokenUpdatedMinutesAgo, spokenUpdatedHoursAgo
    // Arrival times (ArrivalTimeRules)
    case due, minutes, spokenDue, spokenMinutes, spokenAtTime
    // Delayed and timetable-only arrivals (ArrivalTimeRules)
    case delayedTime, lateTime, lateDue, scheduledTime, spokenDelayed, spokenScheduled
    // States (StatusRules)
    case stale, offline, paused, ended, failed, loadingWord
    // The minimal island's short forms of the status words (StatusKind.minimalForm)
    case staleMinimal
    case loadingArrivals, noArrivalsShort, loadingShort, couldNotLoadShort, trackingEndedShort, trackingEndedAt, couldNotLoadArrivals, noUpcomingArrivals
    // Empty states (Presenter)
    case chooseFavorite, favoriteRemoved
    // Controls and labels
    case refreshArrivals, refreshingArrivals
    case trainStation, busStop, otherModeStop
    case toDestination, spokenRow, loading
    // Route names (RouteNames)
    case busRoute, otherLine
    case redLine, blueLine, brownLine, greenLine, orangeLine, purpleLine, purpleLineExpress, pinkLine, yellowLine
}

/// The one strings table: English, German and (US) Spanish for every `Phrase`, with plural
/// forms. docs/spec-decisions.md ("Localized words") gives the reasoning for each choice.
package enum Strings {
    /// The text of `phrase` in `language`. `count` fills `{n}` and picks the plural form;
    /// `values` fill the named placeholders.
    package static func text(_ phrase: Phrase, _ language: Language, count: Int? = nil,
                            _ values: [String: String] = [:]) -> String {
        let forms = entry(phrase)
        let wording: Wording = switch language { case .en: forms.en; case .de: forms.de; case .es: forms.es }
        var text = count.map { PluralRule.category($0, language) == .one ? wording.one : wording.other } ?? wording.other
        if let count { text = text.replacingOccurrences(of: "{n}", with: String(count)) }
        for (key, value) in values { text = text.replacingOccurrences(of: "{\(key)}", with: value) }
        return text
    }

    /// A clock time's hour as a count, for phrases whose wording follows the hour (Spanish
    /// "a la 1:05" but "a las 2:05"): the digits before the first colon, else 0.
    package static func hour(of clockTime: String) -> Int {
        Int(clockTime.prefix { $0.isASCII && $0.isNumber }) ?? 0
    }

    /// A phrase's singular (`one`) and plural (`other`) forms; most phrases have one form.
    struct Wording: Equatable {
        var one: String
        var other: String
        init(_ both: String) { one = both; other = both }
        init(one: String, other: String) { self.one = one; self.other = other }
    }

    // NB: the German and Spanish subtitles keep the count with its unit (U+00A0, no-break
    // space): their longer sentences wrap on the small widget, and "18 / min" must not break.
    // Row times keep a plain space: the minimal island sets "7 min" as "7" over "min".
    // NB: German and Spanish abbreviations are CLDR's (what Foundation's `.abbreviated`
    // units give, and Apple's own apps show): "Min." / "Std." in German, "min" / "h" in
    // Spanish. The English phrases are seed 000's wording exactly ("min", "hr", no period).
    static func entry(_ phrase: Phrase) -> (en: Wording, de: Wording, es: Wording) {
        switch phrase {
        case .updatedJustNow: (.init("Updated just now"), .init("Gerade aktualisiert"), .init("Actualizado justo ahora"))
        case .updatedMinutesAgo: (.init("Updated {n}\u{00A0}min ago"), .init("Vor {n}\u{00A0}Min. aktualisiert"), .init("Actualizado hace {n}\u{00A0}min"))
        case .updatedHoursAgo: (.init("Updated {n}\u{00A0}hr ago"), .init("Vor {n}\u{00A0}Std. aktualisiert"), .init("Actualizado hace {n}\u{00A0}h"))
        case .justNow: (.init("Just now"), .init("Gerade eben"), .init("Justo ahora"))
        case .minutesAgo: (.init("{n}\u{00A0}min ago"), .init("Vor {n}\u{00A0}Min."), .init("Hace {n}\u{00A0}min"))
        case .hoursAgo: (.init("{n}\u{00A0}hr ago"), .init("Vor {n}\u{00A0}Std."), .init("Hace {n}\u{00A0}h"))
        case .spokenUpdatedMinutesAgo:
            (.init(one: "Updated {n} minute ago", other: "Updated {n} minutes ago"),
             .init(one: "Vor {n} Minute aktualisiert", other: "Vor {n} Minuten aktualisiert"),
             .init(one: "Actualizado hace {n} minuto", other: "Actualizado hace {n} minutos"))
        case .spokenUpdatedHoursAgo:
            (.init(one: "Updated {n} hour ago", other: "Updated {n} hours ago"),
             .init(one: "Vor {n} Stunde aktualisiert", other: "Vor {n} Stunden aktualisiert"),
             .init(one: "Actualizado hace {n} hora", other: "Actualizado hace {n} horas"))
        case .due: (.init("Due"), .init("Jetzt"), .init("Ahora"))
        case .minutes: (.init("{n}\u{00A0}min"), .init("{n}\u{00A0}Min."), .init("{n}\u{00A0}min"))
        case .spokenDue: (.init("due now"), .init("jetzt"), .init("ahora"))
        case .spokenMinutes:
            (.init(one: "{n} minute", other: "{n} minutes"), .init(one: "{n} Minute", other: "{n} Minuten"),
             .init(one: "{n} minuto", other: "{n} minutos"))
        // Counted by the hour: Spanish says "a la 1:05 p.m." but "a las 2:21 p.m.".
        case .spokenAtTime: (.init("at {time}"), .init("um {time}"), .init(one: "a la {time}", other: "a las {time}"))
        // A delay is said in a word beside the time (seed 001: "Status is already a word (Due /
        // Delayed), never colour alone"), shortened before it costs a line: "Delayed · 7 min",
        // then "Late 7 min"; the time alone only where nothing else fits. A timetable time
        // is never a countdown: "Sched. 2:41 PM" (never imply scheduled data is live).
        case .delayedTime: (.init("Delayed · {time}"), .init("Verspätet · {time}"), .init("Retrasado · {time}"))
        case .lateTime: (.init("Late {time}"), .init("Versp. {time}"), .init("Retr. {time}"))
        case .lateDue: (.init("Late · {time}"), .init("Versp. · {time}"), .init("Retr. · {time}"))
        case .scheduledTime: (.init("Sched. {time}"), .init("Plan {time}"), .init("Horario {time}"))
        case .spokenDelayed: (.init("delayed, {time}"), .init("verspätet, {time}"), .init("con retraso, {time}"))
        case .spokenScheduled:
            (.init("scheduled {time}, not tracked"), .init("laut Fahrplan {time}, nicht verfolgt"),
             .init("según horario {time}, sin seguimiento"))
        case .stale: (.init("Stale"), .init("Veraltet"), .init("Desfasado"))
        case .offline: (.init("Offline"), .init("Offline"), .init("Sin conexión"))
        case .paused: (.init("Paused"), .init("Pausiert"), .init("En pausa"))
        case .ended: (.init("Ended"), .init("Beendet"), .init("Finalizado"))
        // The failed state's capsule: a word, so a failure never reads as fresh data (a design
        // review found failed and loading alike on the small widget at XXXL).
        case .failed: (.init("Failed"), .init("Fehler"), .init("Error"))
        // The loading capsule: one word, like the other states' (a capsule holds a word, not a
        // sentence); German says it as a verb ("lädt": is loading), as Apple's "Wird geladen".
        case .loadingWord: (.init("Loading"), .init("Lädt"), .init("Cargando"))
        // NB: the minimal island's words, at most 4 characters (seed 001) except its own
        // "Stale". German and Spanish have no short word for stale data that reads as "not
        // up to date" ("Alt", "Viejo" read as "old" of a thing): they show the clock glyph
        // (`StatusKind.minimalForm`); offline is a glyph in every language ("Off" reads as
        // switched off). This phrase stays for the English word.
        case .staleMinimal: (.init("Stale"), .init("Veraltet"), .init("Desfasado"))
        case .loadingArrivals: (.init("Loading arrivals…"), .init("Ankünfte werden geladen …"), .init("Cargando llegadas…"))
        case .trackingEndedAt:
            (.init("Tracking ended at {time}"), .init("Verfolgung um {time} beendet"),
             .init(one: "Seguimiento finalizado a la {time}", other: "Seguimiento finalizado a las {time}"))
        case .couldNotLoadArrivals:
            (.init("Couldn’t load arrivals"), .init("Laden fehlgeschlagen"), .init("Error al cargar"))
        case .noUpcomingArrivals: (.init("No upcoming arrivals"), .init("Keine anstehenden Ankünfte"), .init("Sin próximas llegadas"))
        // The rows notes' short forms, for a surface that cannot hold the sentence (words,
        // never a bare dash); VoiceOver still reads the sentence.
        case .noArrivalsShort: (.init("No arrivals"), .init("Keine Ankünfte"), .init("Sin llegadas"))
        case .loadingShort: (.init("Loading…"), .init("Lädt …"), .init("Cargando…"))
        case .couldNotLoadShort: (.init("Couldn’t load"), .init("Nicht geladen"), .init("No se cargó"))
        case .trackingEndedShort:
            (.init("Ended at {time}"), .init("Um {time} beendet"), .init(one: "Finalizó a la {time}", other: "Finalizó a las {time}"))
        case .chooseFavorite: (.init("Choose a favorite"), .init("Favorit auswählen"), .init("Elige un favorito"))
        case .favoriteRemoved:
            (.init("Favorite removed. Edit widget"), .init("Favorit entfernt. Widget bearbeiten"),
             .init("Favorito eliminado. Editar widget"))
        case .refreshArrivals: (.init("Refresh arrivals"), .init("Ankünfte aktualisieren"), .init("Actualizar llegadas"))
        case .refreshingArrivals: (.init("Refreshing arrivals"), .init("Ankünfte werden aktualisiert"), .init("Actualizando llegadas"))
        case .trainStation: (.init("Train station"), .init("Bahnhof"), .init("Estación de tren"))
        case .busStop: (.init("Bus stop"), .init("Bushaltestelle"), .init("Parada de autobús"))
        // Any other mode names itself (`ModeNames`: the language's word for a common mode, else
        // the app's own): "Ferry stop", "Haltestelle: Fähre", "Parada de ferry".
        case .otherModeStop: (.init("{Mode} stop"), .init("Haltestelle: {mode}"), .init("Parada de {mode}"))
        case .toDestination: (.init("to {destination}"), .init("nach {destination}"), .init("hacia {destination}"))
        case .spokenRow:
            (.init("{route} to {destination}, {time}."), .init("{route} nach {destination}, {time}."),
             .init("{route} hacia {destination}, {time}."))
        case .loading: (.init("Loading."), .init("Wird geladen."), .init("Cargando."))
        case .busRoute: (.init("Route {route}"), .init("Linie {route}"), .init("Ruta {route}"))
        // A line without a CTA name is named in the language's own word: "Linie S8", never "S8 Line".
        case .otherLine: (.init("{route} Line"), .init("Linie {route}"), .init("Línea {route}"))
        case .redLine: lineName("Red Line", es: "Línea Roja")
        case .blueLine: lineName("Blue Line", es: "Línea Azul")
        case .brownLine: lineName("Brown Line", es: "Línea Café")
        case .greenLine: lineName("Green Line", es: "Línea Verde")
        case .orangeLine: lineName("Orange Line", es: "Línea Naranja")
        case .purpleLine: lineName("Purple Line", es: "Línea Morada")
        case .purpleLineExpress: lineName("Purple Line Express", es: "Línea Morada Express")
        case .pinkLine: lineName("Pink Line", es: "Línea Rosa")
        case .yellowLine: lineName("Yellow Line", es: "Línea Amarilla")
        }
    }

    /// A line's name: CTA's line names are proper names on every sign, so German keeps the
    /// English one; Spanish uses the CTA's own Spanish names ("Línea Roja", "Línea Café").
    static func lineName(_ english: String, es spanish: String) -> (en: Wording, de: Wording, es: Wording) {
        (.init(english), .init(english), .init(spanish))
    }
}

/// CLDR's cardinal plural rule for whole numbers, identical in English, German and Spanish:
/// `one` for exactly 1, `other` for everything else (0, 2, 21, …).
enum PluralRule {
    enum Category: Equatable { case one, other }

    static func category(_ n: Int, _ language: Language) -> Category {
        switch language {
        case .en, .de, .es: n == 1 ? .one : .other
        }
    }
}
