#if canImport(Glibc)
import Glibc
#endif

/// A file written in pieces and put in place as `AtomicFile` puts a whole one (temporary file
/// beside the target, fsync, rename, fsync of the folder): a run's reports (results.json,
/// junit.xml, the review page) go out snapshot by snapshot instead of being held whole until
/// the end (memory flat in the catalog's size). Nothing is at the target until
/// `commit`; a stream never committed leaves nothing behind, not even its temporary file.
package final class AtomicFileStream {
    package let target: String
    private let temporary: String
    private var fd: Int32
    private var buffer: [UInt8] = []
    private let bufferSize: Int
    /// The errno of the first write that failed (later writes are skipped; `commit` throws it).
    private var failure: Int32 = 0

    /// Opens the temporary file for `path` (making its folders); `bufferSize` bytes are
    /// gathered before each write to the file.
    package init(path: String, bufferSize: Int = 1 << 16) throws(FileError) {
        (fd, temporary) = try AtomicFile.openTemporary(beside: path)
        target = path
        self.bufferSize = max(1, bufferSize)
        buffer.reserveCapacity(self.bufferSize)
    }

    deinit { discard() }

    package func write(_ bytes: [UInt8]) {
        buffer += bytes
        if buffer.count >= bufferSize { flush() }
    }

    /// Writes text as UTF-8.
    package func write(_ text: String) { write(Array(text.utf8)) }

    /// Writes what is gathered, flushes the file and renames it over the target.
    package func commit() throws(FileError) {
        flush()
        guard fd >= 0 else { throw FileError("write", target, errno: EBADF) }
        let descriptor = fd
        fd = -1
        try AtomicFile.commit(try AtomicFile.finish(descriptor, temporary, target, failure: failure))
    }

    /// Closes and removes the temporary file; the target is left as it was.
    package func discard() {
        guard fd >= 0 else { return }
        close(fd)
        fd = -1
        unlink(temporary)
    }

    private func flush() {
        if failure == 0, fd >= 0, !buffer.isEmpty { failure = AtomicFile.writeAll(fd, buffer) }
        buffer.removeAll(keepingCapacity: true)
    }
}
