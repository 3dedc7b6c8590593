#if canImport(Glibc)
import Glibc
#endif

/// The one way this tool replaces a file: write a temporary file beside the target, flush it
/// with fsync, rename(2) it over the target (one step on one file system), then fsync the
/// folder so the rename itself survives a power cut. An interrupted write leaves the old file
/// or the new one, never half of one. Plain system calls (no Foundation): `snapshot diff`
/// writes its images through it too.
///
/// Writers of several files (a golden's `.json` and `.png`) `stage` every file first, then
/// `commit` them in their documented order (see `GoldenStore`).
package enum AtomicFile {
    /// A temporary file holding the full new contents of `target`, flushed to disk.
    package struct Staged: Sendable, Equatable {
        package let temporary: String
        package let target: String
        /// A file staged earlier (`GoldenJournal` rolling a record forward).
        package init(temporary: String, target: String) { self.temporary = temporary; self.target = target }
    }

    /// Writes `bytes` to `path` atomically, creating parent folders.
    package static func write(_ bytes: [UInt8], toPath path: String) throws(FileError) {
        let staged = try stage(bytes, beside: path)
        do { try commit(staged) } catch { discard(staged); throw error }
    }

    /// Writes `bytes` in full to a new temporary file in `target`'s folder and fsyncs it.
    package static func stage(_ bytes: [UInt8], beside target: String) throws(FileError) -> Staged {
        let (fd, temporary) = try openTemporary(beside: target)
        return try finish(fd, temporary, target, failure: writeAll(fd, bytes))
    }

    /// A new, empty temporary file in `target`'s folder (made first), open for writing: its
    /// descriptor and path. `stage` and `AtomicFileStream` write through it.
    static func openTemporary(beside target: String) throws(FileError) -> (fd: Int32, path: String) {
        // NB: checked before anything is made beside it: `--out /dev/null` leaves nothing in /dev.
        try checkReplaceable(target)
        let folder = parent(of: target)
        try createFolders(folder)
        let name = target.split(separator: "/").last.map(String.init) ?? target
        // NB: a killed writer leaves its temporary file; the next write of the same file removes it.
        for leftover in leftovers(in: folder, of: name) { unlink((folder.isEmpty ? "" : folder + "/") + leftover) }
        let temporary = (folder.isEmpty ? "" : folder + "/") + ".\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard fd >= 0 else { throw FileError("write", target, errno: errno) }
        return (fd, temporary)
    }

    /// Writes `bytes` in full to `fd`: 0, or the errno that stopped it.
    static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Int32 {
        bytes.withUnsafeBufferPointer { buffer in
            var done = 0
            while done < buffer.count {
                let n = Glibc.write(fd, buffer.baseAddress! + done, buffer.count - done)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return n < 0 ? errno : ENOSPC }
                done += n
            }
            return 0
        }
    }

    /// Flushes and closes a temporary file written through `fd`; on any failure (`failure`
    /// from its writes, or the flush's) removes it and throws naming `target`.
    static func finish(_ fd: Int32, _ temporary: String, _ target: String, failure: Int32) throws(FileError) -> Staged {
        var failure = failure
        // NB: flushed before the rename, so even a power cut cannot leave a renamed, empty file.
        if failure == 0 && fsync(fd) != 0 { failure = errno }
        if close(fd) != 0 && failure == 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            throw FileError("write", target, errno: failure)
        }
        return Staged(temporary: temporary, target: target)
    }

    /// Renames a staged file over its target and flushes the folder. Only a regular file (or
    /// nothing) is ever replaced: a device (`--out /dev/null` as root), FIFO, socket, folder or
    /// link at the target is refused, and the staged file removed.
    package static func commit(_ staged: Staged, rename move: (String, String) -> Int32 = { Glibc.rename($0, $1) }) throws(FileError) {
        do { try checkReplaceable(staged.target) } catch {
            unlink(staged.temporary)
            throw error
        }
        guard move(staged.temporary, staged.target) == 0 else {
            let code = errno
            throw FileError("replace", staged.target, errno: code)
        }
        syncFolder(parent(of: staged.target))
    }

    /// Only a regular file, or nothing, may stand where a file is written.
    static func checkReplaceable(_ target: String) throws(FileError) {
        var info = stat()
        if lstat(target, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG { throw FileError(notRegular: target, mode: info.st_mode) }
    }

    /// The temporary files in `folder` (of the file `name`, or of any) whose writer process is
    /// gone: `.<name>.<pid>.<random>.tmp` with no process `pid`. A live writer's are never listed,
    /// unless `anyWriter` (the caller holds the lock every writer of the folder holds).
    package static func leftovers(in folder: String, of name: String? = nil, anyWriter: Bool = false) -> [String] {
        guard let dir = opendir(folder.isEmpty ? "." : folder) else { return [] }
        defer { closedir(dir) }
        var found: [String] = []
        while let entry = readdir(dir) {
            let file = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard file.hasPrefix("."), file.hasSuffix(".tmp") else { continue }
            let parts = file.dropFirst().dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count >= 3, let pid = Int32(parts[parts.count - 2]), UInt32(parts[parts.count - 1]) != nil else { continue }
            if let name, parts.dropLast(2).joined(separator: ".") != name { continue }
            if anyWriter || (kill(pid, 0) != 0 && errno == ESRCH) { found.append(file) }
        }
        return found.sorted()
    }

    /// Removes a staged file that will not be committed.
    package static func discard(_ staged: Staged) { unlink(staged.temporary) }

    /// fsync of a folder, so renames in it are on disk (best effort: some file systems refuse).
    package static func syncFolder(_ folder: String) {
        let fd = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }

    /// `mkdir -p`: every missing folder of `path`; a part that is a file is an error.
    package static func createFolders(_ path: String) throws(FileError) {
        guard !path.isEmpty else { return }
        var info = stat()
        if stat(path, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFDIR else { throw FileError("create the folder", path, errno: ENOTDIR) }
            return
        }
        let up = parent(of: path)
        if !up.isEmpty && up != path { try createFolders(up) }
        if mkdir(path, 0o755) != 0 && errno != EEXIST { throw FileError("create the folder", path, errno: errno) }
    }

    /// The folder part of a path ("" for a bare name, "/" for a top-level entry).
    static func parent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }
}
