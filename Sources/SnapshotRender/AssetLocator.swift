import Foundation

/// Which icons a command draws with.
package enum AssetLocator {
    /// The icons compiled into the library, unless `SNAPSHOTKIT_ASSETS` names a folder whose
    /// `icons/` replaces them (a test drawing with a broken icon, a designer trying a new one).
    /// Relative to `workingDirectory` when given.
    package static func icons(environment: [String: String] = ProcessInfo.processInfo.environment,
                             workingDirectory: URL? = nil) -> IconSource {
        guard let explicit = environment["SNAPSHOTKIT_ASSETS"], !explicit.isEmpty else { return .embedded }
        let base = workingDirectory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let folder = explicit.hasPrefix("/") ? URL(fileURLWithPath: explicit) : base.appendingPathComponent(explicit)
        return .directory(folder.standardizedFileURL.appendingPathComponent("icons"))
    }
}
