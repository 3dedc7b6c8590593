import Foundation

/// One approved snapshot: the candidate the reviewer looked at and the golden it replaces,
/// each by the SHA-256 of its PNG bytes (`goldenSHA256` nil: there was no golden).
public struct ApprovalEntry: Equatable, Sendable {
    public var key: String
    public var candidateSHA256: String
    public var goldenSHA256: String?

    public init(key: String, candidateSHA256: String, goldenSHA256: String?) {
        self.key = key; self.candidateSHA256 = candidateSHA256; self.goldenSHA256 = goldenSHA256
    }
}

/// `approvals.json` as the review page writes it (docs/review.md):
/// `{ "formatVersion": 1, "approved": [ { "key", "candidateSHA256", "goldenSHA256" } ], "rejected": [keys] }`.
public struct Approvals: Equatable, Sendable {
    public static let formatVersion = 1
    public var approved: [ApprovalEntry]
    public var rejected: [String]

    public init(approved: [ApprovalEntry], rejected: [String] = []) {
        self.approved = approved; self.rejected = rejected
    }

    /// The file's JSON (keys sorted, entries sorted by key): what the page downloads.
    public var json: JSONOutput {
        .object([
            "formatVersion": .number(Double(Self.formatVersion)),
            "approved": .array(approved.sorted { $0.key < $1.key }.map {
                .object(["key": .string($0.key), "candidateSHA256": .string($0.candidateSHA256),
                         "goldenSHA256": .optional($0.goldenSHA256.map(JSONOutput.string))])
            }),
            "rejected": .array(rejected.sorted().map(JSONOutput.string)),
        ])
    }

    /// Reads and checks an approvals file; `path` names it in errors.
    public static func decode(_ data: Data, path: String) throws(ApprovalError) -> Approvals {
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw .invalid(path, "not a JSON object; download approvals.json from the review page again")
        }
        guard object["formatVersion"] as? Int == formatVersion else {
            throw .invalid(path, "formatVersion must be \(formatVersion)")
        }
        guard let approved = object["approved"] as? [[String: Any]] else {
            throw .invalid(path, "'approved' must be a list of {key, candidateSHA256, goldenSHA256}")
        }
        var entries: [ApprovalEntry] = []
        for (i, entry) in approved.enumerated() {
            guard let key = entry["key"] as? String, let candidate = entry["candidateSHA256"] as? String,
                  isHash(candidate) else {
                throw .invalid(path, "approved[\(i)] needs a 'key' and a 64-digit hex 'candidateSHA256'")
            }
            let golden = entry["goldenSHA256"]
            guard golden == nil || golden is NSNull || (golden as? String).map(isHash) == true else {
                throw .invalid(path, "approved[\(i)] ('\(key)'): 'goldenSHA256' must be a 64-digit hex hash or null")
            }
            try checkKey(key, path: path)
            entries.append(ApprovalEntry(key: key, candidateSHA256: candidate, goldenSHA256: golden as? String))
        }
        let rejected = object["rejected"] as? [String] ?? []
        if Set(entries.map(\.key)).count != entries.count {
            throw .invalid(path, "a key is approved more than once")
        }
        return Approvals(approved: entries, rejected: rejected)
    }

    static func isHash(_ s: String) -> Bool {
        s.count == 64 && s.unicodeScalars.allSatisfy { ("0"..."9").contains($0) || ("a"..."f").contains($0) }
    }

    /// A key names files under `Goldens/`: relative, no `..`, no empty parts.
    static func checkKey(_ key: String, path: String) throws(ApprovalError) {
        let parts = key.split(separator: "/", omittingEmptySubsequences: false)
        guard !key.isEmpty, !key.hasPrefix("/"), !key.contains("\\"), !key.contains("\0"),
              parts.allSatisfy({ !$0.isEmpty && $0 != ".." && $0 != "." }) else {
            throw .invalid(path, "'\(key)' is not a snapshot key (scenario-id/name, no '..')")
        }
    }
}
