import Foundation
import SnapshotAudit
import SnapshotCatalogRuns
import SnapshotCommandLine
import SnapshotFormats
import SnapshotGolden
import SnapshotModel

/// A finished sweep: the one typed model of `sweep.json` (docs/sweep.md). Sorted keys and no
/// times, so two runs with the same seed, count and corpus give the same bytes. The findings,
/// counts and exit code are the audit's own model (`AuditResults`), recomputed when read back.
package struct SweepResults: Codable, Sendable, Equatable {
    package var formatVersion: Int
    package var seed: UInt64
    /// "default" or "full".
    package var space: String
    /// The snapshots asked for (the default space), nil for `--full`.
    package var count: Int?
    /// The corpus file, as named.
    package var corpus: String
    package var cases: Int
    package var coverage: SweepCoverage
    /// The invariants the snapshots were held to, beside the audit's rules.
    package var invariants: [Invariant]
    package var audit: AuditResults
    /// Rule → its worst cases (errors and warnings), most telling first, on differing surfaces.
    package var worst: [AuditRule: [Example]]
    /// Rule → its contact sheet of worst cases, relative to the output folder.
    package var sheets: [AuditRule: String]
    package var shard: Shard?

    package static let currentFormatVersion = 1
    /// The largest sweep.json read back: 256 MiB (a default sweep's is a few MB).
    package static let maxFileSize = 256 << 20

    /// An invariant: id, severity, what it holds.
    package struct Invariant: Codable, Sendable, Equatable {
        package var id: AuditRule
        package var severity: AuditSeverity
        package var holds: String
    }

    /// One worst case of a rule: the finding, the snapshot's axes, and where to look.
    package struct Example: Codable, Sendable, Equatable {
        package var finding: AuditFinding
        package var state: String
        package var locale: String
        package var stopName: String
        package var surface: String
        /// The device it is drawn on (`Device`'s raw value).
        package var device: String
        package var textSize: String
        package var appearance: String
        package var mode: String
        /// The timeline entry (`+9m`), nil at the case's own time.
        package var time: String?
        /// The snapshot as drawn, relative to the output folder.
        package var image: String
        /// The case as a scenario file (`snapshot render --scenario …` draws it again).
        package var scenario: String
    }

    /// 0 clean, 1 an unallowlisted error, 2 a snapshot could not render.
    package var exitCode: Int { audit.exitCode }
    package var exit: ExitCode { audit.exit }

    package init(seed: UInt64, space: SweepSpace, corpus: String, outcome: SweepRun.Outcome, worst: [AuditRule: [Example]],
                sheets: [AuditRule: String], shard: Shard?) {
        formatVersion = Self.currentFormatVersion
        self.seed = seed
        self.space = space.full ? "full" : "default"
        count = space.full ? nil : space.count
        self.corpus = corpus
        cases = outcome.cases.count
        coverage = outcome.coverage
        invariants = InvariantChecks.rules.map { Invariant(id: $0, severity: $0.severity, holds: $0.doc) }
        audit = outcome.audit
        self.worst = worst; self.sheets = sheets; self.shard = shard
    }

    /// The canonical text of `sweep.json`: `$schema` first (docs/sweep.schema.json), then the
    /// model. NB: the audit inside is the model's, without a `$schema` of its own.
    package func text() throws -> String { try OutputSchema.sweep.text(of: self) }

    /// Reads `sweep.json` under the file-reading policy (inside `root` when given: a shard's
    /// folder); errors name the file, and the line and column of a syntax problem.
    package static func read(_ url: URL, within root: String? = nil) throws(RunResultsError) -> SweepResults {
        let data = try RunResultsError.bytes(url, limit: maxFileSize, writer: "snapshot sweep", within: root)
        let parsed = try RunResultsError.checkSyntax(data, path: url.path, writer: "snapshot sweep")
        let results: SweepResults
        do { results = try JSONDecoder().decode(SweepResults.self, from: data) } catch {
            let reason = RunResultsError.outOfRange(parsed) ?? CatalogRunResults.describe(error)
            throw .unreadable(url.path, "does not match docs/sweep.md (\(reason)); run 'snapshot sweep' again")
        }
        guard results.formatVersion == currentFormatVersion else {
            throw .unreadable(url.path, "formatVersion is not \(currentFormatVersion); run 'snapshot sweep' with this tool")
        }
        // NB: a merge draws the space again from these: each must be one a sweep can run.
        guard (results.space == "full") == (results.count == nil), ["default", "full"].contains(results.space),
              results.seed <= 1 << 53, (1...1_000_000).contains(results.count ?? 1) else {
            throw .unreadable(url.path, "space '\(TerminalText.escape(results.space))', count \(results.count.map(String.init) ?? "absent") "
                              + "and seed \(results.seed) are not a sweep's (default with a count of 1 to 1000000, or full "
                              + "without one; a seed up to 2^53); run 'snapshot sweep' again")
        }
        // NB: the counts a merge adds up are held to the report files' bounds, as audit.json's are.
        try RunLimits.count(results.cases, "cases", in: url.path)
        try RunLimits.check(results.audit, path: url.path)
        guard results.audit.shard == results.shard else {
            throw .unreadable(url.path, "shard is \(results.shard?.description ?? "absent") but audit.shard is "
                              + "\(results.audit.shard?.description ?? "absent"); run 'snapshot sweep' again")
        }
        // NB: image, sheet and scenario paths name files under the output folder: the one path
        // policy checks them where they enter.
        let paths = results.sheets.values + results.worst.values.flatMap { $0.flatMap { [$0.image, $0.scenario] } }
        for value in paths.sorted() {
            if let reason = SnapshotPath.problem(value) {
                throw .unreadable(url.path, SnapshotPathError(value: value, source: "sweep.json", reason: reason).description)
            }
        }
        return results
    }
}
