import Foundation
import SnapshotFormats
import SnapshotImage
import SnapshotLayout

/// Accepted audit exceptions, committed as `Audit/allowlist.json`:
/// `{ "formatVersion": 1, "entries": [ { "rule", "key", "role"?, "text"?, "reason" } ] }`.
/// `rule` and `key` are globs (`*`, `?`) over rule ids and snapshot keys; `rule` must name at
/// least one `AuditRule`, so a misspelt id is an error, not an entry that accepts nothing;
/// `role` and `text` must equal the finding's when given; `reason` says why the exception is right.
package struct AuditAllowlist: Sendable, Equatable {
    /// One accepted exception.
    package struct Entry: Sendable, Equatable {
        /// A glob over rule ids (`contrast.*`) or one id; it names at least one `AuditRule`.
        package var rule: String
        package var key: String
        package var role: ElementRole?
        package var text: String?
        package var reason: String

        package init(rule: String, key: String, role: ElementRole? = nil, text: String? = nil, reason: String) {
            self.rule = rule; self.key = key; self.role = role; self.text = text; self.reason = reason
        }

        /// Whether this entry accepts `finding`.
        package func matches(_ finding: AuditFinding) -> Bool {
            Glob.matches(rule, finding.rule.id) && Glob.matches(key, finding.key)
                && (role == nil || role == finding.role) && (text == nil || text == finding.text)
        }

        /// Whether `rule` names at least one rule: an id, or a glob matching one.
        var namesRules: Bool { AuditRule.allCases.contains { Glob.matches(rule, $0.id) } }

        /// How the entry reads in a stale-entry finding.
        var description: String {
            "{rule: \(rule), key: \(key)" + (role.map { ", role: \($0.rawValue)" } ?? "")
                + (text.map { ", text: \"\($0)\"" } ?? "") + "}"
        }
    }

    package static let formatVersion = 1
    /// The largest allowlist read: 4 MiB (a reasoned exception per entry is a few hundred bytes).
    package static let maxFileSize = 4 << 20
    package var entries: [Entry]
    /// The file as the user named it, for messages.
    package var path: String

    package init(entries: [Entry], path: String) { self.entries = entries; self.path = path }

    /// Marks the findings an entry accepts (the first matching entry's reason) and, when the
    /// run was `complete` (the whole catalog on the default axes), adds an `allowlist.stale`
    /// warning for each entry that accepted nothing.
    ///
    /// NB: only a complete run can tell: a run narrowed to one scenario or surface audits
    /// snapshots an entry's key matches (key `*` matches all) without those that produce its
    /// findings, so it used to call live entries stale.
    package func apply(_ findings: [AuditFinding], complete: Bool) -> [AuditFinding] {
        var used = Array(repeating: false, count: entries.count)
        var out = findings.map { finding in
            var f = finding
            if let i = entries.firstIndex(where: { $0.matches(finding) }) {
                f.allowlistedBecause = entries[i].reason
                used[i] = true
            }
            return f
        }
        for (i, entry) in entries.enumerated() where complete && !used[i] {
            out.append(AuditFinding(rule: .allowlistStale, key: path,
                                    message: "entries[\(i)] \(entry.description) matches no finding; remove it"))
        }
        return out
    }

    /// Reads the allowlist at `url`; a missing file is an empty list when `optional`.
    package static func read(_ url: URL, displayPath: String, optional: Bool) throws(AuditAllowlistError) -> AuditAllowlist {
        guard FileManager.default.fileExists(atPath: url.path) else {
            if optional { return AuditAllowlist(entries: [], path: displayPath) }
            throw AuditAllowlistError(path: displayPath, field: nil, problem: "file not found; pass an existing --allowlist FILE")
        }
        // NB: under the file-reading policy like every input: a regular file, size checked first.
        let bytes: [UInt8]
        do { bytes = try FileBytes.read(url.path, limit: maxFileSize) } catch {
            guard case .unreadable(_, let reason) = error else {
                throw AuditAllowlistError(path: displayPath, field: nil, problem: "cannot be read")
            }
            throw AuditAllowlistError(path: displayPath, field: nil, problem: "cannot be read (\(reason))")
        }
        return try decode(Data(bytes), path: displayPath)
    }

    /// Decodes the bytes of an allowlist; errors name the file and the field.
    package static func decode(_ data: Data, path: String) throws(AuditAllowlistError) -> AuditAllowlist {
        func fail(_ field: String?, _ problem: String) -> AuditAllowlistError {
            AuditAllowlistError(path: path, field: field, problem: problem)
        }
        if let problem = JSONSyntax.problem(data) { throw fail(nil, problem) }
        guard let root = JSONOutput.parse(data)?.objectValue else {
            throw fail(nil, "not a JSON object; expected {\"formatVersion\": 1, \"entries\": [...]}")
        }
        guard let version = root["formatVersion"]?.intValue, version == formatVersion else {
            throw fail("formatVersion", "must be \(formatVersion)")
        }
        guard let list = root["entries"]?.arrayValue else { throw fail("entries", "must be a list of entries") }
        if let extra = Set(root.keys).subtracting(["formatVersion", "entries"]).sorted().first {
            throw fail(extra, "unknown field; only formatVersion and entries are allowed")
        }
        var entries: [Entry] = []
        for (i, item) in list.enumerated() {
            let at = "entries[\(i)]"
            guard let o = item.objectValue else { throw fail(at, "must be an object") }
            if let extra = Set(o.keys).subtracting(["rule", "key", "role", "text", "reason"]).sorted().first {
                throw fail("\(at).\(extra)", "unknown field; use rule, key, role, text, reason")
            }
            func string(_ name: String, required: Bool) throws(AuditAllowlistError) -> String? {
                guard let value = o[name] else {
                    if required { throw fail("\(at).\(name)", "is required") }
                    return nil
                }
                guard let text = value.stringValue, !text.trimmingCharacters(in: .whitespaces).isEmpty else {
                    throw fail("\(at).\(name)", "must be a non-empty string")
                }
                return text
            }
            let roleName = try string("role", required: false)
            var role: ElementRole?
            if let roleName {
                guard let r = ElementRole(rawValue: roleName) else {
                    throw fail("\(at).role", "unknown role '\(roleName)' (one of: \(ElementRole.allCases.map(\.rawValue).joined(separator: ", ")))")
                }
                role = r
            }
            let entry = Entry(rule: try string("rule", required: true)!, key: try string("key", required: true)!,
                              role: role, text: try string("text", required: false),
                              reason: try string("reason", required: true)!)
            // NB: checked last, so a malformed entry is told its first problem as before.
            guard entry.namesRules else { throw fail("\(at).rule", AuditRule.unknown(entry.rule)) }
            entries.append(entry)
        }
        return AuditAllowlist(entries: entries, path: path)
    }
}

/// A bad allowlist file: which file, which field, what is wrong.
package struct AuditAllowlistError: Error, CustomStringConvertible, Equatable {
    package var path: String
    package var field: String?
    package var problem: String

    package var description: String {
        "\(path)\(field.map { ": \($0)" } ?? ""): \(problem) (docs/audit.md, \"Allowlist\")"
    }
}
