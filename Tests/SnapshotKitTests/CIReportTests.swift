import Foundation
@testable import SnapshotDiff
@testable import SnapshotGolden
@testable import SnapshotReports
@testable import SnapshotStructure
import SnapshotCatalogRuns
import SnapshotFormats
import Testing

/// Issue 14 items 2 and 3, in the issue's words: "28 failures from one cause print about 230
/// lines" becomes one line per cause; the audit speaks junit, annotations and the job summary;
/// progress shows off a terminal.
@Suite struct CIReportTests {
    static func snapshot(_ key: String, _ status: CatalogRunResults.Status = .changed, explanation: String? = nil,
                         file: String? = "Scenarios/belmont-fresh.json") -> CatalogRunResults.Snapshot {
        var s = CatalogRunResults.Snapshot(key: key, status: status,
                                    artefacts: status == .passed ? [:] : [.diff: key + ".diff.png", .actual: key + ".actual.png"],
                                    message: status == .passed ? nil : "3 of 9 pixels differ")
        s.explanation = explanation
        s.scenario = String(key.split(separator: "/")[0]); s.scenarioFile = file
        return s
    }

    /// 28 snapshots changed by one subtitle, 2 by another cause, 1 unreadable golden, 3 passing.
    static var run: CatalogRunResults {
        let subtitle = "subtitle: 'Updated 2 min ago' → '3 min'"
        let snapshots = (0..<28).map { snapshot("belmont-fresh/s\(String($0).leftPadded(2, with: "0"))", explanation: subtitle) }
            + [snapshot("howard/a", explanation: "row 1 time: 'Due' → '1 min'"), snapshot("howard/b", explanation: "row 1 time: 'Due' → '1 min'"),
               snapshot("kimball/x", .unreadableGolden, explanation: "golden unreadable: truncated PNG")]
            + (0..<3).map { snapshot("passing/p\($0)", .passed) }
        return CatalogRunResults(exitCode: 2, counts: Dictionary(grouping: snapshots, by: \.status).mapValues(\.count),
                          environmentDifferences: [], inputErrors: [], snapshots: snapshots)
    }

    static let paths = DisplayPaths(out: "out/verify", goldens: "Goldens")

