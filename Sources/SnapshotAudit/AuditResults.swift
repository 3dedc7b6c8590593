import Foundation
import SnapshotCatalogRuns
import SnapshotCommandLine
import SnapshotFormats
import SnapshotGolden
import SnapshotModel

/// A finished audit: the one typed model of `audit.json` (docs/audit.md). `audit` makes it
/// from its outcomes and writes it; `verify`, `report` and `report --merge` read it back; the
/// review page's script reads the same field names. Keys sorted, no times, so two runs over
/// the same catalog give the same bytes.
package struct AuditResults: Codable, Sendable, Equatable {
    package var formatVersion: Int
    /// How many snapshots were audited.
    package var subjects: Int
    /// 0 clean, 1 an unallowlisted error, 2 a snapshot could not render.
    package var exitCode: Int
    package var counts: Counts
    /// Sorted: severity, rule, key, position (`AuditFinding.ordered`).
    package var findings: [AuditFinding]
    package var voiceOver: [VoiceOver]
    /// `scenario/surface` → overlay path relative to the output folder.
    package var overlays: [String: String]
    /// Snapshot key → the PNG of that snapshot (relative to the output folder), for every key
    /// with an error or warning finding: "the image of the failing size" on the review page.
    package var images: [String: String]
    /// Pixels per point in `images` and `overlays` by device (the device is a snapshot name's
    /// second field; finding frames are in points): the phones @3x, the watch and CarPlay @2x.
    package var imageScales: [String: Int]
    package var staleAllowlistEntries: [String]
    /// Whether the run covered the whole catalog, so unused allowlist entries are known stale.
    package var completeRun: Bool
    package var renderErrors: [String]
    /// The part of a sharded run (`--shard i/n`); nil for a whole run or a merged one.
    package var shard: Shard?
    /// Scenario id → its file, for each scenario with a failing finding: the report's verdict
    /// and annotations name the file to fix; nil when none fails (and in the sweep's audit).
    package var scenarioFiles: [String: String]?

    package static let currentFormatVersion = 1
    /// The largest audit.json read or written (`RunLimits.maxFileBytes`).
    package static let maxFileSize = RunLimits.maxFileBytes

    /// Counts over `findings`.
    package struct Counts: Codable, Sendable, Equatable {
        /// Severity → findings.
        package var bySeverity: [AuditSeverity: Int]
        /// Rule → severity → findings.
        package var byRule: [AuditRule: [AuditSeverity: Int]]
        package var allowlisted: Int
        /// Unallowlisted errors: what fails the run.
        package var failing: Int

        init(_ findings: [AuditFinding]) {
            bySeverity = Dictionary(grouping: findings, by: \.severity).mapValues(\.count)
            byRule = Dictionary(grouping: findings, by: \.rule).mapValues { Dictionary(grouping: $0, by: \.severity).mapValues(\.count) }
            allowlisted = findings.filter { $0.allowlistedBecause != nil }.count
            failing = findings.filter(\.fails).count
        }
    }

    /// The distinct VoiceOver summaries of one `scenario/surface`, with how many snapshots read each.
    package struct VoiceOver: Codable, Sendable, Equatable {
        package var presentation: String
        package var summaries: [Summary]

        package struct Summary: Codable, Sendable, Equatable {
            package var text: String
            package var snapshots: Int
        }
    }

    /// Made from a run's outcomes. `complete`: the whole catalog on the default axes was
    /// audited (render errors make a run incomplete too).
    package init(outcomes: [AuditOutcome], allowlist: AuditAllowlist, overlays: [String: String] = [:],
                images: [String: String] = [:], complete: Bool, shard: Shard? = nil) {
        let complete = complete && outcomes.allSatisfy { $0.error == nil }
        var spoken: [String: [String: Int]] = [:]
        for o in outcomes where o.error == nil {
            spoken[o.spec.scenarioID + "/" + o.spec.environment.surface.rawValue, default: [:]][o.summary, default: 0] += 1
        }
        self.init(subjects: outcomes.count,
                  findings: allowlist.apply(outcomes.flatMap(\.findings), complete: complete),
                  voiceOver: spoken.map { VoiceOver(presentation: $0.key, summaries: $0.value.map { .init(text: $0.key, snapshots: $0.value) }) },
                  overlays: overlays, images: images, completeRun: complete,
                  renderErrors: outcomes.compactMap { o in o.error.map { "\(o.key): \($0)" } }, shard: shard)
    }

    /// Everything derived (order, counts, exit code, stale entries) made from the parts.
    init(subjects: Int, findings: [AuditFinding], voiceOver: [VoiceOver], overlays: [String: String],
         images: [String: String], completeRun: Bool, renderErrors: [String], shard: Shard?) {
        formatVersion = Self.currentFormatVersion
        self.subjects = subjects
        self.findings = findings.sorted(by: AuditFinding.ordered)
        self.voiceOver = voiceOver.map { VoiceOver(presentation: $0.presentation, summaries: $0.summaries.sorted { $0.text < $1.text }) }
            .sorted { $0.presentation < $1.presentation }
        self.overlays = overlays; self.images = images; self.completeRun = completeRun
        imageScales = Dictionary(uniqueKeysWithValues: Device.allCases.map { ($0.rawValue, $0.scale) })
        self.renderErrors = renderErrors.sorted(); self.shard = shard
        counts = Counts(self.findings)
        staleAllowlistEntries = self.findings.filter { $0.rule == .allowlistStale }.map(\.message)
        exitCode = Int((!self.renderErrors.isEmpty ? ExitCode.usage : counts.failing == 0 ? .ok : .failure).rawValue)
    }

    /// Error-level findings no allowlist entry accepts.
    package var failing: [AuditFinding] { findings.filter(\.fails) }

    package var exit: ExitCode { ExitCode(rawValue: Int32(exitCode)) ?? .usage }

    /// The canonical text of `audit.json`: `$schema` first (docs/audit.schema.json), then the model.
    package func text() throws -> String { try OutputSchema.audit.text(of: self) }

    /// Reads `audit.json` under the file-reading policy; errors name the file.
    package static func read(_ url: URL, within root: String? = nil) throws(RunResultsError) -> AuditResults {
        let data = try RunResultsError.bytes(url, limit: maxFileSize, writer: "snapshot audit", within: root)
        let parsed = try RunResultsError.checkSyntax(data, path: url.path, writer: "snapshot audit")
        let results: AuditResults
        do { results = try JSONDecoder().decode(AuditResults.self, from: data) } catch {
            let reason = RunResultsError.outOfRange(parsed) ?? CatalogRunResults.describe(error)
            throw .unreadable(url.path, "does not match docs/audit.md (\(reason)); run 'snapshot audit' again to rewrite it")
        }
        guard results.formatVersion == currentFormatVersion else {
            throw .unreadable(url.path, "formatVersion is not \(currentFormatVersion); run 'snapshot audit' with this tool")
        }
        try RunLimits.check(results, path: url.path)
        // NB: overlay and image paths name files under the output folder: the one path policy
        // checks them where they enter, naming this file.
        for (name, value) in results.overlays.sorted(by: { $0.key < $1.key }) + results.images.sorted(by: { $0.key < $1.key })
            + (results.scenarioFiles ?? [:]).sorted(by: { $0.key < $1.key }) {
            if let reason = SnapshotPath.problem(value) {
                throw .unreadable(url.path, SnapshotPathError(value: value, source: "'\(name)'", reason: reason).description)
            }
        }
        return results
    }

    /// The `audit.json` in `folder`, nil when there is none; an unreadable one is an error.
    package static func read(in folder: URL) throws(RunResultsError) -> AuditResults? {
        let url = folder.appendingPathComponent("audit.json")
        // NB: lstat, not fileExists: a dangling link is "there" (and refused), never "no audit".
        var info = stat()
        guard lstat(url.path, &info) == 0 else { return nil }
        return try read(url, within: folder.path)
    }

    package init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        // NB: derived fields (counts, exit code, order, stale entries) are recomputed from the
        // findings, so a hand-edited file cannot claim a pass its findings do not support.
        self.init(subjects: try c.decode(Int.self, forKey: .subjects),
                  findings: try c.decode([AuditFinding].self, forKey: .findings),
                  voiceOver: try c.decodeIfPresent([VoiceOver].self, forKey: .voiceOver) ?? [],
                  overlays: try c.decodeIfPresent([String: String].self, forKey: .overlays) ?? [:],
                  images: try c.decodeIfPresent([String: String].self, forKey: .images) ?? [:],
                  completeRun: try c.decodeIfPresent(Bool.self, forKey: .completeRun) ?? false,
                  renderErrors: try c.decodeIfPresent([String].self, forKey: .renderErrors) ?? [],
                  shard: try c.decodeIfPresent(Shard.self, forKey: .shard))
        scenarioFiles = try c.decodeIfPresent([String: String].self, forKey: .scenarioFiles)
        formatVersion = try c.decode(Int.self, forKey: .formatVersion)
        // NB: the exit code a file claims must be the one its findings give: a shard that says
        // its audit passed (or failed) against its own findings is not one run's audit.
        if let claimed = try c.decodeIfPresent(Int.self, forKey: .exitCode), claimed != exitCode {
            throw DecodingError.dataCorrupted(.init(codingPath: [CodingKeys.exitCode],
                debugDescription: "is \(claimed) but its findings and render errors give \(exitCode)"))
        }
    }
}
