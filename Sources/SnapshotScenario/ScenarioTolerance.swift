import SnapshotDiff
/// A scenario's opt-in comparison tolerance (`"tolerance"` in the file, docs/scenarios.md):
/// `threshold`, `maxDiffPixels`, `maxDiffRatio` and `ignoreAntialiasing`, each optional,
/// starting from the exact policy. For goldens recorded on another environment; a command
/// line tolerance (`verify --threshold` …) replaces it for the run.
enum ToleranceKey: String, CaseIterable { case threshold, maxDiffPixels, maxDiffRatio, ignoreAntialiasing }

extension FieldType {
    /// The tolerance object.
    static var tolerance: FieldType<DiffPolicy> {
        .object { value, path throws(FieldIssue) in
            let o = try ObjectReader<ToleranceKey>(value, at: path)
            return DiffPolicy(threshold: try o.optional(.threshold, .fraction) ?? 0,
                              maxDiffPixels: try o.optional(.maxDiffPixels, .count) ?? 0,
                              maxDiffRatio: try o.optional(.maxDiffRatio, .fraction),
                              includeAA: !(try o.optional(.ignoreAntialiasing, .bool) ?? false))
        }
    }

    /// A number from 0 to 1.
    static var fraction: FieldType<Double> {
        FieldType<Double>(expected: "a number from 0 to 1") { value, path throws(FieldIssue) in
            guard case .number(let n) = value else { throw FieldIssue(path, "expected a number from 0 to 1, got \(value.kind)") }
            guard n >= 0 && n <= 1 else { throw FieldIssue(path, "is \(written(n)); write a number from 0 to 1") }
            return n
        }
    }

    /// A whole number from 0 to `ScenarioLimits.toleratedPixels`.
    static var count: FieldType<Int> {
        FieldType<Int>(expected: "a whole number of at least 0") { value, path throws(FieldIssue) in
            guard case .number(let n) = value else { throw FieldIssue(path, "expected a whole number, got \(value.kind)") }
            guard n == n.rounded(), n >= 0, n <= Double(ScenarioLimits.toleratedPixels) else {
                throw FieldIssue(path, "is \(written(n)); write a whole number from 0 to \(ScenarioLimits.toleratedPixels)")
            }
            return Int(n)
        }
    }

    /// A number as the file would write it: `2`, not `2.0`.
    static func written(_ n: Double) -> String {
        n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
    }
}
