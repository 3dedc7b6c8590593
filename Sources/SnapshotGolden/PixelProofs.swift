import Foundation
import SnapshotCommandLine
import SnapshotFiles
import SnapshotFormats
import SnapshotImage

/// That a golden PNG's bytes hold the pixels of a fingerprint, as this machine established it:
/// it decoded the PNG and found the render's pixels, or it encoded the PNG from the render.
package struct PixelProof: Equatable, Sendable {
    /// SHA-256 of the PNG's bytes.
    package var png: String
    package var pixels: PixelFingerprint

    package init(png: String, pixels: PixelFingerprint) { self.png = png; self.pixels = pixels }
}

/// The local proof cache (docs/diff.md "Speed"): PNG digest → the pixel fingerprint this
/// machine proved its bytes hold, one per fingerprint format (the same PNG can be a full-colour
/// golden, fingerprinted over cairo's buffer, and a mode's, over the composite). It is what lets
/// verify pass a snapshot without decoding its golden: no file in the repository can stand in
/// for it, so a pass is always bound to the golden's own bytes.
///
/// Kept outside the repository (`location`), never under CI (a CI cache can be restored from
/// another branch's run), and read as untrusted: a file that is not exactly the form `text`
/// writes is ignored whole (every pass is then proven again) and rewritten.
package struct PixelProofs: Sendable {
    struct Key: Hashable, Sendable {
        var png: HexDigest
        var format: PixelFingerprint.Format
    }
    /// In the order proven, oldest first: the file keeps the newest `maxEntries`.
    private var order: [Key] = []
    private var proofs: [Key: PixelFingerprint] = [:]

    package init(_ proofs: [PixelProof] = []) { for proof in proofs { add(proof) } }

    package var count: Int { proofs.count }

    /// The fingerprint proven for the PNG whose SHA-256 is `png`, in `format`; nil when none is.
    package func proven(png: String, format: PixelFingerprint.Format) -> PixelFingerprint? {
        proofs[Key(png: HexDigest(png), format: format)]
    }

    /// Adds `proof`, replacing an earlier one for the same PNG and format (the newest proof wins).
    package mutating func add(_ proof: PixelProof) {
        let key = Key(png: HexDigest(proof.png), format: proof.pixels.format)
        guard proofs[key] != proof.pixels else { return }
        if proofs.updateValue(proof.pixels, forKey: key) != nil { order.removeAll { $0 == key } }
        order.append(key)
    }

    /// The environment variable naming the cache file (tests, or to move it); empty: no cache.
    package static let environmentVariable = "SNAPSHOT_PROOF_CACHE"
    static let header = "snapshotkit pixel proofs 1"
    /// The largest cache read: 64 MiB (a line is about 140 bytes).
    static let maxFileSize = 64 << 20
    /// The most proofs kept: about 40 recordings of a catalog of 10,000 goldens.
    static let maxEntries = 400_000

    /// Where the cache is for a process with `environment`; nil: no cache, every pass is proven
    /// from the golden's bytes. Under CI (`ContinuousIntegration`) never; else
    /// `$SNAPSHOT_PROOF_CACHE`, else `$XDG_CACHE_HOME/snapshotkit/pixel-proofs`, else
    /// `$HOME/.cache/snapshotkit/pixel-proofs`.
    package static func location(_ environment: [String: String]) -> URL? {
        if ContinuousIntegration.detected(in: environment) { return nil }
        if let path = environment[environmentVariable] { return path.isEmpty ? nil : URL(fileURLWithPath: path) }
        let base: String
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { base = cache }
        else if let home = environment["HOME"], home.hasPrefix("/") { base = home + "/.cache" }
        else { return nil }
        return URL(fileURLWithPath: base).appendingPathComponent("snapshotkit/pixel-proofs")
    }

    /// The cache at `url`: empty when there is none, and, with the reason, when the file is not
    /// a cache of this form (it is never trusted in part).
    package static func read(_ url: URL) -> (proofs: PixelProofs, problem: String?) {
        let bytes: [UInt8]?
        do { bytes = try FileBytes.readIfPresent(url.path, limit: maxFileSize) } catch {
            return (PixelProofs(), "\(url.path): \(error.reasonAfterFileName)")
        }
        guard let bytes else { return (PixelProofs(), nil) }
        guard let proofs = parse(bytes) else {
            return (PixelProofs(), "\(url.path): not a proof cache of this version; it is ignored and written again")
        }
        return (proofs, nil)
    }

    /// The form `text` writes, and nothing else: nil for any other bytes.
    static func parse(_ bytes: [UInt8]) -> PixelProofs? {
        guard let text = String(validating: bytes, as: UTF8.self), text.hasSuffix("\n") else { return nil }
        var lines = text.dropLast().split(separator: "\n", omittingEmptySubsequences: false)[...]
        guard lines.popFirst() == Substring(header), lines.count <= maxEntries else { return nil }
        var proofs = PixelProofs()
        proofs.order.reserveCapacity(lines.count)
        for line in lines {
            let fields = line.split(separator: " ", omittingEmptySubsequences: false)
            guard fields.count == 2, GoldenIndex.isSHA256(String(fields[0])), let pixels = PixelFingerprint(String(fields[1])) else {
                return nil
            }
            proofs.add(PixelProof(png: String(fields[0]), pixels: pixels))
        }
        return proofs
    }

    /// The file: a header line, then one proof a line, oldest first, at most `maxEntries`.
    var text: String {
        var out = Self.header + "\n"
        for key in order.suffix(Self.maxEntries) { out += "\(key.png.text) \(proofs[key]!)\n" }
        return out
    }

    /// Adds `new` to the cache at `url` as it is on disk now (another run may have added to it)
    /// and writes it atomically, creating its folder. Nothing to add: nothing written.
    package static func add(_ new: [PixelProof], to url: URL) throws {
        guard !new.isEmpty else { return }
        var proofs = read(url).proofs
        for proof in new { proofs.add(proof) }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try AtomicFile.write(proofs.text, to: url)
    }
}
