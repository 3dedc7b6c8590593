import Foundation
import SnapshotCommandLine
import SnapshotFormats
import SnapshotImage

/// Why `results.json` could not be used.
package enum RunResultsError: Error, CustomStringConvertible, Equatable {
    case unreadable(String, String)

    package var description: String {
        switch self {
        case .unreadable(let path, let reason): "\(path): \(reason)"
        }
    }

    /// A report file's bytes under the file-reading policy (regular file, size checked first);
    /// `writer` is the command that writes it, named in the error.
    package static func bytes(_ url: URL, limit: Int, writer: String, within root: String? = nil) throws(RunResultsError) -> Data {
        do { return Data(try FileBytes.read(url.path, limit: limit, within: root)) } catch {
            guard case .unreadable(_, let reason) = error else { throw .unreadable(url.path, "\(error)") }
            throw .unreadable(url.path, "cannot read it (\(reason)); run '\(writer)' first")
        }
    }

    /// Holds a report file's bytes to JSON before its fields are read, so a broken file is
    /// named with the line and column of the problem (not UTF-8, malformed, a number out of
    /// range), never "The given data was not valid JSON".
    @discardableResult
    package static func checkSyntax(_ data: Data, path: String, writer: String) throws(RunResultsError) -> JSONValue {
        switch JSONSyntax.value(data) {
        case .success(let value): return value
        case .failure(let problem): throw .unreadable(path, problem.text + "; run '\(writer)' again to rewrite it")
        }
    }

    /// The first number in `value` no whole-number field can hold (past ±2^63), with its
    /// field path: what JSONDecoder reports only as "The given data was not valid JSON".
    package static func outOfRange(_ value: JSONValue, at path: String = "") -> String? {
        switch value {
        case .number(let n) where !(n > -9.2e18 && n < 9.2e18):
            return "\(path.isEmpty ? "the top level" : path) is \(JSONOutput.format(n)), out of the range of a count or code"
        case .array(let items):
            for (i, item) in items.enumerated() { if let found = outOfRange(item, at: path + "[\(i)]") { return found } }
        case .object(let fields):
            for key in fields.keys.sorted() {
                if let found = outOfRange(fields[key]!, at: path.isEmpty ? key : path + "." + TerminalText.escape(key)) { return found }
            }
        default: break
        }
        return nil
    }
}
