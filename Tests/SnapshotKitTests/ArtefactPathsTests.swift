import Foundation
@testable import SnapshotReports
import Testing

/// Issue 32 item 5: "The step summary says where each image is inside the artefact (its path
/// there, and the artefact's name), not only the runner's path." The workflow uploads `out/`
/// as `snapshots` (the merge) or `snapshots-shard-N`, and says so in SNAPSHOT_ARTEFACT and
/// SNAPSHOT_ARTEFACT_ROOT.
@Suite struct ArtefactPathsTests {
    static let merge = ["SNAPSHOT_ARTEFACT": "snapshots", "SNAPSHOT_ARTEFACT_ROOT": "out"]

    /// (environment, runner path, path inside the artefact or nil: not in it)
    @Test(arguments: [
        (merge, "out/verify/belmont-fresh/s00.diff.png", "verify/belmont-fresh/s00.diff.png"),
        (merge, "./out/verify/index.html", "verify/index.html"),
        (["SNAPSHOT_ARTEFACT": "snapshots-shard-2", "SNAPSHOT_ARTEFACT_ROOT": "out/"], "out/verify/sweep/sweep.json", "verify/sweep/sweep.json"),
        // A golden is in the repository, not in the artefact.
        (merge, "Goldens/belmont-fresh/s00.png", nil),
        // A folder that only starts like the uploaded one is not in it.
        (merge, "outside/verify/x.png", nil),
    ] as [([String: String], String, String?)])
    func pathInsideTheArtefact(_ environment: [String: String], _ runner: String, _ inside: String?) throws {
        let artefact = try #require(UploadedArtefact(environment))
        #expect(artefact.path(of: runner) == inside)
    }

    /// Outside CI, or with either variable missing, there is no artefact to name.
    @Test(arguments: [[:], ["SNAPSHOT_ARTEFACT": "snapshots"], ["SNAPSHOT_ARTEFACT_ROOT": "out"],
                      ["SNAPSHOT_ARTEFACT": "", "SNAPSHOT_ARTEFACT_ROOT": "out"]])
    func noArtefactWithoutBothVariables(_ environment: [String: String]) {
        #expect(UploadedArtefact(environment) == nil)
    }

    @Test func jobSummaryNamesImagesInsideTheArtefact() throws {
        let artefact = try #require(UploadedArtefact(Self.merge))
        let md = StepSummary.markdown(CIReportTests.run, parts: .all, title: "snapshot report --merge", paths: CIReportTests.paths,
                                      artefact: artefact)
        #expect(md.contains("- `belmont-fresh/s00` → `verify/belmont-fresh/s00.diff.png` in `snapshots`"), "\(md)")
        #expect(!md.contains("`out/verify/belmont-fresh/s00.diff.png`"), "\(md)")
        #expect(md.contains("Artefacts, in the artefact `snapshots`: `verify/index.html`, `verify/results.json`, `verify/junit.xml`, `verify/summary.txt`"),
                "\(md)")
        // Without an artefact (a local run) the runner's paths stay.
        let local = StepSummary.markdown(CIReportTests.run, parts: .all, title: "snapshot verify", paths: CIReportTests.paths)
        #expect(local.contains("- `belmont-fresh/s00` → `out/verify/belmont-fresh/s00.diff.png`"))
    }
}
