import Foundation

/// `AtomicFile` (temporary file, fsync, rename, fsync of the folder) for URLs
/// and text. NB: one atomic-write helper for the whole tool; these only convert.
extension AtomicFile {
    /// Writes `bytes` to `url` atomically, creating parent folders.
    package static func write(_ bytes: [UInt8], to url: URL) throws(FileError) {
        try write(bytes, toPath: url.path)
    }

    /// Writes `data` to `url` atomically, creating parent folders.
    package static func write(_ data: Data, to url: URL) throws(FileError) {
        try write([UInt8](data), toPath: url.path)
    }

    /// Writes text (UTF-8) atomically.
    package static func write(_ text: String, to url: URL) throws(FileError) {
        try write(Array(text.utf8), toPath: url.path)
    }
}

extension AtomicFileStream {
    /// Streams a file to `url`: `body` writes it, then it is committed; if `body` throws,
    /// nothing is left at `url` (its old contents stay) and the error is rethrown.
    package static func write(to url: URL, _ body: (AtomicFileStream) throws -> Void) throws {
        let stream = try AtomicFileStream(path: url.path)
        do { try body(stream) } catch { stream.discard(); throw error }
        try stream.commit()
    }
}
