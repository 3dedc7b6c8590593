import Foundation
import SnapshotCommandLine
import SnapshotFormats
import SnapshotImage

/// What the pixels depend on besides the items: library versions and the exact font and
/// pattern files (the design says which, where it makes `current`). Recorded as
/// `Goldens/ENVIRONMENT.json`; `verify` compares it before any pixel.
package struct EnvironmentFingerprint: Equatable, Sendable {
    /// Library name to version.
    package var libraries: [String: String]
    /// Font file name to SHA-256 of its bytes.
    package var fonts: [String: String]
    /// Hyphenation pattern file name to SHA-256 of its bytes: where a name's words may break.
    package var patterns: [String: String]

    package init(libraries: [String: String], fonts: [String: String], patterns: [String: String] = [:]) {
        self.libraries = libraries
        self.fonts = fonts
        self.patterns = patterns
    }

    /// File name to SHA-256 of the bytes, for each file at `paths`: what a design's fingerprint
    /// records of the files its pixels depend on (fonts, patterns).
    package static func hashes(_ paths: [String]) throws -> [String: String] {
        var hashes: [String: String] = [:]
        for path in paths {
            hashes[(path as NSString).lastPathComponent] = SHA256.hex(try Data(contentsOf: URL(fileURLWithPath: path)))
        }
        return hashes
    }

    /// The JSON form written to `Goldens/ENVIRONMENT.json`.
    package var json: JSONOutput {
        .object([
            "about": .string("What the goldens were rendered with. snapshot verify compares this first; regenerate with snapshot record."),
            "libraries": .object(libraries.mapValues(JSONOutput.string)),
            "fonts": .object(fonts.mapValues(JSONOutput.string)),
            "patterns": .object(patterns.mapValues(JSONOutput.string)),
        ])
    }

    /// Reads a recorded fingerprint; nil when there is none (nothing at the path, not even a
    /// link). Read under the input policy: a regular file inside its folder, at most 1 MiB,
    /// holding a `libraries` and a `fonts` object of strings, neither empty. Anything else is an
    /// error naming the file, the field and the reason, never "missing".
    package static func read(_ url: URL) throws(UsageError) -> EnvironmentFingerprint? {
        var info = stat()
        guard lstat(url.path, &info) == 0 else { return nil }
        let data: Data
        do { data = Data(try FileBytes.read(url.path, limit: 1 << 20, within: url.deletingLastPathComponent().path)) } catch {
            throw UsageError("\(url.path): \(error.reasonAfterFileName); the goldens' environment cannot be compared")
        }
        if let problem = JSONSyntax.problem(data) { throw UsageError("\(url.path): \(problem); record the goldens to rewrite it") }
        guard let object = JSONOutput.parse(data), case .object = object else {
            throw UsageError("\(url.path): not a JSON object; record the goldens to rewrite it")
        }
        var found: [String: [String: String]] = [:]
        for field in ["libraries", "fonts"] {
            guard let values = object[field]?.stringDictionary, !values.isEmpty else {
                throw UsageError("\(url.path): \(field): missing, empty or not an object of strings; record the goldens to rewrite it")
            }
            found[field] = values
        }
        // NB: goldens recorded before names were hyphenated have no patterns: each is then a difference.
        var patterns: [String: String] = [:]
        if let field = object["patterns"] {
            guard let values = field.stringDictionary else {
                throw UsageError("\(url.path): patterns: not an object of strings; record the goldens to rewrite it")
            }
            patterns = values
        }
        return EnvironmentFingerprint(libraries: found["libraries"]!, fonts: found["fonts"]!, patterns: patterns)
    }

    /// Each difference from `recorded`, in words: "pango: goldens 1.50.12, here 1.52.0".
    package func differences(from recorded: EnvironmentFingerprint) -> [String] {
        var out: [String] = []
        for key in Set(libraries.keys).union(recorded.libraries.keys).sorted()
        where libraries[key] != recorded.libraries[key] {
            out.append("\(key): goldens \(recorded.libraries[key] ?? "absent"), here \(libraries[key] ?? "absent")")
        }
        for key in Set(fonts.keys).union(recorded.fonts.keys).sorted() where fonts[key] != recorded.fonts[key] {
            let was = recorded.fonts[key].map { String($0.prefix(12)) } ?? "absent"
            let now = fonts[key].map { String($0.prefix(12)) } ?? "absent"
            out.append("font \(key): goldens \(was), here \(now)")
        }
        for key in Set(patterns.keys).union(recorded.patterns.keys).sorted() where patterns[key] != recorded.patterns[key] {
            let was = recorded.patterns[key].map { String($0.prefix(12)) } ?? "absent"
            let now = patterns[key].map { String($0.prefix(12)) } ?? "absent"
            out.append("hyphenation patterns \(key): goldens \(was), here \(now)")
        }
        return out
    }
}
