import Foundation
@testable import SnapshotAudit
@testable import SnapshotGolden
@testable import SnapshotModel
import SnapshotCatalogRuns
import SnapshotFormats

/// Report files made in memory with every optional part filled in (a catalog snapshot's axes,
/// regions, a shard and its partition; findings of each severity, one allowlisted), for the
/// schemas' negative cases (`OutputSchemaTests`).
enum OutputSchemaSamples {
    static func hash(_ seed: String) -> String { SHA256.hex(Array(seed.utf8)) }

    static let key = "belmont-fresh/systemSmall_393x852_light_L"

    /// A failing run, shard 1 of 2, with one changed snapshot and one skipped pair.
    static var run: CatalogRunResults {
        var s = CatalogRunResults.Snapshot(key: key, status: .changed, goldenSHA256: hash("golden"), candidateSHA256: hash("candidate"),
                                    candidateLayoutSHA256: hash("layout"),
                                    artefacts: [.actual: key + ".actual.png", .expected: key + ".expected.png", .diff: key + ".diff.png",
                                                .composite: key + ".composite.png", .actualLayout: key + ".actual.json"],
                                    message: "3 pixels differ")
        s.explanation = "subtitle: 'Updated 2 min ago' → 'Updated 3 min ago'"
        s.scenario = "belmont-fresh"; s.scenarioFile = "Scenarios/belmont-fresh.json"; s.surface = .systemSmall
        s.device = .iPhone393; s.appearance = .light; s.textSize = .large; s.mode = .fullColor; s.privacy = .locked
        s.mismatched = 3; s.total = 223_729; s.ratio = 0.000013
        s.regions = [CatalogRunResults.Region(x: 10, y: 20, width: 30, height: 4)]
        s.changes = ["subtitle: 'Updated 2 min ago' → 'Updated 3 min ago'"]
        var run = CatalogRunResults(exitCode: 1, counts: [.changed: 1], environmentDifferences: [], inputErrors: [],
                             skipped: [CatalogRunResults.Skipped(scenarioID: "belmont-no-favorite", surface: .liveActivityLockScreen,
                                                          reason: "no Live Activity without a chosen favorite")],
                             snapshots: [s])
        run.shard = try? Shard(parsing: "1/2")
        run.partition = ShardPartition([.init(key: key, cost: 474 * 474)])
        return run
    }

    /// `run` with nothing skipped (so `"skipped": []` is one line to take out).
    static var runSkippingNothing: CatalogRunResults {
        var r = run
        r.skipped = []
        return r
    }

    /// The review page's audit fixture (errors, a warning, an info, one allowlisted), shard 1 of 2.
    static var audit: AuditResults {
        AuditResults(subjects: 3, findings: ReviewAuditFixture.findings,
                     voiceOver: [.init(presentation: "belmont-fresh/systemSmall", summaries: [.init(text: "Belmont.", snapshots: 1)])],
                     overlays: ["belmont-fresh/systemSmall": "overlays/belmont-fresh/systemSmall.png"],
                     images: [ReviewAuditFixture.imaged: "audit-images/\(ReviewAuditFixture.imaged).png"],
                     completeRun: false, renderErrors: [], shard: try? Shard(parsing: "1/2"))
    }

    /// One approved (a new snapshot: no golden) and one rejected.
    static var approvals: Approvals {
        Approvals(approved: [ApprovalEntry(key: "a/new", candidateSHA256: hash("candidate"), goldenSHA256: nil,
                                           candidateLayoutSHA256: hash("layout"))],
                  rejected: ["b/changed"])
    }
}
