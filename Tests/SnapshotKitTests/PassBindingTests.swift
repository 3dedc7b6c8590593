import Foundation
import SnapshotCatalogRuns
import SnapshotCommandLine
import SnapshotFiles
@testable import SnapshotGolden
import SnapshotFormats
import SnapshotImage
@testable import SnapshotModel
@testable import SnapshotRender
import SnapshotStructure
import SnapshotTestSupport
import Testing

/// A pass is bound to the golden's own bytes (docs/diff.md "Speed", docs/structural-snapshot.md
/// "Versions"): no file but the golden's PNG and JSON can make one. Each test is a way a change
/// used to pass without touching a golden image.
@Suite struct PassBindingTests {
    static let light = Bitmap(width: 3, height: 2, fill: RGBA8(r: 240, g: 240, b: 240))
    static let dark = Bitmap(width: 3, height: 2, fill: RGBA8(r: 20, g: 20, b: 20))

    /// A structural snapshot saying `destination` in its summary and the title's label.
    static func layout(_ destination: String) -> LayoutSnapshot {
        let title = LayoutSnapshot.Element(role: "title", row: nil, frame: .init(x: 1, y: 1, width: 1, height: 1), text: "Belmont",
                                           font: .init(family: "Inter", size: 17, weight: 600, lineHeight: 22, tabular: false),
                                           color: "#000000", fill: nil, label: "Belmont. Red Line to \(destination)",
                                           action: nil, truncated: false)
        return LayoutSnapshot(surface: "systemSmall", appearance: "light", summary: "Belmont. Red Line to \(destination), due now.",
                              elements: [title])
    }

    static func item(_ key: String, _ bitmap: Bitmap, _ layout: LayoutSnapshot? = nil) -> CatalogVerifyItem {
        CatalogVerifyItem(key: key) { (DrawnPixels(bitmap: bitmap), layout) }
    }

    /// A golden store in a temporary folder, with the proofs its recordings made.
    struct Goldens {
        let folder: TemporaryFolder
        var store: GoldenStore { GoldenStore(root: folder.path("Goldens")) }
        var proofs = PixelProofs()

        init() throws { folder = try TemporaryFolder() }

        /// Records `item` as a recording run does (the index entry included).
        mutating func record(_ item: CatalogVerifyItem) throws {
            let result = verifier(record: .all, proofs: proofs).verify(item)
            #expect(result.verdict.status == .recorded)
            try GoldenJournal.commit(result.staged, store: store)
            try GoldenIndex.update(store, [item.key: result.indexEntry])
            if let proof = result.proof { proofs.add(proof) }
        }

        func verifier(record: RecordMode = .never, proofs: PixelProofs?) -> Verifier {
            Verifier(store: store, options: VerifyOptions(record: record, outputDirectory: folder.path("out")),
                     index: (try? GoldenIndex.read(store)) ?? GoldenIndex(), proofs: proofs)
        }

        /// Verifies `item` under CI (no proof cache) or with this machine's proofs.
        func verify(_ item: CatalogVerifyItem, cached: Bool) -> SnapshotResult<CatalogAxes> {
            verifier(proofs: cached ? proofs : nil).verify(item)
        }

        func editIndex(_ edit: (inout GoldenIndex) -> Void) throws {
            var index = try GoldenIndex.read(store)
            edit(&index)
            try AtomicFile.write(index.text, to: GoldenIndex.url(in: store))
        }
    }

    /// The probe's first case: a rendering change, and only the `pixels` fields of INDEX.json
    /// edited to the new render's fingerprint. Both under CI and with the local proof cache.
    @Test(arguments: [false, true])
    func anIndexNamingTheChangedRendersPixelsFails(cached: Bool) throws {
        var goldens = try Goldens()
        defer { goldens.folder.remove() }
        try goldens.record(Self.item("a/b", Self.light))
        let changed = Bitmap(width: 3, height: 2, fill: RGBA8(r: 241, g: 240, b: 240))
        try goldens.editIndex { $0.entries["a/b"]!.pixels = DrawnPixels(bitmap: changed).fingerprint }
        let result = goldens.verify(Self.item("a/b", changed), cached: cached)
        #expect(!result.verdict.passed)
        #expect(result.verdict.status == .comparisonInconsistent, "\(result.verdict)")
        #expect("\(result.verdict)".contains(GoldenIndex.url(in: goldens.store).path), "\(result.verdict)")
    }

