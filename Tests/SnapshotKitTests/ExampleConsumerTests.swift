import Foundation
import Testing

/// The library stays dependable: `Examples/SnapshotConsumer`, a package that depends on
/// SnapshotKit by path and uses only the front door, run as a team would: record its goldens
/// (`SNAPSHOT_RECORD=missing`), pass, then change its Swift-built scenario and fail with a
/// short message and a diff file.
/// NB: it runs in a copy (the goldens and artefacts it writes stay out of the repository) and
/// builds in `.build/examples` (its own scratch folder, so it never disturbs this package's
/// build); the first run compiles SnapshotKit once more in debug (about 75 s on the 2-core
/// machine), later runs only relink.
@Suite struct ExampleConsumerTests {
    struct Run { var status: Int32; var output: String }

    static func swiftTest(_ package: URL, environment extra: [String: String]) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "test", "--package-path", package.path,
                             "--scratch-path", TestPaths.repository.appendingPathComponent(".build/examples").path]
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = nil
        environment["SNAPSHOT_RECORD"] = nil
        environment["SNAPSHOTKIT_PATH"] = TestPaths.repository.path
        process.environment = environment.merging(extra) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    /// The lines of the issue `test` recorded: its "recorded an issue" line and the comment's
    /// continuation lines (`↳`) that follow.
    static func issueLines(_ output: String, test: String) -> [Substring] {
        let lines = output.split(separator: "\n")
        guard let start = lines.firstIndex(where: { $0.contains("\(test)() recorded an issue") }) else { return [] }
        let rest = lines[lines.index(after: start)...].prefix { $0.trimmingCharacters(in: .whitespaces).hasPrefix("↳") }
        return [lines[start]] + rest
    }

    @Test func theConsumerRecordsPassesAndFailsAsAnAppWould() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let package = folder.path("SnapshotConsumer")
        try FileManager.default.copyItem(at: TestPaths.repository.appendingPathComponent("Examples/SnapshotConsumer"), to: package)
        try? FileManager.default.removeItem(at: package.appendingPathComponent(".build"))
        try? FileManager.default.removeItem(at: package.appendingPathComponent("__Snapshots__"))

        let record = try Self.swiftTest(package, environment: ["SNAPSHOT_RECORD": "missing"])
        #expect(record.status == 0, "recording:\n\(record.output.suffix(3000))")
        #expect(record.output.contains("recorded 8 golden(s) in __Snapshots__/Tests/SnapshotConsumerTests/ConsumerSnapshotTests/belmontBuiltInSwift/"),
                "a recording says what it wrote:\n\(record.output.suffix(3000))")
        let goldens = package.appendingPathComponent("__Snapshots__/Tests/SnapshotConsumerTests/ConsumerSnapshotTests")
        for test in ["belmontBuiltInSwift", "halstedFromAFile"] {
            #expect(FileManager.default.fileExists(atPath: goldens.appendingPathComponent("\(test)/ENVIRONMENT.json").path), "\(test)")
        }
        #expect(FileManager.default.fileExists(atPath: goldens.appendingPathComponent(
            "halstedFromAFile/halsted-bus/systemMedium_393x852_dark_L.png").path))

        let pass = try Self.swiftTest(package, environment: [:])
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
        let fail = try Self.swiftTest(package, environment: [:])
        #expect(fail.status != 0, "after the change:\n\(fail.output.suffix(3000))")
        let issue = Self.issueLines(fail.output, test: "belmontBuiltInSwift")
        #expect(!issue.isEmpty && issue.count <= 16, "the issue, its first line and at most 15 of message:\n\(issue.joined(separator: "\n"))")
        #expect(issue.contains { $0.contains("'Howard' → '95th/Dan Ryan'") }, "\(issue.joined(separator: "\n"))")
        #expect(issue.last?.contains("accept: SNAPSHOT_RECORD=failed swift test --filter belmontBuiltInSwift ") == true,
                "the issue ends with the line that accepts it:\n\(issue.joined(separator: "\n"))")
        #expect(!fail.output.contains("halstedFromAFile() recorded an issue"), "the file's scenario did not change")
        let diff = package.appendingPathComponent(
            ".build/snapshots/Tests/SnapshotConsumerTests/ConsumerSnapshotTests/belmontBuiltInSwift/belmont-swift/systemSmall_393x852_light_L.diff.png")
        #expect(FileManager.default.fileExists(atPath: diff.path), "\(diff.path)")
    }
}
