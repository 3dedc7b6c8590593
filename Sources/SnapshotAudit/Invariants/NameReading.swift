import SnapshotLayout
import SnapshotModel
import SnapshotRender

/// A stop name as a person reads it off its drawn lines: how much of it shows, where its
/// lines break, and where it is cut. Built from the structural `lines` and the name alone, so
/// the rules hold the drawing, not the layout's own account of it.
struct NameReading: Equatable {
    /// Characters of the name the lines show (spaces included), up to a cut.
    var kept: Int
    /// Whether the lines show the whole name.
    var whole: Bool
    /// Whether the lines spell the name (false: something else is drawn, nothing can be read).
    var spells: Bool
    /// Each break no reader would make: "Cumberl / and".
    var badBreaks: [String]
    /// Whether a line after the first starts with a hyphen.
    var leadingHyphen: Bool
    /// Whether a cut ends at a word boundary (before a space, after the name's own hyphen or slash).
    var cutAtWordBoundary: Bool
    /// Whether the name's first word shows whole (up to its first space, or through its first
    /// hyphen or slash: "Müggelseedamm/…").
    var firstWordWhole: Bool
    /// Whether a cut falls at a hyphenation point of the name's language ("Donau…").
    var cutAtHyphenationPoint: Bool

    init(name: String, lines: [String], language: Language?) {
        let n = Array(name)
        var p = 0, cut = false
        var badBreaks: [String] = [], leadingHyphen = false, spells = true
        for (i, raw) in lines.enumerated() {
            var line = Array(raw)
            let last = i == lines.count - 1
            if last, line.last == ":", !name.hasSuffix(":") { line.removeLast() }
            if last, line.last == "…" { line.removeLast(); cut = true }
            if i > 0, line.first == "-" { leadingHyphen = true }
            var inserted = false
            if !last, line.last == "-", !(p + line.count <= n.count && Array(n[p..<(p + line.count)]) == line) {
                line.removeLast()
                inserted = true
            }
            guard p + line.count <= n.count, Array(n[p..<(p + line.count)]) == line else { spells = false; break }
            p += line.count
            guard !last else { break }
            if p < n.count, n[p].isWhitespace {
                while p < n.count, n[p].isWhitespace { p += 1 }
            } else if !inserted, p > 0, String.breaksAfter.contains(n[p - 1]) {
                // After the name's own hyphen or slash.
            } else if !inserted, p > 0, p < n.count, n[p - 1].isCJK || n[p].isCJK {
                // Between CJK characters, where their own line breaking allows (UAX #14).
            } else if inserted, let language, Self.isHyphenationPoint(p, in: name, language: language) {
                // At one of the word's hyphenation points, with the hyphen drawn.
            } else {
                let next = i + 1 < lines.count ? String(lines[i + 1].prefix(8)) : ""
                badBreaks.append("\(String(raw.suffix(8))) / \(next)")
            }
        }
        // The first word without the hyphen or slash that ends it: "Müggelseedamm…" keeps it.
        let firstWordEnd = name.lineSegments.first.map { $0.count - (String.breaksAfter.contains($0.last!) ? 1 : 0) } ?? 0
        self.kept = p
        self.spells = spells
        self.whole = spells && !cut && p == n.count
        self.badBreaks = badBreaks
        self.leadingHyphen = leadingHyphen
        self.cutAtWordBoundary = p == n.count || (p > 0 && String.isWordBoundary(before: n[p - 1], after: n[p]))
        self.firstWordWhole = p >= firstWordEnd
        self.cutAtHyphenationPoint = cut && language.map { Self.isHyphenationPoint(p, in: name, language: $0) } ?? false
    }

    /// Whether the name may break at character offset `p` in `language` (inside one word, at
    /// one of its hyphenation points).
    static func isHyphenationPoint(_ p: Int, in name: String, language: Language) -> Bool {
        guard let hyphenator = try? Hyphenator.shared.get() else { return false }
        for (start, word) in Hyphenator.words(name) where start < p && p < start + word.count {
            return hyphenator.breakPoints(in: word, language: language).contains(p - start)
        }
        return false
    }

}