    /// The probe's second case: the light golden copied into the dark one's place, and the dark
    /// entry re-bound to the light PNG's digest and the dark render's fingerprint.
    @Test(arguments: [false, true])
    func anotherGoldenSwappedInWithARebindingEntryFails(cached: Bool) throws {
        var goldens = try Goldens()
        defer { goldens.folder.remove() }
        try goldens.record(Self.item("s/light", Self.light))
        try goldens.record(Self.item("s/dark", Self.dark))
        let lightPNG = try Data(contentsOf: goldens.store.pngURL("s/light"))
        try lightPNG.write(to: goldens.store.pngURL("s/dark"))
        try goldens.editIndex {
            $0.entries["s/dark"] = GoldenIndex.Entry(png: SHA256.hex(lightPNG), layout: nil,
                                                     pixels: DrawnPixels(bitmap: Self.dark).fingerprint)
        }
        let result = goldens.verify(Self.item("s/dark", Self.dark), cached: cached)
        #expect(!result.verdict.passed)
        #expect(result.verdict.status == .comparisonInconsistent, "\(result.verdict)")
        #expect("\(result.verdict)".contains("INDEX.json"), "\(result.verdict)")
    }

    /// The probe's third case: `label` and `summary` stripped from a golden's JSON (its index
    /// entry dropped), then a VoiceOver change with no pixel changed.
    @Test(arguments: [false, true])
    func aGoldenStrippedOfWhatVoiceOverSaysFailsOnAVoiceOverChange(cached: Bool) throws {
        var goldens = try Goldens()
        defer { goldens.folder.remove() }
        try goldens.record(Self.item("a/b", Self.light, Self.layout("Howard")))
        var object = try JSONSerialization.jsonObject(with: Data(contentsOf: goldens.store.layoutURL("a/b"))) as! [String: Any]
        object["summary"] = nil
        object["elements"] = (object["elements"] as! [[String: Any]]).map { var e = $0; e["label"] = nil; return e }
        try JSONSerialization.data(withJSONObject: object).write(to: goldens.store.layoutURL("a/b"))
        try FileManager.default.removeItem(at: GoldenIndex.url(in: goldens.store))
        let result = goldens.verify(Self.item("a/b", Self.light, Self.layout("Somewhere Else")), cached: cached)
        #expect(!result.verdict.passed)
        #expect(result.verdict.status == .changed, "\(result.verdict)")
        let summaries = result.verdict.layoutChanges.map(\.summary)
        #expect(summaries.contains("title accessibility label: absent from the golden → 'Belmont. Red Line to Somewhere Else'"),
                "\(summaries)")
        #expect(summaries.contains { $0.hasPrefix("summary: none → Belmont. Red Line to Somewhere Else") }, "\(summaries)")
    }

    /// A golden JSON that is not a structural snapshot of its version cannot pass, whatever
    /// its pixels: `comparison-inconsistent`, naming the file and the field.
    @Test(arguments: [
        ("a field no version defines", "voiceOver: not a field"),
        ("a version this build does not know", "formatVersion: 3"),
        ("version 1 said out loud", "formatVersion: 1"),
        ("a field of the wrong type", "summary"),
        ("an element field no version defines", "elements[0].hint"),
    ])
    func aGoldenJSONOutsideItsVersionsSchemaIsInconsistent(_ name: String, _ reason: String) throws {
        let edit = { (o: inout [String: Any]) in
            switch name {
            case "a field no version defines": o["voiceOver"] = "anything"
            case "a version this build does not know": o["formatVersion"] = 3
            case "version 1 said out loud": o["formatVersion"] = 1
            case "a field of the wrong type": o["summary"] = 7
            default: o["elements"] = (o["elements"] as! [[String: Any]]).map { var e = $0; e["hint"] = "x"; return e }
            }
        }
        var goldens = try Goldens()
        defer { goldens.folder.remove() }
        try goldens.record(Self.item("a/b", Self.light, Self.layout("Howard")))
        var object = try JSONSerialization.jsonObject(with: Data(contentsOf: goldens.store.layoutURL("a/b"))) as! [String: Any]
        edit(&object)
        try JSONSerialization.data(withJSONObject: object).write(to: goldens.store.layoutURL("a/b"))
        try FileManager.default.removeItem(at: GoldenIndex.url(in: goldens.store))
        let result = goldens.verify(Self.item("a/b", Self.light, Self.layout("Howard")), cached: true)
        #expect(result.verdict.status == .comparisonInconsistent, "\(name): \(result.verdict)")
        #expect("\(result.verdict)".contains(goldens.store.layoutURL("a/b").path), "\(name): \(result.verdict)")
        #expect("\(result.verdict)".contains(reason), "\(name): \(result.verdict)")
    }

    /// A structural snapshot from before `formatVersion` (version 1) still verifies against
    /// today's render: the version itself is not a change.
    @Test func aVersionOneGoldenStillPasses() throws {
        var goldens = try Goldens()
        defer { goldens.folder.remove() }
        try goldens.record(Self.item("a/b", Self.light, Self.layout("Howard")))
        var object = try JSONSerialization.jsonObject(with: Data(contentsOf: goldens.store.layoutURL("a/b"))) as! [String: Any]
        #expect(object["formatVersion"] as? Int == LayoutSchema.currentVersion)
        object["formatVersion"] = nil
        try JSONSerialization.data(withJSONObject: object).write(to: goldens.store.layoutURL("a/b"))
        try FileManager.default.removeItem(at: GoldenIndex.url(in: goldens.store))
        let result = goldens.verify(Self.item("a/b", Self.light, Self.layout("Howard")), cached: false)
        #expect(result.verdict.status == .passed, "\(result.verdict)")
    }

    // MARK: the proof cache

    @Test(arguments: [
        (["CI": "true", "HOME": "/home/me"], nil),
        (["CI": "1", "SNAPSHOT_PROOF_CACHE": "/tmp/p"], nil),
        (["CI": "false", "HOME": "/home/me"], "/home/me/.cache/snapshotkit/pixel-proofs"),
        (["HOME": "/home/me", "XDG_CACHE_HOME": "/var/cache/me"], "/var/cache/me/snapshotkit/pixel-proofs"),
        (["HOME": "/home/me", "SNAPSHOT_PROOF_CACHE": "/tmp/p"], "/tmp/p"),
        (["HOME": "/home/me", "SNAPSHOT_PROOF_CACHE": ""], nil),
        (["HOME": "relative"], nil),
        ([:], nil),
    ] as [([String: String], String?)])
    func theProofCacheIsLocalAndNeverUnderCI(_ environment: [String: String], _ path: String?) {
        #expect(PixelProofs.location(environment)?.path == path, "\(environment)")
    }

    @Test func theProofCacheReadsBackAndAnyOtherFormIsIgnoredWhole() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = folder.path("cache/pixel-proofs")
        let a = PixelProof(png: String(repeating: "a", count: 64), pixels: DrawnPixels(bitmap: Self.light).fingerprint)
        let b = PixelProof(png: String(repeating: "b", count: 64), pixels: DrawnPixels(bitmap: Self.dark).fingerprint)
        try PixelProofs.add([a], to: url)
        try PixelProofs.add([b], to: url)
        let (proofs, problem) = PixelProofs.read(url)
        #expect(problem == nil && proofs.count == 2)
        #expect(proofs.proven(png: a.png, format: a.pixels.format) == a.pixels)
        #expect(b.pixels.format == .rgba8 && proofs.proven(png: b.png, format: .cairoARGB32) == nil, "another format is another proof")
        let text = try String(contentsOf: url, encoding: .utf8)
        for broken in [text + "x", text.replacingOccurrences(of: "aaaa", with: "AAAA"), String(text.dropLast()), "", "\u{0}"] {
            try broken.write(to: url, atomically: true, encoding: .utf8)
            let read = PixelProofs.read(url)
            #expect(read.proofs.count == 0 && read.problem?.contains(url.path) == true, "\(broken.debugDescription)")
        }
    }

    /// A run proves what it decoded and wrote, and the next run of the same goldens decodes nothing.
    @Test func aRunWritesItsProofsForTheNextRun() throws {
        var goldens = try Goldens()
        defer { goldens.folder.remove() }
        try goldens.record(Self.item("a/b", Self.light))
        let cache = goldens.folder.path("cache/pixel-proofs")
        var options = VerifyOptions(outputDirectory: goldens.folder.path("out"))
        options.proofCache = cache
        try FileManager.default.createDirectory(at: goldens.store.root, withIntermediateDirectories: true)
        try AtomicFile.write(try EnvironmentFingerprint.current().json.text, to: goldens.store.environmentURL)
        let report = try VerificationRun(store: goldens.store, options: options, environment: try .current())
            .run([Self.item("a/b", Self.light)], inputErrors: [], console: Console(out: { _ in }, err: { _ in }))
        #expect(report.snapshots.map(\.status) == [.passed])
        let proofs = PixelProofs.read(cache).proofs
        #expect(proofs.proven(png: SHA256.hex(try Data(contentsOf: goldens.store.pngURL("a/b"))), format: .rgba8)
                == DrawnPixels(bitmap: Self.light).fingerprint)
    }
}

extension Verdict {
    /// The structural changes the verdict carries; none for verdicts without them.
    var layoutChanges: [LayoutChange] {
        switch self {
        case .withinTolerance(_, let changes), .mismatch(_, let changes), .structureChanged(_, let changes),
             .sizeMismatch(_, _, let changes): changes
        default: []
        }
    }
}
