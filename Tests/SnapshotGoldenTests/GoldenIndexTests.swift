import Foundation
import SnapshotCommandLine
import SnapshotDiff
import SnapshotFiles
@testable import SnapshotGolden
import SnapshotFormats
import SnapshotImage
import SnapshotStructure
import SnapshotTestSupport
import Testing

/// The goldens' index (docs/diff.md "Speed", `GoldenIndex`): a snapshot its entry binds, whose
/// PNG this machine proved holds the render's pixels (`PixelProofs`), passes without its golden
/// being decoded; a golden whose files disagree with its entry is `comparison-inconsistent`,
/// never a pass; record, approve and prune keep the index true.
@Suite struct GoldenIndexTests {
    static let pixels = Bitmap(width: 3, height: 2, fill: RGBA8(r: 200, g: 10, b: 40))
    static let layout = "{\n  \"elements\": []\n}\n"

    /// A store holding golden `a/b` (pixels and a structural snapshot), recorded by a recording
    /// run so the index has its entry.
    static func recorded() throws -> (TemporaryFolder, GoldenStore) {
        let (folder, store, _) = try recordedWithProofs()
        return (folder, store)
    }

    /// `recorded()`, with the proof cache the recording made (it wrote the PNG from the render).
    static func recordedWithProofs() throws -> (TemporaryFolder, GoldenStore, PixelProofs) {
        let folder = try TemporaryFolder()
        let store = GoldenStore(root: folder.path("Goldens"))
        let run = VerificationRunner(store: store, folder: folder, record: .all, proofs: PixelProofs())
        let result = run.verify(item(pixels))
        #expect(result.verdict.status == .recorded)
        try GoldenIndex.update(store, ["a/b": result.indexEntry])
        let proof = try #require(result.proof)
        #expect(proof.png == SHA256.hex(try Data(contentsOf: store.pngURL("a/b"))))
        return (folder, store, PixelProofs([proof]))
    }

    static func item(_ bitmap: Bitmap, layout: String? = layout) -> TestVerifyItem {
        TestVerifyItem(key: "a/b") {
            (DrawnPixels(bitmap: bitmap), try layout.map { try LayoutSnapshot.decode(Array($0.utf8), path: "test").snapshot })
        }
    }

    /// A verifier over `store` with its index as on disk, counting the full comparisons it makes.
    struct VerificationRunner {
        let store: GoldenStore
        let folder: TemporaryFolder
        var record: RecordMode = .never
        /// The proof cache; nil: none (CI), every pass decodes its golden.
        var proofs: PixelProofs? = nil
        let decodes = Counter()

