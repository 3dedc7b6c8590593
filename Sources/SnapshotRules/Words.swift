import Foundation

/// Words as a reader tells them apart: text split at everything that is not a letter or a
/// digit, each word folded so that spellings a reader takes for the same word compare equal:
/// case ("BELMONT", "Belmont"), accents ("Estación", "Estacion"; ß as "ss"), apostrophe and
/// quote forms, dropped inside a word ("O’Hare", "O'Hare", "OHare"), and punctuation
/// ("St." and "St"). The one folding of the locked surfaces' privacy rule (`StopNameWords`)
/// and of the one-language rule (`Strings.englishOnlyWords`).
package enum Words {
    /// The folded words of `text`, in order: "Frankfurt (Main) Hbf" → frankfurt, main, hbf.
    package static func folded(_ text: String) -> [String] {
        var words: [String] = [], word = ""
        for scalar in text.decomposedStringWithCanonicalMapping.unicodeScalars {
            if apostrophes.contains(scalar) || scalar.properties.generalCategory == .nonspacingMark { continue }
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                word += fold(scalar)
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        return words
    }

    /// Marks that join a word rather than part it: the apostrophe's forms, and the quote marks
    /// typed for it (‘ ’ ʼ ´ ` ′).
    static let apostrophes: Set<Unicode.Scalar> = ["'", "\u{2019}", "\u{2018}", "\u{02BC}", "\u{00B4}", "`", "\u{2032}"]

    /// Letters that do not decompose into a base and an accent, spelled as their readers
    /// type them without it.
    static let plainSpellings: [Unicode.Scalar: String] = [
        "ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "ł": "l", "đ": "d", "ı": "i",
    ]

    static func fold(_ scalar: Unicode.Scalar) -> String {
        let lower = String(scalar).lowercased()
        return lower.unicodeScalars.map { plainSpellings[$0] ?? String($0) }.joined()
    }

    /// Whether `word` (folded) is a number alone ("8", "2026"): times, counts and route
    /// numbers, which name no stop.
    package static func isNumber(_ word: String) -> Bool {
        word.unicodeScalars.allSatisfy { $0.properties.numericType != nil }
    }

    /// Whether `word` is written in a script that sets no spaces between words (Han, kana,
    /// Hangul): there a name is found inside a longer run of text ("渋谷駅前").
    static func isUnspaced(_ word: String) -> Bool {
        word.contains(where: \.isCJK)
    }
}
