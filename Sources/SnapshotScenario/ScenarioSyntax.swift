import Foundation
import SnapshotFormats

extension JSONSyntax {
    /// The parsed top-level value of a scenario file's bytes, or a syntax error naming `file`,
    /// line and column, so a designer can jump to the broken spot.
    package static func parse(_ data: Data, file: String) throws(ScenarioError) -> JSONValue {
        if isBlank(data) {
            throw ScenarioError(file: file, reason: "the file is empty; a scenario is one JSON object (see docs/scenarios.md)")
        }
        do { return try parse(data) } catch {
            throw ScenarioError(file: file, reason: error.reason, line: error.line, column: error.column)
        }
    }
}
