import Foundation
import SnapshotFiles
/// What a run keeps of its results once each has become its row: the index entries a recording
/// writes, the pixel proofs it made (`PixelProofs`), failure artefacts that could not be
/// written, and whether a golden was missing; each
/// by its item's place in the run, so they come out in the items' order whatever the finishing order.
final class RunLeftovers: @unchecked Sendable {
    private let recording: Bool
    private let lock = NSLock()
    private var entries: [(index: Int, key: String, entry: GoldenIndex.Entry)] = []
    private var errors: [(index: Int, lines: [String])] = []
    private var proofs: [PixelProof] = []
    private var missing = false
    private var staged: [(index: Int, files: [AtomicFile.Staged])] = []

    init(recording: Bool) { self.recording = recording }

    func keep<Axes>(_ result: SnapshotResult<Axes>, at index: Int) {
        let entry = recording ? result.indexEntry : nil
        let isMissing = if case .missingGolden = result.verdict { true } else { false }
        guard entry != nil || !result.artefactErrors.isEmpty || isMissing || result.proof != nil || !result.staged.isEmpty else { return }
        lock.withLock {
            if !result.staged.isEmpty { staged.append((index, result.staged)) }
            if let proof = result.proof { proofs.append(proof) }
            if let entry { entries.append((index, result.item.key, entry)) }
            if !result.artefactErrors.isEmpty { errors.append((index, result.artefactErrors)) }
            missing = missing || isMissing
        }
    }

    /// Key → entry for `GoldenIndex.update`; the first item of a key wins.
    func indexChanges() -> [String: GoldenIndex.Entry?] {
        lock.withLock {
            Dictionary(entries.sorted { $0.index < $1.index }.map { ($0.key, Optional($0.entry)) }, uniquingKeysWith: { a, _ in a })
        }
    }

    /// The golden files staged, in the items' order (each key's `.json`, then its `.png`).
    func stagedFiles() -> [AtomicFile.Staged] { lock.withLock { staged.sorted { $0.index < $1.index }.flatMap(\.files) } }

    /// The proofs made, in the order they were made.
    func newProofs() -> [PixelProof] { lock.withLock { proofs } }

    func artefactErrors() -> [String] { lock.withLock { errors.sorted { $0.index < $1.index }.flatMap(\.lines) } }

    var missingGolden: Bool { lock.withLock { missing } }
}
