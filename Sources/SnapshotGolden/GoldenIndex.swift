import Foundation
import SnapshotCommandLine
import SnapshotFiles
import SnapshotFormats
import SnapshotImage

/// `Goldens/INDEX.json`: what each golden's files are, so that `verify` can establish a pass
/// without decoding its PNG or converting the render's pixels (docs/diff.md "Speed").
///
/// An entry binds a key's PNG bytes (SHA-256), its structural snapshot's bytes (SHA-256) and the
/// fingerprint of the pixels drawn when it was recorded (`PixelFingerprint`, XXH3-128 of
/// cairo's buffer). Verify hashes the golden's bytes (no decode) and passes a snapshot only when
/// all three agree with the files and the render; anything else takes the full comparison. A
/// golden whose files disagree with its entry was changed outside `record` and `approve`: that
/// is `comparison-inconsistent`, never a pass.
///
/// `record` writes the entries of what it wrote and of what it found unchanged; `approve` writes
/// the PNG and JSON hashes of what it applied (no fingerprint: it never drew them, so the next
/// verify of those keys compares in full); `prune --delete` drops the entries of what it deletes.
/// One entry a line, sorted by key, so two branches that change different goldens merge.
package struct GoldenIndex: Equatable, Sendable {
    package struct Entry: Equatable, Sendable {
        /// SHA-256 of the `.png` file's bytes.
        package var png: String {
            get { pngDigest.text }
            set { pngDigest = HexDigest(newValue) }
        }
        /// SHA-256 of the `.json` file's bytes; nil for a golden without one (animation frames).
        package var layout: String? {
            get { layoutDigest?.text }
            set { layoutDigest = newValue.map(HexDigest.init) }
        }
        /// The pixels drawn when it was recorded; nil when unknown (written by approve).
        package var pixels: PixelFingerprint?
        // NB: the hashes are held as bytes (`HexDigest`): a run holds every entry to its end.
        private var pngDigest: HexDigest
        private var layoutDigest: HexDigest?

        package init(png: String, layout: String?, pixels: PixelFingerprint?) {
            pngDigest = HexDigest(png); layoutDigest = layout.map(HexDigest.init); self.pixels = pixels
        }
    }

    package var entries: [String: Entry]

    package init(entries: [String: Entry] = [:]) { self.entries = entries }

    /// `key` as the index holds it (the same string storage) when it has an entry, else `key`.
    // NB: a run's rows take their keys from here: each row held a second copy of its key beside
    // the index's, about 96 bytes a snapshot to the end of the run.
    package func sharedKey(_ key: String) -> String { entries.index(forKey: key).map { entries.keys[$0] } ?? key }

    package static let fileName = "INDEX.json"
    package static let formatVersion = 1
    /// The largest index read: 64 MiB, about 250,000 entries of today's length (a 20× catalog
    /// is about 50,000 goldens), checked before a byte is read.
    package static let maxFileSize = 64 << 20
    /// The most entries accepted.
    package static let maxEntries = 1_000_000

    package static func url(in store: GoldenStore) -> URL { store.root.appendingPathComponent(fileName) }

    /// The store's index; empty when there is none (every snapshot then compares in full).
    /// Anything at the path that is not an index of this form is an error naming the file, the
    /// field and the reason.
    package static func read(_ store: GoldenStore) throws(UsageError) -> GoldenIndex {
        let path = url(in: store).path
        let bytes: [UInt8]?
        do { bytes = try FileBytes.readIfPresent(path, limit: maxFileSize, within: store.root.path) } catch {
            throw UsageError("\(path): \(error.reasonAfterFileName); run 'snapshot record' to rewrite it")
        }
        guard let bytes else { return GoldenIndex() }
        // NB: the form `text` writes is read line by line, without a JSON tree; anything else
        // (a hand-formatted or merged file) takes the general parse, which names what is wrong.
        if let index = bytes.withUnsafeBufferPointer({ GoldenIndexLines.parse($0) }) { return index }
        return try parse(Data(bytes), path: path)
    }

    static func parse(_ data: Data, path: String) throws(UsageError) -> GoldenIndex {
        func bad(_ reason: String) -> UsageError {
            UsageError("\(path): \(reason); run 'snapshot record' to rewrite it (or resolve the merge by taking either side and recording)")
        }
        if let problem = JSONSyntax.problem(data) { throw bad(problem) }
        guard let object = JSONOutput.parse(data), case .object(let fields) = object else { throw bad("not a JSON object") }
        guard case .number(let version)? = fields["formatVersion"], version == Double(formatVersion) else {
            throw bad("formatVersion: must be \(formatVersion)")
        }
        guard case .object(let goldens)? = fields["goldens"] else { throw bad("goldens: missing or not an object") }
        guard goldens.count <= maxEntries else { throw bad("goldens: \(goldens.count) entries, more than \(maxEntries)") }
        var entries: [String: Entry] = [:]
        entries.reserveCapacity(goldens.count)
        for (key, value) in goldens {
            let field = "goldens[\(JSONOutput.quote(key))]"
            guard case .object(let entry) = value else { throw bad("\(field): not an object") }
            guard let png = entry["png"]?.stringValue, isSHA256(png) else { throw bad("\(field).png: not a 64-digit lowercase hex SHA-256") }
            var layout: String?
            switch entry["json"] {
            case nil, .null?: layout = nil
            case .string(let text)? where isSHA256(text): layout = text
            default: throw bad("\(field).json: not a 64-digit lowercase hex SHA-256 or null")
            }
            var pixels: PixelFingerprint?
            switch entry["pixels"] {
            case nil, .null?: pixels = nil
            case .string(let text)?:
                guard let fingerprint = PixelFingerprint(text) else {
                    throw bad("\(field).pixels: not a fingerprint like 'cairo-argb32:1206x2622:<32 hex digits>'")
                }
                pixels = fingerprint
            default: throw bad("\(field).pixels: not a fingerprint string or null")
            }
            entries[key] = Entry(png: png, layout: layout, pixels: pixels)
        }
        return GoldenIndex(entries: entries)
    }

    static func isSHA256(_ text: String) -> Bool {
        text.utf8.count == 64 && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    /// The second field's line of `text`.
    static let aboutLine = "  \"about\": \"What each golden's files are, for verify's fast path (docs/diff.md). "
        + "Written by snapshot record and approve; never edit by hand.\",\n"

    /// The file's text: one entry a line, keys sorted.
    package var text: String {
        var out = "{\n  \"formatVersion\": \(Self.formatVersion),\n"
        out += Self.aboutLine
        out += "  \"goldens\": {"
        let keys = entries.keys.sorted()
        for (i, key) in keys.enumerated() {
            let e = entries[key]!
            out += "\n    " + JSONOutput.quote(key) + ": {\"png\": \"\(e.png)\", \"json\": "
                + (e.layout.map { "\"\($0)\"" } ?? "null") + ", \"pixels\": "
                + (e.pixels.map { "\"\($0)\"" } ?? "null") + "}" + (i == keys.count - 1 ? "\n  " : ",")
        }
        out += "}\n}\n"
        return out
    }

    /// `changes` applied to the store's index as it is on disk now, staged beside it (renamed by
    /// `GoldenJournal.commit`); nil when there are none. The caller holds `GoldenLock`.
    package static func stage(_ store: GoldenStore, _ changes: [String: Entry?]) throws -> AtomicFile.Staged? {
        guard !changes.isEmpty else { return nil }
        var index = try read(store)
        for (key, entry) in changes { index.entries[key] = entry }
        return try AtomicFile.stage(Array(index.text.utf8), beside: url(in: store).path)
    }

    /// Applies `changes` (nil removes the key) to the store's index as it is on disk now and
    /// writes it atomically. The caller holds `GoldenLock`.
    package static func update(_ store: GoldenStore, _ changes: [String: Entry?]) throws {
        guard !changes.isEmpty else { return }
        var index = try read(store)
        for (key, entry) in changes { index.entries[key] = entry }
        try AtomicFile.write(index.text, to: url(in: store))
    }
}
