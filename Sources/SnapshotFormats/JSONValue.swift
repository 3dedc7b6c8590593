import Foundation
import SnapshotCommandLine

/// A parsed scenario value: the one JSON value type (`JSONOutput`), whose decoding tells
/// booleans apart from numbers.
package typealias JSONValue = JSONOutput

extension JSONOutput {
    /// What the value is, for "expected X, got Y" messages.
    package var kind: String {
        switch self {
        case .null: "null"
        case .bool(let b): b ? "true" : "false"
        case .number: "a number"
        case .string: "a string"
        case .array: "a list"
        case .object: "an object"
        }
    }
}

extension String {
    /// The path of a key inside the object at this path: `favorite` + `stop` = `favorite.stop`.
    /// A key from the file (an unknown one) is printed as data (`TerminalText.escape`).
    package func key(_ name: String) -> String {
        let name = TerminalText.escape(name)
        return isEmpty ? name : self + "." + name
    }
    /// The path of a list element: `arrivals` + 1 = `arrivals[1]`.
    package func index(_ i: Int) -> String { self + "[\(i)]" }
    /// The value quoted for a message, as data (`TerminalText.escape`), shortened when absurdly
    /// long. NB: counted in Unicode scalars: one grapheme can hold 140,000 of them.
    package var quoted: String {
        let scalars = unicodeScalars
        let shown = scalars.count <= 40 ? self : String(String.UnicodeScalarView(scalars.prefix(37))) + "..."
        return "'" + TerminalText.escape(shown) + "'"
    }
}
