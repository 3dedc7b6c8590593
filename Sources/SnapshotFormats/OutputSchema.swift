/// The JSON Schemas of the report files SnapshotKit writes or reads: each file
/// carries a first key `"$schema"` naming its schema by the schema's `$id`.
///
/// NB: a URN, not a path or URL (docs/spec-decisions.md "The `$schema` of a report file"): the
/// files live in any folder (out/verify/results.json, out/verify/sweep/sweep.json, a consumer's
/// folder), where no relative path resolves, and a URL would put the network into a tool that
/// never reads it. The number is the file's `formatVersion`: a new format is a new schema.
package enum OutputSchema: String, CaseIterable, Sendable {
    case results = "urn:snapshotkit:results:1"
    case audit = "urn:snapshotkit:audit:1"
    case sweep = "urn:snapshotkit:sweep:1"
    case approvals = "urn:snapshotkit:approvals:1"

    /// The key every written file begins with (keys are sorted, and `$` sorts before letters).
    package static let key = "$schema"

    /// The schema, relative to the repository: `docs/results.schema.json`.
    package var file: String { "docs/\(String(describing: self)).schema.json" }

    /// `fields` with `$schema` naming this schema.
    package func stamp(_ fields: inout [String: JSONOutput]) {
        fields[Self.key] = .string(rawValue)
    }

    /// The text of `value` (a model whose JSON is an object) as its file holds it: the model's
    /// `JSONOutput.text` with `$schema` added.
    package func text<T: Encodable>(of value: T) throws -> String {
        guard case .object(var fields) = try JSONOutputEncoder.encode(value) else {
            preconditionFailure("OutputSchema: \(T.self) does not encode as an object")
        }
        stamp(&fields)
        return JSONOutput.object(fields).text
    }

    /// A file's text without its `$schema` line, the model's own text: the line is the second
    /// (`{` and the sorted keys' first), exactly as `text(of:)` writes it; any other text is
    /// returned as it is.
    package func unstamped(_ text: String) -> String {
        let head = "{\n  " + JSONOutput.quote(Self.key) + ": " + JSONOutput.quote(rawValue) + ",\n"
        guard text.hasPrefix(head) else { return text }
        return "{\n" + text.dropFirst(head.count)
    }
}
