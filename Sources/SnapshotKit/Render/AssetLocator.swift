import Foundation

/// Finds the repository's `Assets/icons` folder.
public enum AssetLocator {
    /// `SNAPSHOTKIT_ASSETS` if set, else the first `Assets/icons` found walking up from the
    /// working directory, then from the executable.
    public static func iconsDirectory(environment: [String: String] = ProcessInfo.processInfo.environment,
                                      workingDirectory: URL? = nil) throws(RenderError) -> URL {
        if let explicit = environment["SNAPSHOTKIT_ASSETS"] {
            return URL(fileURLWithPath: explicit).appendingPathComponent("icons")
        }
        var searched: [String] = []
        let starts = [workingDirectory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
                      URL(fileURLWithPath: CommandLine.arguments.first ?? "/").resolvingSymlinksInPath()
                          .deletingLastPathComponent()]
        for start in starts {
            var dir = start.standardizedFileURL
            while true {
                let candidate = dir.appendingPathComponent("Assets/icons")
                searched.append(candidate.path)
                if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("train.svg").path) {
                    return candidate
                }
                let parent = dir.deletingLastPathComponent()
                if parent.path == dir.path { break }
                dir = parent
            }
        }
        throw .assetsNotFound(searched: Array(searched.prefix(3)))
    }
}
