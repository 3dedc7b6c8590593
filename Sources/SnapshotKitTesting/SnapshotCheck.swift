import Foundation
import SnapshotCatalog
import SnapshotCatalogRuns
import SnapshotCommandLine
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
    /// The test's name as `#function` gives it: the accept line's `--filter`.
    var testName: String
    /// Whether the failing snapshots' images are attached (Swift Testing; XCTest on Linux cannot).
    var attaches: Bool
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
        let ignored = scenario.ignoredFields.map { "\(scenario.sourcePath): \($0)" }
        if plan.snapshots.isEmpty {
            return SnapshotReport(snapshots: [], goldens: locations.goldens,
                                  failureMessage: (["snapshot: nothing to draw for \(scenario.id) on these axes"]
                                                   + SkippedSurface.lines(plan.skipped)).joined(separator: "\n"))
        }
        var options = VerifyOptions(record: mode, outputDirectory: locations.artefacts)
        options.failsRecording = RecordMode.failsRecording(environment)
        options.proofCache = PixelProofs.location(environment)
        try FileManager.default.createDirectory(at: locations.artefacts, withIntermediateDirectories: true)
        let store = GoldenStore(root: locations.goldens, soleScenario: scenario.id)
        let items = CatalogItems.make([scenario], axes: selection, frames: 0, factory: try Self.factory.get())
        // NB: nothing is printed: the run's only console lines (the environment's differences)
        // are in the message, from the report.
        let report = try VerificationRun(store: store, options: options, environment: try .current())
            .run(items, inputErrors: [], skipped: plan.skipped, console: Console(out: { _ in }, err: { _ in }))
        // NB: the writer lock a recording took is released with its run; its file is removed so
        // that nothing but goldens is left to commit. A folder is one test's (or one case's), so
        // only the same test run twice at once could be waiting on it.
        try? FileManager.default.removeItem(at: locations.goldens.appendingPathComponent(".lock"))
        let results = try report.write(to: locations.artefacts)
        var paths = DisplayPaths(out: display(locations.artefacts), goldens: display(locations.goldens))
        paths.soleScenario = scenario.id
        let summary = RunSummary(results, paths: paths)
        try summary.lines(.full).joined(separator: "\n").write(to: locations.artefacts.appendingPathComponent("summary.txt"),
                                                               atomically: true, encoding: .utf8)
        let recorded = results.snapshots.filter { $0.status == .recorded }.map(\.key)
        var outcome = SnapshotReport(snapshots: results.snapshots.map { s in
            .init(key: s.key, status: s.status, explanation: s.passed ? nil : s.explanation ?? s.message,
                  artefacts: Dictionary(uniqueKeysWithValues: s.artefacts.paths.map { ($0.key.rawValue, locations.artefacts.appendingPathComponent($0.value)) }),
                  isWithoutGolden: [.missing, .environmentMismatch].contains(s.status) && s.goldenSHA256 == nil && s.candidateSHA256 != nil)
        }, goldens: locations.goldens)
        outcome.ignoredFields = ignored
        if !recorded.isEmpty && !report.recordingFails {
            outcome.recordedMessage = "recorded \(recorded.count) golden(s) in \(paths.goldens) (record mode '\(mode.rawValue)'): "
                + "commit them; the next run without recording verifies them"
        }
        guard report.exitCode != .ok else { return outcome }
        let failing = outcome.snapshots.filter { $0.explanation != nil }
        let attached = attaches ? failing.prefix(SnapshotMessage.maxAttachedSnapshots) : []
        var message = SnapshotMessage(summaryLines: SnapshotMessage.summaryLines(summary), environmentLines: report.environmentDifferences,
                                      recordedInCI: report.recordingFails ? recorded.map(paths.golden) : [],
                                      counts: SnapshotMessage.countsLine(outcome.snapshots),
                                      accept: accept(failing: failing, recordedInCI: report.recordingFails && !recorded.isEmpty,
                                                     goldens: paths.goldens))
        message.movedGoldens = movedGoldens(scenario.id, outcome.snapshots, paths: paths)
        if attached.count < failing.count && !attached.isEmpty {
            message.attachmentNote = "images: \(attached.count) of \(failing.count) failing snapshots attached; "
                + "every snapshot's expected, actual and diff are in \(paths.out)"
        }
        outcome.failureMessage = message.text(summaryFile: paths.output("summary.txt"))
        outcome.attachments = attached.flatMap { s in [ArtefactKind.expected, .actual, .diff].compactMap { s.artefacts[$0.rawValue] } }
        return outcome
    }

    /// The one command that accepts these failures: commit what CI recorded, record the missing
    /// goldens when that is all that failed, else re-record the failing ones.
    func accept(failing: [SnapshotReport.Snapshot], recordedInCI: Bool, goldens: String) -> SnapshotMessage.Accept {
        if recordedInCI { return .commit(goldens: goldens) }
        let filter = SnapshotMessage.Accept.filter(testName: testName)
        return failing.allSatisfy(\.isWithoutGolden) ? .recordMissing(filter: filter) : .recordFailed(filter: filter)
    }

    /// Goldens SnapshotKit 0.2 recorded one folder deeper (`<test>/<scenario-id>/…`), when
    /// a snapshot has no golden where this version looks: the command that moves them up.
    func movedGoldens(_ scenarioID: String, _ snapshots: [SnapshotReport.Snapshot], paths: DisplayPaths) -> String? {
        let old = locations.goldens.appendingPathComponent(scenarioID, isDirectory: true)
        var isFolder: ObjCBool = false
        guard snapshots.contains(where: \.isWithoutGolden),
              FileManager.default.fileExists(atPath: old.path, isDirectory: &isFolder), isFolder.boolValue else { return nil }
        return "goldens recorded by SnapshotKit 0.2 are one folder deeper, in \(paths.goldens)\(scenarioID)/; move them up: "
            + "mv \(ShellWord.quote(paths.goldens + scenarioID))/* \(ShellWord.quote(paths.goldens)) && rmdir \(ShellWord.quote(paths.goldens + scenarioID))"
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
