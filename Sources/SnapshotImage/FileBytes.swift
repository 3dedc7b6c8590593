#if canImport(Glibc)
import Glibc
import SnapshotFiles
#endif

/// Reads input files under the tool's one file-reading policy (docs/cli.md "Trust model"):
///
/// - **Regular files only.** The file is opened without blocking (a FIFO never hangs) and
///   checked with `fstat` on the open descriptor: a folder, FIFO, device or socket is an error
///   naming what it is.
/// - **Size first.** The size is checked against a limit before a byte is read, so a 3 GB
///   sparse file is refused at once.
/// - **Never out of its root.** With `within`, the file actually opened (after every symbolic
///   link) must lie inside that folder: a golden linked to `/etc/passwd` is refused.
///
/// One `fstat` and `read` into an array of exactly the file's size. NB: `Data(contentsOf:)`
/// plus `[UInt8](data)` costs two copies and Foundation's file machinery; `snapshot diff`
/// reads two files on its hot path, so it reads them directly.
package enum FileBytes {
    /// The largest input file read (PNG, approvals, results): 128 MiB, far above any golden
    /// (the largest is under 1 MB) and a bound on what an input can make the tool read.
    package static let defaultLimit = 128 << 20

    /// The file's bytes; failures become `PNGError.unreadable` with the reason in words.
    /// `singleLink`: refuse a file with another hard link (one that may lie outside `root`).
    package static func read(_ path: String, limit: Int = defaultLimit, within root: String? = nil,
                            singleLink: Bool = false) throws(PNGError) -> [UInt8] {
        guard let bytes = try readIfPresent(path, limit: limit, within: root, absentIsError: true, singleLink: singleLink) else {
            throw .unreadable(path: path, reason: FileError.words(ENOENT))
        }
        return bytes
    }

    /// The file's bytes, or nil when nothing exists at `path` (a missing golden). Anything
    /// that exists but breaks the policy is an error, never "absent".
    package static func readIfPresent(_ path: String, limit: Int = defaultLimit, within root: String? = nil,
                                     absentIsError: Bool = false, singleLink: Bool = false) throws(PNGError) -> [UInt8]? {
        // NB: O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer forever.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else {
            let code = errno
            if code == ENOENT && !absentIsError { return nil }
            throw .unreadable(path: path, reason: FileError.words(code))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw unreadable(path) }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw .unreadable(path: path, reason: "\(kind(info.st_mode)), not a regular file; inputs must be regular files")
        }
        if let root { try checkInside(fd: fd, path: path, root: root) }
        if singleLink && info.st_nlink > 1 {
            throw .unreadable(path: path, reason: "it has \(info.st_nlink) hard links, so it may be a file outside its folder; refusing to copy it")
        }
        let size = Int(info.st_size)
        guard size <= limit else {
            throw .unreadable(path: path, reason: "it is \(size) bytes, over the input limit of \(limit) bytes; refusing to read it")
        }
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            var done = 0
            while done < size {
                let n = Glibc.read(fd, buffer.baseAddress! + done, size - done)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { failed = n < 0; break } // 0: the file shrank while reading
                done += n
            }
            count = done
        }
        if failed { throw unreadable(path) }
        return bytes
    }

    /// Holds a file another library will open (a font fontconfig reads) to the policy without
    /// reading it: a regular file, inside `root` after every link, at most `limit` bytes.
    package static func check(_ path: String, limit: Int, within root: String) throws(PNGError) {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else { throw .unreadable(path: path, reason: FileError.words(errno)) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw unreadable(path) }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw .unreadable(path: path, reason: "\(kind(info.st_mode)), not a regular file; inputs must be regular files")
        }
        try checkInside(fd: fd, path: path, root: root)
        guard Int(info.st_size) <= limit else {
            throw .unreadable(path: path, reason: "it is \(info.st_size) bytes, over the input limit of \(limit) bytes; refusing to read it")
        }
    }

    /// What a non-regular file is, in words.
    static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "it is a folder"
        case S_IFIFO: "it is a FIFO (named pipe)"
        case S_IFCHR, S_IFBLK: "it is a device"
        case S_IFSOCK: "it is a socket"
        default: "it is a special file"
        }
    }

    /// The open file, after every link, must be inside `root` (also resolved).
    static func checkInside(fd: Int32, path: String, root: String) throws(PNGError) {
        guard let real = resolvedPath(ofOpen: fd), let realRoot = resolvedPath(root) else {
            throw .unreadable(path: path, reason: "cannot tell where it leads; refusing to read it")
        }
        guard real.hasPrefix(realRoot == "/" ? "/" : realRoot + "/") else {
            throw .unreadable(path: path, reason: "leads outside \(root) (to \(real)) through a symbolic link; refusing to read it")
        }
    }

    /// The real path of an open file (Linux: /proc/self/fd); nil when unknown.
    static func resolvedPath(ofOpen fd: Int32) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink("/proc/self/fd/\(fd)", &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        return String(decoding: buffer.prefix(n).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// realpath(3); nil when the path does not exist.
    package static func resolvedPath(_ path: String) -> String? {
        guard let p = realpath(path, nil) else { return nil }
        defer { free(p) }
        return String(cString: p)
    }

    private static func unreadable(_ path: String) -> PNGError {
        .unreadable(path: path, reason: FileError.words(errno))
    }
}
