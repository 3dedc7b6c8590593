import Foundation
@testable import SnapshotCLI
import SnapshotCatalog
@testable import SnapshotCommandLine
@testable import SnapshotFiles
@testable import SnapshotGolden
@testable import SnapshotImage
@testable import SnapshotModel
@testable import SnapshotRender
@testable import SnapshotStructure
import SnapshotCatalogRuns
import SnapshotFormats
import SnapshotTestSupport
import Testing

/// No false pass, whatever is done to the files a pass or an approve reads (docs/diff.md
/// "Speed"): a fixed number of seeded cases mutates goldens (PNG and JSON), the goldens' index,
/// the proof cache, and a run's reports (results.json, approvals.json, the candidates), then
/// verifies or approves. A verify may pass only when the golden's own PNG decodes to the render's
/// pixels and its JSON holds the render's fields (read by JSONSerialization, not the code under
/// test); an approve may only write, for each key, the run's own candidate or nothing.
/// `SNAPSHOT_FUZZ_SEED` replays a seed. No clock: the same cases on any machine.
@Suite struct PassFuzzTests {
    typealias Random = TrustFuzzTests.Random
    static let goldenCases = 600
    static let reportCases = 300
    static let keys = ["s/one", "s/two", "s/three", "s/four"]

    static func bitmap(_ shade: UInt8, width: Int = 4) -> Bitmap { Bitmap(width: width, height: 3, fill: RGBA8(r: shade, g: 40, b: 90)) }

    static func layout(_ text: String, label: String? = nil, cut: Bool = false) -> LayoutSnapshot {
        let element = LayoutSnapshot.Element(role: "title", row: nil, frame: .init(x: 1, y: 2, width: 30, height: 10), text: text,
                                             font: .init(family: "Inter", size: 17, weight: 600, lineHeight: 22, tabular: false),
                                             color: "#000000", fill: nil, label: label ?? text, action: "transit://stop/1",
                                             truncated: cut, shown: cut ? String(text.prefix(2)) + "…" : nil)
        return LayoutSnapshot(surface: "systemSmall", device: "393x852", appearance: "light", textSize: "L", mode: "fullColor",
                              renderedTextSize: "L", scale: 3, size: .init(width: 158, height: 158), summary: "Summary of \(text).",
                              composition: "one", elements: [element])
    }

    /// What each key's golden was recorded from, and the renders a case may verify against it.
    static let recorded: [String: (Bitmap, LayoutSnapshot)] = [
        "s/one": (bitmap(10), layout("Belmont")), "s/two": (bitmap(20), layout("Howard")),
        "s/three": (bitmap(10), layout("Belmont", label: "Belmont station")), "s/four": (bitmap(30, width: 5), layout("Loop", cut: true)),
    ]
    static let renders: [(Bitmap, LayoutSnapshot)] = recorded.values.map { $0 } + [
        (bitmap(11), layout("Belmont")), (bitmap(10), layout("Belmont", label: "Somewhere Else")),
        (bitmap(20), layout("Howard", cut: true)), (bitmap(10, width: 5), layout("Belmont")),
    ]

    /// The JSON's fields as JSONSerialization reads them, without `formatVersion` (a version-1
    /// golden holds the same fields); nil when it is not a JSON object.
    static func fields(_ bytes: [UInt8]?) -> NSDictionary? {
        guard let bytes, var object = (try? JSONSerialization.jsonObject(with: Data(bytes))) as? [String: Any] else { return nil }
        object["formatVersion"] = nil
        return object as NSDictionary
    }

    /// Whether the golden's own bytes hold the render: the oracle for a pass.
    static func goldenHolds(png: [UInt8]?, json: [UInt8]?, _ render: (Bitmap, LayoutSnapshot)) -> Bool {
        guard let png, let decoded = try? PNGDecoder.decode(png), decoded == render.0,
              let golden = fields(json), let drawn = fields(Array(try! render.1.text().utf8)) else { return false }
        return golden.isEqual(drawn)
    }

