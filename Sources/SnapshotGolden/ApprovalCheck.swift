import Foundation
import SnapshotFormats
import SnapshotImage
import SnapshotStructure

/// One golden to write: the exact candidate bytes whose hashes were checked (PNG and
/// structural snapshot).
struct ApprovalStep: Sendable {
    var key: String
    var png: [UInt8]
    var layout: [UInt8]?
    /// Where the candidate files were read, for errors.
    var candidateURL: URL? = nil
    var layoutURL: URL? = nil

    /// Holds the candidate to the golden's bar: its PNG must decode (within the pixel limits)
    /// and its structural snapshot must be one, or the next verify would fail on the golden.
    func checkDecodes() throws(ApprovalError) {
        let png = candidateURL?.path ?? key + ".actual.png"
        do { _ = try PNGDecoder.decode(self.png) } catch {
            throw .invalid(png, "is not a PNG a golden can be: \(error.reasonAfterFileName)")
        }
        guard let layout else { return }
        let path = layoutURL?.path ?? key + ".actual.json"
        do { _ = try LayoutSnapshot.decode(layout, path: path) } catch {
            throw .invalid(path, "is not a structural snapshot a golden can have: \(error)")
        }
    }
}

/// The outcome of checking approvals against the files as they are now.
struct ApprovalPlan: Sendable {
    /// Goldens to write, in key order.
    var steps: [ApprovalStep]
    /// Keys whose golden already is the approved candidate (an earlier approve got there).
    var alreadyApplied: [String]
    /// Entries that no longer match what was reviewed.
    var stale: [StaleApproval]

    /// Checks every entry: the candidate `<out>/<key>.actual.png` must hash to
    /// `candidateSHA256`, its `<key>.actual.json` to `candidateLayoutSHA256` (or be absent
    /// when that is nil), and the golden to `goldenSHA256` (nil: no golden). Reads each
    /// candidate once, so the bytes written later are the bytes that were checked. Every path
    /// goes through the path policy and every file through the input policy; `source` names
    /// the file the keys came from.
    static func check(_ entries: [ApprovalEntry], outputDirectory: URL, store: GoldenStore,
                      source: String) throws(ApprovalError) -> ApprovalPlan {
        var plan = ApprovalPlan(steps: [], alreadyApplied: [], stale: [])
        for entry in entries.sorted(by: { $0.key < $1.key }) {
            let candidateURL: URL, layoutURL: URL
            do {
                candidateURL = try SnapshotPath.resolve(entry.key, suffix: ".actual.png", under: outputDirectory, source: source)
                layoutURL = try SnapshotPath.resolve(entry.key, suffix: ".actual.json", under: outputDirectory, source: source)
                _ = try SnapshotPath.resolve(entry.key, suffix: ".png", under: store.root, source: source)
                _ = try SnapshotPath.resolve(entry.key, suffix: ".json", under: store.root, source: source)
            } catch { throw .path(error) }
            let candidate: [UInt8]?, layout: [UInt8]?, golden: [UInt8]?, goldenLayout: [UInt8]?
            do {
                candidate = try FileBytes.readIfPresent(candidateURL.path, within: outputDirectory.path)
                layout = try FileBytes.readIfPresent(layoutURL.path, limit: LayoutSnapshot.maxFileSize, within: outputDirectory.path)
                golden = try store.pngBytes(entry.key)
                goldenLayout = try FileBytes.readIfPresent(store.layoutURL(entry.key).path, limit: LayoutSnapshot.maxFileSize,
                                                           within: store.root.path)
            } catch {
                guard case .unreadable(let path, let reason) = error else { throw .invalid(entry.key, error.description) }
                throw .invalid(path, reason)
            }
            guard let candidate else {
                plan.stale.append(StaleApproval(key: entry.key, reason: "candidate \(candidateURL.path) is gone"))
                continue
            }
            let candidateSHA = SHA256.hex(candidate)
            guard candidateSHA == entry.candidateSHA256 else {
                plan.stale.append(StaleApproval(key: entry.key, reason:
                    "the candidate changed since review (reviewed \(short(entry.candidateSHA256)), now \(short(candidateSHA)))"))
                continue
            }
            let layoutSHA = layout.map(SHA256.hex)
            guard layoutSHA == entry.candidateLayoutSHA256 else {
                plan.stale.append(StaleApproval(key: entry.key, reason:
                    "the structural snapshot \(layoutURL.lastPathComponent) changed since review "
                    + "(reviewed \(short(entry.candidateLayoutSHA256, none: "none")), now \(short(layoutSHA, none: "none")))"))
                continue
            }
            let goldenSHA = golden.map(SHA256.hex)
            // NB: the same pixels with another structural snapshot (a label, a role: a locked
            // surface's `redacted` bars) is a change to approve, not one already applied.
            if goldenSHA == entry.candidateSHA256 && (layout == nil || goldenLayout == layout) {
                plan.alreadyApplied.append(entry.key)
                continue
            }
            guard goldenSHA == entry.goldenSHA256 else {
                plan.stale.append(StaleApproval(key: entry.key, reason:
                    "the golden changed since review (reviewed \(short(entry.goldenSHA256)), now \(short(goldenSHA)))"))
                continue
            }
            plan.steps.append(ApprovalStep(key: entry.key, png: candidate, layout: layout, candidateURL: candidateURL,
                                           layoutURL: layoutURL))
        }
        return plan
    }

    static func short(_ sha: String?, none: String = "no golden") -> String { sha.map { String($0.prefix(12)) } ?? none }
}
