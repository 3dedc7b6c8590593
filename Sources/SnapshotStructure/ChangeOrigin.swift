/// The edit a change shows, the same wherever the edited value is drawn or spoken: a stop renamed
/// from "Belmont" to "Bellevue" changes one snapshot's title, another's VoiceOver label and a
/// third's summary, each with the words 'Belmont' → 'Bellevue'; a route colour changed changes
/// every element drawn in it, each `colour` '#C60C30' → '#D00000'. Failures whose changes share an
/// origin came from one edit, whatever their causes say (the review page groups them by it).
package struct ChangeOrigin: Codable, Hashable, Sendable, Comparable {
    /// `words` for text a person reads or hears (an element's text, its label, the summary);
    /// otherwise the compared field (`colour` for a text's colour and a shape's fill alike, `font`, `action`…) or `added` / `removed`.
    package var field: String
    /// The words or value before, and after: for words, only the words that differ.
    package var before: String
    package var after: String

    package init(field: String, before: String, after: String) {
        self.field = field; self.before = before; self.after = after
    }

    /// The field words are grouped under.
    package static let words = "words"

    /// One line for people: "'Belmont' → 'Bellevue'", "'Ave' added", "colour '#C60C30' → '#D00000'",
    /// "row 3 time added".
    package var summary: String {
        if field == LayoutChange.Kind.added.rawValue { return after + " added" }
        if field == LayoutChange.Kind.removed.rawValue { return before + " removed" }
        let prefix = field == Self.words ? "" : field + " "
        if before.isEmpty { return prefix + "'\(after)' added" }
        if after.isEmpty { return prefix + "'\(before)' removed" }
        return prefix + "'\(before)' → '\(after)'"
    }

    enum CodingKeys: String, CodingKey { case field, before, after }
    enum WrittenOnly: String, CodingKey { case summary }

    // NB: `summary` is written for readers (the review page shows it) and never read back.
    package func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(field, forKey: .field); try c.encode(before, forKey: .before); try c.encode(after, forKey: .after)
        var written = encoder.container(keyedBy: WrittenOnly.self)
        try written.encode(summary, forKey: .summary)
    }

    package static func < (a: ChangeOrigin, b: ChangeOrigin) -> Bool {
        (a.field, a.before, a.after) < (b.field, b.before, b.after)
    }

    /// The words that differ between two texts: the texts without their longest common start and
    /// end, widened to whole words, spaces trimmed. Nil when they are the same.
    package static func differingWords(_ before: String, _ after: String) -> (before: String, after: String)? {
        let a = Array(before), b = Array(after)
        var start = 0
        while start < a.count, start < b.count, a[start] == b[start] { start += 1 }
        guard start < a.count || start < b.count else { return nil }
        var endA = a.count, endB = b.count
        while endA > start, endB > start, a[endA - 1] == b[endB - 1] { endA -= 1; endB -= 1 }
        // NB: a difference inside a word is the whole word's ("Belmont" → "Bellevue", not "mont"
        // → "levue"): the start moves back and the ends forward while they cut a word.
        func inWord(_ c: Character) -> Bool { c.isLetter || c.isNumber }
        while start > 0, inWord(a[start - 1]), (start < endA && inWord(a[start])) || (start < endB && inWord(b[start])) {
            start -= 1
        }
        while endA < a.count, endB < b.count, inWord(a[endA]),
              (endA > start && inWord(a[endA - 1])) || (endB > start && inWord(b[endB - 1])) {
            endA += 1; endB += 1
        }
        // NB: a word added or removed is named with the word before it ("Belmont" → "Belmont
        // Ave", not "" → "Ave", which a destination gaining "Ave" would share), or after it at the start.
        if start == endA || start == endB {
            var back = start
            while back > 0, !inWord(a[back - 1]) { back -= 1 }
            while back > 0, inWord(a[back - 1]) { back -= 1 }
            if (back..<start).contains(where: { inWord(a[$0]) }) {
                start = back
            } else {
                while endA < a.count, endB < b.count, !inWord(a[endA]) { endA += 1; endB += 1 }
                while endA < a.count, endB < b.count, inWord(a[endA]) { endA += 1; endB += 1 }
            }
        }
        func words(_ s: [Character], _ end: Int) -> String {
            String(s[start..<end]).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return (words(a, endA), words(b, endB))
    }
}

extension LayoutChange {
    /// The kinds whose values are text a person reads or hears.
    static let wordKinds: Set<Kind> = [.text, .label, .summary]
    /// The kinds that follow from another change rather than being one: where the text was cut or
    /// broke, moves and resizes, the presentation's size.
    static let consequenceKinds: Set<Kind> = [.truncated, .shown, .moved, .resized, .context, .composition, .lineHeight]

    /// The edit this change shows (`ChangeOrigin`); nil for a consequence of another change.
    package var origin: ChangeOrigin? {
        if Self.consequenceKinds.contains(kind) { return nil }
        if kind == .added { return ChangeOrigin(field: kind.rawValue, before: "", after: element) }
        if kind == .removed { return ChangeOrigin(field: kind.rawValue, before: element, after: "") }
        if Self.wordKinds.contains(kind) {
            guard let words = ChangeOrigin.differingWords(before ?? "", after ?? "") else { return nil }
            return ChangeOrigin(field: ChangeOrigin.words, before: words.before, after: words.after)
        }
        // NB: one colour is a text's `color` and a shape's `fill`: the same edit.
        let field = kind == .color || kind == .fill ? "colour" : kind.rawValue
        return ChangeOrigin(field: field, before: before ?? "", after: after ?? "")
    }
}

extension Array where Element == LayoutChange {
    /// The edits these changes show, each once, sorted: what a person sees or hears only.
    package var origins: [ChangeOrigin] {
        Set(LayoutDiff.perceptible(self).compactMap { $0.origin }).sorted()
    }
}
