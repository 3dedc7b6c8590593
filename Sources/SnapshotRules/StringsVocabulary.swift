import SnapshotModel

/// The words of the strings table, for the rules that read words rather than phrases: the
/// app's own words name no stop (`StopWords`), and a German or Spanish label holds no English
/// word of the table (the audit's `language.mixed`).
extension Phrase {
    /// The CTA's line names: proper names, said as the CTA's signs say them ("Red Line" in
    /// German too), so a label may hold them whatever its language.
    package var isLineName: Bool {
        switch self {
        case .redLine, .blueLine, .brownLine, .greenLine, .orangeLine, .purpleLine, .purpleLineExpress, .pinkLine,
             .yellowLine: true
        default: false
        }
    }
}

extension Strings {
    /// Every word the table says in `language`, folded (`Words`), both plural forms, without
    /// the placeholders; the line names only when `properNames`.
    package static func words(_ language: Language, properNames: Bool) -> Set<String> {
        var words: Set<String> = []
        for phrase in Phrase.allCases where properNames || !phrase.isLineName {
            let forms = entry(phrase)
            let wording: Wording = switch language { case .en: forms.en; case .de: forms.de; case .es: forms.es }
            for text in [wording.one, wording.other] { words.formUnion(Words.folded(withoutPlaceholders(text))) }
        }
        return words
    }

    /// The table's English words that `language`'s own phrases never say ("line", "to",
    /// "minutes" for German): in a label of that language, each is English mixed in.
    package static func englishOnlyWords(for language: Language) -> Set<String> {
        language == .en ? [] : words(.en, properNames: false).subtracting(words(language, properNames: false))
    }

    /// The line names as `language` says them, longest first ("Purple Line Express" before
    /// "Purple Line"): proper names a label may hold whole.
    package static func lineNames(_ language: Language) -> [String] {
        Phrase.allCases.filter(\.isLineName).map { text($0, language) }.sorted { $0.count > $1.count }
    }

    /// `text` with every `{placeholder}` taken out.
    static func withoutPlaceholders(_ text: String) -> String {
        var out = "", inside = false
        for c in text {
            if c == "{" { inside = true } else if c == "}" { inside = false; out.append(" ") } else if !inside { out.append(c) }
        }
        return out
    }
}
