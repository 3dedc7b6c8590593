import Foundation
import SnapshotDiff
import SnapshotFiles
import SnapshotFormats
import SnapshotImage
import SnapshotStructure

/// The outcome for one item, with where its artefacts were written.
package struct SnapshotResult<Axes: SnapshotAxes>: Sendable {
    package var item: VerifyItem<Axes>
    package var verdict: Verdict
    /// Paths relative to the output folder, by kind.
    package var artefacts: ArtefactPaths
    /// SHA-256 of the golden PNG (before this run, if it existed) and of the candidate PNG
    /// written for a failure or a recording.
    package var goldenSHA256: String?
    package var candidateSHA256: String?
    /// SHA-256 of the candidate's structural snapshot `<key>.actual.json`, when written.
    package var candidateLayoutSHA256: String?
    /// What a recording run writes to the goldens' index for this key (`GoldenIndex`): the
    /// golden it wrote or found unchanged; nil otherwise.
    package var indexEntry: GoldenIndex.Entry?
    /// Failure artefacts that could not be written, each in one line (reported, exit 2).
    package var artefactErrors: [String] = []
    /// What this verify proved about the golden's PNG that the proof cache did not hold yet
    /// (`PixelProofs`); nil without a cache.
    package var proof: PixelProof?
    /// The golden files a recording staged for this key, renamed when the run lands (`GoldenJournal`).
    package var staged: [AtomicFile.Staged] = []
}

/// How a verification run behaves.
package struct VerifyOptions: Sendable {
    /// The command line's tolerance for every snapshot; nil: each item's own
    /// (`VerifyItem.tolerance`), else exact.
    package var policy: DiffPolicy?
    package var record: RecordMode
    /// Where failure artefacts go.
    package var outputDirectory: URL
    /// Whether the run covers only part of the catalog (a filter, scenario files or an axis):
    /// such a record on another environment is refused (it would hide the others' mismatch).
    package var partial = false
    /// Whether a failure also leaves `<key>.composite.png` (`verify --composite`).
    // NB: off by default: encoding the three-panel composite cost more than everything else a
    // failure writes together (spec-decisions.md "Cheap failures and records").
    package var composite = false
    /// Whether writing any golden fails the run (exit 1 after writing): true under CI
    /// (`CI=true`), where a recording run must never pass (`RecordMode.failsRecording`).
    package var failsRecording = false
    /// The local proof cache (`PixelProofs.location`); nil: none, every pass is proven from the
    /// golden's bytes (a decode), as under CI.
    package var proofCache: URL?

    package init(policy: DiffPolicy? = nil, record: RecordMode = .never, outputDirectory: URL) {
        self.policy = policy; self.record = record; self.outputDirectory = outputDirectory
    }

    /// The policy `item` is compared under: the command line's, else its own, else exact.
    package func policy<Axes>(for item: VerifyItem<Axes>) -> DiffPolicy { policy ?? item.tolerance ?? .exact }
}

