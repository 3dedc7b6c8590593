import CHyphen
import Foundation
import SnapshotModel

/// Where a word may break in its language: libhyphen over Debian's pattern files (the ones
/// LibreOffice uses), so "Hauptbahnhof" breaks as "Haupt-bahn-hof" and "Cumberland" as
/// "Cum-ber-land", never between two arbitrary letters. A word is a run of letters (with their
/// marks); digits, spaces, hyphens, slashes and apostrophes are never inside one.
/// Loaded once per process and read-only after that; the per-word answers are cached.
package final class Hyphenator: @unchecked Sendable {
    /// A language's patterns: the file and the Debian package that installs it.
    package struct Patterns: Sendable {
        package var path: String
        package var package: String
    }

    /// The pattern file of each language SnapshotKit has words for.
    package static let patterns: [Language: Patterns] = [
        .en: Patterns(path: "/usr/share/hyphen/hyph_en_US.dic", package: "hyphen-en-us"),
        .de: Patterns(path: "/usr/share/hyphen/hyph_de_DE.dic", package: "hyphen-de"),
        .es: Patterns(path: "/usr/share/hyphen/hyph_es_ES.dic", package: "hyphen-es"),
    ]

    /// The soft hyphen: where Pango may break a word, drawing a hyphen when it does.
    package static let softHyphen: Character = "\u{AD}"

    /// The process's hyphenator, or why the patterns could not be loaded.
    package static let shared = Result { () throws(RenderError) -> Hyphenator in try Hyphenator() }

    private struct Dictionary: @unchecked Sendable {
        let pointer: UnsafeMutablePointer<HyphenDict>
        /// The file's encoding: UTF-8, or ISO-8859-1 (the German patterns).
        let utf8: Bool
    }

    private struct Key: Hashable {
        var word: String
        var language: Language
    }

    private let dictionaries: [Language: Dictionary]
    private let lock = NSLock()
    private var cache: [Key: [Int]] = [:]
    /// Distinct words answered from the cache before it is emptied (names are short and few).
    private static let cacheLimit = 50_000

    private init() throws(RenderError) {
        var loaded: [Language: Dictionary] = [:]
        for (language, patterns) in Self.patterns {
            guard let dict = hnj_hyphen_load(patterns.path) else {
                throw .patternsMissing(path: patterns.path, package: patterns.package)
            }
            loaded[language] = Dictionary(pointer: dict, utf8: dict.pointee.utf8 != 0)
        }
        dictionaries = loaded
    }

    deinit { for d in dictionaries.values { hnj_hyphen_free(d.pointer) } }

    /// The offsets, in characters from the word's start, after which `word` may break in
    /// `language` (empty when it may not, or when the patterns cannot spell it).
    package func breakPoints(in word: String, language: Language) -> [Int] {
        let key = Key(word: word, language: language)
        lock.lock()
        if let known = cache[key] { lock.unlock(); return known }
        lock.unlock()
        let points = compute(word, language)
        lock.lock()
        if cache.count >= Self.cacheLimit { cache.removeAll(keepingCapacity: true) }
        cache[key] = points
        lock.unlock()
        return points
    }

    /// `text` with a soft hyphen at every break point of each of its words.
    package func softHyphenated(_ text: String, language: Language) -> String {
        var after = Set<Int>()
        for (start, word) in Self.words(text) {
            for point in breakPoints(in: word, language: language) { after.insert(start + point) }
        }
        var out = ""
        for (i, c) in text.enumerated() {
            if after.contains(i) { out.append(Self.softHyphen) }
            out.append(c)
        }
        return out
    }

    /// The words of `text` with their character offsets: runs of letters.
    package static func words(_ text: String) -> [(start: Int, word: String)] {
        var out: [(Int, String)] = [], word = "", start = 0
        for (i, c) in text.enumerated() {
            if c.isLetter {
                if word.isEmpty { start = i }
                word.append(c)
            } else if !word.isEmpty { out.append((start, word)); word = "" }
        }
        if !word.isEmpty { out.append((start, word)) }
        return out
    }

    private func compute(_ word: String, _ language: Language) -> [Int] {
        guard let dict = dictionaries[language], word.count >= 4 else { return [] }
        // The patterns are lower case; each character must keep its length when lowered, so
        // that the answer maps back onto the word as drawn.
        var bytes: [UInt8] = [], ends: [Int] = []
        for c in word {
            let lowered = c.lowercased()
            let encoded: [UInt8]
            if dict.utf8 {
                encoded = Array(lowered.utf8)
            } else {
                guard lowered.unicodeScalars.count == 1, let v = lowered.unicodeScalars.first?.value, v < 256 else { return [] }
                encoded = [UInt8(v)]
            }
            bytes += encoded
            ends.append(bytes.count)
        }
        var hyphens = [CChar](repeating: 0, count: bytes.count + 5)
        var rep: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = nil
        var pos: UnsafeMutablePointer<Int32>? = nil
        var cut: UnsafeMutablePointer<Int32>? = nil
        let lh = Int32(max(2, Int(dict.pointer.pointee.lhmin))), rh = Int32(max(2, Int(dict.pointer.pointee.rhmin)))
        let status = bytes.withUnsafeBufferPointer { b in
            b.baseAddress!.withMemoryRebound(to: CChar.self, capacity: b.count) { word in
                hnj_hyphen_hyphenate3(dict.pointer, word, Int32(b.count), &hyphens, nil, &rep, &pos, &cut, lh, rh, 0, 0)
            }
        }
        defer {
            if let rep {
                for i in 0..<bytes.count { free(rep[i]) }
                free(rep)
            }
            free(pos); free(cut)
        }
        guard status == 0 else { return [] }
        var points: [Int] = []
        for (index, end) in ends.enumerated().dropLast() {
            let at = end - 1
            // Odd: a break after this byte. A non-standard break (one that changes the spelling,
            // "Schiffahrt" → "Schiff-fahrt") is passed over: the drawn word keeps its letters.
            guard hyphens[at] & 1 == 1, rep?[at] == nil else { continue }
            points.append(index + 1)
        }
        return points
    }
}
