import Foundation

/// One golden to write: the exact candidate bytes whose hash was checked, and its
/// structural snapshot when the run left one.
struct ApprovalStep: Sendable {
    var key: String
    var png: [UInt8]
    var layout: [UInt8]?
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
    /// `candidateSHA256`, and the golden to `goldenSHA256` (nil: no golden). Reads each
    /// candidate once, so the bytes written later are the bytes that were checked.
    static func check(_ entries: [ApprovalEntry], outputDirectory: URL, store: GoldenStore) -> ApprovalPlan {
        var plan = ApprovalPlan(steps: [], alreadyApplied: [], stale: [])
        for entry in entries.sorted(by: { $0.key < $1.key }) {
            let candidateURL = outputDirectory.appendingPathComponent(entry.key + ".actual.png")
            guard let candidate = try? Data(contentsOf: candidateURL).map({ $0 }) else {
                plan.stale.append(StaleApproval(key: entry.key, reason: "candidate \(candidateURL.path) is gone"))
                continue
            }
            let candidateSHA = SHA256.hex(candidate)
            guard candidateSHA == entry.candidateSHA256 else {
                plan.stale.append(StaleApproval(key: entry.key, reason:
                    "the candidate changed since review (reviewed \(short(entry.candidateSHA256)), now \(short(candidateSHA)))"))
                continue
            }
            let goldenSHA = store.pngBytes(entry.key).map(SHA256.hex)
            if goldenSHA == entry.candidateSHA256 {
                plan.alreadyApplied.append(entry.key)
                continue
            }
            guard goldenSHA == entry.goldenSHA256 else {
                plan.stale.append(StaleApproval(key: entry.key, reason:
                    "the golden changed since review (reviewed \(short(entry.goldenSHA256)), now \(short(goldenSHA)))"))
                continue
            }
            let layout = try? Data(contentsOf: outputDirectory.appendingPathComponent(entry.key + ".actual.json"))
            plan.steps.append(ApprovalStep(key: entry.key, png: candidate, layout: layout.map { [UInt8]($0) }))
        }
        return plan
    }

    static func short(_ sha: String?) -> String { sha.map { String($0.prefix(12)) } ?? "no golden" }
}
