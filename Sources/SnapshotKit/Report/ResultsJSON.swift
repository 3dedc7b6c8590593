/// `results.json`: the machine-readable manifest of a run (every snapshot, its verdict,
/// hashes and artefact paths). Documented in docs/results-json.md; keys are stable.
enum ResultsJSON {
    static let formatVersion = 1
    /// The largest results.json read back: 64 MiB (the whole catalog's is under 2 MB).
    static let maxFileSize = 64 << 20

    static func json(_ report: VerifyReport) -> JSONOutput {
        .object([
            "formatVersion": .number(Double(formatVersion)),
            "tool": .string("snapshot \(SnapshotKitVersion.string)"),
            "exitCode": .number(Double(report.exitCode.rawValue)),
            "counts": .object(Dictionary(uniqueKeysWithValues: report.counts.map { ($0.0, JSONOutput.number(Double($0.1))) })),
            "environmentDifferences": .array(report.environmentDifferences.map(JSONOutput.string)),
            "inputErrors": .array(report.inputErrors.map(JSONOutput.string)),
            "skipped": .array(report.skipped.map(\.json)),
            "snapshots": .array(report.results.map { result($0, report) }),
        ])
    }

    static func result(_ r: SnapshotResult, _ report: VerifyReport) -> JSONOutput {
        var fields: [String: JSONOutput] = [
            "key": .string(r.item.key),
            "status": .string(report.status(r)),
            "passed": .bool(r.verdict.passed),
            "golden": .string(r.item.key + ".png"),
            "goldenSHA256": .optional(r.goldenSHA256.map(JSONOutput.string)),
            "candidateSHA256": .optional(r.candidateSHA256.map(JSONOutput.string)),
            "candidateLayoutSHA256": .optional(r.candidateLayoutSHA256.map(JSONOutput.string)),
            "artefacts": .object(r.artefacts.mapValues(JSONOutput.string)),
            "message": r.verdict.passed ? .null : .string(FailureWording.describe(r.verdict)),
        ]
        if let spec = r.item.spec {
            let e = spec.environment
            fields["scenario"] = .string(spec.scenarioID)
            fields["scenarioFile"] = .optional(r.item.scenarioPath.map(JSONOutput.string))
            fields["surface"] = .string(e.surface.rawValue)
            fields["device"] = .string(e.device.rawValue)
            fields["appearance"] = .string(e.appearance.rawValue)
            fields["textSize"] = .string(e.textSize.rawValue)
            fields["mode"] = .string(e.mode.rawValue)
            fields["time"] = .optional(spec.offset.map { .string($0.text) })
        }
        switch r.verdict {
        case .mismatch(let e, let changes):
            fields["mismatched"] = .number(Double(e.mismatched))
            fields["total"] = .number(Double(e.total))
            fields["ratio"] = .number(e.ratio)
            fields["regions"] = .array(e.regions.map { .object(["x": .number(Double($0.x)), "y": .number(Double($0.y)),
                                                                 "width": .number(Double($0.width)), "height": .number(Double($0.height))]) })
            fields["changes"] = .array(changes.map { .string($0.summary) })
        case .sizeMismatch(let expected, let actual, let changes):
            fields["expectedSize"] = .string(expected.description)
            fields["actualSize"] = .string(actual.description)
            fields["changes"] = .array(changes.map { .string($0.summary) })
        case .withinTolerance(let n, let total):
            fields["mismatched"] = .number(Double(n))
            fields["total"] = .number(Double(total))
        default: break
        }
        return .object(fields)
    }
}
