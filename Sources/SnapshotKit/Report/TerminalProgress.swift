import Foundation

/// A one-line progress counter on standard error for long runs, only when both standard
/// output and standard error are terminals (never in CI logs or when piped). Coloured
/// unless `NO_COLOR` is set (https://no-color.org).
public final class TerminalProgress: @unchecked Sendable {
    private let total: Int
    private let color: Bool
    private var done = 0
    private var lastDrawn = -1
    private let lock = NSLock()

    /// A progress line for `total` items, or nil when the run is short, the console is not
    /// the process's own, or either stream is not a terminal.
    public static func make(total: Int, context: CommandContext, minimum: Int = 24) -> TerminalProgress? {
        guard total >= minimum, context.console === Console.standard,
              isatty(STDOUT_FILENO) == 1, isatty(STDERR_FILENO) == 1 else { return nil }
        return TerminalProgress(total: total, color: context.environment["NO_COLOR"].map(\.isEmpty) ?? true)
    }

    init(total: Int, color: Bool) { self.total = total; self.color = color }

    /// Counts one finished item and redraws at most once per percent.
    public func tick() {
        let line: String? = lock.withLock {
            done += 1
            let percent = done * 100 / max(total, 1)
            guard percent != lastDrawn else { return nil }
            lastDrawn = percent
            let width = 24, filled = width * done / max(total, 1)
            let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
            return "\r" + (color ? "\u{1B}[36m\(bar)\u{1B}[0m" : bar) + " \(done)/\(total) snapshots"
        }
        if let line { FileHandle.standardError.write(Data(line.utf8)) }
    }

    /// Clears the line so the summary starts on a clean one.
    public func finish() {
        FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
    }
}
