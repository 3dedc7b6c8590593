#if canImport(Glibc)
import Glibc
#endif

/// Reads a whole file with one `fstat` and `read` into an array of exactly its size.
///
/// NB: `Data(contentsOf:)` plus `[UInt8](data)` costs two copies and Foundation's file
/// machinery; `snapshot diff` reads two files on its hot path, so it reads them directly.
public enum FileBytes {
    /// The file's bytes; failures become `PNGError.unreadable` with the system's reason.
    public static func read(_ path: String) throws(PNGError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw unreadable(path) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw unreadable(path) }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw .unreadable(path: path, reason: "not a regular file")
        }
        let size = Int(info.st_size)
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

    private static func unreadable(_ path: String) -> PNGError {
        .unreadable(path: path, reason: String(cString: strerror(errno)))
    }
}
