import Foundation
import SnapshotCatalog
import SnapshotCLI
import SnapshotCore
import SnapshotGolden
import SnapshotRender
import SnapshotReports
import SnapshotScenario

/// One `expectSnapshots` / `assertSnapshots` call, whatever the test framework: renders the
/// scenario on the matrix, verifies it against the test's goldens exactly as `snapshot verify`
/// does (ENVIRONMENT.json first, record modes, `CI=true`), and says what failed.
struct SnapshotCheck {
    var subject: SnapshotSubject
    var selection: AxisSelection
    /// The `record:` argument; nil reads `SNAPSHOT_RECORD` (as the CLI does), else `never`.
    var record: RecordMode?
    var locations: SnapshotLocations
    var testFile: URL
    var environment: [String: String] = ProcessInfo.processInfo.environment

    /// Every snapshot's outcome, and the failure message unless all passed (or were recorded
    /// outside CI). Throws only for bad input: a scenario file, `SNAPSHOT_RECORD`, a golden
    /// folder that cannot be written.
    func run() throws -> SnapshotReport {
        var scenario = try subject.scenario(testFile: testFile)
        // NB: a file's `axes` describe the catalog's goldens; the test's matrix alone decides here.
        scenario.axes = [ScenarioAxes()]
        let mode = try record ?? RecordMode.fromEnvironment(environment)
        let plan = selection.plan(of: [scenario])
        if plan.snapshots.isEmpty {
            return SnapshotReport(snapshots: [], goldens: locations.goldens,
                                  failureMessage: (["snapshot: nothing to draw for \(scenario.id) on these axes"]
                                                   + SkippedSurface.lines(plan.skipped)).joined(separator: "\n"))
        }
        var options = VerifyOptions(record: mode, outputDirectory: locations.artefacts)
        options.failsRecording = RecordMode.failsRecording(environment)
        options.proofCache = PixelProofs.location(environment)
        try FileManager.default.createDirectory(at: locations.artefacts, withIntermediateDirectories: true)
        let store = GoldenStore(root: locations.goldens)
        let items = VerifyItems.make([scenario], axes: selection, frames: 0, factory: try Self.factory.get())
        // NB: nothing is printed: the run's only console lines (the environment's differences)
        // are in the message, from the report.
        let report = try VerificationRun(store: store, options: options)
            .run(items, inputErrors: [], skipped: plan.skipped, console: Console(out: { _ in }, err: { _ in }))
        let results = try report.write(to: locations.artefacts)
        let paths = DisplayPaths(out: display(locations.artefacts), goldens: display(locations.goldens))
        let summary = RunSummary(results, paths: paths)
        try summary.lines(.full).joined(separator: "\n").write(to: locations.artefacts.appendingPathComponent("summary.txt"),
                                                               atomically: true, encoding: .utf8)
        let recorded = results.snapshots.filter { $0.status == .recorded }.map(\.key)
        var outcome = SnapshotReport(snapshots: results.snapshots.map { s in
            .init(key: s.key, status: s.status, explanation: s.passed ? nil : s.explanation ?? s.message,
                  artefacts: s.artefacts.mapValues { locations.artefacts.appendingPathComponent($0) })
        }, goldens: locations.goldens)
        guard report.exitCode != .ok else { return outcome }
        let message = SnapshotMessage(summaryLines: SnapshotMessage.summaryLines(summary), environmentLines: report.environmentDifferences,
                                      recordedInCI: report.recordingFails ? recorded.map(paths.golden) : [],
                                      missing: report.missingGolden)
        outcome.failureMessage = message.text(summaryFile: paths.output("summary.txt"))
        outcome.attachments = outcome.snapshots.filter { $0.explanation != nil }.prefix(SnapshotMessage.maxAttachedSnapshots)
            .flatMap { s in ["expected", "actual", "diff"].compactMap { s.artefacts[$0] } }
        return outcome
    }

    /// A path as the message prints it: relative to the package root when inside it.
    func display(_ url: URL) -> String {
        let root = SnapshotLocations.packageRoot(of: testFile).standardizedFileURL.path + "/"
        let path = url.standardizedFileURL.path
        return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
    }

    /// One renderer pool per test process: fonts and icons are loaded once.
    static let factory = Result { () throws(RenderError) in try SnapshotFactory() }
}
