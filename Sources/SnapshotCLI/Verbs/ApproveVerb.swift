import Foundation
import SnapshotCatalogRuns
import SnapshotCommandLine
import SnapshotGolden
import SnapshotImage

/// `snapshot approve`: copies reviewed candidates of the last run into the goldens.
enum ApproveVerb {
    static let verb = Verb(
        name: "approve",
        summary: "Copy reviewed candidates of the last verify run into the goldens, atomically and only if unchanged since review.",
        usage: "approve (--from approvals.json | --all | KEY...) [--out DIR] [--goldens DIR]",
        details: """
        --from reads approvals.json from the review page (index.html); '-' or /dev/stdin reads standard input.
        KEY... (globs allowed) and --all take the candidates and hashes from DIR/results.json.
        Every entry is checked first: the candidate DIR/<key>.actual.png must still hash to what was
        reviewed, and the golden to what it replaces. Any mismatch refuses all of them, naming each.
        Goldens are staged to temporary files, then renamed into place: an interrupted approve leaves
        each golden old or new, never half-written; running it again finishes the job.
        Exit codes: 0 written (or nothing to do), 1 refused (stale review or another environment),
        2 bad option, unreadable file, unknown key or a failed write.
        """,
        options: [from.spec, all.spec, out.spec, SharedOptions.goldens.spec, quiet.spec],
        run: run)

    static let from = Option<String>.path("from", "FILE", "approvals.json downloaded from the review page ('-' for standard input)")
    static let all = Flag("all", "approve every changed and new snapshot of the last run")
    static let out = Option<String>.path("out", "DIR", default: DefaultPaths.verifyOut, "the verify run's output folder")
    static let quiet = Flag("quiet", "only the last line (how many goldens were written); not one line per key")

    /// The largest approvals file read (docs/cli.md "Trust model").
    static let maxApprovalsSize = 16 << 20

    static func run(_ args: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let fromFile = try args.given(from)
        let modes = [fromFile != nil, args.has(all), !args.positionals.isEmpty].filter { $0 }.count
        guard modes == 1 else {
            throw UsageError("snapshot approve: give exactly one of --from approvals.json, --all or KEY... (see 'snapshot approve --help')")
        }
        let out = context.url(args.text(Self.out)), goldensArgument = args.text(SharedOptions.goldens)
        let store = GoldenStore(root: context.url(goldensArgument))
        let console = context.console
        do {
            let run: CatalogRunResults
            do { run = try CatalogRunResults.read(out.appendingPathComponent("results.json")) } catch {
                guard case .unreadable(let path, let reason) = error else { throw error }
                throw ApprovalError.invalid(path, reason)
            }
            var rejected: [String] = []
            let entries: [ApprovalEntry]
            if let from = fromFile {
                let data: Data
                do {
                    // NB: a heredoc or pipe is not a regular file; read standard input as a stream.
                    data = from == "-" || from == "/dev/stdin" ? try FileHandle.standardInput.read(upToCount: Self.maxApprovalsSize + 1) ?? Data()
                        : Data(try FileBytes.read(context.path(from), limit: Self.maxApprovalsSize))
                    guard data.count <= Self.maxApprovalsSize else {
                        throw ApprovalError.invalid(from, "is over the limit of \(Self.maxApprovalsSize) bytes; refusing to read it")
                    }
                } catch let error as ApprovalError {
                    throw error
                } catch let error as PNGError {
                    guard case .unreadable(_, let reason) = error else { throw ApprovalError.invalid(from, "\(error)") }
                    throw ApprovalError.invalid(from, "cannot read it (\(reason))")
                } catch {
                    throw ApprovalError.invalid(from, "cannot read standard input")
                }
                let approvals = try Approvals.decode(data, path: from)
                entries = approvals.approved
                rejected = approvals.rejected
            } else if args.has(all) {
                entries = Approval.allEntries(in: run)
            } else {
                entries = try Approval.entries(matching: args.positionals, in: run)
            }
            let source = fromFile ?? out.appendingPathComponent("results.json").path
            let outcome = try Approval.apply(entries, run: run, outputDirectory: out, store: store, source: source)
            if !args.has(quiet) {
                for key in outcome.written { console.out("approved \(key)") }
                for key in outcome.alreadyApplied { console.out("already approved \(key)") }
            }
            console.out("approve: \(outcome.written.count) golden(s) written to \(goldensArgument)"
                        + (outcome.alreadyApplied.isEmpty ? "" : ", \(outcome.alreadyApplied.count) already in place")
                        + (rejected.isEmpty ? "" : ", \(rejected.count) rejected left unchanged")
                        + (outcome.written.isEmpty ? "" : "; run 'snapshot verify' to confirm"))
            return .ok
        } catch let error as ApprovalError {
            console.err("snapshot approve: \(error)")
            return error.exitCode
        }
    }
}
