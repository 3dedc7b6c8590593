import Foundation
import SnapshotTestSupport
import Testing

/// The library stays dependable: `Examples/SnapshotConsumer`, a package that depends on
/// SnapshotKit by path and uses only the front door, run as a team would: record its goldens
/// (`SNAPSHOT_RECORD=missing`), pass, then change its Swift-built scenario and fail with a
/// short message and a diff file.
/// NB: it runs in a copy (the goldens and artefacts it writes stay out of the repository) and
/// builds in `.build/examples` (its own scratch folder, so it never disturbs this package's
/// build); the first run compiles SnapshotKit once more in debug (about 75 s on the 2-core
/// machine), later runs only relink.
// NB: serialized: both packages build in the one scratch folder.
@Suite(.serialized) struct ExampleConsumerTests {
    typealias Run = Subprocess.Run

    static func swiftTest(_ package: URL, environment extra: [String: String]) async -> Run {
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = nil
        environment["SNAPSHOT_RECORD"] = nil
        environment["SNAPSHOTKIT_PATH"] = TestPaths.repository.path
        return await Subprocess.run(["/usr/bin/env", "swift", "test", "--package-path", package.path,
                                     "--scratch-path", TestPaths.repository.appendingPathComponent(".build/examples").path],
                                    environment: environment.merging(extra) { $1 })
    }

    /// The lines of the issue `test` recorded: its "recorded an issue" line and the comment's
    /// lines that follow (the first after `↳`, the others indented).
    static func issueLines(_ output: String, test: String) -> [Substring] {
        let lines = output.split(separator: "\n")
        guard let start = lines.firstIndex(where: { $0.hasPrefix("✘ Test \(test)() recorded an issue") }) else { return [] }
        let rest = lines[lines.index(after: start)...].prefix { $0.hasPrefix("↳") || $0.hasPrefix("  ") }
        return [lines[start]] + rest
    }

    @Test func theConsumerRecordsPassesAndFailsAsAnAppWould() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let package = folder.path("SnapshotConsumer")
        try FileManager.default.copyItem(at: TestPaths.repository.appendingPathComponent("Examples/SnapshotConsumer"), to: package)
        try? FileManager.default.removeItem(at: package.appendingPathComponent(".build"))
        try? FileManager.default.removeItem(at: package.appendingPathComponent("__Snapshots__"))

