import Foundation
import SnapshotCommandLine
import SnapshotFiles
import SnapshotGolden

/// Everything a finished run leaves for people and CI besides `results.json`: the review
/// page, `junit.xml` and `summary.txt` in the output folder; on the terminal the grouped
/// summary and a last line saying where the page is; in GitHub Actions the annotations and the
/// job summary. `verify`, `report` and `report --merge` end here; `audit`, which writes only
/// its own audit.json, ends in `announce`.
package enum ReviewOutputs {
    /// What a command announces besides the files.
    package struct Announce: Sendable {
        /// The terminal summary's detail; nil prints none (the command printed its own).
        package var summary: SummaryDetail?
        /// The parts of the run this step appends to the job summary (`GITHUB_STEP_SUMMARY`);
        /// empty appends none.
        package var ci: StepSummary.Parts
        /// The parts this step annotates (`GITHUB_ACTIONS=true`); by default those of `ci`.
        /// NB: a shard annotates nothing: the merge, which sees the whole run, annotates each
        /// cause once (a cause spread over four shards was annotated five times).
        package var annotations: StepSummary.Parts
        /// The command, as the job summary's heading names it.
        package var title: String

        package init(summary: SummaryDetail?, ci: StepSummary.Parts, annotations: StepSummary.Parts? = nil, title: String) {
            self.summary = summary; self.ci = ci; self.annotations = annotations ?? ci; self.title = title
        }
    }

    /// Writes the files into `at.outputDirectory` and announces the run.
    package static func write<Axes>(_ run: RunResults<Axes>, _ at: ReviewLocations, section: ReviewPageSection? = nil,
                             announce: Announce, context: CommandContext) throws {
        var at = at
        at.fork = at.fork ?? ReviewLocations.fork(context.environment)
        let paths = at.display
        // NB: the page needs snapshots to show; a folder only audited gets junit and the summary.
        if !run.snapshots.isEmpty { try ReviewPage.write(run, at, section: section) }
        try AtomicFileStream.write(to: at.outputDirectory.appendingPathComponent("junit.xml")) { file in
            JUnitXML.write(run, artefactPrefix: paths.out, to: file.write)
        }
        try AtomicFile.write(RunSummary(run, paths: paths).lines(.full).joined(separator: "\n") + "\n",
                             to: at.outputDirectory.appendingPathComponent("summary.txt"))
        Self.announce(run, at, announce, context: context)
        let open = run.snapshots.filter(\.isApprovable)
        context.console.out((run.snapshots.isEmpty ? "" : "review: \(paths.output("index.html"))"
                             + (open.isEmpty ? "" : " (\(open.count) to review; approve there, or 'snapshot approve --all')") + "; ")
                            + "junit: \(paths.output("junit.xml"))")
        if let accept = acceptLine(open.map(\.key), at) { context.console.out(accept) }
    }

    /// Says what the run found, writing no file of the folder: the terminal summary, the
    /// annotations (`GITHUB_ACTIONS=true`) and the job summary (`GITHUB_STEP_SUMMARY`).
    package static func announce<Axes>(_ run: RunResults<Axes>, _ at: ReviewLocations, _ announce: Announce, context: CommandContext) {
        var at = at
        at.fork = at.fork ?? ReviewLocations.fork(context.environment)
        let paths = at.display, summary = RunSummary(run, paths: paths)
        if let detail = announce.summary {
            // Input errors lead summary.txt; on a terminal they go to standard error, where scripts look for them.
            for line in summary.lines(detail).dropFirst(run.inputErrors.count) { context.console.out(line) }
            for error in run.inputErrors { context.console.err("error: \(TerminalText.escape(error))") }
            for s in run.snapshots where s.isError { context.console.err("error: \(s.key): \(TerminalText.escape(s.message ?? s.status.rawValue))") }
        }
        if !announce.annotations.isEmpty, GitHubAnnotations.enabled(context.environment) {
            for line in GitHubAnnotations.lines(run, parts: announce.annotations, paths: paths) { context.console.command(line) }
        }
        if !announce.ci.isEmpty {
            if let file = StepSummary.file(context.environment) {
                do {
                    try StepSummary.append(StepSummary.markdown(run, parts: announce.ci, title: announce.title, paths: paths,
                                                                artefact: UploadedArtefact(context.environment)), to: file)
                } catch {
                    context.console.err("warning: GITHUB_STEP_SUMMARY: cannot append to \(file): \(error)")
                }
            }
        }
    }

    /// The most keys the accept line names one by one; more are `--all`.
    static let acceptKeys = 4

    /// The one command that accepts what the run found, once reviewed, as the test library's
    /// failures end ("accept: snapshot approve 'belmont-fresh/systemSmall_393x852_light_L'"):
    /// the changed and new snapshots by key, or `--all`; `--out` and `--goldens` where they are
    /// not approve's defaults. Nil when nothing is approvable.
    package static func acceptLine(_ keys: [String], _ at: ReviewLocations) -> String? {
        guard !keys.isEmpty else { return nil }
        var words = ["snapshot", "approve"] + (keys.count <= acceptKeys ? keys.sorted() : ["--all"])
        if at.outArgument != DefaultPaths.verifyOut { words += ["--out", at.outArgument] }
        if at.goldensArgument != DefaultPaths.goldens { words += ["--goldens", at.goldensArgument] }
        return "accept: " + words.map(ShellWord.quote).joined(separator: " ")
    }
}
