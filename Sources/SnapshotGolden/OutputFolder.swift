import Foundation
import SnapshotCommandLine
import SnapshotFiles
import SnapshotImage
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
    /// inside `goldens`, or when another run is writing it (`OutputLock`); returns the lock, held
    /// until released (or the process ends): a caller keeps it for its whole run.
    package static func check(_ out: URL, argument: String, goldens: URL?, inputs: [(name: String, url: URL)],
                              verb: String) throws(UsageError) -> OutputLock {
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
        return try OutputLock(out, argument: argument, verb: verb)
    }

    /// Whether `target`'s folder, after every link, lies inside `root` (a link to elsewhere
    /// already inside an output folder is never written through).
    static func folderIsInside(_ target: URL, root: URL) -> Bool {
        within(realPath(target.deletingLastPathComponent()), realPath(root))
    }
}

/// One run at a time in an output folder: an exclusive flock(2) on `<out>/.lock`, taken without
/// waiting. Two runs into one `--out` interleaved their files (three sweeps into one folder wrote
/// one sweep.json over another's images); the second is refused (exit 2), naming the first's
/// process. Released when the run ends (or the process does).
package final class OutputLock: @unchecked Sendable {
    private var fd: Int32

    init(_ out: URL, argument: String, verb: String) throws(UsageError) {
        let path = out.appendingPathComponent(".lock").path
        do { try AtomicFile.createFolders(out.path) } catch {
            throw UsageError("\(verb): --out \(argument): cannot create the folder: \(error)")
        }
        fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard fd >= 0 else { throw UsageError("\(verb): --out \(argument): cannot open \(path): \(String(cString: strerror(errno)))") }
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            if errno == EINTR { continue }
            let code = errno
            let holder = (try? String(contentsOfFile: path, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            close(fd)
            fd = -1
            throw UsageError("\(verb): --out \(argument) is being written by another run"
                + (holder.isEmpty || code != EWOULDBLOCK ? "" : " (process \(holder))")
                + (code == EWOULDBLOCK ? "" : " (\(String(cString: strerror(code))))")
                + "; wait for it to finish, or write to another folder")
        }
        _ = ftruncate(fd, 0)
        let pid = "\(getpid())\n"
        _ = pid.withCString { write(fd, $0, strlen($0)) }
    }

    /// Releases the lock (also done on deinit).
    package func release() {
        if fd >= 0 { close(fd); fd = -1 }
    }

    deinit { release() }
}