        let record = await Self.swiftTest(package, environment: ["SNAPSHOT_RECORD": "missing"])
        #expect(record.status == 0, "recording:\n\(record.output.suffix(3000))")
        #expect(record.output.contains("recorded 8 golden(s) in __Snapshots__/Tests/SnapshotConsumerTests/ConsumerSnapshotTests/belmontBuiltInSwift/"),
                "a recording says what it wrote:\n\(record.output.suffix(3000))")
        let goldens = package.appendingPathComponent("__Snapshots__/Tests/SnapshotConsumerTests/ConsumerSnapshotTests")
        for test in ["belmontBuiltInSwift", "halstedFromAFile"] {
            #expect(FileManager.default.fileExists(atPath: goldens.appendingPathComponent("\(test)/ENVIRONMENT.json").path), "\(test)")
        }
        #expect(FileManager.default.fileExists(atPath: goldens.appendingPathComponent(
            "halstedFromAFile/systemMedium_393x852_dark_L.png").path), "no folder repeats the scenario under the test's")

        let pass = await Self.swiftTest(package, environment: [:])
        #expect(pass.status == 0, "passing:\n\(pass.output.suffix(3000))")
        #expect(!pass.output.contains("unhandled"), "goldens are no unhandled files of the test target:\n\(pass.output.prefix(3000))")
        let leftovers = FileManager.default.enumerator(atPath: package.appendingPathComponent("__Snapshots__").path)!
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".lock") }
        #expect(leftovers.isEmpty, "\(leftovers)")

        let test = package.appendingPathComponent("Tests/SnapshotConsumerTests/ConsumerSnapshotTests.swift")
        let source = try String(contentsOf: test, encoding: .utf8)
        #expect(source.contains("destination: \"Howard\""))
        try source.replacingOccurrences(of: "destination: \"Howard\"", with: "destination: \"95th/Dan Ryan\"")
            .write(to: test, atomically: true, encoding: .utf8)
        let fail = await Self.swiftTest(package, environment: [:])
        #expect(fail.status != 0, "after the change:\n\(fail.output.suffix(3000))")
        let issue = Self.issueLines(fail.output, test: "belmontBuiltInSwift")
        #expect(!issue.isEmpty && issue.count <= 16, "the issue, its first line and at most 15 of message:\n\(issue.joined(separator: "\n"))")
        #expect(issue.contains { $0.contains("'Howard' → '95th/Dan Ryan'") }, "\(issue.joined(separator: "\n"))")
        #expect(issue.last?.contains("accept: SNAPSHOT_RECORD=failed swift test --filter belmontBuiltInSwift ") == true,
                "the issue ends with the line that accepts it:\n\(issue.joined(separator: "\n"))")
        #expect(!fail.output.contains("halstedFromAFile() recorded an issue"), "the file's scenario did not change")
        let diff = package.appendingPathComponent(
            ".build/snapshots/Tests/SnapshotConsumerTests/ConsumerSnapshotTests/belmontBuiltInSwift/systemSmall_393x852_light_L.diff.png")
        #expect(FileManager.default.fileExists(atPath: diff.path), "\(diff.path)")
    }

    /// The ```swift blocks of the README's "Use it from your tests" section, in order.
    static func readmeSnippets() throws -> [String] {
        let readme = try String(contentsOf: TestPaths.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "\n## Use it from your tests\n").dropFirst().first)
            .components(separatedBy: "\n## ")[0]
        return section.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
    }

    /// A new package made of the README's two snippets alone (its manifest around the first,
    /// its test file the second, the scenario file it names copied from `Scenarios/`): records
    /// saying what it wrote, passes, builds without SwiftPM's unhandled-files warning, and
    /// fails a changed destination with the line that accepts it.
    @Test func aPackageMadeFromTheReadmesSnippetsRecordsPassesAndFails() async throws {
        let snippets = try Self.readmeSnippets()
        try #require(snippets.count == 2, "the README's section has a manifest snippet and a test snippet")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let package = folder.path("App")
        // NB: the README depends on a clone named SnapshotKit beside the package; this one is
        // the repository, wherever it is and whatever its folder is called.
        let manifest = "// swift-tools-version:6.0\nimport PackageDescription\n\nlet package = Package(\n    name: \"App\",\n"
            + snippets[0].components(separatedBy: "\n").filter { !$0.hasPrefix("//") }.joined(separator: "\n")
                .replacingOccurrences(of: "\"../SnapshotKit\"", with: "\"\(TestPaths.repository.standardizedFileURL.path)\"")
                .replacingOccurrences(of: "package: \"SnapshotKit\"", with: "package: \"\(TestPaths.repository.standardizedFileURL.lastPathComponent)\"")
            + "\n)\n"
        let test = package.appendingPathComponent("Tests/AppSnapshotTests/WidgetSnapshotTests.swift")
        try FileManager.default.createDirectory(at: test.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: package.appendingPathComponent("Scenarios"), withIntermediateDirectories: true)
        try manifest.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try snippets[1].write(to: test, atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(at: TestPaths.repository.appendingPathComponent("Scenarios/belmont-stale.json"),
                                         to: package.appendingPathComponent("Scenarios/belmont-stale.json"))

        let record = await Self.swiftTest(package, environment: ["SNAPSHOT_RECORD": "missing"])
        #expect(record.status == 0, "recording:\n\(record.output.suffix(3000))")
        #expect(record.output.contains("recorded 8 golden(s) in __Snapshots__/Tests/AppSnapshotTests/WidgetSnapshotTests/belmontStale/"),
                "\(record.output.suffix(3000))")
        let pass = await Self.swiftTest(package, environment: [:])
        #expect(pass.status == 0, "passing:\n\(pass.output.suffix(3000))")
        #expect(!(record.output + pass.output).contains("unhandled"), "\(pass.output.prefix(3000))")

        let source = try String(contentsOf: test, encoding: .utf8)
        try source.replacingOccurrences(of: "destination: \"Howard\"", with: "destination: \"95th/Dan Ryan\"")
            .write(to: test, atomically: true, encoding: .utf8)
        let fail = await Self.swiftTest(package, environment: [:])
        #expect(fail.status != 0, "after the change:\n\(fail.output.suffix(3000))")
        let issue = Self.issueLines(fail.output, test: "belmontFromTheAppsValues")
        #expect(issue.contains { $0.contains("'Howard' → '95th/Dan Ryan'") }, "\(issue.joined(separator: "\n"))")
        #expect(issue.last?.contains("accept: SNAPSHOT_RECORD=failed swift test --filter belmontFromTheAppsValues ") == true,
                "\(issue.joined(separator: "\n"))")
    }
}
