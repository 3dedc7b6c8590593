import Foundation
import SnapshotFormats
import SnapshotTestSupport
import Testing

/// check-jsonschema (the test venv's, `SchemaTool`) over report files and texts: one process
/// for many files, as `ScenarioSchemaTests` runs it.
enum SchemaCheck {
    /// A schema in docs/, by the `$id` the files name.
    static func url(_ schema: OutputSchema) -> URL { TestPaths.repository.appendingPathComponent(schema.file) }

    /// The schema file parsed (JSONSerialization's tree, for reading its enums).
    static func tree(_ schema: OutputSchema) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url(schema))) as? [String: Any])
    }

    /// The files `schema` rejects, each with the tool's messages about it; empty when it accepts
    /// them all.
    static func rejected(_ files: [URL], by schema: OutputSchema) throws -> [String: [String]] {
        let run = ReviewPythonTools.run([SchemaTool.path.path, "--schemafile", url(schema).path, "-o", "json"] + files.map(\.path))
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any], "\(run.output)")
        let errors = (report["errors"] as? [[String: Any]] ?? []) + (report["parse_errors"] as? [[String: Any]] ?? [])
        var rejected: [String: [String]] = [:]
        for e in errors {
            rejected[e["filename"] as? String ?? "?", default: []].append("\(e["path"] ?? ""): \(e["message"] ?? e)")
        }
        // NB: a tool that failed without a report would otherwise read as "all accepted".
        #expect(run.status == (rejected.isEmpty ? 0 : 1), "check-jsonschema exited \(run.status): \(run.output)")
        return rejected
    }

    /// Whether `schema` accepts each text (a file each, one process for all).
    static func accepts(_ texts: [String], by schema: OutputSchema) throws -> [Bool] {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let files = try texts.enumerated().map { try folder.write($0.element, to: "case\($0.offset).json") }
        let rejected = try rejected(files, by: schema)
        return files.map { rejected[$0.path] == nil }
    }

    /// `text` with `target` replaced by `replacement` once; records an issue when `target` is not
    /// in it, so a stale row fails instead of testing the unchanged text.
    static func replacing(_ target: String, with replacement: String, in text: String,
                          sourceLocation: SourceLocation = #_sourceLocation) -> String {
        guard let range = text.range(of: target) else {
            Issue.record("'\(target)' is not in the text", sourceLocation: sourceLocation)
            return text
        }
        return text.replacingCharacters(in: range, with: replacement)
    }

    /// The value at `path` (object keys and array indices) in a parsed schema.
    static func value(_ tree: Any, at path: [String]) -> Any? {
        path.reduce(tree as Any?) { node, step in
            if let object = node as? [String: Any] { return object[step] }
            if let array = node as? [Any], let i = Int(step), array.indices.contains(i) { return array[i] }
            return nil
        }
    }
}
