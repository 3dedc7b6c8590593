import Foundation
@testable import SnapshotCLI
@testable import SnapshotCommandLine
@testable import SnapshotImage
@testable import SnapshotModel
@testable import SnapshotScenario
import SnapshotFormats
import SnapshotTestSupport
import Testing

/// Issue 13's fuzz test: a fixed number of seeded cases mutates the untrusted inputs — scenario
/// JSON, approvals.json, results.json and PNG bytes (IHDR sizes included) — and runs the verbs
/// that read them. Every run must end in 0, 1 or 2 with a message, and nothing may be written
/// outside the temporary root. `SNAPSHOT_FUZZ_SEED` replays a seed; `SNAPSHOT_FUZZ_CASES`
/// runs more (or fewer) cases.
///
/// NB: no clock and no memory bound: the same cases run on a loaded machine and a fast one. A
/// hang shows as a test that never ends; the pixel budget has its own tests (`TrustTests`, 3).
@Suite struct TrustFuzzTests {
    /// The suite's SplitMix64 (`DiffRegionsEquivalenceTests`): seedable, the same sequence on
    /// every platform.
    struct Random {
        var generator: SplitMix64
        init(state: UInt64) { generator = SplitMix64(seed: state) }
        mutating func next() -> UInt64 { generator.next() }
        mutating func int(_ n: Int) -> Int { Int(next() % UInt64(max(n, 1))) }
        mutating func pick<T>(_ xs: [T]) -> T { xs[int(xs.count)] }
    }

    /// Cases per run: about as many as the former 15 s budget ran on an idle machine (1,816).
    static let defaultCases = 1_000

    /// Values an attacker or a careless user would put into a string field.
    static let hostile: [String] = [
        "../../../../tmp/x", "../escaped/x", "/etc/passwd", "a//b", ".hidden/x", "a/\u{0}b", "x\u{2028}y", "x\u{2029}y",
        "\\ud800", "\\udc00\\ud800", String(repeating: "A", count: 5000), "", " ", "*", "belmont-fresh/*", "\u{85}",
    ]

    /// One mutation of `bytes`.
    static func mutate(_ bytes: [UInt8], _ r: inout Random) -> [UInt8] {
        var b = bytes
        switch r.int(7) {
        case 0 where !b.isEmpty: // flip bytes
            for _ in 0..<(1 + r.int(8)) { b[r.int(b.count)] ^= UInt8(truncatingIfNeeded: 1 << r.int(8)) }
        case 1: // insert raw bytes: invalid UTF-8, separators, NUL
            let raw: [[UInt8]] = [[0xFF], [0xC3], [0xE2, 0x80, 0xA8], [0xE2, 0x80, 0xA9], [0], [0xED, 0xA0, 0x80]]
            b.insert(contentsOf: r.pick(raw), at: r.int(b.count + 1))
        case 2 where !b.isEmpty: // truncate
            b = Array(b.prefix(r.int(b.count)))
        case 3: // replace a JSON string value with a hostile one
            let text = String(decoding: b, as: UTF8.self)
            let quotes = text.indices.filter { text[$0] == "\"" }
            if quotes.count >= 4 {
                let i = 2 * r.int(quotes.count / 2)
                if i + 1 < quotes.count {
                    let value = r.pick(hostile).replacingOccurrences(of: "\"", with: "\\\"")
                    b = Array((String(text[...quotes[i]]) + value + String(text[quotes[i + 1]...])).utf8)
                }
            }
        case 4 where !b.isEmpty: // duplicate a slice
            let start = r.int(b.count), length = r.int(min(64, b.count - start) + 1)
            b.insert(contentsOf: b[start..<(start + length)], at: r.int(b.count + 1))
        case 5: // random garbage
            b = (0..<r.int(64)).map { _ in UInt8(truncatingIfNeeded: r.next()) }
        default:
            break
        }
        return b
    }

