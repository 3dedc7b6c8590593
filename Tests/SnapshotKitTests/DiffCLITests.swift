import Foundation
@testable import SnapshotCLI
import SnapshotCommandLine
import SnapshotImage
import Testing

/// `snapshot diff` through `CLI.run`: options, exit codes, every bad input, one row each.
@Suite struct DiffCLITests {
    static let conformance = TestPaths.pixelmatchConformance.path

    /// A scratch folder with a few files the rows refer to by name.
    static func scratch() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("diff-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let white = Bitmap(width: 20, height: 10, fill: RGBA8(r: 255, g: 255, b: 255))
        var dot = white
        for x in 3..<6 { dot[x, 4] = RGBA8(r: 0, g: 0, b: 0) }
        let png = PNGEncoder.encode(white, compression: .fast)
        try Data(png).write(to: dir.appendingPathComponent("white.png"))
        try Data(png).write(to: dir.appendingPathComponent("white-copy.png"))
        try Data(PNGEncoder.encode(dot, compression: .fast)).write(to: dir.appendingPathComponent("dot.png"))
        try Data(PNGEncoder.encode(Bitmap(width: 21, height: 10), compression: .fast)).write(to: dir.appendingPathComponent("wide.png"))
        try Data("not an image".utf8).write(to: dir.appendingPathComponent("text.png"))
        try Data(png.prefix(40)).write(to: dir.appendingPathComponent("cut.png"))
        var bad = png; bad[bad.count - 20] ^= 1
        try Data(bad).write(to: dir.appendingPathComponent("badcrc.png"))
        let layout = { (x: Int, text: String) in
            "{\"scale\":2,\"elements\":[{\"role\":\"time\",\"row\":1,\"frame\":{\"x\":\(x),\"y\":2,\"width\":3,\"height\":1},\"text\":\"\(text)\","
                + "\"font\":null,\"color\":null,\"fill\":null,\"label\":null,\"action\":null,\"truncated\":false}]}"
        }
        try Data(layout(1, "3 min").utf8).write(to: dir.appendingPathComponent("white.json"))
        try Data(layout(1, "4 min").utf8).write(to: dir.appendingPathComponent("dot.json"))
        try Data("{".utf8).write(to: dir.appendingPathComponent("broken.json"))
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("sub"), withIntermediateDirectories: true)
        return dir
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let args: [String], exit: ExitCode, stdout: [String], stderr: String
        init(_ args: [String], _ exit: ExitCode, out: [String] = [], err: String = "") {
            self.args = args; self.exit = exit; self.stdout = out; self.stderr = err
        }
        var testDescription: String { args.joined(separator: " ") }
    }

    static let cases: [Case] = [
        Case(["white.png", "white.png"], .ok, out: ["0 of 200 pixels differ (0%) at threshold 0; 0 allowed", "result: equal within policy"]),
        Case(["white.png", "dot.png"], .failure, out: ["3 of 200 pixels differ (1.5%)", "3x1 px at (3, 4) = 1.5x0.5 pt at (1.5, 2), 3 px differ",
                                                      "row 1 time: '3 min' → '4 min'", "result: different"]),
        // Byte-identical files skip decoding but report the same as decoded identical images.
        Case(["white.png", "white-copy.png", "--json"], .ok,
             out: ["\"height\":10,", "\"mismatched\":0,", "\"passed\":true,", "\"regions\":[],", "\"total\":200,", "\"width\":20}"]),
        Case(["white.png", "white-copy.png", "--out", "same.png"], .ok, out: ["diff image: same.png"]),
        // A tolerance covers the pixels, never the layout change a person sees ('3 min' → '4 min').
        Case(["white.png", "dot.png", "--max-diff-pixels", "3"], .failure,
             out: ["3 allowed", "result: different: 1 layout change(s) a person can see or hear, whatever the pixels"]),
        Case(["white.png", "dot.png", "--max-diff-ratio", "0.01"], .failure, out: ["2 allowed", "result: different"]),
        Case(["white.png", "dot.png", "--max-diff-ratio=0.015", "--layout-a", "dot.json", "--layout-b", "dot.json"], .ok,
             out: ["3 allowed", "result: equal within policy"]),
        Case(["white.png", "dot.png", "--threshold", "1"], .failure, out: ["0 of 200", "result: different: 1 layout change(s)"]),
        Case(["white.png", "dot.png", "--scale", "1"], .failure, out: ["= 3x1 pt at (3, 4)"]),
        Case(["white.png", "dot.png", "--layout-a", "dot.json", "--layout-b", "dot.json"], .failure, out: ["result: different"]),
        Case(["white.png", "wide.png"], .failure, out: ["size mismatch: white.png is 20x10, wide.png is 21x10"]),
        Case(["white.png", "dot.png", "--json"], .failure,
             out: ["{\"actual\":\"dot.png\",\"allowed\":0,\"expected\":\"white.png\",\"height\":10,\"layoutChanges\":[{\"after\":\"4 min\","]),
        // Anti-aliased pixels count by default (pixelmatch's includeAA); --ignore-aa skips them.
        Case(["\(conformance)/1a.png", "\(conformance)/1b.png", "--threshold", "0.05"], .failure, out: ["251 of 131072"]),
        Case(["\(conformance)/5a.png", "\(conformance)/5b.png", "--threshold", "0.05", "--ignore-aa"], .failure, out: ["6 of "]),
        Case(["\(conformance)/5a.png", "\(conformance)/5b.png", "--threshold", "0.05", "--ignore-aa", "--white-blend"], .ok, out: ["0 of "]),
        Case(["\(conformance)/5a.png", "\(conformance)/5b.png", "--threshold", "0.05", "--ignore-aa", "--no-checkerboard"], .ok, out: ["0 of "]),
        Case(["\(conformance)/1a.png", "\(conformance)/1b.png", "--include-aa"], .usage, err: "unknown option '--include-aa'"),
        // Bad inputs and options: exit 2 with the reason, naming the file or option.
        Case(["white.png"], .usage, err: "snapshot diff needs two PNG files, got 1"),
        Case(["missing.png", "white.png"], .usage, err: "snapshot diff: missing.png: cannot read: no such file or folder"),
        Case(["white.png", "sub"], .usage, err: "snapshot diff: sub: cannot read: it is a folder, not a regular file"),
        Case(["white.png", "text.png"], .usage, err: "snapshot diff: text.png: not a PNG file"),
        Case(["cut.png", "white.png"], .usage, err: "cut.png: truncated PNG"),
        Case(["white.png", "badcrc.png"], .usage, err: "badcrc.png: corrupt PNG: CRC mismatch in IDAT"),
        Case(["text.png", "text.png"], .usage, err: "text.png: not a PNG file"),
        Case(["badcrc.png", "badcrc.png"], .usage, err: "badcrc.png: corrupt PNG: CRC mismatch in IDAT"),
        Case(["cut.png", "cut.png"], .usage, err: "cut.png: truncated PNG"),
        Case(["white.png", "dot.png", "--threshold", "2"], .usage, err: "--threshold takes a number from 0.0 to 1.0, got '2'"),
        Case(["white.png", "dot.png", "--alpha", "x"], .usage, err: "--alpha takes a number"),
        Case(["white.png", "dot.png", "--max-diff-pixels", "-1"], .usage, err: "--max-diff-pixels takes a whole number of at least 0"),
        Case(["white.png", "dot.png", "--max-diff-ratio", "1.5"], .usage, err: "--max-diff-ratio takes a number from 0.0 to 1.0"),
        Case(["white.png", "dot.png", "--treshold", "0.2"], .usage, err: "did you mean '--threshold'?"),
        Case(["white.png", "dot.png", "--layout-a", "white.json"], .usage, err: "--layout-a and --layout-b go together"),
        Case(["white.png", "dot.png", "--layout-a", "white.json", "--layout-b", "broken.json"], .usage,
             err: "broken.json is not usable: not valid JSON"),
        // NB: missing folders of --out are created (AtomicFile); a folder that is a file is not.
        Case(["white.png", "dot.png", "--out", "text.png/d.png"], .usage, err: "text.png: a part of the path is a file, not a folder"),
    ]

    @Test(arguments: cases)
    func runs(_ c: Case) throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let captured = CapturedConsole()
        let code = CLI.run(["diff"] + c.args, context: CommandContext(console: captured.console, environment: [:], workingDirectory: dir))
        #expect(code == c.exit, "stdout: \(captured.stdout) stderr: \(captured.stderr)")
        for line in c.stdout { #expect(captured.stdout.contains(line), "stdout was: \(captured.stdout)") }
        if !c.stderr.isEmpty { #expect(captured.stderr.contains(c.stderr), "stderr was: \(captured.stderr)") }
        if c.exit != .usage { #expect(captured.stderr.isEmpty) }
    }

    /// --out and --composite write PNGs; the diff image matches the library's, the composite
    /// is three panels wide with the label band on top, identical on a second run.
    @Test func writesArtefacts() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let context = CommandContext(console: CapturedConsole().console, environment: [:], workingDirectory: dir)
        for name in ["c1.png", "c2.png"] {
            #expect(CLI.run(["diff", "white.png", "dot.png", "--out", "d.png", "--composite", name], context: context) == .failure)
        }
        let diff = try PNGDecoder.decode(contentsOf: dir.appendingPathComponent("d.png"))
        #expect(diff[3, 4] == RGBA8(r: 255, g: 0, b: 0) && diff[0, 0].a == 255)
        let c1 = try Data(contentsOf: dir.appendingPathComponent("c1.png"))
        #expect(c1 == (try Data(contentsOf: dir.appendingPathComponent("c2.png"))))
        let composite = try PNGDecoder.decode([UInt8](c1))
        #expect(composite.width == 3 * 20 + 4 * 8 && composite.height == 30 + 10 + 8)
    }

    @Test func jsonIsOneSortedObject() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let captured = CapturedConsole()
        _ = CLI.run(["diff", "white.png", "dot.png", "--json"], context: CommandContext(console: captured.console, environment: [:], workingDirectory: dir))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(captured.stdout.utf8)) as? [String: Any])
        #expect(object["mismatched"] as? Int == 3 && object["total"] as? Int == 200 && object["ratio"] as? Double == 0.015)
        #expect(object["width"] as? Int == 20 && object["height"] as? Int == 10)
        let regions = try #require(object["regions"] as? [[String: Any]])
        #expect(regions.count == 1 && regions[0]["x"] as? Int == 3 && regions[0]["y"] as? Int == 4 && regions[0]["width"] as? Int == 3)
    }
}
