import Foundation

/// Reads the package's Swift sources as code, for tests that hold a rule no compiler checks
/// (SurfaceSpecTests: no code outside the surfaces' table names a surface). Comments and
/// string literals are left out, so a doc comment may name anything.
enum SourceScan {
    /// Every Swift file under Sources, as its path from the repository ("Sources/SnapshotModel/Surface.swift").
    static func swiftFiles() -> [(path: String, text: String)] {
        let root = TestPaths.repository.appendingPathComponent("Sources")
        let urls = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return urls.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }.compactMap { url in
            let path = "Sources/" + url.path.dropFirst(root.path.count + 1)
            return (try? String(contentsOf: url, encoding: .utf8)).map { (path, $0) }
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
}