    /// A PNG with its IHDR width and height replaced (CRC fixed, so the size itself is tested).
    static func withIHDR(_ png: [UInt8], width: UInt32, height: UInt32) -> [UInt8] {
        var b = png
        guard b.count > 33 else { return b }
        for (i, v) in [width, height].enumerated() {
            for k in 0..<4 { b[16 + 4 * i + k] = UInt8(truncatingIfNeeded: v >> (24 - 8 * k)) }
        }
        let crc = Array(b[12..<29]).withUnsafeBytes { Deflate.crc32($0) }
        for k in 0..<4 { b[29 + k] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * k)) }
        return b
    }

    struct Run { let code: ExitCode; let out: String; let err: String }

    static func run(_ args: [String], in folder: URL) -> Run {
        let captured = CapturedConsole()
        let code = CLI.run(args, context: CommandContext(
            console: captured.console, environment: ["SNAPSHOTKIT_ASSETS": TestPaths.repository.appendingPathComponent("Assets").path],
            workingDirectory: folder))
        return Run(code: code, out: captured.stdout, err: captured.stderr)
    }

    @Test func mutatedInputsEndInZeroOneOrTwoWithAMessageAndStayInTheirRoot() throws {
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["SNAPSHOT_FUZZ_SEED"].flatMap { UInt64($0) } ?? 13
        let cases = environment["SNAPSHOT_FUZZ_CASES"].flatMap { Int($0) } ?? Self.defaultCases
        var r = Random(state: seed)
        // NB: the runs work in `root`; `parent` holds only `root`, so anything escaping by one or
        // more `..` lands beside it and is caught.
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("snapshotkit-fuzz-" + UUID().uuidString)
        let root = parent.appendingPathComponent("root")
        defer { try? FileManager.default.removeItem(at: parent) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let tmpX = FileManager.default.fileExists(atPath: "/tmp/x.png")

        let scenario = Array(try Data(contentsOf: TestPaths.fixtureScenarios.appendingPathComponent("belmont-fresh.json")))
        let png = TrustTests.png(4, 4, fill: RGBA8(r: 10, g: 20, b: 30))
        let candidate = TrustTests.png(4, 4, fill: RGBA8(r: 200, g: 20, b: 30))
        let hash = SHA256.hex(candidate)
        let approvals = Array("""
        {"formatVersion":1,"approved":[{"key":"a/one","candidateSHA256":"\(hash)","goldenSHA256":null}],"rejected":["a/two"]}
        """.utf8)
        let results = Array("""
        {"formatVersion":1,"exitCode":1,"snapshots":[{"key":"a/one","status":"missing","passed":false,
         "candidateSHA256":"\(hash)","artefacts":{"actual":"a/one.actual.png"}}]}
        """.utf8)
        func put(_ bytes: [UInt8], _ relative: String) throws {
            let url = root.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        try put(png, "A.png")
        try put(candidate, "out/a/one.actual.png")

        var codes: [ExitCode: Int] = [:], kinds: [String: Int] = [:]
        for runs in 1...cases {
            let kind = r.int(4)
            var args: [String]
            var described: String
            switch kind {
            case 0 where r.int(12) != 0: // scenario JSON, decoded in-process (a CLI run costs ~1 s in debug)
                let mutated = Self.mutate(scenario, &r)
                kinds["decode", default: 0] += 1
                do { _ = try ScenarioLoader.decode(Data(mutated), displayPath: "s.json") } catch {
                    #expect(error.description.hasPrefix("s.json"), "seed \(seed) run \(runs): \(error)")
                }
                continue
            case 0: // scenario JSON through `snapshot verify`
                try put(Self.mutate(scenario, &r), "s.json")
                let render = r.int(4) == 0
                args = ["verify", "--scenario", "s.json", "--frames", "0", "--goldens", "Goldens", "--out", "vout"]
                    + (render ? ["--surface", "accessoryInline", "--appearance", "light"] : ["--filter", "nomatch*"])
                described = "scenario"
            case 1: // approvals.json
                try put(Self.mutate(approvals, &r), "approvals.json")
                try put(results, "out/results.json")
                args = ["approve", "--from", "approvals.json", "--out", "out", "--goldens", "Goldens"]
                described = "approvals"
            case 2: // results.json
                try put(Self.mutate(results, &r), "out/results.json")
                args = r.int(2) == 0 ? ["approve", "--all", "--out", "out", "--goldens", "Goldens"]
                    : ["approve", r.pick(["*", "a/one", "../*"]), "--out", "out", "--goldens", "Goldens"]
                described = "results"
            default: // PNG bytes, IHDR sizes included
                var b = Self.mutate(png, &r)
                if r.int(2) == 0 {
                    let sizes: [UInt32] = [0, 1, 4, 16384, 16385, 65535, 1 << 31, UInt32.max]
                    b = Self.withIHDR(png, width: r.pick(sizes), height: r.pick(sizes))
                }
                try put(b, "B.png")
                args = ["diff", "A.png", "B.png"] + (r.int(2) == 0 ? ["--out", "d.png", "--composite", "c.png"] : [])
                described = "png"
            }
            let run = Self.run(args, in: root)
            codes[run.code, default: 0] += 1
            kinds[described, default: 0] += 1
            let context = "seed \(seed) run \(runs) (\(described)): \(args.joined(separator: " "))"
            #expect([.ok, .failure, .usage].contains(run.code), "\(context)")
            #expect(run.code == .ok || !(run.out + run.err).isEmpty, "no message: \(context)")
            #expect(!run.err.contains("Code="), "raw error dump: \(context): \(run.err)")
            let outside = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
            #expect(outside == ["root"], "wrote outside its root: \(outside): \(context)")
            if outside != ["root"] { break }
        }
        #expect(FileManager.default.fileExists(atPath: "/tmp/x.png") == tmpX, "wrote /tmp/x.png")
        print("fuzz: seed \(seed), \(cases) cases \(kinds.sorted { $0.key < $1.key }), exit codes \(codes.sorted { $0.key.rawValue < $1.key.rawValue })")
    }
}
