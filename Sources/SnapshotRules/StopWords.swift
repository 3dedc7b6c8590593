import SnapshotModel

/// What a locked surface must not show or say of a stop ("Would showing this
/// content on a shared or locked surface cause harm?"): any telling word of its name, however
/// it is spelled. Words are compared folded (`Words`) and through each language's abbreviations
/// ("Hbf" is "Hauptbahnhof"); a word that names no stop ("de", "the", "station", the app's own
/// words) tells nothing and is left out, unless the name has no other word. A name in a script
/// without spaces is also found inside a longer run ("渋谷駅" in "渋谷駅前").
/// The one rule of the redaction (`LayoutTree.locked`) and of the audit's `privacy.leak`.
package struct StopNameWords: Sendable, Equatable {
    /// The telling words, folded, each with the words its abbreviations stand for.
    package let words: Set<String>
    /// The name's words in a script without spaces, found inside other words.
    let unspaced: [String]

    package init(_ name: String) {
        let all = Words.folded(name)
        let telling = all.filter { !StopWords.namesNoStop($0) }
        // A name of none but such words ("Hauptbahnhof") is told by them all but its numbers;
        // a name of numbers alone by its numbers.
        let words = all.filter { !Words.isNumber($0) }
        let kept = !telling.isEmpty ? telling : !words.isEmpty ? words : all
        self.words = Set(kept.flatMap { StopWords.forms($0) })
        unspaced = kept.filter(Words.isUnspaced)
    }

    /// The first word of `text` that names the stop, as folded; nil when none does.
    package func named(in text: String) -> String? {
        for word in Words.folded(text) {
            if !StopWords.forms(word).isDisjoint(with: words) { return word }
            if let inside = unspaced.first(where: { word.contains($0) }) { return inside }
        }
        return nil
    }

    /// Whether `text` names the stop.
    package func names(_ text: String) -> Bool { named(in: text) != nil }
}

/// Each language's abbreviations of words in stop names, and its words that name no stop:
/// data, one table per language (docs/spec-decisions.md "The stop by its words").
/// A stop's name has no language of its own (a Spanish name is shown in an English scenario),
/// so every language's table applies to every name.
package enum StopWords {
    /// Abbreviations as stop names and signs write them, folded, to the words they stand for.
    static let abbreviations: [Language: [String: [String]]] = [
        .en: ["st": ["street", "station"], "stn": ["station"], "ave": ["avenue"], "av": ["avenue"], "rd": ["road"],
              "blvd": ["boulevard"], "dr": ["drive"], "pkwy": ["parkway"], "hwy": ["highway"], "sq": ["square"],
              "ctr": ["center"], "ft": ["fort"], "mt": ["mount"], "jct": ["junction"], "univ": ["university"]],
        .de: ["hbf": ["hauptbahnhof"], "hb": ["hauptbahnhof"], "bf": ["bahnhof"], "bhf": ["bahnhof"],
              "str": ["strasse"], "pl": ["platz"], "st": ["sankt"]],
        .es: ["pl": ["plaza", "placa"], "pza": ["plaza"], "plza": ["plaza"], "av": ["avenida"], "avda": ["avenida"],
              "sta": ["santa"], "sto": ["santo"], "est": ["estacion"], "estac": ["estacion"]],
    ]

    /// Words that name no stop on their own, folded: articles, prepositions and conjunctions,
    /// what a stop is (station, stop, line), the kinds of street a bus stop's name carries, and
    /// the saints' titles before a name. Squares ("Plaza", "Platz") are not here: a square
    /// often is the stop ("Plaza Mayor"), and "Sol" of "Puerta del Sol" counts, whatever its length.
    static let listed: [Language: Set<String>] = [
        .en: ["the", "of", "and", "at", "on", "in", "to", "by", "station", "stop", "line", "street", "avenue", "road",
              "boulevard", "drive", "parkway", "highway", "saint"],
        .de: ["der", "die", "das", "dem", "den", "des", "am", "an", "im", "in", "bei", "zum", "zur", "von", "vom", "und",
              "bahnhof", "hauptbahnhof", "haltestelle", "linie", "strasse", "sankt"],
        .es: ["el", "la", "los", "las", "de", "del", "y", "a", "al", "en", "estacion", "parada", "linea", "calle",
              "avenida", "san", "santa", "santo"],
    ]

    /// Every word that names no stop: each language's list, and every word the app itself says
    /// (`Strings`' phrases, the modes' names: on every snapshot of every stop, so they tell none).
    static let noStop: Set<String> = {
        var words = Set(Language.allCases.flatMap { listed[$0] ?? [] })
        for language in Language.allCases { words.formUnion(Strings.words(language, properNames: true)) }
        words.formUnion(ModeNames.known.values.flatMap { Words.folded([$0.en, $0.de, $0.es].joined(separator: " ")) })
        return words
    }()

    /// Whether `word` (folded) names no stop: a number, or a word of `noStop`, written out or
    /// abbreviated ("St" for "Street").
    static func namesNoStop(_ word: String) -> Bool {
        Words.isNumber(word) || forms(word).contains { noStop.contains($0) }
    }

    /// `word` (folded) and every word it abbreviates in any language.
    static func forms(_ word: String) -> Set<String> {
        var forms: Set<String> = [word]
        for language in Language.allCases { forms.formUnion(abbreviations[language]?[word] ?? []) }
        return forms
    }

    /// An abbreviation of `word` (folded) in any language's table ("hauptbahnhof" → "hbf"),
    /// the shortest first; nil when none abbreviates it. For the sweep's aliases of a stop.
    package static func abbreviation(of word: String) -> String? {
        Language.allCases.flatMap { language in (abbreviations[language] ?? [:]).filter { $0.value.contains(word) }.map(\.key) }
            .min { ($0.count, $0) < ($1.count, $1) }
    }
}
