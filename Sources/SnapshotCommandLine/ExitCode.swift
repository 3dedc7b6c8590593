/// The process exit codes every verb uses.
package enum ExitCode: Int32, Sendable {
    /// Everything passed.
    case ok = 0
    /// Differences found or checks failed.
    case failure = 1
    /// Usage or input error: the message says which file or option and why.
    case usage = 2
}