        func verify(_ item: TestVerifyItem) -> SnapshotResult<TestAxes> {
            var verifier = Verifier(store: store, options: VerifyOptions(record: record, outputDirectory: folder.path("out")),
                                    index: (try? GoldenIndex.read(store)) ?? GoldenIndex(), proofs: proofs)
            let counter = decodes
            verifier.comparison = { expected, actual, policy, diff in
                counter.add()
                return ImageComparison.compare(expected: expected, actual: actual, policy: policy, wantDiffImage: diff)
            }
            let result = verifier.verify(item)
            // A recording's files land when its run does (`VerificationRun`); here, at once.
            try! GoldenJournal.commit(result.staged, store: store)
            return result
        }
    }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func add() { lock.lock(); value += 1; lock.unlock() }
        var count: Int { lock.lock(); defer { lock.unlock() }; return value }
    }

    @Test func aGoldenProvenOnThisMachinePassesWithoutAComparison() throws {
        let (folder, store, proofs) = try Self.recordedWithProofs()
        defer { folder.remove() }
        let runner = VerificationRunner(store: store, folder: folder, proofs: proofs)
        let result = runner.verify(Self.item(Self.pixels))
        #expect(result.verdict.status == .passed)
        #expect(runner.decodes.count == 0, "the proof and the entry vouched for it: nothing decoded or compared")
        #expect(result.proof == nil, "nothing new proven")
    }

    /// The index alone never makes a pass: without a proof of this machine (under CI, or a
    /// fresh cache) the golden is decoded, and the pass proves its PNG for the next run.
    @Test func anIndexEntryWithoutAProofIsComparedInFull() throws {
        let (folder, store) = try Self.recorded()
        defer { folder.remove() }
        let ci = VerificationRunner(store: store, folder: folder)
        #expect(ci.verify(Self.item(Self.pixels)).verdict.status == .passed)
        #expect(ci.decodes.count == 1)
        let fresh = VerificationRunner(store: store, folder: folder, proofs: PixelProofs())
        let result = fresh.verify(Self.item(Self.pixels))
        #expect(result.verdict.status == .passed && fresh.decodes.count == 1)
        #expect(result.proof == PixelProof(png: SHA256.hex(try Data(contentsOf: store.pngURL("a/b"))),
                                           pixels: DrawnPixels(bitmap: Self.pixels).fingerprint))
    }

    @Test func aGoldenWithoutAnEntryIsComparedInFull() throws {
        let (folder, store) = try Self.recorded()
        defer { folder.remove() }
        try FileManager.default.removeItem(at: GoldenIndex.url(in: store))
        let runner = VerificationRunner(store: store, folder: folder)
        #expect(runner.verify(Self.item(Self.pixels)).verdict.status == .passed)
        #expect(runner.decodes.count == 1)
    }

    @Test func aChangedRenderIsComparedInFullAndFails() throws {
        let (folder, store) = try Self.recorded()
        defer { folder.remove() }
        let runner = VerificationRunner(store: store, folder: folder)
        let changed = Bitmap(width: 3, height: 2, fill: RGBA8(r: 201, g: 10, b: 40))
        #expect(runner.verify(Self.item(changed)).verdict.status == .changed)
        #expect(runner.decodes.count >= 1)
    }

    /// Each way the files can disagree with their entry, and what verify says.
    @Test(arguments: [
        ("the PNG replaced by another image", "png"),
        ("the structural snapshot edited", "json"),
        ("the entry's pixel fingerprint wrong", "pixels"),
    ])
    func filesThatDisagreeWithTheirEntryAreInconsistent(_ label: String, _ what: String) throws {
        let (folder, store) = try Self.recorded()
        defer { folder.remove() }
        var index = try GoldenIndex.read(store)
        switch what {
        case "png":
            // NB: a golden swapped by hand (copied from elsewhere): the same pixels, other bytes.
            var png = try [UInt8](Data(contentsOf: store.pngURL("a/b")))
            png = PNGEncoder.encode(try PNGDecoder.decode(png), compression: .fast)
            try Data(png).write(to: store.pngURL("a/b"))
        case "json":
            try Data((Self.layout + " ").utf8).write(to: store.layoutURL("a/b"))
        default:
            index.entries["a/b"]!.pixels!.digest = String(repeating: "0", count: 32)
            try AtomicFile.write(index.text, to: GoldenIndex.url(in: store))
        }
        let result = VerificationRunner(store: store, folder: folder).verify(Self.item(Self.pixels))
        #expect(result.verdict.status == .comparisonInconsistent, "\(label): \(result.verdict)")
        #expect(!result.verdict.passed)
    }

    @Test func aRecordingRunIndexesWhatItWroteAndWhatItFoundUnchanged() throws {
        let (folder, store) = try Self.recorded()
        defer { folder.remove() }
        let entry = try #require(try GoldenIndex.read(store).entries["a/b"])
        #expect(entry.png == SHA256.hex(try Data(contentsOf: store.pngURL("a/b"))))
        #expect(entry.layout == SHA256.hex(try Data(contentsOf: store.layoutURL("a/b"))))
        #expect(entry.pixels == DrawnPixels(bitmap: Self.pixels).fingerprint)
        let again = VerificationRunner(store: store, folder: folder, record: .missing).verify(Self.item(Self.pixels))
        #expect(again.verdict.status == .passed)
        #expect(again.indexEntry == entry)
    }

    @Test func theFileIsOneEntryALineAndReadsBack() throws {
        let fingerprint = PixelFingerprint(format: .cairoARGB32, width: 2, height: 1, digest: String(repeating: "ab", count: 16))
        let index = GoldenIndex(entries: [
            "b/x": .init(png: String(repeating: "1", count: 64), layout: nil, pixels: nil),
            "a/y \"q\"": .init(png: String(repeating: "2", count: 64), layout: String(repeating: "3", count: 64), pixels: fingerprint),
        ])
        let lines = index.text.split(separator: "\n")
        #expect(lines.filter { $0.contains("\"png\"") }.count == 2)
        #expect(lines.firstIndex { $0.contains("a/y") }! < lines.firstIndex { $0.contains("b/x") }!)
        #expect(try GoldenIndex.parse(Data(index.text.utf8), path: "INDEX.json") == index)
    }

    /// A broken index is bad input naming the file, the field and the reason (exit 2), never a pass.
    @Test(arguments: [
        ("", "the file is empty"),
        ("[]", "not a JSON object"),
        ("{\"formatVersion\": 2, \"goldens\": {}}", "formatVersion: must be 1"),
        ("{\"formatVersion\": 1}", "goldens: missing or not an object"),
        ("{\"formatVersion\": 1, \"goldens\": {\"a/b\": 1}}", "goldens[\"a/b\"]: not an object"),
        ("{\"formatVersion\": 1, \"goldens\": {\"a/b\": {\"png\": \"abc\"}}}", "goldens[\"a/b\"].png: not a 64-digit lowercase hex SHA-256"),
        ("{\"formatVersion\": 1, \"goldens\": {\"a/b\": {\"png\": \"\(String(repeating: "a", count: 64))\", \"pixels\": \"rgba8:0x1:00\"}}}",
         "goldens[\"a/b\"].pixels: not a fingerprint"),
        ("<<<<<<< HEAD\n{}", "line 1"),
    ])
    func aBrokenIndexNamesItsField(_ text: String, _ reason: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = GoldenStore(root: folder.path("Goldens"))
        try folder.write(text, to: "Goldens/INDEX.json")
        do {
            _ = try GoldenIndex.read(store)
            Issue.record("read a broken index")
        } catch {
            #expect(error.description.contains("INDEX.json"))
            #expect(error.description.contains(reason), "\(error.description)")
        }
    }

    @Test func anIndexThatIsNotARegularFileIsRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.path("Goldens/INDEX.json"), withIntermediateDirectories: true)
        #expect(throws: UsageError.self) { try GoldenIndex.read(GoldenStore(root: folder.path("Goldens"))) }
    }
}
