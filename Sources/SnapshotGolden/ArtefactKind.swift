/// What a failing snapshot leaves in the output folder (`FailureArtefacts`), by the names
/// results.json's `artefacts` gives them (docs/results-json.md). A report asks for a kind by
/// its case, so a misspelt kind does not compile; one read from a file is one of these or an
/// error naming its place in the file.
package enum ArtefactKind: String, Sendable, Codable, CodingKey, CodingKeyRepresentable, CaseIterable, Comparable {
    /// `<key>.actual.png`: the candidate, encoded as a golden (what `approve` copies).
    case actual
    /// `<key>.expected.png`: the golden, copied so the folder stands alone.
    case expected
    /// `<key>.diff.png`: the changed pixels.
    case diff
    /// `<key>.composite.png`: expected | diff | actual, regions outlined (when asked).
    case composite
    /// `<key>.actual.json`: the candidate's structural snapshot.
    case actualLayout

    /// The file name's ending after the key.
    package var suffix: String {
        switch self {
        case .actual: ".actual.png"
        case .expected: ".expected.png"
        case .diff: ".diff.png"
        case .composite: ".composite.png"
        case .actualLayout: ".actual.json"
        }
    }

    /// Kinds sort by name, as results.json's keys do.
    package static func < (a: ArtefactKind, b: ArtefactKind) -> Bool { a.rawValue < b.rawValue }
}

/// A snapshot's artefacts: kind → path relative to the output folder. Written as results.json's
/// `artefacts` object (`{"actual": "…", "diff": "…"}`); reading one back, a kind that is not an
/// `ArtefactKind` is an error at its place in the file ("snapshots[0].artefacts.bogus: …").
package struct ArtefactPaths: Sendable, Equatable, Codable, ExpressibleByDictionaryLiteral {
    package var paths: [ArtefactKind: String]

    package init(_ paths: [ArtefactKind: String] = [:]) { self.paths = paths }
    package init(dictionaryLiteral elements: (ArtefactKind, String)...) {
        self.init(Dictionary(uniqueKeysWithValues: elements))
    }

    /// The path of `kind`, nil when none was written.
    package subscript(kind: ArtefactKind) -> String? {
        get { paths[kind] }
        set { paths[kind] = newValue }
    }

    /// Every path written.
    package var values: Dictionary<ArtefactKind, String>.Values { paths.values }
    package var isEmpty: Bool { paths.isEmpty }

    package func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: ArtefactKind.self)
        for (kind, path) in paths.sorted(by: { $0.key < $1.key }) { try c.encode(path, forKey: kind) }
    }

    package init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        var paths: [ArtefactKind: String] = [:]
        for key in c.allKeys {
            guard let kind = ArtefactKind(rawValue: key.stringValue) else {
                throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription:
                    "unknown artefact kind '\(key.stringValue)' (one of: \(ArtefactKind.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            paths[kind] = try c.decode(String.self, forKey: key)
        }
        self.init(paths)
    }

    /// Any key of the object, so an unknown one is read and named rather than skipped.
    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