    @Test func mutatedGoldensIndexesAndCachesNeverPass() throws {
        let seed = ProcessInfo.processInfo.environment["SNAPSHOT_FUZZ_SEED"].flatMap { UInt64($0) } ?? 37
        var r = Random(state: seed)
        var goldens = try PassBindingTests.Goldens()
        defer { goldens.folder.remove() }
        for key in Self.keys {
            let (bitmap, layout) = Self.recorded[key]!
            try goldens.record(CatalogVerifyItem(key: key) { (DrawnPixels(bitmap: bitmap), layout) })
        }
        let store = goldens.store
        let indexURL = GoldenIndex.url(in: store)
        let pristine = try Self.keys.map { ($0, Array(try Data(contentsOf: store.pngURL($0))), Array(try Data(contentsOf: store.layoutURL($0)))) }
        let pristineIndex = Array(try Data(contentsOf: indexURL))
        let pristineCache = goldens.proofs
        var passes = 0, outcomes: [SnapshotStatus: Int] = [:]
        for run in 1...Self.goldenCases {
            for (key, png, json) in pristine {
                try Data(png).write(to: store.pngURL(key)); try Data(json).write(to: store.layoutURL(key))
            }
            try Data(pristineIndex).write(to: indexURL)
            let key = r.pick(Self.keys)
            let render = r.int(3) == 0 ? Self.recorded[key]! : r.pick(Self.renders)
            var what: [String] = []
            for _ in 0...r.int(3) { what.append(try Self.mutate(key, render, store: store, &r)) }
            var proofs: PixelProofs? = r.int(3) == 0 ? nil : pristineCache
            if proofs != nil, r.int(8) == 0 {
                // A damaged cache reads as none: every pass is proven again.
                let text = Array(pristineCache.text.utf8)
                proofs = PixelProofs.parse(TrustFuzzTests.mutate(text, &r)) ?? PixelProofs()
                what.append("cache mutated")
            }
            let context = "seed \(seed) run \(run): \(key) \(what)"
            let index: GoldenIndex
            do { index = try GoldenIndex.read(store) } catch {
                outcomes[.unreadableGolden, default: 0] += 1 // a broken index: exit 2 before any render
                continue
            }
            let verifier = Verifier(store: store, options: VerifyOptions(outputDirectory: goldens.folder.path("out")),
                                    index: index, proofs: proofs)
            let result = verifier.verify(CatalogVerifyItem(key: key) { (DrawnPixels(bitmap: render.0), render.1) })
            outcomes[result.verdict.status, default: 0] += 1
            guard result.verdict.passed else { continue }
            passes += 1
            let png = try? Array(Data(contentsOf: store.pngURL(key))), json = try? Array(Data(contentsOf: store.layoutURL(key)))
            #expect(Self.goldenHolds(png: png, json: json, render), "false pass: \(context): \(result.verdict)")
        }
        #expect(passes > 0 && outcomes.count > 3, "the cases reach passes and failures: \(outcomes)")
        print("pass fuzz: seed \(seed), \(Self.goldenCases) cases, \(passes) passes, \(outcomes.sorted { $0.key < $1.key })")
    }

