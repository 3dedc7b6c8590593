import Foundation
import SnapshotCore

/// Where an output folder (`--out`) may be, by real path (every link followed): never one of
/// the inputs nor inside or around one (a link to a shard's folder would have its results.json
/// overwritten), and never inside the goldens (failure artefacts would sit among them).
package enum OutputFolder {
    /// The real path of `url`, following links as far as the path exists, with the missing
    /// rest appended (an `--out` not made yet).
    static func realPath(_ url: URL) -> String {
        var existing = url.standardizedFileURL, rest: [String] = []
        while FileBytes.resolvedPath(existing.path) == nil, existing.pathComponents.count > 1 {
            rest.insert(existing.lastPathComponent, at: 0)
            existing.deleteLastPathComponent()
        }
        let base = FileBytes.resolvedPath(existing.path) ?? existing.path
        return ([base == "/" ? "" : base] + rest).joined(separator: "/")
    }

    /// Whether `a` is `b` or lies inside it (real paths).
    static func within(_ a: String, _ b: String) -> Bool { a == b || a.hasPrefix(b == "/" ? "/" : b + "/") }

    /// Refuses `out` (given as `argument`) when it is, contains or lies inside an input, or lies
    /// inside `goldens`.
    package static func check(_ out: URL, argument: String, goldens: URL?, inputs: [(name: String, url: URL)], verb: String) throws(UsageError) {
        let real = realPath(out)
        for (name, url) in inputs {
            let input = realPath(url)
            if within(real, input) || within(input, real) {
                throw UsageError("\(verb): --out \(argument) is also an input or holds one (\(name), both \(input) after links); write it elsewhere")
            }
        }
        if let goldens, within(real, realPath(goldens)) {
            throw UsageError("\(verb): --out \(argument) lies inside the goldens (\(realPath(goldens))); only record and approve write among the goldens, write it elsewhere")
        }
    }

    /// Whether `target`'s folder, after every link, lies inside `root` (a link to elsewhere
    /// already inside an output folder is never written through).
    static func folderIsInside(_ target: URL, root: URL) -> Bool {
        within(realPath(target.deletingLastPathComponent()), realPath(root))
    }
}
