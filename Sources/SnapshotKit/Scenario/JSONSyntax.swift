import Foundation

/// Parses a file's bytes as JSON, turning JSONSerialization's failures into errors that name
/// the line and column, so a designer can jump to the broken spot.
enum JSONSyntax {
    /// The parsed top-level value of `data`, or a syntax error naming `file`, line and column.
    static func parse(_ data: Data, file: String) throws(ScenarioError) -> JSONValue {
        if data.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
            throw ScenarioError(file: file, reason: "the file is empty; a scenario is one JSON object (see docs/scenarios.md)")
        }
        do {
            let object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return JSONValue(foundation: object)
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
            throw syntaxError(detail, in: data, file: file)
        }
    }

    /// Maps "Invalid value around character 15." to a position and a reason.
    static func syntaxError(_ detail: String, in data: Data, file: String) -> ScenarioError {
        let offset: Int
        var what = detail.trimmingCharacters(in: CharacterSet(charactersIn: ". "))
        if let range = what.range(of: " around character ") {
            // NB: the number is a 0-based UTF-8 byte offset on this platform.
            offset = Int(what[range.upperBound...]) ?? 0
            what = String(what[..<range.lowerBound])
        } else {
            offset = data.count
        }
        let (line, column) = position(ofByte: offset, in: data)
        let reason: String
        if what.lowercased().contains("end of file") || offset >= data.count {
            reason = "malformed JSON: the file ends early; close every string, { and ["
        } else {
            let first = what.prefix(1).lowercased() + what.dropFirst()
            reason = "malformed JSON: \(first); check the quotes, commas and brackets here"
        }
        return ScenarioError(file: file, reason: reason, line: line, column: column)
    }

    /// The 1-based line and column (in characters) of a byte offset.
    static func position(ofByte offset: Int, in data: Data) -> (line: Int, column: Int) {
        let bytes = [UInt8](data.prefix(max(0, min(offset, data.count))))
        let lineStart = (bytes.lastIndex(of: 0x0A)).map { $0 + 1 } ?? 0
        let line = bytes.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        let column = String(decoding: bytes[lineStart...], as: UTF8.self).count + 1
        return (line, column)
    }
}
