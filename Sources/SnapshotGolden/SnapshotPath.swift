import Foundation
import SnapshotImage
/// The one path policy for every path built from data — snapshot keys and artefact paths read
/// from `results.json`, `approvals.json`, the command line or the catalog — before it is joined
/// to a folder (docs/cli.md "Trust model"). A value passes when it is
///
/// - relative, made of components of `A–Z a–z 0–9 . _ + -` that are not empty and do not start
///   with a dot (no `..`, no hidden files), at most 255 bytes each and 1024 in all; and
/// - inside its root after resolving links: the deepest part that exists, resolved by
///   realpath(3), lies in the resolved root (a scenario folder linked to `/tmp` is refused).
///
/// Anything else is an input error (exit 2) naming the value and the file it came from.
package enum SnapshotPath {
    /// Why `value` is not a safe relative path, nil when it is.
    package static func problem(_ value: String) -> String? {
        guard !value.isEmpty else { return "it is empty" }
        guard value.utf8.count <= 1024 else { return "it is longer than 1024 bytes" }
        guard !value.hasPrefix("/") else { return "it is an absolute path" }
        for part in value.split(separator: "/", omittingEmptySubsequences: false) {
            if part.isEmpty { return "it has an empty component ('//' or a trailing '/')" }
            if part == ".." { return "it climbs out of its folder with '..'" }
            if part.hasPrefix(".") { return "a component starts with '.'" }
            if part.utf8.count > 255 { return "a component is longer than 255 bytes" }
            if let bad = part.unicodeScalars.first(where: { !allowed($0) }) {
                return "it contains \(bad.isASCII && bad.value >= 0x20 && bad.value < 0x7F ? "'\(bad)'" : String(format: "U+%04X", bad.value)), "
                    + "outside A-Z a-z 0-9 . _ + -"
            }
        }
        return nil
    }

    static func allowed(_ c: Unicode.Scalar) -> Bool {
        switch c {
        case "a"..."z", "A"..."Z", "0"..."9", ".", "_", "+", "-": true
        default: false
        }
    }

    /// Checks `value` alone (no folder yet); `source` names where it came from.
    package static func check(_ value: String, source: String) throws(SnapshotPathError) {
        if let reason = problem(value) { throw SnapshotPathError(value: value, source: source, reason: reason) }
    }

    /// `root/value + suffix`, checked: the value by `check`, and the result inside `root` after
    /// resolving every link of the part that exists.
    package static func resolve(_ value: String, suffix: String = "", under root: URL,
                               source: String) throws(SnapshotPathError) -> URL {
        try check(value, source: source)
        let url = root.appendingPathComponent(value + suffix)
        guard let realRoot = FileBytes.resolvedPath(root.path) else { return url } // a new folder holds no links yet
        var probe = url.path
        let rootPath = root.standardizedFileURL.path
        while probe.count > rootPath.count {
            var info = stat()
            if lstat(probe, &info) == 0 {
                guard let real = FileBytes.resolvedPath(probe) else {
                    throw SnapshotPathError(value: value, source: source, reason: "\(probe) is a broken symbolic link")
                }
                guard real == realRoot || real.hasPrefix(realRoot == "/" ? "/" : realRoot + "/") else {
                    throw SnapshotPathError(value: value, source: source,
                                            reason: "\(probe) leads outside \(root.path) (to \(real)) through a symbolic link")
                }
                break
            }
            probe = (probe as NSString).deletingLastPathComponent
        }
        return url
    }
}

/// A value that breaks the path policy; exit code 2.
package struct SnapshotPathError: Error, Equatable, Sendable, CustomStringConvertible {
    package let value: String
    package let source: String
    package let reason: String

    package init(value: String, source: String, reason: String) {
        self.value = value; self.source = source; self.reason = reason
    }

    package var description: String {
        "\(source): '\(value)' is not a safe snapshot path: \(reason); keys are scenario-id/name (see docs/cli.md \"Trust model\")"
    }
}
