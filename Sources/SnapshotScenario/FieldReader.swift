import SnapshotCommandLine
import SnapshotFormats
/// How one field is read: what it should be (for messages) and how it is checked.
package struct FieldType<T> {
    /// Finishes "expected ..." and "missing; add ..." messages, e.g. `a string`.
    package let expected: String
    package let decode: (JSONValue, _ path: String) throws(FieldIssue) -> T

    package init(expected: String, decode: @escaping (JSONValue, _ path: String) throws(FieldIssue) -> T) {
        self.expected = expected; self.decode = decode
    }

    /// A field written as a JSON string: `kind` finishes "expected KIND, got ..."; `parse`
    /// checks the text and returns the value or throws the reason.
    package static func string(_ expected: String, kind: String = "a string",
                       _ parse: @escaping (String, _ path: String) throws(FieldIssue) -> T) -> FieldType<T> {
        FieldType(expected: expected) { value, path throws(FieldIssue) in
            guard case .string(let s) = value else { throw FieldIssue(path, "expected \(kind), got \(value.kind)") }
            return try parse(s, path)
        }
    }

    /// A non-blank, single-line string of at most `maxLength` characters.
    package static func text(maxLength: Int = ScenarioLimits.textLength) -> FieldType<String> {
        .string("a string") { s, path throws(FieldIssue) in
            if s.allSatisfy(\.isWhitespace) { throw FieldIssue(path, "is empty; write a value") }
            // NB: counted in Unicode scalars, what shaping costs: 140,000 emoji joined by ZWJ are
            // one grapheme and took 136 s to verify.
            let scalars = s.unicodeScalars.count
            if scalars > maxLength {
                throw FieldIssue(path, "is \(scalars) Unicode scalars long; the limit is \(maxLength)")
            }
            try checkShaping(s, path)
            // NB: the one-line rule covers every line and paragraph separator (U+2028, U+2029,
            // NEL), not only the ASCII controls: Pango breaks lines at all of them.
            if let bad = s.unicodeScalars.first(where: breaksLine) {
                throw FieldIssue(path, "contains a line break or control character (U+\(hex(bad))); write one line")
            }
            return s
        }
    }

    /// What shaping a text costs beyond its length, bounded by units counted without shaping:
    /// the scalars of each character (grapheme cluster) and the emoji ZWJ sequences of the field.
    static func checkShaping(_ s: String, _ path: String) throws(FieldIssue) {
        var sequences = 0
        for (i, character) in s.enumerated() {
            let scalars = character.unicodeScalars.count
            if scalars > ScenarioLimits.clusterScalars {
                throw FieldIssue(path, "character \(i + 1) is \(scalars) Unicode scalars joined into one (a grapheme cluster); "
                                 + "the limit is \(ScenarioLimits.clusterScalars) a character")
            }
            if character.unicodeScalars.contains("\u{200D}") { sequences += 1 }
        }
        if sequences > ScenarioLimits.zwjSequences {
            throw FieldIssue(path, "has \(sequences) emoji joined by U+200D (ZWJ sequences); the limit is \(ScenarioLimits.zwjSequences) a field")
        }
    }

    /// Whether a character breaks the one-line rule: a control (Cc, including NEL U+0085),
    /// a line separator (Zl, U+2028) or a paragraph separator (Zp, U+2029).
    package static func breaksLine(_ c: Unicode.Scalar) -> Bool {
        switch c.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }

    package static func hex(_ c: Unicode.Scalar) -> String {
        let digits = String(c.value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// `true` or `false`.
    package static var bool: FieldType<Bool> {
        FieldType<Bool>(expected: "true or false") { value, path throws(FieldIssue) in
            guard case .bool(let b) = value else { throw FieldIssue(path, "expected true or false, got \(value.kind)") }
            return b
        }
    }

    /// One of an enum's raw values, with a "did you mean" hint.
    package static func choice<E: RawRepresentable & CaseIterable>(_: E.Type, noun: String) -> FieldType<E>
    where E.RawValue == String {
        let allowed = E.allCases.map(\.rawValue)
        return .string("one of \(allowed.joined(separator: ", "))") { s, path throws(FieldIssue) in
            if let e = E(rawValue: s) { return e }
            throw FieldIssue(path, "\(s.quoted) is not \(noun); "
                + (Suggestion.closest(to: s, in: allowed).map { "did you mean '\($0)'? " } ?? "")
                + "allowed: \(allowed.joined(separator: ", "))")
        }
    }

    /// A transit mode: any lower-case word (`TransitMode`).
    package static var mode: FieldType<TransitMode> {
        .string("a lower-case word such as train, bus, tram or ferry") { s, path throws(FieldIssue) in
            if let mode = TransitMode(rawValue: s) { return mode }
            throw FieldIssue(path, "\(s.quoted) is not a mode: write one lower-case word of a–z (hyphens between letters "
                             + "allowed, at most 32), e.g. train, bus, tram, ferry")
        }
    }

    /// A language code (ISO 639-1: two lower-case letters, `de`).
    package static var languageCode: FieldType<String> {
        .string("a language code such as en, de or es") { s, path throws(FieldIssue) in
            guard s.count == 2, s.allSatisfy({ $0.isASCII && $0.isLowercase }) else {
                throw FieldIssue(path, "\(s.quoted) is not a language code: write two lower-case letters (ISO 639-1), e.g. en, de, es")
            }
            return s
        }
    }

    /// A list of at most `max` elements, each read with `element` at `path[i]`.
    package static func list<E>(of element: FieldType<E>, max: Int, nonEmpty: Bool = false) -> FieldType<[E]> {
        FieldType<[E]>(expected: "a list") { value, path throws(FieldIssue) in
            guard case .array(let items) = value else { throw FieldIssue(path, "expected a list, got \(value.kind)") }
            if nonEmpty && items.isEmpty { throw FieldIssue(path, "is empty; list at least one") }
            if items.count > max { throw FieldIssue(path, "has \(items.count) entries; the limit is \(max)") }
            var result: [E] = []
            for (i, item) in items.enumerated() { result.append(try element.decode(item, path.index(i))) }
            return result
        }
    }

    /// An object read by `decode`, which checks its own keys with `ObjectReader`.
    package static func object(_ decode: @escaping (JSONValue, String) throws(FieldIssue) -> T) -> FieldType<T> {
        FieldType(expected: "an object", decode: decode)
    }
}

/// Reads one JSON object whose allowed keys are the cases of `Key`: unknown keys are rejected
/// up front (with a "did you mean"), so adding an optional key is adding a case and a read.
package struct ObjectReader<Key: RawRepresentable & CaseIterable> where Key.RawValue == String {
    package let path: String
    private let fields: [String: JSONValue]

    /// Checks that `value` is an object with only known keys.
    package init(_ value: JSONValue, at path: String, expected: String = "an object") throws(FieldIssue) {
        guard case .object(let fields) = value else { throw FieldIssue(path, "expected \(expected), got \(value.kind)") }
        let allowed = Key.allCases.map(\.rawValue)
        // NB: sorted, so the first unknown key reported is the same on every run.
        for key in fields.keys.sorted() where !allowed.contains(key) {
            let hint = Suggestion.closest(to: key, in: allowed).map { "did you mean '\($0)'?" }
                ?? "allowed keys: \(allowed.joined(separator: ", "))"
            throw FieldIssue(path.key(key), "unknown key; \(hint)")
        }
        self.path = path
        self.fields = fields
    }

    /// Whether the key is present with a non-null value.
    package func has(_ key: Key) -> Bool {
        if let value = fields[key.rawValue], value != .null { return true }
        return false
    }

    /// A key that must be present (null counts as a wrong type).
    package func required<T>(_ key: Key, _ type: FieldType<T>) throws(FieldIssue) -> T {
        guard let value = fields[key.rawValue] else {
            throw FieldIssue(path.key(key.rawValue), "missing; add \(type.expected)")
        }
        return try type.decode(value, path.key(key.rawValue))
    }

    /// A key that may be left out or set to null.
    package func optional<T>(_ key: Key, _ type: FieldType<T>) throws(FieldIssue) -> T? {
        guard let value = fields[key.rawValue], value != .null else { return nil }
        return try type.decode(value, path.key(key.rawValue))
    }
}
