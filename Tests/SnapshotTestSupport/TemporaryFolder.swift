import Foundation

/// A fresh folder under the system's temporary directory; `remove()` deletes it.
package struct TemporaryFolder {
    package let url: URL

    package init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("snapshotkit-tests-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// `url/relative`.
    package func path(_ relative: String) -> URL { url.appendingPathComponent(relative) }

    /// Copies `source` to `url/relative`, creating folders.
    @discardableResult
    package func copy(_ source: URL, to relative: String) throws -> URL {
        let target = path(relative)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: source, to: target)
        return target
    }

    /// Writes `text` to `url/relative`, creating folders.
    @discardableResult
    package func write(_ text: String, to relative: String) throws -> URL {
        let target = path(relative)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: target)
        return target
    }

    package func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: path(relative).path) }

    package func remove() { try? FileManager.default.removeItem(at: url) }
}
