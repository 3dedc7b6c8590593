import Foundation
import SnapshotAudit
import SnapshotCatalogRuns
import SnapshotCommandLine
import SnapshotGolden
import SnapshotReports

/// `snapshot report`: rebuilds the review page, junit.xml and summary.txt from a finished run;
/// with `--merge`, first makes one run of several (a CI matrix's shards).
enum ReportVerb {
    static let verb = Verb(
        name: "report",
        summary: "Make the review page, junit.xml and summary.txt of a folder's results.json and audit.json; --merge joins shards' runs into one.",
        usage: "report [--out DIR] [--goldens DIR] | report --merge DIR... --out DIR [--goldens DIR] [--quiet]",
        details: """
        Reads DIR/results.json (verify's) and DIR/audit.json (the audit's), either or both, and joins them: the page's
        Accessibility section, the audit's cases in junit.xml, its line in summary.txt. Rewrites neither (each verb writes
        only its own file) and never renders or compares; an audit.json older than results.json is warned about.
        --merge DIR...: each DIR is one shard's output folder (verify --shard i/n, audit --shard i/n). Writes into --out
        one results.json, audit.json, junit.xml, summary.txt and review page, with every failure artefact, overlay and
        audit image copied, and appends the job summary when GITHUB_STEP_SUMMARY is set. Refused (exit 2): a snapshot
        in two folders, a shard missing or given twice, folders of different tools, --out among the inputs, shards
        that hold nothing, an audit exit code its findings do not give. Verdicts are recomputed from the statuses and
        findings, with --allowlist (default Audit/allowlist.json) re-applied. The merge annotates each failure cause
        once (GITHUB_ACTIONS=true); sharded verify and audit runs leave annotations to it.
        Exit codes: report: 0 written, 2 unreadable input. report --merge: the merged run's verdict (0 all passed,
        1 differences or accessibility errors, 2 input errors), so a CI job fails when any shard did.
        """,
        options: [out.spec, SharedOptions.goldens.spec, SharedOptions.merge.spec, SharedOptions.allowlist.spec, quiet.spec],
        run: run)

    static let out = Option<String>.path("out", "DIR", default: DefaultPaths.verifyOut,
                                         "the run's output folder; with --merge, where the merged run goes")
    static let quiet = Flag("quiet", "only the last lines (where the page and junit.xml are); with --merge, one line per failure cause")

    static func run(_ args: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        if args.has(SharedOptions.merge) { return try merge(args, context) }
        if let stray = args.positionals.first { throw UsageError("snapshot report: unexpected argument '\(stray)'; to merge folders, add --merge") }
        let outArgument = args.text(Self.out), goldensArgument = args.text(SharedOptions.goldens)
        let out = context.url(outArgument)
        let outLock = try OutputFolder.check(out, argument: outArgument, goldens: context.url(goldensArgument), inputs: [], verb: "snapshot report")
        defer { outLock.release() }
        let joined: CatalogRunResults, audit: AuditResults?
        do {
            (joined, audit) = try RunFolder.read(out, console: context.console)
        } catch {
            context.console.err("snapshot report: \(error)")
            return .usage
        }
        try ReviewOutputs.write(joined, ReviewLocations(outputDirectory: out, goldens: context.url(goldensArgument),
                                                        outArgument: outArgument, goldensArgument: goldensArgument),
                                section: try audit.map { AuditReviewSection.section(auditJSON: try $0.text(), folder: out) },
                                announce: .init(summary: args.has(quiet) ? nil : .terminal(perGroup: 5), ci: [], title: "snapshot report"),
                                context: context)
        return .ok
    }
}
