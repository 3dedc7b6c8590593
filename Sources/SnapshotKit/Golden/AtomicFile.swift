import Foundation

/// Writes that matter go to a temporary file in the same folder and are renamed into place,
/// so an interrupted run leaves the old file or the new one, never half of one.
public enum AtomicFile {
    /// Writes `bytes` to `url` atomically, creating parent folders.
    public static func write(_ bytes: [UInt8], to url: URL) throws {
        try write(Data(bytes), to: url)
    }

    /// Writes `data` to `url` atomically, creating parent folders.
    public static func write(_ data: Data, to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UInt32.random(in: 0...UInt32.max)).tmp")
        do {
            try data.write(to: temporary)
            // rename(2) replaces the target in one step on the same file system.
            guard rename(temporary.path, url.path) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }

    /// Writes text (UTF-8) atomically.
    public static func write(_ text: String, to url: URL) throws {
        try write(Data(text.utf8), to: url)
    }
}
