import Foundation
import SnapshotFiles
import SnapshotFormats
import SnapshotImage
#if canImport(Glibc)
import Glibc
#endif

/// The committed goldens: `Goldens/<scenario-id>/<name>.png` with its structural snapshot
/// `<name>.json` beside it, and `Goldens/ENVIRONMENT.json`.
///
/// Goldens are a transaction (docs/cli.md "Trust model"): every writer (record, approve, prune)
/// holds `GoldenLock`; a golden's files are staged in full, fsync'd, and renamed in one order —
/// the `.json` first, then the `.png` — so the PNG (whose hash approvals check) is the last to
/// change and a key whose rename was interrupted still reads as "not written".
package struct GoldenStore: Sendable {
    package let root: URL
    /// The one scenario whose goldens lie directly in `root`: a test's folder holds a single
    /// scenario's (`__Snapshots__/…/belmontStale/systemSmall_393x852_light_L.png`, never
    /// `…/belmontStale/belmont/…`). Nil: `root/<scenario-id>/<name>` (the catalog's `Goldens/`).
    package let soleScenario: String?

    package init(root: URL, soleScenario: String? = nil) { self.root = root; self.soleScenario = soleScenario }

    /// Where a key's files lie under `root`, without extension.
    package func path(of key: String) -> String { Self.path(of: key, soleScenario: soleScenario) }

    /// Where a key's files lie under a goldens folder whose sole scenario is `soleScenario`.
    package static func path(of key: String, soleScenario: String?) -> String {
        guard let soleScenario, key.hasPrefix(soleScenario + "/") else { return key }
        return String(key.dropFirst(soleScenario.count + 1))
    }

    package func pngURL(_ key: String) -> URL { root.appendingPathComponent(path(of: key) + ".png") }
    package func layoutURL(_ key: String) -> URL { root.appendingPathComponent(path(of: key) + ".json") }
    package var environmentURL: URL { root.appendingPathComponent("ENVIRONMENT.json") }

    /// The golden's PNG bytes, nil when there is none. Read under the input policy
    /// (`FileBytes`): a folder, FIFO or device, a link out of the goldens or an oversized file
    /// is an error, never "no golden".
    package func pngBytes(_ key: String) throws(PNGError) -> [UInt8]? {
        do { _ = try SnapshotPath.resolve(path(of: key), suffix: ".png", under: root, source: "the golden key") } catch {
            throw .unreadable(path: pngURL(key).path, reason: error.reason)
        }
        return try FileBytes.readIfPresent(pngURL(key).path, within: root.path)
    }

    /// Writes a golden: `.golden` PNG compression (goldens live in git), both files staged, then
    /// renamed `.json` first and `.png` last. Returns the PNG's SHA-256. The caller holds
    /// `GoldenLock`.
    @discardableResult
    package func write(key: String, bitmap: Bitmap, layoutJSON: String?) throws -> String {
        let png = PNGEncoder.encode(bitmap, compression: .golden)
        try commit(key: key, png: png, layout: layoutJSON.map { Array($0.utf8) })
        return SHA256.hex(png)
    }

    /// Stages a golden for a recording (`GoldenJournal`): its files written in full beside their
    /// targets, renamed when the whole run lands. Returns the PNG's SHA-256 and the staged files.
    package func stage(key: String, bitmap: Bitmap, layoutJSON: String?) throws -> (sha: String, files: [AtomicFile.Staged]) {
        let png = PNGEncoder.encode(bitmap, compression: .golden)
        return (SHA256.hex(png), try stage(key: key, png: png, layout: layoutJSON.map { Array($0.utf8) }))
    }

    /// Stages both files of `key`, then renames the `.json` and then the `.png`.
    func commit(key: String, png: [UInt8], layout: [UInt8]?) throws {
        let files = try stage(key: key, png: png, layout: layout)
        for (i, file) in files.enumerated() {
            do { try AtomicFile.commit(file) } catch {
                files[i...].forEach(AtomicFile.discard)
                throw error
            }
        }
    }

    /// The staged files of one golden in commit order (`.json`, then `.png`); nothing is
    /// left behind when staging fails.
    func stage(key: String, png: [UInt8], layout: [UInt8]?) throws -> [AtomicFile.Staged] {
        let pngTarget = try SnapshotPath.resolve(path(of: key), suffix: ".png", under: root, source: "the golden key")
        var wanted: [(String, [UInt8])] = []
        if let layout {
            wanted.append((try SnapshotPath.resolve(path(of: key), suffix: ".json", under: root, source: "the golden key").path, layout))
        }
        wanted.append((pngTarget.path, png))
        var staged: [AtomicFile.Staged] = []
        for (target, bytes) in wanted {
            do { staged.append(try AtomicFile.stage(bytes, beside: target)) } catch {
                staged.forEach(AtomicFile.discard)
                throw error
            }
        }
        return staged
    }

}

/// The goldens' one writer lock: an exclusive flock(2) on `<goldens>/.lock`, held by record,
/// approve and prune --delete for their whole run (reads and writes), released when the
/// process ends or `release` is called. A second writer waits for the first.
package final class GoldenLock: @unchecked Sendable {
    private var fd: Int32

    /// Takes the lock on `store`, creating the folder and the lock file when missing.
    package init(_ store: GoldenStore) throws(FileError) {
        try AtomicFile.createFolders(store.root.path)
        let path = store.root.appendingPathComponent(".lock").path
        fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard fd >= 0 else { throw FileError("lock", path, errno: errno) }
        while flock(fd, LOCK_EX) != 0 {
            if errno == EINTR { continue }
            let code = errno
            close(fd)
            throw FileError("lock", path, errno: code)
        }
    }

    /// Releases the lock (also done on deinit).
    package func release() {
        if fd >= 0 { close(fd); fd = -1 }
    }

    deinit { release() }
}
