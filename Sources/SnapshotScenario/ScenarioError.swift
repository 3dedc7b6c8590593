/// Why a scenario file was rejected: the file, where in it, and what to do.
///
/// Reads `FILE:LINE:COL: reason` for malformed JSON and `FILE: field.path: reason` for
/// content errors, e.g. `Scenarios/bad.json: arrivals[1].color: '#C60C3' is not a colour;
/// write #RRGGBB`.
public struct ScenarioError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The file as the user named it, e.g. `Scenarios/bad.json`.
    public var file: String
    /// The field path, e.g. `arrivals[1].color`; nil for file-level problems.
    public var field: String?
    /// What is wrong and what to write instead.
    public var reason: String
    /// 1-based line of a JSON syntax error.
    public var line: Int?
    /// 1-based column (in characters) of a JSON syntax error.
    public var column: Int?

    /// An error naming the file, optionally a field and a position.
    public init(file: String, field: String? = nil, reason: String, line: Int? = nil, column: Int? = nil) {
        self.file = file
        self.field = field
        self.reason = reason
        self.line = line
        self.column = column
    }

    public var description: String {
        var text = file
        if let line {
            text += ":\(line)"
            if let column { text += ":\(column)" }
        }
        if let field { text += ": \(field)" }
        return text + ": " + reason
    }
}

/// A content problem found while decoding, before the file name is attached.
package struct FieldIssue: Error, Equatable {
    /// The field path, e.g. `favorite.stop.mode`; empty for the top level.
    package var path: String
    package var reason: String

    package init(_ path: String, _ reason: String) {
        self.path = path
        self.reason = reason
    }

    package func error(in file: String) -> ScenarioError {
        ScenarioError(file: file, field: path.isEmpty ? nil : path, reason: reason)
    }
}
