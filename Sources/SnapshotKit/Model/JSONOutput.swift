import Foundation

/// JSON that SnapshotKit writes (structural snapshots, manifests, reports): object keys
/// sorted, numbers in one fixed format, two-space indent, so the same data gives the same bytes.
public indirect enum JSONOutput: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONOutput])
    case object([String: JSONOutput])

    /// An optional value, `null` when nil.
    public static func optional(_ value: JSONOutput?) -> JSONOutput { value ?? .null }

    /// The text, pretty-printed with sorted keys and a final newline.
    public var text: String {
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
