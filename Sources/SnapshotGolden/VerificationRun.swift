import Foundation
import SnapshotCommandLine
import SnapshotFiles
import SnapshotThreads
/// One `verify` or `record` run: checks the environment first, verifies every item (on
/// all cores), records goldens as the mode says, and returns the report (the caller writes
/// it: reports sit above goldens).
package struct VerificationRun: Sendable {
    package let store: GoldenStore
    package let options: VerifyOptions
    /// What the pixels depend on here besides the items (the design's libraries and files),
    /// compared with the goldens' before any pixel.
    package let environment: EnvironmentFingerprint
    /// Called before each step of landing a recording (`GoldenJournal.commit`); a test throws
    /// from it to stop a record where a kill would. Nil in every run.
    package var interruption: (@Sendable (Int) throws -> Void)?

    package init(store: GoldenStore, options: VerifyOptions, environment: EnvironmentFingerprint) {
        self.store = store; self.options = options; self.environment = environment
    }

    /// Runs `items`; `inputErrors` (bad scenario files) are reported with the results.
    /// `progress`, when given, counts each finished item (a terminal's progress line).
    /// `skipped`: what the selection names but does not draw, said in the summary.
    package func run<Axes>(_ items: [VerifyItem<Axes>], inputErrors: [String], skipped: [Axes.Skipped] = [], console: Console,
                           progress: (@Sendable () -> Void)? = nil) throws -> VerifyReport<Axes> {
        try run(VerifyItemList(items), inputErrors: inputErrors, skipped: skipped, console: console, progress: progress)
    }

    /// Runs `items`, each made as it is verified (`VerifyItemList`).
    package func run<Axes>(_ items: VerifyItemList<Axes>, inputErrors: [String], skipped: [Axes.Skipped] = [], console: Console,
                           progress: (@Sendable () -> Void)? = nil) throws -> VerifyReport<Axes> {
        let current = environment
        // NB: goldens are a transaction: a recording run holds the one writer lock throughout,
        // and every run first finishes or undoes a record that was killed (`GoldenJournal`).
        let lock = options.record == .never ? nil : try GoldenLock(store)
        defer { lock?.release() }
        if let recovery = try GoldenJournal.recover(store, locked: lock != nil) {
            console.err("goldens: \(TerminalText.escape(recovery.message))")
        }
        var differences: [String] = []
        // NB: a broken ENVIRONMENT.json (a FIFO, a link out of the goldens, `{}`) is an input
        // error: it used to read as "missing" and let the run pass.
        if let recorded = try EnvironmentFingerprint.read(store.environmentURL) {
            differences = current.differences(from: recorded)
        } else if options.record == .never {
            differences = ["\(store.environmentURL.path) is missing; record the goldens to write it"]
        }
        for line in differences { console.err("environment: \(TerminalText.escape(line))") }
        if options.record != .never, options.partial, !differences.isEmpty {
            throw UsageError((["snapshot record: refused: this environment differs from \(store.environmentURL.path):"]
                + differences.map { "  \($0)" }
                + ["Recording part of the catalog here would mix environments and hide the mismatch of every other golden; "
                   + "record the whole catalog (no --filter, --scenario or axis options) to move the goldens to this environment."])
                .joined(separator: "\n"))
        }

        // NB: read once, before any render: a broken index is bad input (exit 2), never a pass.
        // A broken proof cache is only a slower run: every pass is proven again, and it is rewritten.
        let proofs = options.proofCache.map { url in
            let (proofs, problem) = PixelProofs.read(url)
            if let problem { console.err("warning: proof cache \(TerminalText.escape(problem))") }
            return proofs
        }
        let verifier = Verifier(store: store, options: options, index: try GoldenIndex.read(store), proofs: proofs)
        let environmentDiffers = !differences.isEmpty
        let kept = RunLeftovers(recording: options.record != .never)
        // NB: staged goldens not landed (a failure before the journal) are removed, never left.
        var landed = false
        defer { if !landed { kept.stagedFiles().forEach(AtomicFile.discard) } }
        // NB: each result becomes its row of results.json as it finishes, keeping aside only what
        // the run needs after the last one (index entries when recording, unwritten artefacts):
        // holding every result to the end grew a run by about 1.7 KB a snapshot.
        let snapshots = ParallelMap.map(count: items.count) { i in
            defer { progress?() }
            let result = verifier.verify(items[i])
            kept.keep(result, at: i)
            var row = RunResults<Axes>.Snapshot(result, environmentDiffers: environmentDiffers)
            row.key = verifier.index.sharedKey(row.key)
            return row
        }
        if options.record != .never {
            // NB: under the writer lock: the goldens, the index and the environment land together.
            var files = kept.stagedFiles()
            if let index = try GoldenIndex.stage(store, kept.indexChanges()) { files.append(index) }
            if snapshots.contains(where: { $0.status == .recorded }) {
                files.append(try AtomicFile.stage(Array(current.json.text.utf8), beside: store.environmentURL.path))
            }
            landed = true
            try GoldenJournal.commit(files, store: store, interruption: interruption)
        }
        if let url = options.proofCache {
            do { try PixelProofs.add(kept.newProofs(), to: url) } catch {
                console.err("warning: proof cache \(TerminalText.escape(url.path)) not written (\(TerminalText.escape("\(error)"))); "
                            + "the next run proves these snapshots again")
            }
        }
        // NB: failure artefacts that could not be written are file-system errors: reported, exit 2.
        var report = VerifyReport<Axes>(snapshots: snapshots, inputErrors: inputErrors + kept.artefactErrors(),
                                  environmentDifferences: differences)
        report.skipped = skipped
        report.recordingFails = options.failsRecording
        report.missingGolden = kept.missingGolden
        return report
    }
}
