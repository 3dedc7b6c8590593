import Foundation

/// Where a test's goldens and failure artefacts go, both under the package root (outside every
/// target's folder, so SwiftPM never counts a golden as an unhandled file of the test target):
/// - goldens: `__Snapshots__/<test file's path from the root, without .swift>/<suite>/<test>/`
///   (no suite folder when the suite is named as its file; `/<arguments>/` for a
///   parameterised test's case), with its own `ENVIRONMENT.json`;
///   or the folder the test names.
/// - artefacts: `.build/snapshots/<the same path>/` (actual, expected, diff, results.json,
///   summary.txt): inside `.build`, so never committed.
struct SnapshotLocations: Sendable, Equatable {
    var goldens: URL
    var artefacts: URL

    /// `test`: the test's identity from its outermost suite to itself, then its case's
    /// arguments when parameterised (`["WidgetTests", "belmontStale()"]`).
    init(testFile: URL, test: [String], goldens: URL?) {
        let root = Self.packageRoot(of: testFile)
        let file = Self.relativeFolders(of: testFile, root: root)
        var names = test.map(Self.folderName)
        // NB: `WidgetTests.swift` holding `@Suite struct WidgetTests` names one folder, not two.
        if names.count > 1, names.first == file.last { names.removeFirst() }
        let folders = file + names
        let path = folders.joined(separator: "/")
        self.goldens = goldens ?? root.appendingPathComponent("__Snapshots__").appendingPathComponent(path, isDirectory: true)
        artefacts = root.appendingPathComponent(".build/snapshots").appendingPathComponent(path, isDirectory: true)
    }

    /// `Tests/AppTests/WidgetTests.swift` → `["Tests", "AppTests", "WidgetTests"]`; a file
    /// outside the root gives its own name alone.
    static func relativeFolders(of testFile: URL, root: URL) -> [String] {
        let base = root.standardizedFileURL.path + "/"
        let file = testFile.standardizedFileURL.deletingPathExtension().path
        return file.hasPrefix(base) ? file.dropFirst(base.count).split(separator: "/").map(String.init)
            : [testFile.deletingPathExtension().lastPathComponent]
    }

    /// `belmontStale()` → `belmontStale`, `route(_:)` → `route`; anything but letters, digits,
    /// `-` and `_` becomes `_`; at most 100 characters.
    static func folderName(_ testName: String) -> String {
        let base = testName.hasSuffix(")") ? String(testName.prefix { $0 != "(" }) : testName
        let cleaned = String(base.prefix(100).map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "_" })
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
