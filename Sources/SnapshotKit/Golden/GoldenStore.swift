import Foundation

/// The committed goldens: `Goldens/<scenario-id>/<name>.png` with its structural snapshot
/// `<name>.json` beside it, and `Goldens/ENVIRONMENT.json`.
public struct GoldenStore: Sendable {
    public let root: URL

    public init(root: URL) { self.root = root }

    public func pngURL(_ key: String) -> URL { root.appendingPathComponent(key + ".png") }
    public func layoutURL(_ key: String) -> URL { root.appendingPathComponent(key + ".json") }
    public var environmentURL: URL { root.appendingPathComponent("ENVIRONMENT.json") }

    /// The golden's PNG bytes, nil when there is none.
    public func pngBytes(_ key: String) -> [UInt8]? {
        (try? Data(contentsOf: pngURL(key))).map { [UInt8]($0) }
    }

    /// Writes a golden atomically: strong PNG compression (goldens live in git), then its JSON.
    /// Returns the PNG's SHA-256.
    @discardableResult
    public func write(key: String, bitmap: Bitmap, layoutJSON: String?) throws -> String {
        let png = PNGEncoder.encode(bitmap, compression: .strong)
        try AtomicFile.write(png, to: pngURL(key))
        if let layoutJSON { try AtomicFile.write(layoutJSON, to: layoutURL(key)) }
        return SHA256.hex(png)
    }

    /// Every golden PNG key under the root (for prune), sorted.
    public func allKeys() -> [String] {
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        let prefix = root.standardizedFileURL.path + "/"
        return walker.compactMap { ($0 as? URL)?.standardizedFileURL.path }
            .filter { $0.hasSuffix(".png") && $0.hasPrefix(prefix) }
            .map { String($0.dropFirst(prefix.count).dropLast(4)) }
            .sorted()
    }
}