    /// One mutation of `key`'s golden files or of the index, named.
    static func mutate(_ key: String, _ render: (Bitmap, LayoutSnapshot), store: GoldenStore, _ r: inout Random) throws -> String {
        let png = store.pngURL(key), json = store.layoutURL(key), other = r.pick(keys)
        func bytes(_ url: URL) -> [UInt8] { (try? Array(Data(contentsOf: url))) ?? [] }
        func jsonObject() -> [String: Any]? { (try? JSONSerialization.jsonObject(with: Data(bytes(json)))) as? [String: Any] }
        func write(_ object: [String: Any]) throws { try JSONSerialization.data(withJSONObject: object).write(to: json) }
        switch r.int(12) {
        case 0:
            try Data(bytes(store.pngURL(other))).write(to: png); return "png from \(other)"
        case 1:
            guard let decoded = try? PNGDecoder.decode(bytes(png)) else { return "png not re-encoded" }
            try Data(PNGEncoder.encode(decoded, compression: .fast)).write(to: png); return "png re-encoded"
        case 2:
            try Data(TrustFuzzTests.mutate(bytes(png), &r)).write(to: png); return "png bytes"
        case 3:
            try Data(PNGEncoder.encode(render.0, compression: .golden)).write(to: png); return "png of the render"
        case 4:
            try Data(bytes(store.layoutURL(other))).write(to: json); return "json from \(other)"
        case 5:
            try Data(TrustFuzzTests.mutate(bytes(json), &r)).write(to: json); return "json bytes"
        case 6:
            guard var object = jsonObject() else { return "json not an object" }
            if r.int(2) == 0 {
                let field = r.pick(object.keys.sorted())
                object[field] = nil; try write(object); return "json without \(field)"
            }
            var elements = object["elements"] as? [[String: Any]] ?? [[:]]
            let field = r.pick(elements[0].keys.sorted() + ["label"])
            elements[0][field] = nil; object["elements"] = elements
            try write(object); return "json element without \(field)"
        case 7:
            guard var object = jsonObject() else { return "json not an object" }
            let value: Any = r.pick([1, 3, "2", 2.5, NSNull()] as [Any])
            object[r.pick(["formatVersion", "extra", "summary", "scale"])] = value
            try write(object); return "json field set to \(value)"
        case 8:
            try Data(Array(try render.1.text().utf8)).write(to: json); return "json of the render"
        default:
            // The index: re-bound to the files as they are now, to the render's pixels, or broken.
            var index = (try? GoldenIndex.read(store)) ?? GoldenIndex()
            var entry = index.entries[key] ?? GoldenIndex.Entry(png: SHA256.hex(bytes(png)), layout: nil, pixels: nil)
            switch r.int(5) {
            case 0: entry.pixels = DrawnPixels(bitmap: render.0).fingerprint
            case 1: entry.png = SHA256.hex(bytes(png)); entry.layout = SHA256.hex(bytes(json))
                entry.pixels = DrawnPixels(bitmap: render.0).fingerprint
            case 2: entry = index.entries[other] ?? entry
            case 3: index.entries[key] = nil; try AtomicFile.write(index.text, to: GoldenIndex.url(in: store)); return "no entry"
            default:
                try Data(TrustFuzzTests.mutate(Array(index.text.utf8), &r)).write(to: GoldenIndex.url(in: store)); return "index bytes"
            }
            index.entries[key] = entry
            try AtomicFile.write(index.text, to: GoldenIndex.url(in: store))
            return "index entry re-bound"
        }
    }

