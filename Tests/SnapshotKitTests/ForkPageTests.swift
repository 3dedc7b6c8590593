import Foundation
@testable import SnapshotGolden
import SnapshotCatalogRuns
import SnapshotFormats
@testable import SnapshotReports
import Testing

/// Issue 32 item 6: "A page built from a fork's code says so above its apply command." The
/// workflow names a fork's pull request in SNAPSHOT_FORK (empty for the repository's own runs);
/// the page embeds it for its apply panel (Tests/Browser/review_check.py shows the panel).
@Suite struct ForkPageTests {
    @Test(arguments: [
        (["SNAPSHOT_FORK": "someone/snapshotkit"], "someone/snapshotkit"),
        (["SNAPSHOT_FORK": ""], nil),
        ([:], nil),
    ] as [([String: String], String?)])
    func forkFromTheEnvironment(_ environment: [String: String], _ fork: String?) {
        #expect(ReviewLocations.fork(environment) == fork)
    }

    @Test(arguments: ["someone/snapshotkit", nil] as [String?])
    func pageEmbedsTheFork(_ fork: String?) throws {
        let at = ReviewLocations(outputDirectory: URL(fileURLWithPath: "/tmp/out"), goldens: URL(fileURLWithPath: "/tmp/G"),
                                 outArgument: "out/verify", goldensArgument: "Goldens", fork: fork)
        let data = ReviewPageData(CatalogRunResults(exitCode: 1, counts: [:], environmentDifferences: [], inputErrors: [], snapshots: []), at)
        let approve = try #require(JSONOutput.parse(Data(try data.text().utf8))?["approve"])
        #expect(approve["fork"] == (fork.map(JSONOutput.string) ?? .null))
    }
}
