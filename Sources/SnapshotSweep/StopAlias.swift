import SnapshotRules

/// Another spelling of a stop's name, as an arrival's destination: what a locked case's rows
/// hold so that the sweep looks for the stop by its words (docs/sweep.md "Aliases"), not by its
/// exact spelling. Each kind is a way a feed or a sign writes the same stop.
enum StopAlias: CaseIterable {
    /// "BELMONT" for "Belmont".
    case upperCase
    /// "O’Hare" for "O'Hare" (the other apostrophe); a name without one in lower case.
    case apostrophe
    /// "Frankfurt (Main) Hbf" for "Frankfurt (Main) Hauptbahnhof"; a name without an abbreviated
    /// word spelled without its accents and punctuation.
    case abbreviated
    /// A destination that shares one word of the name: "Howard (Library)" for "Harold Washington Library".
    case sharesAWord

    /// The alias of `name` of this kind; `destination` is the row's own destination, which a
    /// shared word joins.
    func of(_ name: String, destination: String) -> String {
        switch self {
        case .upperCase:
            return name.uppercased()
        case .apostrophe:
            let swapped = String(name.map { $0 == "'" ? "\u{2019}" : $0 == "\u{2019}" ? "'" : $0 })
            return swapped != name ? swapped : name.lowercased()
        case .abbreviated:
            var changed = false
            let words = name.split(separator: " ", omittingEmptySubsequences: false).map { word -> String in
                guard !changed, let short = StopWords.abbreviation(of: Words.folded(String(word)).joined()) else { return String(word) }
                changed = true
                return short.prefix(1).uppercased() + short.dropFirst()
            }
            return changed ? words.joined(separator: " ") : Words.folded(name).joined(separator: " ")
        case .sharesAWord:
            let words: [Substring] = name.split(whereSeparator: { (c: Character) in !c.isLetter && !c.isNumber })
            let word = words.max { $0.count < $1.count }.map(String.init) ?? name
            return "\(destination) (\(word))"
        }
    }
}
