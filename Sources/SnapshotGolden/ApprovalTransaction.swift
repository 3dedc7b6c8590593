import Foundation
import SnapshotFiles
/// Writes approved goldens in two phases so that an interruption at any point leaves every
/// golden file either old or new, never half-written:
///
/// 1. **Stage**: every file (each key's `.json`, then its `.png`) is written in full to a
///    temporary file beside its target and flushed to disk (`GoldenStore.stage`). A failure
///    here removes the temporary files and changes no golden.
/// 2. **Commit**: each temporary file is renamed over its target (rename(2) replaces a file
///    in one step), key by key, the `.json` before the `.png` — the one order every golden
///    writer uses. A failure here stops; the keys already renamed are new, the rest old.
///    Because the `.png` is renamed last, a key whose `.json` is new but `.png` old still
///    hashes as "not applied", and running the same approve again finishes it (keys whose
///    golden already is the candidate are skipped).
struct ApprovalTransaction {
    let store: GoldenStore
    /// rename(2); a test replaces it to simulate a failure part-way through the commit.
    var rename: (String, String) -> Int32 = { Glibc.rename($0, $1) }

    /// Applies `steps`; returns the keys written.
    func apply(_ steps: [ApprovalStep]) throws(ApprovalError) -> [String] {
        var staged: [(file: AtomicFile.Staged, key: String)] = []
        for step in steps {
            do {
                staged += try store.stage(key: step.key, png: step.png, layout: step.layout).map { ($0, step.key) }
            } catch {
                staged.forEach { AtomicFile.discard($0.file) }
                if let error = error as? SnapshotPathError { throw .path(error) }
                if let error = error as? FileError { throw .stagingFailed(error.path, error.reason) }
                throw .stagingFailed(store.pngURL(step.key).path, "\(error)")
            }
        }
        var applied: [String] = []
        for (i, s) in staged.enumerated() {
            do { try AtomicFile.commit(s.file, rename: rename) } catch {
                staged[i...].forEach { AtomicFile.discard($0.file) }
                throw .interrupted(applied: applied, failed: s.key, reason: error.description)
            }
            let lastOfKey = i == staged.count - 1 || staged[i + 1].key != s.key
            if lastOfKey { applied.append(s.key) }
        }
        return applied
    }
}
