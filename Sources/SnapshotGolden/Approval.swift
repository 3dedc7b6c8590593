import Foundation
import SnapshotCommandLine
import SnapshotFormats

/// What an approve did.
package struct ApprovalOutcome: Equatable, Sendable {
    /// Keys whose golden was written now.
    package var written: [String]
    /// Keys whose golden already was the approved candidate.
    package var alreadyApplied: [String]
}

/// Approving candidates of the last run into the goldens, bound to what was reviewed:
/// every entry is checked before anything is written, and any mismatch refuses them all.
package enum Approval {
    /// Entries for `snapshot approve KEY...` (globs allowed) from the run's results: each
    /// pattern must match at least one changed or new snapshot.
    package static func entries<Axes>(matching patterns: [String], in run: RunResults<Axes>) throws(ApprovalError) -> [ApprovalEntry] {
        let approvable = run.snapshots.filter(\.isApprovable)
        var chosen: [RunResults<Axes>.Snapshot] = []
        for pattern in patterns {
            let hits = approvable.filter { Glob.matches(pattern, $0.key) }
            guard !hits.isEmpty else {
                throw .unknownKey(pattern, suggestion: Suggestion.closest(to: pattern, in: approvable.map(\.key)))
            }
            chosen += hits.filter { hit in !chosen.contains { $0.key == hit.key } }
        }
        return chosen.map(entry)
    }

    /// Every changed or new snapshot of the run (`snapshot approve --all`).
    package static func allEntries<Axes>(in run: RunResults<Axes>) -> [ApprovalEntry] {
        run.snapshots.filter(\.isApprovable).map(entry)
    }

    static func entry<Axes>(_ s: RunResults<Axes>.Snapshot) -> ApprovalEntry {
        ApprovalEntry(key: s.key, candidateSHA256: s.candidateSHA256!, goldenSHA256: s.goldenSHA256,
                      candidateLayoutSHA256: s.candidateLayoutSHA256)
    }

    /// Checks every entry against the files now, then writes the goldens atomically (see
    /// `ApprovalTransaction`). Throws `.stale` naming each mismatch, writing nothing.
    /// Holds `GoldenLock` from the check to the last rename. `source` names the file the
    /// entries came from (approvals.json or results.json) in path errors.
    package static func apply<Axes>(_ entries: [ApprovalEntry], run: RunResults<Axes>, outputDirectory: URL,
                             store: GoldenStore, source: String = "results.json") throws(ApprovalError) -> ApprovalOutcome {
        let lock: GoldenLock
        do { lock = try GoldenLock(store) } catch { throw .lock(error) }
        defer { lock.release() }
        return try apply(entries, run: run, outputDirectory: outputDirectory, transaction: ApprovalTransaction(store: store),
                         source: source)
    }

    static func apply<Axes>(_ entries: [ApprovalEntry], run: RunResults<Axes>, outputDirectory: URL,
                      transaction: ApprovalTransaction, source: String = "results.json") throws(ApprovalError) -> ApprovalOutcome {
        guard run.environmentDifferences.isEmpty else { throw .environment(run.environmentDifferences) }
        let known = Set(run.snapshots.map(\.key))
        for entry in entries where !known.contains(entry.key) {
            throw .unknownKey(entry.key, suggestion: Suggestion.closest(to: entry.key, in: run.snapshots.filter(\.isApprovable).map(\.key)))
        }
        for entry in entries { try Approvals.checkKey(entry.key, path: source) }
        // NB: only a snapshot the run found changed, new or resized is a candidate: a file
        // planted as <key>.actual.png beside a passing snapshot never becomes its golden.
        let statuses = Dictionary(run.snapshots.map { ($0.key, $0.status) }, uniquingKeysWith: { a, _ in a })
        for entry in entries {
            if let status = statuses[entry.key], !status.isApprovableKind {
                throw .invalid(source, "\(entry.key) is '\(status.rawValue)' in the run's results.json; only changed, new (missing) "
                               + "and size-changed snapshots can be approved")
            }
        }
        // NB: an approvals file from an older page has no layout hash: the run's results.json,
        // written when the candidates were, binds the structural snapshot instead.
        let byKey = Dictionary(run.snapshots.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
        let bound = entries.map { entry in
            var entry = entry
            if entry.candidateLayoutSHA256 == nil { entry.candidateLayoutSHA256 = byKey[entry.key]?.candidateLayoutSHA256 }
            return entry
        }
        let plan = try ApprovalPlan.check(bound, outputDirectory: outputDirectory, store: transaction.store, source: source)
        let unrecorded = recordedCandidates(bound, byKey, results: outputDirectory.appendingPathComponent("results.json").path,
                                            source: source)
        guard unrecorded.isEmpty && plan.stale.isEmpty else { throw .stale(unrecorded + plan.stale) }
        // NB: after the hashes (a stale review is named first, exit 1), before any write.
        for step in plan.steps { try step.checkDecodes() }
        let written = try transaction.apply(plan.steps)
        // NB: the index binds what is now on disk, for the keys just written and those already
        // applied (an approve killed between its renames and this write is finished by running it
        // again). No pixel fingerprint: approve never drew them, so their next verify compares in
        // full.
        let now = Set(written).union(plan.alreadyApplied)
        let changes = Dictionary(bound.filter { now.contains($0.key) }.map { entry in
            (entry.key, Optional(GoldenIndex.Entry(png: entry.candidateSHA256, layout: entry.candidateLayoutSHA256, pixels: nil)))
        }, uniquingKeysWith: { a, _ in a })
        do { try GoldenIndex.update(transaction.store, changes) } catch {
            throw .interrupted(applied: written, failed: GoldenIndex.url(in: transaction.store).path, reason: "\(error)")
        }
        return ApprovalOutcome(written: written, alreadyApplied: plan.alreadyApplied)
    }

    /// Entries whose candidate is not the one the run's results.json recorded for that key (PNG
    /// and structural snapshot digests): an approvals file names what a reviewer saw, the run
    /// what it drew, and a candidate is applied only when both name the same bytes.
    static func recordedCandidates<Axes>(_ entries: [ApprovalEntry], _ run: [String: RunResults<Axes>.Snapshot], results: String,
                                   source: String) -> [StaleApproval] {
        entries.compactMap { entry in
            guard let row = run[entry.key] else { return nil }
            let short = { (sha: String?) in sha.map { String($0.prefix(12)) } ?? "none" }
            if row.candidateSHA256 != entry.candidateSHA256 {
                return StaleApproval(key: entry.key, reason: "\(source) approves candidate \(short(entry.candidateSHA256)), "
                                     + "but \(results) recorded \(short(row.candidateSHA256)) for this run")
            }
            if row.candidateLayoutSHA256 != entry.candidateLayoutSHA256 {
                return StaleApproval(key: entry.key, reason: "\(source) approves structural snapshot "
                                     + "\(short(entry.candidateLayoutSHA256)), but \(results) recorded "
                                     + "\(short(row.candidateLayoutSHA256)) for this run")
            }
            return nil
        }
    }
}
