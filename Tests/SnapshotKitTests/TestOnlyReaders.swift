import CPangoFT2
import Foundation
@testable import SnapshotGolden
@testable import SnapshotModel
@testable import SnapshotRender
@testable import SnapshotReports
import SnapshotFormats

// Readers only the tests need, kept out of the library.

extension GoldenStore {
    /// Every golden PNG key under the root, sorted.
    func allKeys() -> [String] {
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        let prefix = root.standardizedFileURL.path + "/"
        return walker.compactMap { ($0 as? URL)?.standardizedFileURL.path }
            .filter { $0.hasSuffix(".png") && $0.hasPrefix(prefix) }
            .map { String($0.dropFirst(prefix.count).dropLast(4)) }
            .sorted()
    }
}

extension FontLibrary {
    /// The first family name of every face the private configuration holds, in file order
    /// (the Inter faces, the kept CJK face twice, Noto Color Emoji).
    static func faceFamilies() throws(RenderError) -> [String] {
        let config = try config()
        guard let set = FcConfigGetFonts(config.pointer, FcSetApplication) else { return [] }
        return (0..<Int(set.pointee.nfont)).compactMap { i in
            var family: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(set.pointee.fonts[i], "family", 0, &family) == FcResultMatch, let family else { return nil }
            return String(cString: family)
        }
    }
}

extension ReviewEmbedding {
    /// `json` as the body of a `<script type="application/json">` element (`scriptSafe`).
    static func scriptJSON(_ json: JSONOutput) -> String { scriptSafe(json.text) }

    /// Text for an HTML text node or a quoted attribute: `& < > " '` as entities.
    static func htmlText(_ text: String) -> String { ScalarRewrite.apply(text, entity) }
}
