import Foundation

/// JSON that SnapshotKit writes (structural snapshots, manifests, reports): object keys
/// sorted, numbers in one fixed format, two-space indent, so the same data gives the same bytes.
package indirect enum JSONOutput: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONOutput])
    case object([String: JSONOutput])

    /// An optional value, `null` when nil.
    package static func optional(_ value: JSONOutput?) -> JSONOutput { value ?? .null }

    /// The text, pretty-printed with sorted keys and a final newline.
    package var text: String {
        var out = ""
        write(&out, indent: 0)
        return out + "\n"
    }

    /// Numbers: integers without a fraction; others rounded to 3 decimals, trailing zeros cut.
    static func format(_ v: Double) -> String {
        guard v.isFinite else { return "null" }
        let rounded = (v * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 9e18 { return String(Int64(rounded)) }
        var s = String(format: "%.3f", rounded)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s
    }

    private func write(_ out: inout String, indent: Int) {
        let pad = String(repeating: "  ", count: indent + 1), end = String(repeating: "  ", count: indent)
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += Self.format(n)
        case .string(let s): out += Self.quote(s)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += pad
                item.write(&out, indent: indent + 1)
                out += i == items.count - 1 ? "\n" : ",\n"
            }
            out += end + "]"
        case .object(let fields):
            if fields.isEmpty { out += "{}"; return }
            out += "{\n"
            let keys = fields.keys.sorted()
            for (i, key) in keys.enumerated() {
                out += pad + Self.quote(key) + ": "
                fields[key]!.write(&out, indent: indent + 1)
                out += i == keys.count - 1 ? "\n" : ",\n"
            }
            out += end + "}"
        }
    }

    static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case let c where c.value < 0x20:
                out += "\\u" + String(c.value, radix: 16).leftPadded(4)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

extension JSONOutput: Codable {
    /// Decodes any JSON value; `true`/`false` stay booleans (JSONDecoder never reads a
    /// number as a Bool), so booleans are told apart from numbers here, once.
    package init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null }
        else if let b = try? c.decode(Bool.self) { self = .bool(b) }
        else if let n = try? c.decode(Double.self) { self = .number(n) }
        else if let s = try? c.decode(String.self) { self = .string(s) }
        else if let a = try? c.decode([JSONOutput].self) { self = .array(a) }
        else { self = .object(try c.decode([String: JSONOutput].self)) }
    }

    package func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .null: try c.encodeNil()
        case .bool(let b): try c.encode(b)
        case .number(let n): try c.encode(n)
        case .string(let s): try c.encode(s)
        case .array(let a): try c.encode(a)
        case .object(let o): try c.encode(o)
        }
    }

    /// The canonical text of any `Encodable` model: its JSONEncoder form re-printed with
    /// this type's rules (sorted keys, two-space indent, numbers to 3 decimals), so a typed
    /// model writes the same bytes as a hand-built `JSONOutput`.
    /// Throws only for what JSON cannot hold (a non-finite number).
    package static func text<T: Encodable>(of value: T) throws -> String {
        try JSONDecoder().decode(JSONOutput.self, from: JSONEncoder().encode(value)).text
    }
}

extension JSONOutput {
    /// Parses JSON bytes into a value; nil when they are not JSON.
    package static func parse(_ data: Data) -> JSONOutput? { try? JSONDecoder().decode(JSONOutput.self, from: data) }

    /// The field `key` of an object; nil for a missing key or a non-object.
    package subscript(key: String) -> JSONOutput? {
        if case .object(let fields) = self { fields[key] } else { nil }
    }
    package var stringValue: String? { if case .string(let s) = self { s } else { nil } }
    package var boolValue: Bool? { if case .bool(let b) = self { b } else { nil } }
    package var doubleValue: Double? { if case .number(let n) = self { n } else { nil } }
    /// A number without a fraction.
    package var intValue: Int? {
        if case .number(let n) = self, n == n.rounded(), abs(n) < 9e18 { Int(n) } else { nil }
    }
    package var arrayValue: [JSONOutput]? { if case .array(let a) = self { a } else { nil } }
    package var objectValue: [String: JSONOutput]? { if case .object(let o) = self { o } else { nil } }
    /// A list of strings; nil when any element is not a string.
    package var stringArray: [String]? {
        arrayValue.flatMap { items in
            let strings = items.compactMap(\.stringValue)
            return strings.count == items.count ? strings : nil
        }
    }
    /// An object whose values are all strings.
    package var stringDictionary: [String: String]? {
        objectValue.flatMap { o in
            let strings = o.compactMapValues(\.stringValue)
            return strings.count == o.count ? strings : nil
        }
    }
}
