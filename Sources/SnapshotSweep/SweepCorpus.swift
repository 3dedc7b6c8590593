import Foundation
import SnapshotFormats
import SnapshotImage
import SnapshotModel
import SnapshotRender
import SnapshotScenario

/// The words the sweep builds its scenarios from (`Sweep/corpus.json`, docs/sweep.md): stop
/// names of real shapes, destinations, train lines and bus routes. Data, not code: read under
/// the file policy and checked field by field, so a bad entry is an input error naming the
/// file, the field and why (exit 2), never a scenario that cannot render.
package struct SweepCorpus: Sendable, Equatable {
    package var stopNames: [String]
    /// The language each stop name that is not in the scenario's language is written in
    /// (`Stop.language`: its words break at that language's hyphenation points).
    package var stopLanguages: [String: String] = [:]
    package var destinations: [String]
    package var trainLines: [TrainLine]
    /// Bus routes: one to four digits ("8", "147", "1001").
    package var busRoutes: [String]

    /// A CTA 'L' route id and its colour.
    package struct TrainLine: Sendable, Equatable {
        package var route: String
        package var color: Color
    }

    /// Where the repository keeps its corpus.
    package static let defaultPath = "Sweep/corpus.json"
    /// The largest corpus file read: 1 MiB.
    package static let maxFileSize = 1 << 20
    /// Most entries in one list.
    static let maxEntries = 10_000

    /// Reads and checks the corpus at `url`; errors name it as `displayPath`.
    package static func read(_ url: URL, displayPath: String) throws(ScenarioError) -> SweepCorpus {
        let data: Data
        do { data = Data(try FileBytes.read(url.path, limit: maxFileSize)) } catch {
            guard case .unreadable(_, let reason) = error else { throw ScenarioError(file: displayPath, reason: "\(error)") }
            throw ScenarioError(file: displayPath, reason: "cannot be read: \(reason)")
        }
        let value = try JSONSyntax.parse(data, file: displayPath)
        do { return try decode(value) } catch { throw error.error(in: displayPath) }
    }

    private enum Key: String, CaseIterable { case formatVersion, stopNames, stopLanguages, destinations, trainLines, busRoutes }
    /// The languages a stop name may be marked as written in: those with hyphenation patterns.
    private enum LanguageKey: String, CaseIterable { case en, de, es }
    private enum LineKey: String, CaseIterable { case route, color }

    static func decode(_ value: JSONValue) throws(FieldIssue) -> SweepCorpus {
        let o = try ObjectReader<Key>(value, at: "", expected: "an object with stopNames, destinations, trainLines, busRoutes")
        let version = FieldType<Int>(expected: "1") { v, path throws(FieldIssue) in
            guard case .number(let n) = v, n == 1 else { throw FieldIssue(path, "expected 1 (the format this tool reads), got \(v.kind)") }
            return 1
        }
        _ = try o.required(.formatVersion, version)
        let line = FieldType<TrainLine>.object { v, path throws(FieldIssue) in
            let l = try ObjectReader<LineKey>(v, at: path)
            return TrainLine(route: try l.required(.route, .text(maxLength: 16)), color: try l.required(.color, .color))
        }
        let bus = FieldType<String>.string("a bus route of one to four digits") { s, path throws(FieldIssue) in
            guard (1...4).contains(s.count), s.allSatisfy({ $0.isASCII && $0.isNumber }) else {
                throw FieldIssue(path, "\(s.quoted) is not a bus route; write one to four digits")
            }
            return s
        }
        var corpus = SweepCorpus(
            stopNames: try o.required(.stopNames, .list(of: .text(), max: maxEntries, nonEmpty: true)),
            destinations: try o.required(.destinations, .list(of: .text(), max: maxEntries, nonEmpty: true)),
            trainLines: try o.required(.trainLines, .list(of: line, max: maxEntries, nonEmpty: true)),
            busRoutes: try o.required(.busRoutes, .list(of: bus, max: maxEntries, nonEmpty: true)))
        if let languages = try o.optional(.stopLanguages, .object({ v, path throws(FieldIssue) in
            let l = try ObjectReader<LanguageKey>(v, at: path, expected: "an object of language codes (en, de, es), each a list of stop names")
            var out: [String: String] = [:]
            for language in LanguageKey.allCases {
                for (i, name) in (try l.optional(language, .list(of: .text(), max: maxEntries)) ?? []).enumerated() {
                    let at = path.key(language.rawValue).index(i)
                    guard corpus.stopNames.contains(name) else { throw FieldIssue(at, "\(name.quoted) is not one of stopNames; list it there first") }
                    if let other = out[name] { throw FieldIssue(at, "\(name.quoted) is already marked \(other)") }
                    out[name] = language.rawValue
                }
            }
            return out
        })) {
            corpus.stopLanguages = languages
        }
        for (field, list) in [("stopNames", corpus.stopNames), ("destinations", corpus.destinations),
                              ("trainLines", corpus.trainLines.map(\.route)), ("busRoutes", corpus.busRoutes)] {
            var seen: [String: Int] = [:]
            for (i, entry) in list.enumerated() {
                if let first = seen[entry] {
                    throw FieldIssue("\(field)[\(i)]", "\(entry.quoted) is already \(field)[\(first)]; list each entry once")
                }
                seen[entry] = i
            }
        }
        return corpus
    }

    /// The first text no pinned font can draw, as an error naming its field.
    package func uncovered(by coverage: GlyphCoverage, file: String) -> ScenarioError? {
        let fields = stopNames.enumerated().map { ("stopNames[\($0)]", $1) }
            + destinations.enumerated().map { ("destinations[\($0)]", $1) }
        for (field, text) in fields {
            guard let scalar = coverage.firstUncovered(in: text) else { continue }
            return ScenarioError(file: file, field: field, reason: "\(GlyphCoverage.name(scalar)) in \(text.quoted) has no glyph "
                                 + "in the pinned fonts (Inter, Noto Sans CJK JP, Noto Color Emoji); write the name without it")
        }
        return nil
    }
}
