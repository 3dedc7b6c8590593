import Foundation
import SnapshotTestSupport
import Testing

/// `snapshot` help, unknown verbs and bad option values: exit 2 with a clear message.
@Suite struct CLIUsageTests {
    @Test func overviewListsEveryVerb() {
        let run = CLIRun(["--help"])
        #expect(run.code == .ok)
        for verb in ["render", "verify", "record"] {
            #expect(run.out.contains("\n  \(verb) "), "overview lacks \(verb)")
        }
    }

    /// Issue 38 item 3: every verb the overview lists takes `--quiet`.
    @Test func everyVerbTakesQuiet() {
        let overview = CLIRun(["--help"]).out
        let verbs = overview.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("  "), let word = line.split(separator: " ").first, word.allSatisfy(\.isLetter) else { return nil }
            return String(word)
        }
        #expect(verbs.count >= 10, "\(overview)")
        for verb in verbs {
            #expect(CLIRun([verb, "--help"]).out.contains("\n  --quiet "), "snapshot \(verb) has no --quiet")
        }
    }

    @Test(arguments: ["render", "verify", "record"])
    func verbHelp(_ verb: String) {
        let run = CLIRun([verb, "--help"])
        #expect(run.code == .ok)
        #expect(run.out.hasPrefix("usage: snapshot \(verb)"))
        #expect(run.out.contains("--scenario FILE"))
        #expect(run.err.isEmpty)
    }

    struct UsageCase: Sendable, CustomTestStringConvertible {
        let args: [String]
        /// Text stderr must contain.
        let message: String
        var testDescription: String { args.joined(separator: " ") }
    }

    @Test(arguments: [
        UsageCase(args: ["rendr"], message: "unknown command 'rendr'; did you mean 'render'?"),
        UsageCase(args: ["verfy"], message: "did you mean 'verify'?"),
        UsageCase(args: ["render"], message: "--out DIR is required"),
        UsageCase(args: ["render", "--out", "/nonexistent/x", "--surface", "systemSmal"],
                  message: "--surface: unknown value 'systemSmal'; did you mean 'systemSmall'?"),
        UsageCase(args: ["render", "--out", "/nonexistent/x", "--text-size", "AX9"],
                  message: "--text-size: unknown value 'AX9'"),
        UsageCase(args: ["render", "--out", "/nonexistent/x", "--device", "375x812"],
                  message: "--device: unknown value '375x812'"),
        UsageCase(args: ["render", "--out", "/nonexistent/x", "--appearance", "drak"],
                  message: "did you mean 'dark'?"),
        UsageCase(args: ["render", "--out", "/nonexistent/x", "--surfce", "systemSmall"],
                  message: "unknown option '--surfce'; did you mean '--surface'?"),
        UsageCase(args: ["verify", "--record", "sometimes"], message: "--record: unknown value 'sometimes'"),
        UsageCase(args: ["verify", "--threshold", "2"], message: "--threshold takes a number from 0.0 to 1.0, got '2'"),
        UsageCase(args: ["render", "--out", "/nonexistent/x", "--frames", "0"],
                  message: "--frames takes a whole number from 1 to 120, got '0'"),
    ])
    func usageErrors(_ c: UsageCase) {
        let run = CLIRun(c.args)
        #expect(run.code == .usage)
        #expect(run.err.contains(c.message), "stderr: \(run.err)")
        #expect(!FileManager.default.fileExists(atPath: "/nonexistent/x"))
    }

    @Test(arguments: ["AX9", "XS", "l"])
    func unknownTextSizes(_ size: String) {
        let run = CLIRun(["render", "--out", "/nonexistent/x", "--text-size", size])
        #expect(run.code == .usage)
        #expect(run.err.contains("(one of: L, XL, XXL, XXXL, AX1, AX2, AX3, AX4, AX5)"), "stderr: \(run.err)")
    }

    @Test func badScenarioIsNamedAndTheGoodOneStillRenders() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bad = try folder.write("{ \"id\": \"broken\",\n  \"title\": }\n", to: "broken.json")
        let run = CLIRun(["render", "--scenario", bad.path, "--scenario", TestPaths.scenarioFixture("belmont-fresh"),
                          "--surface", "systemSmall", "--device", "393x852", "--appearance", "light",
                          "--text-size", "L", "--mode", "fullColor", "--out", folder.path("out").path])
        #expect(run.code == .usage)
        #expect(run.err.contains(bad.path), "stderr: \(run.err)")
        #expect(folder.exists("out/belmont-fresh/systemSmall_393x852_light_L.png"))
        #expect(folder.exists("out/belmont-fresh/systemSmall_393x852_light_L.json"))
        #expect(folder.exists("out/manifest.json"))
        #expect(run.out.contains("rendered 1 snapshot(s)"))
    }

    @Test func renderWritesTheManifest() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = CLIRun(["render", "--scenario", TestPaths.scenarioFixture("halsted-fresh"), "--surface", "systemMedium",
                          "--device", "430x932", "--appearance", "dark", "--out", folder.path("out").path])
        #expect(run.code == .ok, "stderr: \(run.err)")
        let data = try Data(contentsOf: folder.path("out/manifest.json"))
        let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let entries = try #require(manifest["snapshots"] as? [[String: Any]])
        // The fixture's axes (L and AX3), each at the --device asked for.
        #expect(entries.compactMap { $0["png"] as? String } == [
            "halsted-fresh/systemMedium_430x932_dark_AX3.png", "halsted-fresh/systemMedium_430x932_dark_L.png"])
        #expect(entries.allSatisfy { $0["width"] as? Double == 364 && $0["height"] as? Double == 170 && $0["scale"] as? Double == 3 })
    }
}
