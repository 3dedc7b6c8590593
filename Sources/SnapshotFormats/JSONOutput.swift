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
        var out: [UInt8] = []
        out.reserveCapacity(4096)
        write(&out, indent: 0)
        out.append(0x0A)
        return String(decoding: out, as: UTF8.self)
    }

    /// Numbers: integers without a fraction; others rounded to 3 decimals, trailing zeros cut.
    package static func format(_ v: Double) -> String {
        guard v.isFinite else { return "null" }
        let rounded = (v * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 9e18 { return String(Int64(rounded)) }
        // NB: k thousandths, printed from the integer: what "%.3f" prints for k / 1000 (the
        // nearest three-decimal number to it), without Foundation's formatter.
        if abs(v) < 9e12 {
            let k = Int64((v * 1000).rounded())
            let whole = String(k.magnitude / 1000)
            var fraction = String(k.magnitude % 1000).leftPadded(3)
            while fraction.hasSuffix("0") { fraction.removeLast() }
            return (k < 0 ? "-" : "") + whole + "." + fraction
        }
        var s = String(format: "%.3f", rounded)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s
    }

    package func write(_ out: inout [UInt8], indent: Int) {
        func pad(_ level: Int) { for _ in 0..<level { out.append(0x20); out.append(0x20) } }
        switch self {
        case .null: out += "null".utf8
        case .bool(let b): out += (b ? "true" : "false").utf8
        case .number(let n): out += Self.format(n).utf8
        case .string(let s): Self.quote(s, into: &out)
        case .array(let items):
            if items.isEmpty { out += "[]".utf8; return }
            out += "[\n".utf8
            for (i, item) in items.enumerated() {
                pad(indent + 1)
                item.write(&out, indent: indent + 1)
                out += (i == items.count - 1 ? "\n" : ",\n").utf8
            }
            pad(indent)
            out.append(0x5D)
        case .object(let fields):
            if fields.isEmpty { out += "{}".utf8; return }
            out += "{\n".utf8
            let keys = fields.keys.sorted()
            for (i, key) in keys.enumerated() {
                pad(indent + 1)
                Self.quote(key, into: &out)
                out += ": ".utf8
                fields[key]!.write(&out, indent: indent + 1)
                out += (i == keys.count - 1 ? "\n" : ",\n").utf8
            }
            pad(indent)
            out.append(0x7D)
        }
    }

    package static func quote(_ s: String) -> String {
        var out: [UInt8] = []
        quote(s, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// `s` as a JSON string: quote, backslash and control characters escaped, everything else
    /// as its UTF-8 bytes.
    package static func quote(_ s: String, into out: inout [UInt8]) {
        let hex = Array("0123456789abcdef".utf8)
        out.append(0x22)
        for byte in s.utf8 {
            switch byte {
            case 0x22: out += [0x5C, 0x22]
            case 0x5C: out += [0x5C, 0x5C]
            case 0x0A: out += [0x5C, 0x6E]
            case 0x0D: out += [0x5C, 0x72]
            case 0x09: out += [0x5C, 0x74]
            case ..<0x20: out += [0x5C, 0x75, 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            default: out.append(byte)
            }
        }
        out.append(0x22)
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

    /// The canonical text of any `Encodable` model: the value its JSONEncoder form decodes to,
    /// printed with this type's rules (sorted keys, two-space indent, numbers to 3 decimals), so
    /// a typed model writes the same bytes as a hand-built `JSONOutput`. Built directly
    /// (`JSONOutputEncoder`), never through JSON text. Throws only for what JSON cannot hold (a
    /// non-finite number).
    package static func text<T: Encodable>(of value: T) throws -> String {
        try JSONOutputEncoder.encode(value).text
    }

    /// The same text the slow way, through JSONEncoder's bytes (the tests hold the two equal).
    static func textThroughJSONEncoder<T: Encodable>(of value: T) throws -> String {
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