    @Test func failuresGroupByCauseErrorsFirstThenLargest() {
        let groups = FailureGroup.of(Self.run)
        #expect(groups.map(\.headline) == [
            "1 snapshot: golden unreadable: truncated PNG",
            "28 snapshots: subtitle: 'Updated 2 min ago' → '3 min'",
            "2 snapshots: row 1 time: 'Due' → '1 min'",
        ])
        #expect(groups[1].sourceFile == "Scenarios/belmont-fresh.json")
    }

    /// The cause is what a person sees change; labels and moves only when nothing visible did.
    @Test(arguments: [
        ([LayoutChange.Kind.label, .text, .moved], "subtitle text"),
        ([.label, .moved], "subtitle label"),
        ([.moved, .resized], "subtitle moved; subtitle resized"),
        ([.text, .color, .font], "subtitle text; subtitle color; and 1 more change(s)"),
    ])
    func explanationIsTheVisibleCause(kinds: [LayoutChange.Kind], expected: String) {
        let changes = kinds.map { LayoutChange(kind: $0, element: "subtitle", role: "subtitle", row: nil, before: nil, after: nil,
                                               summary: "subtitle \($0 == .resized ? "resized" : $0.rawValue)") }
        let evidence = DiffEvidence(mismatched: 3, total: 9, countIsLowerBound: false, regions: [], diffImage: nil)
        #expect(FailureWording.explain(.mismatch(evidence, changes: changes)) == expected)
        #expect(FailureWording.explain(.mismatch(evidence, changes: [])) == "pixels differ; the structural snapshot is unchanged")
        #expect(FailureWording.explain(.match) == nil)
    }

    @Test func terminalSummaryIsOneLinePerCauseNotOnePerSnapshot() {
        let summary = RunSummary(Self.run, paths: Self.paths)
        let terminal = summary.lines(.terminal(perGroup: 5))
        // 3 headlines, 5 + 1 + 2 + 1 snapshot lines ("… and 23 more"), the counts: far from 230.
        #expect(terminal.count == 3 + (5 + 1) + 2 + 1 + 1, "\(terminal.joined(separator: "\n"))")
        #expect(terminal.contains("    … and 23 more: out/verify/summary.txt"))
        #expect(terminal.contains("    belmont-fresh/s00  out/verify/belmont-fresh/s00.diff.png"))
        #expect(terminal.last == "snapshot: 34 snapshot(s): 30 changed, 3 passed, 1 unreadable-golden")
        let quiet = summary.lines(.quiet)
        #expect(quiet.count == 4 && quiet.filter { $0.hasPrefix("    ") }.isEmpty, "\(quiet)")
        let full = summary.lines(.full)
        #expect(full.filter { $0.hasPrefix("    belmont-fresh/") }.count == 28)
    }

    @Test func jobSummaryGroupsEscapesAndNamesTheArtefacts() {
        var run = Self.run
        run.snapshots[0].explanation = "<img src=x onerror=alert(1)> | `x`"
        let md = StepSummary.markdown(run, parts: .all, title: "snapshot verify", paths: Self.paths)
        #expect(md.contains("### snapshot verify: ❌ input errors"))
        #expect(md.contains("| changed | 30 |"))
        #expect(md.contains("<b>27 snapshots</b>: subtitle: &#39;Updated 2 min ago&#39; → &#39;3 min&#39;</summary>"))
        #expect(!md.contains("<img"), "markup from a file must not reach the summary")
        #expect(md.contains("Artefacts: `out/verify/index.html`, `out/verify/results.json`, `out/verify/junit.xml`, `out/verify/summary.txt`"))
    }

    static var audit: RunAudit {
        RunAudit(subjects: 40, exitCode: 1, presentations: ["belmont-fresh/systemSmall", "belmont-fresh/systemMedium", "howard/systemSmall"],
                 failures: [RunAudit.Failure(presentation: "belmont-fresh/systemSmall", rule: "contrast.text", scenarioFile: "Scenarios/belmont-fresh.json",
                                             keys: ["belmont-fresh/systemSmall_393x852_dark_AX5"], message: "contrast 3.1:1 < 4.5:1", findings: 2)],
                 warnings: 4, info: 9, allowlisted: 1, renderErrors: [])
    }

    @Test func auditErrorsAreJUnitTestcasesBesideVerify() {
        var run = Self.run
        run.audit = Self.audit
        let xml = JUnitXML.document(run, artefactPrefix: "out/verify/")
        #expect(xml.contains("<testsuite name=\"accessibility audit\" tests=\"3\" failures=\"1\" errors=\"0\" skipped=\"0\">"))
        #expect(xml.contains("<testcase classname=\"belmont-fresh\" name=\"audit systemSmall\" file=\"Scenarios/belmont-fresh.json\">"))
        #expect(xml.contains("<failure type=\"accessibility\" message=\"1 accessibility rule(s) broken: contrast.text\">"))
        #expect(xml.contains("<testcase classname=\"howard\" name=\"audit systemSmall\"/>"))
        #expect(xml.contains("tests=\"37\""), "34 snapshots and 3 presentations")
    }

    @Test func annotationsAreCappedAndSummarised() {
        let snapshots = (0..<14).map { Self.snapshot("s/k\($0)", explanation: "cause \(String($0).leftPadded(2, with: "0"))") }
        var run = CatalogRunResults(exitCode: 1, counts: [.changed: 14], environmentDifferences: [], inputErrors: [], snapshots: snapshots)
        run.audit = Self.audit
        let snapshotLines = GitHubAnnotations.lines(run, parts: .snapshots, paths: Self.paths)
        #expect(snapshotLines.count == GitHubAnnotations.limit + 1)
        #expect(snapshotLines.last!.hasPrefix("::error title=4 more failure cause(s)::4 more failing snapshot(s); all in out/verify/summary.txt"))
        let auditLines = GitHubAnnotations.lines(run, parts: .audit, paths: Self.paths)
        #expect(auditLines == ["::error file=Scenarios/belmont-fresh.json,title=Accessibility%3A contrast.text in belmont-fresh/systemSmall::"
                               + "contrast 3.1:1 < 4.5:1%0Abelmont-fresh/systemSmall_393x852_dark_AX5"])
    }

    @Test func progressOffATerminalIsALineEveryFewSeconds() {
        var now = 0.0, written: [String] = []
        let progress = RunProgress("audit", total: 100, style: .lines(every: 5), clock: { now }, write: { written.append($0) })
        for i in 1...100 { now = Double(i) * 0.2; progress.tick() }
        progress.finish()
        #expect(written == ["audit: 25/100\n", "audit: 50/100\n", "audit: 75/100\n"])
        var bar: [String] = []
        let terminal = RunProgress("verify", total: 200, style: .bar(color: false), clock: { 0 }, write: { bar.append($0) })
        for _ in 1...200 { terminal.tick() }
        #expect(bar.count == 101 && bar.last == "\r████████████████████████ verify: 200/200")
    }
}
