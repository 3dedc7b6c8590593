import Foundation

/// Where a test's goldens and failure artefacts go.
/// - goldens: `__Snapshots__/<TestFile>/<testName>/` beside the test file (as
///   swift-snapshot-testing's `__Snapshots__`), with its own `ENVIRONMENT.json`; or the
///   folder the test names.
/// - artefacts: `<package root>/.build/snapshots/<TestFile>/<testName>/` (actual, expected,
///   diff, results.json, summary.txt): inside `.build`, so never committed.
struct SnapshotLocations: Sendable, Equatable {
    var goldens: URL
    var artefacts: URL

    init(testFile: URL, testName: String, goldens: URL?) {
        let file = testFile.deletingPathExtension().lastPathComponent
        let name = Self.folderName(testName)
        self.goldens = goldens ?? testFile.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__").appendingPathComponent(file).appendingPathComponent(name)
        artefacts = Self.packageRoot(of: testFile).appendingPathComponent(".build/snapshots")
            .appendingPathComponent(file).appendingPathComponent(name)
    }

    /// `belmontStale()` → `belmontStale`; anything but letters, digits, `-` and `_` becomes `_`.
    static func folderName(_ testName: String) -> String {
        let base = testName.hasSuffix("()") ? String(testName.dropLast(2)) : testName
        let cleaned = String(base.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "_" })
        return cleaned.isEmpty ? "_" : cleaned
    }

    /// The nearest folder above `file` holding `Package.swift`; the file's own folder if none.
    static func packageRoot(of file: URL) -> URL {
        var dir = file.deletingLastPathComponent().standardizedFileURL
        while dir.path != "/" {
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) { return dir }
            dir = dir.deletingLastPathComponent()
        }
        return file.deletingLastPathComponent()
    }
}
