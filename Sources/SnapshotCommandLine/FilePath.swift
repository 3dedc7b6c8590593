#if canImport(Glibc)
import Glibc
#endif

/// The path operations `snapshot diff` needs, on plain strings (see `CommandContext.path`).
package enum FilePath {
    /// `path` with the extension of its last component replaced by `newExtension`, or
    /// `newExtension` added when it has none; a leading dot (".hidden") is not an extension.
    package static func replacingExtension(of path: String, with newExtension: String) -> String {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return path + "." + newExtension }
        return String(path.dropLast(name.distance(from: dot, to: name.endIndex))) + "." + newExtension
    }

    /// Whether two paths name one file: the same text, or (when both exist) the same device
    /// and inode after links.
    package static func sameFile(_ a: String, _ b: String) -> Bool {
        if a == b { return true }
        var x = stat(), y = stat()
        guard stat(a, &x) == 0, stat(b, &y) == 0 else { return false }
        return x.st_dev == y.st_dev && x.st_ino == y.st_ino
    }

    /// Whether something exists at `path`.
    package static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }
}
