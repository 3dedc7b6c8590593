import Foundation
import SnapshotCommandLine
@testable import SnapshotGolden
import Testing

/// Issue 26, memory flat in the catalog's size: a run keeps one row of results.json a snapshot
/// and no verdict, so the status rule, the counts and the exit code are read from the rows.
@Suite struct VerifyReportTests {
    /// A failure on a machine that differs from the goldens' environment is reported as an
    /// environment mismatch; an input error and a pass keep their own status.
    @Test func aVerdictsStatusDependsOnTheEnvironmentOnlyForFailures() {
        #expect(VerifyReport<TestAxes>.status(.missingGolden, environmentDiffers: false) == .missing)
        #expect(VerifyReport<TestAxes>.status(.missingGolden, environmentDiffers: true) == .environmentMismatch)
        #expect(VerifyReport<TestAxes>.status(.inconsistent("x"), environmentDiffers: true) == .environmentMismatch)
        #expect(VerifyReport<TestAxes>.status(.renderFailed("x"), environmentDiffers: true) == .renderFailed)
        #expect(VerifyReport<TestAxes>.status(.match, environmentDiffers: true) == .passed)
        #expect(VerifyReport<TestAxes>.status(.recorded(.missing), environmentDiffers: true) == .recorded)
    }

    /// 2 for an input error (a file or a row), then 1 for a failure or (under CI) a recording, else 0.
    @Test(arguments: [
        ([SnapshotStatus.passed, .recorded], false, false, ExitCode.ok),
        ([.passed, .recorded], false, true, .failure),
        ([.passed, .passedWithinTolerance], false, true, .ok),
        ([.passed, .changed], false, false, .failure),
        ([.environmentMismatch], false, false, .failure),
        ([.recorded, .renderFailed], false, true, .usage),
        ([.passed], true, false, .usage),
        ([], false, false, .ok),
    ])
    func theExitCodeIsTheRows(_ statuses: [SnapshotStatus], _ inputError: Bool, _ recordingFails: Bool, _ expected: ExitCode) {
        var report = VerifyReport<TestAxes>(snapshots: statuses.enumerated().map { TestRunResults.Snapshot(key: "s/\($0.offset)", status: $0.element) },
                                  inputErrors: inputError ? ["a.json: not JSON"] : [], environmentDifferences: [])
        report.recordingFails = recordingFails
        #expect(report.exitCode == expected)
    }
}
