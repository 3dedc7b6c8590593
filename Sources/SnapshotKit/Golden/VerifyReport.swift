import Foundation

/// The results of a run, and the files and summary made from them. Reports only read verdicts.
public struct VerifyReport: Sendable {
    public var results: [SnapshotResult]
    /// Scenario files that could not be loaded.
    public var inputErrors: [String]
    /// How this machine differs from `Goldens/ENVIRONMENT.json`.
    public var environmentDifferences: [String]
    /// Scenario × surface pairs the selection names but does not draw, and why.
    public var skipped: [SkippedSurface] = []
    /// Whether a recorded golden fails the run (`CI=true`, `VerifyOptions.failsRecording`).
    public var recordingFails = false

    /// 0 all passed, 1 differences or missing goldens (or, under CI, goldens recorded), 2 bad
    /// input (scenario, golden, icon).
    public var exitCode: ExitCode {
        if !inputErrors.isEmpty || results.contains(where: { $0.verdict.isInputError }) { return .usage }
        if recordingFails, results.contains(where: { if case .recorded = $0.verdict { true } else { false } }) {
            return .failure
        }
        return results.allSatisfy(\.verdict.passed) ? .ok : .failure
    }

    /// The status word a result is reported under; failures on a different environment
    /// are reported as environment mismatches (their evidence is kept).
    public func status(_ r: SnapshotResult) -> RunResults.Status {
        !r.verdict.passed && !environmentDifferences.isEmpty && !r.verdict.isInputError
            ? .environmentMismatch : r.verdict.status
    }

    /// Counts per status, sorted by status.
    public var counts: [(RunResults.Status, Int)] {
        Dictionary(grouping: results, by: status).map { ($0.key, $0.value.count) }.sorted { $0.0 < $1.0 }
    }

    /// Writes `results.json` and `summary.txt` into `directory`.
    public func write(to directory: URL) throws {
        try AtomicFile.write(RunResults(self).text(), to: directory.appendingPathComponent("results.json"))
        try AtomicFile.write(summaryLines(outputDirectory: nil).joined(separator: "\n") + "\n",
                             to: directory.appendingPathComponent("summary.txt"))
    }

    /// Prints the summary: failures first, then the counts.
    public func printSummary(_ console: Console, outputDirectory: URL) {
        // Input errors lead summary.txt; on a terminal they go to standard error only.
        for line in summaryLines(outputDirectory: outputDirectory).dropFirst(inputErrors.count) { console.out(line) }
        // Input errors (exit 2) also go to standard error, where scripts look for them.
        for error in inputErrors { console.err("error: \(error)") }
        for r in results where r.verdict.isInputError {
            console.err("error: \(r.item.key): \(FailureWording.describe(r.verdict))")
        }
    }

    func summaryLines(outputDirectory: URL?) -> [String] {
        var lines: [String] = inputErrors.map { "error: \($0)" }
        for r in results where !r.verdict.passed {
            lines.append("FAIL \(r.item.key): \(FailureWording.describe(r.verdict))")
            if case .mismatch(_, let changes) = r.verdict { lines += changes.prefix(8).map { "    \($0.summary)" } }
            if case .sizeMismatch(_, _, let changes) = r.verdict { lines += changes.prefix(8).map { "    \($0.summary)" } }
            for kind in ["actual", "diff"] {
                if let path = r.artefacts[kind] {
                    lines.append("    \(kind): " + (outputDirectory.map { $0.appendingPathComponent(path).path } ?? path))
                }
            }
        }
        lines += SkippedSurface.lines(skipped)
        let summary = counts.map { "\($0.1) \($0.0.rawValue)" }.joined(separator: ", ")
        lines.append("snapshot: \(results.count) snapshot(s): \(summary.isEmpty ? "none selected" : summary)"
                     + (inputErrors.isEmpty ? "" : "; \(inputErrors.count) input error(s)"))
        return lines
    }
}

/// Failure verdicts in words.
enum FailureWording {
    static func describe(_ verdict: Verdict) -> String {
        switch verdict {
        case .mismatch(let e, _):
            let ratio = String(format: "%.3f%%", e.ratio * 100)
            return "\(e.mismatched) of \(e.total) pixels differ (\(ratio)) in \(e.regions.count) region(s)"
        case .sizeMismatch(let expected, let actual, _):
            return "size changed: golden \(expected), rendered \(actual)"
        case .missingGolden:
            return "no golden; run 'snapshot record --filter <key>' or verify with --record missing"
        case .unreadableGolden(let reason): return "golden unreadable: \(reason)"
        case .renderFailed(let reason): return "could not render: \(reason)"
        case .goldenWriteFailed(let reason): return "golden not written: \(reason)"
        case .inconsistent(let reason): return "comparison inconsistent, counted as a failure: \(reason)"
        case .match, .withinTolerance, .recorded: return verdict.status.rawValue
        }
    }
}
