import Foundation
import Testing

/// The folders of Sources are layers that import only downward (docs/architecture.md): no
/// Swift file names a type declared in a folder above its own. Types are found by their
/// declarations (`struct`, `enum`, `class`, `protocol`, `typealias`, `actor`); comments and
/// string literals are left out of the scan, so a doc comment may mention a higher layer.
@Suite struct LayeringTests {
    /// Lowest first. SnapshotCore (no Cairo, no Pango) lies under all of SnapshotKit.
    static let layers = [
        "SnapshotCore/Files", "SnapshotCore/Concurrency", "SnapshotCore/Image", "SnapshotCore/Diff", "SnapshotCore/CLI",
        "SnapshotKit/Model", "SnapshotKit/Scenario", "SnapshotKit/Rules", "SnapshotKit/Presentation", "SnapshotKit/Layout",
        "SnapshotKit/Render", "SnapshotKit/Catalog", "SnapshotKit/Golden", "SnapshotKit/Report", "SnapshotKit/Audit",
        "SnapshotKit/Sweep", "SnapshotKit/CLI",
    ]

    static func swiftFiles(_ layer: String) -> [(path: String, text: String)] {
        let root = TestPaths.repository.appendingPathComponent("Sources/" + layer)
        let urls = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return urls.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }.compactMap { url in
            (try? String(contentsOf: url, encoding: .utf8)).map { ("Sources/" + layer + "/" + url.lastPathComponent, $0) }
        }
    }

    /// Code without comments and string literals (raw, multi-line and plain).
    static func code(_ text: String) -> String {
        var s = text
        let quotes = "\"\"\""
        let patterns = ["#" + quotes + "[\\s\\S]*?" + quotes + "#", quotes + "[\\s\\S]*?" + quotes,
                        "//[^\\n]*", "\"(?:\\\\.|[^\"\\\\\\n])*\""]
        for pattern in patterns {
            s = s.replacingOccurrences(of: pattern, with: " ", options: .regularExpression)
        }
        return s
    }

    static func matches(_ pattern: String, in text: String, group: Int) -> [String] {
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: group), in: text).map { String(text[$0]) }
        }
    }

    /// Type name → the lowest layer that declares it.
    static func declarations() -> [String: Int] {
        var owner: [String: Int] = [:]
        for (i, layer) in layers.enumerated() {
            for file in swiftFiles(layer) {
                for name in matches(#"\b(?:struct|enum|class|protocol|typealias|actor)\s+([A-Z][A-Za-z0-9_]*)"#,
                                    in: code(file.text), group: 1) where owner[name] == nil {
                    owner[name] = i
                }
            }
        }
        return owner
    }

    @Test func everyFolderIsALayer() throws {
        for module in ["SnapshotCore", "SnapshotKit"] {
            let root = TestPaths.repository.appendingPathComponent("Sources/" + module)
            let folders = try FileManager.default.contentsOfDirectory(atPath: root.path)
                .filter { var dir: ObjCBool = false; return FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path, isDirectory: &dir) && dir.boolValue }
            for folder in folders { #expect(Self.layers.contains(module + "/" + folder), "\(module)/\(folder) is in no layer") }
        }
    }

    @Test func noFileNamesATypeOfAHigherLayer() {
        let owner = Self.declarations()
        #expect(owner.count > 300, "the scan found \(owner.count) types")
        var upward: [String] = []
        for (i, layer) in Self.layers.enumerated() {
            for file in Self.swiftFiles(layer) {
                let names = Set(Self.matches(#"\b([A-Z][A-Za-z0-9_]*)\b"#, in: Self.code(file.text), group: 1))
                for name in names.sorted() {
                    if let j = owner[name], j > i { upward.append("\(file.path) names \(name) (\(Self.layers[j]))") }
                }
            }
        }
        #expect(upward == [], "\(upward.joined(separator: "\n"))")
    }

    /// The scan itself: it sees a type named in code and not one named in a comment or string.
    @Test(arguments: [
        ("let x = Renderer()", true), ("// Renderer draws", false), ("let s = \"Renderer\"", false),
        ("/// `Renderer`", false), ("func f(_ r: Renderer) {}", true),
    ])
    func theScanSeesCodeOnly(_ line: String, _ seen: Bool) {
        let names = Self.matches(#"\b([A-Z][A-Za-z0-9_]*)\b"#, in: Self.code(line), group: 1)
        #expect(names.contains("Renderer") == seen)
    }
}
