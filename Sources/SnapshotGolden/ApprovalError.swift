import SnapshotCommandLine
import SnapshotFiles
/// A stale approval: what the reviewer saw is no longer what would be written or replaced.
package struct StaleApproval: Equatable, Sendable, CustomStringConvertible {
    package var key: String
    package var reason: String
    package var description: String { "\(key): \(reason)" }
}

/// Why `snapshot approve` wrote nothing (or, for `interrupted`, stopped part-way).
package enum ApprovalError: Error, CustomStringConvertible, Equatable {
    /// The approvals file or `results.json` cannot be read or is malformed (exit 2).
    case invalid(String, String)
    /// A key or artefact path breaks the path policy (exit 2).
    case path(SnapshotPathError)
    /// A key is not a changed or new snapshot of the last run (exit 2).
    case unknownKey(String, suggestion: String?)
    /// The design changed after review: every stale entry, nothing written (exit 1).
    case stale([StaleApproval])
    /// The run was rendered on another environment than the goldens' (exit 1).
    case environment([String])
    /// A temporary file could not be written: nothing was replaced (exit 2).
    case stagingFailed(String, String)
    /// The goldens' lock could not be taken (exit 2).
    case lock(FileError)
    /// A rename failed part-way: `applied` keys are new, the others old, none half-written.
    case interrupted(applied: [String], failed: String, reason: String)

    /// 1 for a refused review (stale, environment), 2 for bad input or a failed write.
    package var exitCode: ExitCode {
        switch self {
        case .stale, .environment: .failure
        default: .usage
        }
    }

    package var description: String {
        switch self {
        case .invalid(let path, let reason):
            return "\(path): \(reason)"
        case .path(let error):
            return error.description
        case .unknownKey(let key, let suggestion):
            return "'\(key)' is not a changed or new snapshot of the last run"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? "") + " (see results.json, or run 'snapshot verify' first)"
        case .stale(let entries):
            return (["refused: the design changed after review; nothing was written. Stale approvals:"]
                    + entries.map { "  \($0)" }
                    + ["Run 'snapshot verify' again and review the new candidates."]).joined(separator: "\n")
        case .environment(let differences):
            return (["refused: this run was rendered on another environment than Goldens/ENVIRONMENT.json:"]
                    + differences.map { "  \($0)" }
                    + ["Approving would mix environments; re-record with 'snapshot record' on one environment."])
                .joined(separator: "\n")
        case .stagingFailed(let path, let reason):
            return "cannot write \(path): \(reason); no golden was changed. Fix the folder and approve again."
        case .lock(let error):
            return "\(error); no golden was changed"
        case .interrupted(let applied, let failed, let reason):
            return "approve stopped at \(failed): \(reason). New goldens: \(applied.isEmpty ? "none" : applied.joined(separator: ", ")); "
                + "every other golden is unchanged, and none is half-written. Fix the cause and run the same approve again "
                + "(entries already applied are recognised)."
        }
    }
}
