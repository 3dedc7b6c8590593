import Foundation

/// `snapshot report`: rebuilds the review page and junit.xml from a finished run.
enum ReportVerb {
    static let verb = Verb(
        name: "report",
        summary: "Rebuild the review page (index.html) and junit.xml from a finished run's results.json.",
        usage: "report [--out DIR] [--goldens DIR]",
        details: """
        Reads DIR/results.json (written by 'snapshot verify'); never renders or compares.
        Exit codes: 0 written, 2 bad option or unreadable results.json.
        """,
        options: [
            .value("out", "DIR", "the run's output folder (default: out/verify)"),
            .value("goldens", "DIR", "golden folder the page links passing snapshots to (default: Goldens)"),
        ],
        run: run)

    static func run(_ args: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let outArgument = args.value("out") ?? "out/verify", goldensArgument = args.value("goldens") ?? "Goldens"
        let out = context.url(outArgument)
        let run: RunResults
        do { run = try RunResults.read(out.appendingPathComponent("results.json")) } catch {
            context.console.err("snapshot report: \(error)")
            return .usage
        }
        try ReviewOutputs.write(run, ReviewLocations(outputDirectory: out, goldens: context.url(goldensArgument),
                                                     outArgument: outArgument, goldensArgument: goldensArgument),
                                section: AuditReviewSection.section(in: out), context: context)
        return .ok
    }
}
