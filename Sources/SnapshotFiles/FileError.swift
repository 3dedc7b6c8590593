#if canImport(Glibc)
import Glibc
#endif

/// A file-system operation that failed, in one line of plain words: what was done, the path,
/// and why ("cannot write out/x.png: the disk is full"). Every file error the tool reports
/// goes through this type, so no raw system error dump reaches the user. Exit code 2.
package struct FileError: Error, CustomStringConvertible, Equatable, Sendable {
    /// What was attempted: "read", "write", "create the folder", "replace", "lock".
    package let action: String
    package let path: String
    /// The reason in words (see `FileError.words`).
    package let reason: String

    package init(_ action: String, _ path: String, reason: String) {
        self.action = action; self.path = path; self.reason = reason
    }

    /// The failure of the last system call (`errno`).
    package init(_ action: String, _ path: String, errno code: Int32) {
        self.init(action, path, reason: Self.words(code))
    }

    /// Something that is not a regular file stands where a file would be replaced.
    package init(notRegular path: String, mode: mode_t) {
        let what: String
        switch mode & S_IFMT {
        case S_IFLNK: what = "a symbolic link"
        case S_IFDIR: what = "a folder"
        case S_IFIFO: what = "a FIFO (named pipe)"
        case S_IFCHR, S_IFBLK: what = "a device"
        case S_IFSOCK: what = "a socket"
        default: what = "a special file"
        }
        self.init("replace", path, reason: "it is \(what), not a regular file; only regular files are replaced")
    }

    package var description: String { "cannot \(action) \(path): \(reason)" }

    /// `errno` in plain words; the common causes a user can fix are named, the rest use the
    /// system's own short text.
    package static func words(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file or folder"
        case EACCES, EPERM: "permission denied"
        case ENOSPC: "the disk is full"
        case EDQUOT: "the disk quota is used up"
        case EROFS: "the file system is read-only"
        case ENOTDIR: "a part of the path is a file, not a folder"
        case EISDIR: "it is a folder, not a file"
        case EEXIST: "something else is already there"
        case ELOOP: "it is a symbolic link (or too many links), which is not followed"
        case ENAMETOOLONG: "the path is too long"
        case EIO: "input/output error (a failing disk?)"
        case EMFILE, ENFILE: "too many open files"
        case EXDEV: "the temporary file is on another file system"
        default: String(cString: strerror(code))
        }
    }
}
