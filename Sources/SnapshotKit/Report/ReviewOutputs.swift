import Foundation

/// Everything a finished run leaves for people and CI besides `results.json`: the review
/// page, `junit.xml`, GitHub Actions annotations (when `GITHUB_ACTIONS=true`) and a last
/// line saying where the page is. `verify` and `report` both end here.
public enum ReviewOutputs {
    /// Writes the page and `junit.xml` into `at.outputDirectory` and prints the pointers.
    public static func write(_ run: RunResults, _ at: ReviewLocations, section: ReviewPageSection? = nil,
                             context: CommandContext) throws {
        let prefix = at.outArgument.hasSuffix("/") ? at.outArgument : at.outArgument + "/"
        try ReviewPage.write(run, at, section: section)
        try AtomicFile.write(JUnitXML.document(run, artefactPrefix: prefix),
                             to: at.outputDirectory.appendingPathComponent("junit.xml"))
        if GitHubAnnotations.enabled(context.environment) {
            for line in GitHubAnnotations.lines(run, outPrefix: prefix) { context.console.out(line) }
        }
        let open = run.snapshots.filter(\.isApprovable).count
        context.console.out("review: \(prefix)index.html"
                            + (open > 0 ? " (\(open) to review; approve there, or 'snapshot approve --all')" : "")
                            + "; junit: \(prefix)junit.xml")
    }
}
