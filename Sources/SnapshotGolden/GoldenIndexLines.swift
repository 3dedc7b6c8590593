import SnapshotImage

/// `Goldens/INDEX.json` read in the one form `GoldenIndex.text` writes, a line at a time, with
/// no JSON tree: for a 20× catalog the general parse built a tree of 36,000 objects and added
/// 45 MB to a run's peak memory (memory flat in the catalog's size). Any line that is
/// not exactly that form (spacing, escapes in a key, a duplicate key, a bad value) gives nil,
/// and `GoldenIndex.read` parses the file in general (`GoldenIndex.parse`), with its errors.
enum GoldenIndexLines {
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> GoldenIndex? {
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)[...]
        func take(_ expected: String) -> Bool {
            guard let line = lines.popFirst(), line.elementsEqual(expected.utf8) else { return false }
            return true
        }
        guard take("{"), take("  \"formatVersion\": \(GoldenIndex.formatVersion),"),
              take(String(GoldenIndex.aboutLine.dropLast())) else { return nil }
        guard lines.count >= 3, lines.removeLast().isEmpty, lines.removeLast().elementsEqual("}".utf8) else { return nil }
        if lines.count == 1 { return lines.first!.elementsEqual("  \"goldens\": {}".utf8) ? GoldenIndex() : nil }
        guard take("  \"goldens\": {"), lines.popLast()?.elementsEqual("  }".utf8) == true,
              lines.count <= GoldenIndex.maxEntries else { return nil }
        var entries: [String: GoldenIndex.Entry] = [:]
        entries.reserveCapacity(lines.count)
        for (i, line) in lines.enumerated() {
            var rest = line[...]
            if i < lines.count - 1 { guard rest.popLast() == UInt8(ascii: ",") else { return nil } }
            guard expect(&rest, "    "), let key = string(&rest), expect(&rest, ": {\"png\": "),
                  let png = string(&rest), GoldenIndex.isSHA256(png), expect(&rest, ", \"json\": "),
                  let layout = nullable(&rest), layout.map(GoldenIndex.isSHA256) ?? true, expect(&rest, ", \"pixels\": "),
                  let pixels = nullable(&rest), expect(&rest, "}"), rest.isEmpty, entries[key] == nil else { return nil }
            var fingerprint: PixelFingerprint?
            if let pixels {
                guard let parsed = PixelFingerprint(pixels) else { return nil }
                fingerprint = parsed
            }
            entries[key] = GoldenIndex.Entry(png: png, layout: layout, pixels: fingerprint)
        }
        return GoldenIndex(entries: entries)
    }

    private static func expect(_ rest: inout Slice<UnsafeBufferPointer<UInt8>>, _ text: String) -> Bool {
        guard rest.starts(with: text.utf8) else { return false }
        rest = rest.dropFirst(text.utf8.count)
        return true
    }

    /// A quoted string with nothing to unescape (no backslash, no control character), valid UTF-8.
    private static func string(_ rest: inout Slice<UnsafeBufferPointer<UInt8>>) -> String? {
        guard rest.first == UInt8(ascii: "\""), let end = rest.dropFirst().firstIndex(of: UInt8(ascii: "\"")) else { return nil }
        let content = rest[rest.index(after: rest.startIndex)..<end]
        guard !content.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\\") }),
              let text = String(validating: content, as: UTF8.self) else { return nil }
        rest = rest[rest.index(after: end)...]
        return text
    }

    /// `null` (.some(nil)) or a plain string; nil when neither.
    private static func nullable(_ rest: inout Slice<UnsafeBufferPointer<UInt8>>) -> String?? {
        if expect(&rest, "null") { return .some(nil) }
        return string(&rest).map { .some($0) }
    }
}