/// Compares rendered items with the goldens. Passing snapshots are never PNG-encoded, and a
/// snapshot whose golden PNG this machine proved holds the render's pixels (`PixelProofs`),
/// bound by its index entry (`GoldenIndex`), is never decoded or converted either.
package struct Verifier: Sendable {
    package let store: GoldenStore
    package let options: VerifyOptions
    /// The goldens' index, read once per run; empty: every snapshot compares in full.
    package let index: GoldenIndex
    /// The proof cache as read at the run's start; nil: none (every pass decodes its golden).
    package let proofs: PixelProofs?

    /// The image comparison; a test replaces it to make the two passes disagree.
    var comparison: @Sendable (Bitmap, Bitmap, DiffPolicy, Bool) -> ImageComparison = {
        ImageComparison.compare(expected: $0, actual: $1, policy: $2, wantDiffImage: $3)
    }

    package init(store: GoldenStore, options: VerifyOptions, index: GoldenIndex = GoldenIndex(), proofs: PixelProofs? = nil) {
        self.store = store; self.options = options; self.index = index; self.proofs = proofs
    }

    /// Verifies one item (never throws: every failure becomes a verdict).
    package func verify<Axes>(_ item: VerifyItem<Axes>) -> SnapshotResult<Axes> {
        let drawn: DrawnPixels
        let layout: LayoutSnapshot?
        let layoutJSON: String?
        do {
            (drawn, layout) = try item.render()
            layoutJSON = try layout.map { try $0.text() }
        } catch {
            return SnapshotResult(item: item, verdict: .renderFailed("\(error)"), artefacts: [:])
        }
        let fingerprint = drawn.fingerprint
        let golden: GoldenFiles
        do { golden = try readGolden(item) } catch {
            return finish(item, Comparison(verdict: .unreadableGolden(error.description)), golden: nil,
                          rendered: Rendered(drawn: drawn, layout: layout, layoutJSON: layoutJSON), fingerprint: fingerprint)
        }
        let rendered = Rendered(drawn: drawn, layout: layout, layoutJSON: layoutJSON)
        let comparison = indexed(item, rendered, golden, fingerprint) ?? compare(item, rendered, golden, fingerprint)
        return finish(item, comparison, golden: golden, rendered: rendered, fingerprint: fingerprint)
    }

    /// Records, or writes the failure artefacts, as the verdict and the record mode say.
    private func finish<Axes>(_ item: VerifyItem<Axes>, _ comparison: Comparison, golden: GoldenFiles?, rendered: Rendered,
                              fingerprint: PixelFingerprint) -> SnapshotResult<Axes> {
        let verdict = comparison.verdict
        var result = SnapshotResult<Axes>(item: item, verdict: verdict, artefacts: [:], goldenSHA256: golden?.pngSHA256)
        result.proof = comparison.proof
        let artefacts = FailureArtefacts(directory: options.outputDirectory, policy: options.policy(for: item),
                                         composite: options.composite, soleScenario: store.soleScenario)
        // NB: this key's failure files from an earlier run go first, so a passing run leaves
        // none behind; only files named after this run's own keys are touched.
        result.artefactErrors += artefacts.removeLeftovers(key: item.key)
        if let reason = options.record.records(verdict) {
            do {
                let (sha, staged) = try store.stage(key: item.key, bitmap: rendered.bitmap, layoutJSON: rendered.layoutJSON)
                result.staged = staged
                result.candidateSHA256 = sha
                result.verdict = .recorded(reason)
                result.indexEntry = GoldenIndex.Entry(png: sha, layout: rendered.layoutJSON.map { SHA256.hex($0.utf8) },
                                                      pixels: fingerprint)
                // NB: written from the render, so its bytes hold the render's pixels: proven here.
                result.proof = newProof(png: sha, fingerprint)
            } catch {
                result.verdict = .goldenWriteFailed("\(error)")
            }
            return result
        }
        if case .match = verdict, let golden, let png = golden.pngSHA256 {
            // NB: what a recording run found unchanged is indexed too, so the next verify of it is cheap.
            result.indexEntry = GoldenIndex.Entry(png: png, layout: golden.layoutSHA256, pixels: fingerprint)
        }
        if !verdict.passed || verdict.status == .passedWithinTolerance {
            let written = artefacts.write(key: item.key, actual: rendered.bitmap, actualLayout: rendered.layoutJSON,
                                          goldenBytes: golden?.png, golden: comparison.golden, diff: comparison.diff,
                                          verdict: verdict)
            result.artefacts = written.paths
            result.candidateSHA256 = written.candidateSHA256
            result.candidateLayoutSHA256 = written.candidateLayoutSHA256
            result.artefactErrors += written.errors
        }
        return result
    }

    /// A golden's files as read for one comparison, each hashed once.
    struct GoldenFiles {
        var png: [UInt8]?
        var pngSHA256: String?
        /// The structural snapshot's bytes; nil when there is none.
        var layout: [UInt8]?
        var layoutSHA256: String?
    }

    func readGolden<Axes>(_ item: VerifyItem<Axes>) throws(PNGError) -> GoldenFiles {
        let png = try store.pngBytes(item.key)
        var files = GoldenFiles(png: png, pngSHA256: png.map(SHA256.hex))
        guard png != nil else { return files }
        let url = store.layoutURL(item.key)
        do { files.layout = try FileBytes.readIfPresent(url.path, limit: LayoutSnapshot.maxFileSize, within: store.root.path) } catch {
            throw .unreadable(path: url.path, reason: error.reasonAfterFileName)
        }
        files.layoutSHA256 = files.layout.map(SHA256.hex)
        return files
    }

    /// The verdict established without decoding or converting pixels: a match when the golden's
    /// files are the ones its index entry binds, this machine proved that PNG holds the render's
    /// pixels (`PixelProofs`) and the structure is the golden's byte for byte; `inconsistent`
    /// when the files, or the proven pixels, are not what the entry says. Nil: compare in full.
    func indexed<Axes>(_ item: VerifyItem<Axes>, _ rendered: Rendered, _ golden: GoldenFiles,
                 _ fingerprint: PixelFingerprint) -> Comparison? {
        guard let entry = index.entries[item.key], let png = golden.pngSHA256 else { return nil }
        let file = GoldenIndex.url(in: store).path
        guard entry.png == png else {
            return Comparison(verdict: .inconsistent("\(file) binds \(item.key).png to SHA-256 \(entry.png.prefix(12)), the file is "
                                                     + "\(png.prefix(12)): the golden was changed outside record and approve; "
                                                     + "record or approve it again"))
        }
        guard entry.layout == golden.layoutSHA256 else {
            return Comparison(verdict: .inconsistent("\(file) binds \(item.key).json to SHA-256 "
                                                     + "\(entry.layout.map { String($0.prefix(12)) } ?? "none"), the file is "
                                                     + "\(golden.layoutSHA256.map { String($0.prefix(12)) } ?? "none")"
                                                     + ": the structural snapshot was changed outside record and approve; "
                                                     + "record or approve it again"))
        }
        // NB: the entry's fingerprint is never taken on its word: only a binding this machine
        // proved from the PNG's bytes stands in for decoding them.
        guard let proven = proofs?.proven(png: png, format: fingerprint.format) else { return nil }
        if let recorded = entry.pixels, recorded.format == proven.format, recorded != proven {
            return Comparison(verdict: .inconsistent("\(file) records pixels \(recorded) for \(item.key), but \(item.key).png "
                                                     + "holds \(proven) (proven on this machine): the index was changed outside "
                                                     + "record and approve; record or approve it again"))
        }
        guard proven == fingerprint else { return nil }
        let structureSame = rendered.layoutJSON.map { golden.layout.map($0.utf8.elementsEqual) ?? false } ?? (golden.layout == nil)
        return structureSame ? Comparison(verdict: .match) : nil
    }

    /// The proof that the PNG whose SHA-256 is `png` holds `fingerprint`'s pixels, when there is
    /// a proof cache and it does not hold that already.
    func newProof(png: String, _ fingerprint: PixelFingerprint) -> PixelProof? {
        guard let proofs, proofs.proven(png: png, format: fingerprint.format) != fingerprint else { return nil }
        return PixelProof(png: png, pixels: fingerprint)
    }

    /// A render in memory: pixels, the structural snapshot and its text (written as is).
    /// The bitmap is converted from the drawn pixels on first use only: a pass never asks.
    final class Rendered {
        let drawn: DrawnPixels
        let layout: LayoutSnapshot?
        let layoutJSON: String?
        lazy var bitmap: Bitmap = drawn.bitmap()

        init(drawn: DrawnPixels, layout: LayoutSnapshot?, layoutJSON: String?) {
            self.drawn = drawn; self.layout = layout; self.layoutJSON = layoutJSON
        }
    }

    /// A comparison's verdict with the decoded golden and the diff image, handed on to the
    /// failure artefacts so neither is made twice.
    struct Comparison {
        var verdict: Verdict
        var golden: Bitmap? = nil
        var diff: Bitmap? = nil
        /// Whether the golden's decoded pixels are exactly the render's; nil when not compared.
        var pixelsIdentical: Bool? = nil
        var proof: PixelProof? = nil
    }

    func compare<Axes>(_ item: VerifyItem<Axes>, _ rendered: Rendered, _ files: GoldenFiles, _ fingerprint: PixelFingerprint) -> Comparison {
        var full = compare(item, rendered, files)
        guard let identical = full.pixelsIdentical, let png = files.pngSHA256 else { return full }
        // NB: fail closed both ways: an entry whose fingerprint says these pixels differ from the
        // ones it recorded when the golden decodes to the render's, or says they are the ones it
        // recorded when the golden decodes to others, disagrees with its files.
        if let recorded = index.entries[item.key]?.pixels, recorded.format == fingerprint.format,
           (recorded == fingerprint) != identical {
            let file = GoldenIndex.url(in: store).path
            let verdict: Verdict = identical
                ? .inconsistent("\(file) records pixels \(recorded) for \(item.key), the golden decodes to the render's "
                                + "\(fingerprint); record or approve it again")
                : .inconsistent("\(file) records the render's pixels \(fingerprint) for \(item.key), but \(item.key).png "
                                + "decodes to other pixels: the index was changed outside record and approve; "
                                + "record or approve it again")
            return Comparison(verdict: verdict, golden: full.golden)
        }
        if identical { full.proof = newProof(png: png, fingerprint) }
        return full
    }

    func compare<Axes>(_ item: VerifyItem<Axes>, _ rendered: Rendered, _ files: GoldenFiles) -> Comparison {
        guard let goldenBytes = files.png else { return Comparison(verdict: .missingGolden) }
        let golden: Bitmap
        do { golden = try PNGDecoder.decode(goldenBytes) } catch {
            return Comparison(verdict: .unreadableGolden("\(store.pngURL(item.key).path): \(error)"))
        }
        // NB: the structure is read for every snapshot, pixels equal or not: a label can change
        // with no pixel changing, and a tolerance can hide a colour.
        let changes: [LayoutChange]
        switch structuralChanges(item, rendered, files.layout) {
        case .success(let found): changes = found
        case .failure(let problem) where { if case .outsideSchema = problem { true } else { false } }():
            // NB: a golden JSON that is not a structural snapshot of its version cannot vouch for
            // any field: its files disagree with what a golden is.
            return Comparison(verdict: .inconsistent(problem.description), golden: golden)
        case .failure(let problem): return Comparison(verdict: .unreadableGolden(problem.description), golden: golden)
        }
        let policy = options.policy(for: item)
        // NB: sizes are checked first (cheap): a size change gets its padded diff in this one pass.
        // The padded diff is made only within the pixel budget the artefacts keep to.
        let sizesDiffer = golden.width != rendered.bitmap.width || golden.height != rendered.bitmap.height
        let paddedDiffFits = (try? PixelBudget.default.check(PixelSize(width: golden.width, height: golden.height),
                                                             PixelSize(width: rendered.bitmap.width, height: rendered.bitmap.height),
                                                             diffImage: true, composite: true)) != nil
        let pixels = comparison(golden, rendered.bitmap, policy, sizesDiffer && paddedDiffFits)
        switch pixels {
        case .identical, .withinTolerance:
            let seen = LayoutDiff.perceptible(changes)
            let identical = if case .identical = pixels { true } else { false }
            if seen.isEmpty, identical { return Comparison(verdict: .match, golden: golden, pixelsIdentical: true) }
            // NB: within tolerance, or a structural change: the evidence in full, with the diff
            // image, so the page shows the actual and the diff, never only the golden.
            let evidence = ImageComparison.evidence(expected: golden, actual: rendered.bitmap, policy: policy)
            let verdict: Verdict = seen.isEmpty ? .withinTolerance(evidence, changes: changes) : .structureChanged(evidence, changes: changes)
            return Comparison(verdict: verdict, golden: golden, diff: evidence.diffImage, pixelsIdentical: identical)
        case .sizeMismatch(let e, let a, let diff):
            return Comparison(verdict: .sizeMismatch(expected: e, actual: a, changes: changes), golden: golden, diff: diff,
                              pixelsIdentical: false)
        case .different:
            // The first pass stopped at the allowance; count again in full, with the diff image.
            // NB: fail closed: when the recount disagrees, that is a failure, never a match.
            let full = comparison(golden, rendered.bitmap, policy, true)
            guard case .different(let evidence) = full else {
                return Comparison(verdict: .inconsistent("the first comparison found more differing pixels than allowed, the full recount found \(full)"),
                                  golden: golden)
            }
            return Comparison(verdict: .mismatch(evidence, changes: changes), golden: golden, diff: evidence.diffImage,
                              pixelsIdentical: false)
        }
    }

    /// What the structural snapshots say changed: the golden's file against the render's
    /// model. Nothing when the item has no structure (animation frames) or the files are byte
    /// for byte the same; a golden without its `.json`, or one that cannot be read, is a
    /// problem (the structure cannot be compared, so the snapshot cannot pass).
    func structuralChanges<Axes>(_ item: VerifyItem<Axes>, _ rendered: Rendered, _ bytes: [UInt8]?) -> Result<[LayoutChange], LayoutSnapshotError> {
        guard let actual = rendered.layout, let text = rendered.layoutJSON else { return .success([]) }
        let url = store.layoutURL(item.key)
        guard let bytes else {
            return .failure(.unreadable(path: url.path, reason: "missing: the golden has no structural snapshot, so a change "
                                        + "a person can see or hear cannot be ruled out; record or approve it again"))
        }
        if text.utf8.elementsEqual(bytes) { return .success([]) }
        do {
            let before = try LayoutSnapshot.decode(bytes, path: url.path)
            return .success(LayoutDiff.changes(from: before.snapshot, to: actual, keys: before.keys))
        } catch {
            return .failure(error)
        }
    }
}