    @Test func mutatedReportsNeverApproveAnotherCandidate() throws {
        let seed = ProcessInfo.processInfo.environment["SNAPSHOT_FUZZ_SEED"].flatMap { UInt64($0) } ?? 37
        var r = Random(state: seed)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let root = folder.url
        func file(_ relative: String) -> URL { root.appendingPathComponent(relative) }
        func put(_ bytes: [UInt8], _ relative: String) throws {
            try FileManager.default.createDirectory(at: file(relative).deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: file(relative))
        }
        func json(_ layout: LayoutSnapshot) -> [UInt8] { Array(try! layout.text().utf8) }
        // Per key: the old golden, the run's candidate, and a rogue candidate nobody reviewed.
        let old = Dictionary(uniqueKeysWithValues: Self.keys.map { ($0, (PNGEncoder.encode(Self.bitmap(1), compression: .golden), json(Self.layout("Old")))) })
        let candidate = Dictionary(uniqueKeysWithValues: Self.keys.enumerated().map { i, key in
            (key, (PNGEncoder.encode(Self.bitmap(UInt8(100 + i)), compression: .golden), json(Self.layout("New \(i)"))))
        })
        let rogue = (PNGEncoder.encode(Self.bitmap(250), compression: .golden), json(Self.layout("Rogue")))
        func row(_ key: String) -> String {
            "{\"key\":\"\(key)\",\"status\":\"changed\",\"passed\":false,\"goldenSHA256\":\"\(SHA256.hex(old[key]!.0))\","
                + "\"candidateSHA256\":\"\(SHA256.hex(candidate[key]!.0))\",\"candidateLayoutSHA256\":\"\(SHA256.hex(candidate[key]!.1))\","
                + "\"artefacts\":{\"actual\":\"\(key).actual.png\"}}"
        }
        let results = Array("{\"formatVersion\":1,\"exitCode\":1,\"snapshots\":[\(Self.keys.map(row).joined(separator: ","))]}".utf8)
        func approval(_ key: String, png: [UInt8], layout: [UInt8]) -> String {
            "{\"key\":\"\(key)\",\"candidateSHA256\":\"\(SHA256.hex(png))\",\"goldenSHA256\":\"\(SHA256.hex(old[key]!.0))\","
                + "\"candidateLayoutSHA256\":\"\(SHA256.hex(layout))\"}"
        }
        var approved = 0, codes: [ExitCode: Int] = [:]
        for run in 1...Self.reportCases {
            try? FileManager.default.removeItem(at: root)
            for key in Self.keys {
                try put(old[key]!.0, "Goldens/\(key).png"); try put(old[key]!.1, "Goldens/\(key).json")
                try put(candidate[key]!.0, "out/\(key).actual.png"); try put(candidate[key]!.1, "out/\(key).actual.json")
            }
            var resultsBytes = results
            var entries = Self.keys.map { approval($0, png: candidate[$0]!.0, layout: candidate[$0]!.1) }
            var what: [String] = []
            // NB: the candidate files, approvals.json and results.json are never all three forged
            // alike: a run whose every record names the same rogue bytes is that run's candidate.
            var forged = Set<Int>()
            for _ in 0...r.int(2) {
                let key = r.pick(Self.keys), i = Self.keys.firstIndex(of: key)!
                var kind = r.int(6)
                if kind < 3, forged.union([kind]).count == 3 { kind = 3 }
                if kind < 3 { forged.insert(kind) }
                switch kind {
                case 0: // the rogue candidate put in place of the run's
                    try put(rogue.0, "out/\(key).actual.png"); if r.int(2) == 0 { try put(rogue.1, "out/\(key).actual.json") }
                    what.append("rogue files \(key)")
                case 1: // approvals.json names the rogue candidate
                    entries[i] = approval(key, png: r.int(2) == 0 ? rogue.0 : candidate[key]!.0, layout: r.int(2) == 0 ? rogue.1 : candidate[key]!.1)
                    what.append("approvals name rogue \(key)")
                case 2: // results.json names the rogue candidate's PNG or structural snapshot
                    let png = r.int(2) == 0
                    let text = String(decoding: resultsBytes, as: UTF8.self)
                        .replacingOccurrences(of: SHA256.hex(png ? candidate[key]!.0 : candidate[key]!.1),
                                              with: SHA256.hex(png ? rogue.0 : rogue.1))
                    resultsBytes = Array(text.utf8); what.append("results name rogue \(key)")
                case 3:
                    resultsBytes = TrustFuzzTests.mutate(resultsBytes, &r); what.append("results bytes")
                case 4:
                    entries = entries.map { Array(TrustFuzzTests.mutate(Array($0.utf8), &r)) }.map { String(decoding: $0, as: UTF8.self) }
                    what.append("approvals bytes")
                default:
                    try put(TrustFuzzTests.mutate(candidate[key]!.0, &r), "out/\(key).actual.png"); what.append("candidate bytes \(key)")
                }
            }
            try put(resultsBytes, "out/results.json")
            try put(Array("{\"formatVersion\":1,\"approved\":[\(entries.joined(separator: ","))],\"rejected\":[]}".utf8), "approvals.json")
            let outcome = TrustFuzzTests.run(["approve", "--from", "approvals.json", "--out", "out", "--goldens", "Goldens"], in: root)
            codes[outcome.code, default: 0] += 1
            let context = "seed \(seed) run \(run): \(what): \(outcome.err)"
            for key in Self.keys {
                let png = try? Array(Data(contentsOf: file("Goldens/\(key).png"))), layout = try? Array(Data(contentsOf: file("Goldens/\(key).json")))
                let isOld = png == old[key]!.0 && layout == old[key]!.1
                let isCandidate = png == candidate[key]!.0 && layout == candidate[key]!.1
                #expect(isOld || isCandidate, "golden \(key) is neither the old one nor the run's candidate: \(context)")
                if isCandidate { approved += 1 }
            }
        }
        #expect(approved > 0 && codes.count > 1, "the cases reach approvals and refusals: \(codes)")
        print("approve fuzz: seed \(seed), \(Self.reportCases) cases, \(approved) goldens approved, exit codes \(codes.sorted { $0.key.rawValue < $1.key.rawValue })")
    }
}
