import Foundation

/// `AtomicFile` (SnapshotCore: temporary file, fsync, rename, fsync of the folder) for URLs
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
