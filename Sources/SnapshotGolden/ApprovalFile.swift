import Foundation
import SnapshotFormats

/// One approved snapshot: the candidate the reviewer looked at and the golden it replaces,
/// each by the SHA-256 of its PNG bytes (`goldenSHA256` nil: there was no golden), and the
/// candidate's structural snapshot `<key>.actual.json` by the SHA-256 of its bytes
/// (`candidateLayoutSHA256`; nil in the file: taken from the run's results.json).
package struct ApprovalEntry: Equatable, Sendable {
    package var key: String
    package var candidateSHA256: String
    package var goldenSHA256: String?
    package var candidateLayoutSHA256: String?

    package init(key: String, candidateSHA256: String, goldenSHA256: String?, candidateLayoutSHA256: String? = nil) {
        self.key = key; self.candidateSHA256 = candidateSHA256; self.goldenSHA256 = goldenSHA256
        self.candidateLayoutSHA256 = candidateLayoutSHA256
    }
}

/// `approvals.json` as the review page writes it (docs/review.md, docs/approvals.schema.json):
/// `{ "$schema", "formatVersion": 1, "approved": [ { "key", "candidateSHA256", "goldenSHA256" } ], "rejected": [keys] }`.
/// `$schema` is read as any other key the reader does not know: ignored.
package struct Approvals: Equatable, Sendable {
    package static let formatVersion = 1
    package var approved: [ApprovalEntry]
    package var rejected: [String]

    package init(approved: [ApprovalEntry], rejected: [String] = []) {
        self.approved = approved; self.rejected = rejected
    }

    /// The file's JSON (keys sorted, entries sorted by key): what the page downloads.
    package var json: JSONOutput {
        .object([
            OutputSchema.key: .string(OutputSchema.approvals.rawValue),
            "formatVersion": .number(Double(Self.formatVersion)),
            "approved": .array(approved.sorted { $0.key < $1.key }.map {
                .object(["key": .string($0.key), "candidateSHA256": .string($0.candidateSHA256),
                         "goldenSHA256": .optional($0.goldenSHA256.map(JSONOutput.string)),
                         "candidateLayoutSHA256": .optional($0.candidateLayoutSHA256.map(JSONOutput.string))])
            }),
            "rejected": .array(rejected.sorted().map(JSONOutput.string)),
        ])
    }

    /// Reads and checks an approvals file; `path` names it in errors.
    package static func decode(_ data: Data, path: String) throws(ApprovalError) -> Approvals {
        if let problem = JSONSyntax.problem(data) { throw .invalid(path, problem + "; download approvals.json from the review page again") }
        guard let object = JSONOutput.parse(data), object.objectValue != nil else {
            throw .invalid(path, "not a JSON object; download approvals.json from the review page again")
        }
        guard object["formatVersion"]?.intValue == formatVersion else {
            throw .invalid(path, "formatVersion must be \(formatVersion)")
        }
        guard let approved = object["approved"]?.arrayValue, approved.allSatisfy({ $0.objectValue != nil }) else {
            throw .invalid(path, "'approved' must be a list of {key, candidateSHA256, goldenSHA256}")
        }
        var entries: [ApprovalEntry] = []
        for (i, entry) in approved.enumerated() {
            guard let key = entry["key"]?.stringValue, let candidate = entry["candidateSHA256"]?.stringValue,
                  isHash(candidate) else {
                throw .invalid(path, "approved[\(i)] needs a 'key' and a 64-digit hex 'candidateSHA256'")
            }
            let golden = entry["goldenSHA256"]
            guard golden == nil || golden == .null || golden?.stringValue.map(isHash) == true else {
                throw .invalid(path, "approved[\(i)] ('\(key)'): 'goldenSHA256' must be a 64-digit hex hash or null")
            }
            let layout = entry["candidateLayoutSHA256"]
            guard layout == nil || layout == .null || layout?.stringValue.map(isHash) == true else {
                throw .invalid(path, "approved[\(i)] ('\(key)'): 'candidateLayoutSHA256' must be a 64-digit hex hash or null")
            }
            try checkKey(key, path: path)
            entries.append(ApprovalEntry(key: key, candidateSHA256: candidate, goldenSHA256: golden?.stringValue,
                                         candidateLayoutSHA256: layout?.stringValue))
        }
        guard object["rejected"] == nil || object["rejected"]?.stringArray != nil else {
            throw .invalid(path, "'rejected' must be a list of keys")
        }
        let rejected = object["rejected"]?.stringArray ?? []
        for key in rejected { try checkKey(key, path: path) }
        if Set(entries.map(\.key)).count != entries.count {
            throw .invalid(path, "a key is approved more than once")
        }
        // NB: a key both approved and rejected is a contradiction, not a choice to guess at.
        if let both = entries.map(\.key).sorted().first(where: Set(rejected).contains) {
            throw .invalid(path, "'\(both)' is both approved and rejected; download approvals.json from the review page again")
        }
        return Approvals(approved: entries, rejected: rejected)
    }

    static func isHash(_ s: String) -> Bool {
        s.count == 64 && s.unicodeScalars.allSatisfy { ("0"..."9").contains($0) || ("a"..."f").contains($0) }
    }

    /// A key names files under `Goldens/`: checked by the one path policy (`SnapshotPath`).
    static func checkKey(_ key: String, path: String) throws(ApprovalError) {
        do { try SnapshotPath.check(key, source: path) } catch { throw .path(error) }
    }
}
