import Foundation

/// A parsed JSON value, with booleans told apart from numbers (JSONSerialization returns
/// both as NSNumber, and on Linux `1 as Any is Bool` is true, so the check lives here once).
enum JSONValue: Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Converts JSONSerialization's output.
    init(foundation value: Any) {
        switch value {
        case let string as String:
            self = .string(string)
        case let number as NSNumber:
            // NB: JSON true/false arrive as the boolean NSNumber subclass; 1 and 0 do not.
            if ObjectIdentifier(type(of: number)) == Self.booleanClass {
                self = .bool(number.boolValue)
            } else {
                self = .number(number.doubleValue)
            }
        case let array as [Any]:
            self = .array(array.map(JSONValue.init(foundation:)))
        case let object as [String: Any]:
            self = .object(object.mapValues(JSONValue.init(foundation:)))
        default:
            self = .null
        }
    }

    /// What the value is, for "expected X, got Y" messages.
    var kind: String {
        switch self {
        case .null: "null"
        case .bool(let b): b ? "true" : "false"
        case .number: "a number"
        case .string: "a string"
        case .array: "a list"
        case .object: "an object"
        }
    }

    private static let booleanClass = ObjectIdentifier(type(of: NSNumber(value: true)))
}

extension String {
    /// The path of a key inside the object at this path: `favorite` + `stop` = `favorite.stop`.
    func key(_ name: String) -> String { isEmpty ? name : self + "." + name }
    /// The path of a list element: `arrivals` + 1 = `arrivals[1]`.
    func index(_ i: Int) -> String { self + "[\(i)]" }
    /// The value quoted for a message, shortened when absurdly long.
    var quoted: String {
        count <= 40 ? "'\(self)'" : "'\(prefix(37))...'"
    }
}
