import Foundation
import Testing

/// The library stays dependable: `Examples/SnapshotConsumer`, a package that depends on
/// SnapshotKit by path, builds and its own `swift test` renders and verifies one scenario.
/// NB: it builds in `.build/examples` (its own scratch folder, so it never disturbs this
/// package's build); the first run compiles SnapshotKit once more in debug (about 75 s on
/// the 2-core machine), later runs only relink.
@Suite struct ExampleConsumerTests {
    @Test func theConsumerPackagePasses() throws {
        let repository = TestPaths.repository
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "test", "--package-path", repository.appendingPathComponent("Examples/SnapshotConsumer").path,
                             "--scratch-path", repository.appendingPathComponent(".build/examples").path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        #expect(process.terminationStatus == 0, "swift test in Examples/SnapshotConsumer:\n\(text.suffix(4000))")
        #expect(text.contains("belmontFreshSmallWidgetMatchesItsGolden"), "\(text.suffix(2000))")
    }
}
