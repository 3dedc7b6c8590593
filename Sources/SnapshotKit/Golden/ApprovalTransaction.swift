import Foundation

/// Writes approved goldens in two phases so that an interruption at any point leaves every
/// golden file either old or new, never half-written:
///
/// 1. **Stage**: every file (each key's `.json`, then its `.png`) is written in full to a
///    temporary file beside its target and flushed to disk. A failure here removes the
///    temporary files and changes no golden.
/// 2. **Commit**: each temporary file is renamed over its target (rename(2) replaces a file
///    in one step), key by key, the `.json` before the `.png`. A failure here stops; the
///    keys already renamed are new, the rest old. Because the `.png` is renamed last, a key
///    whose `.json` is new but `.png` old still hashes as "not applied", and running the
///    same approve again finishes it (keys whose golden already is the candidate are skipped).
struct ApprovalTransaction {
    let store: GoldenStore
    /// rename(2); a test replaces it to simulate a failure part-way through the commit.
    var rename: (String, String) -> Int32 = { Glibc.rename($0, $1) }

    /// Applies `steps`; returns the keys written.
    func apply(_ steps: [ApprovalStep]) throws(ApprovalError) -> [String] {
        var staged: [(temporary: URL, target: URL, key: String)] = []
        func discard() { for s in staged { try? FileManager.default.removeItem(at: s.temporary) } }
        for step in steps {
            var files: [(URL, [UInt8])] = []
            if let layout = step.layout { files.append((store.layoutURL(step.key), layout)) }
            files.append((store.pngURL(step.key), step.png))
            for (target, bytes) in files {
                do {
                    staged.append((try Self.stage(bytes, beside: target), target, step.key))
                } catch {
                    discard()
                    throw .stagingFailed(target.path, "\(error)")
                }
            }
        }
        var applied: [String] = []
        for (i, file) in staged.enumerated() {
            guard rename(file.temporary.path, file.target.path) == 0 else {
                let reason = String(cString: strerror(errno))
                for rest in staged[i...] { try? FileManager.default.removeItem(at: rest.temporary) }
                throw .interrupted(applied: applied, failed: file.key, reason: "cannot replace \(file.target.path): \(reason)")
            }
            let lastOfKey = i == staged.count - 1 || staged[i + 1].key != file.key
            if lastOfKey { applied.append(file.key) }
        }
        return applied
    }

    /// Writes `bytes` to a new temporary file in `target`'s folder and flushes it.
    static func stage(_ bytes: [UInt8], beside target: URL) throws -> URL {
        let folder = target.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(".\(target.lastPathComponent).\(UUID().uuidString).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: temporary.path])
        }
        do {
            let handle = try FileHandle(forWritingTo: temporary)
            defer { try? handle.close() }
            try handle.write(contentsOf: bytes)
            // NB: flushed before the rename, so even a power cut cannot leave a renamed,
            // empty golden.
            try handle.synchronize()
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
        return temporary
    }
}
