import Foundation
import SnapshotCommandLine
/// Progress of a long run on standard error, so a CI log or a terminal shows the run is alive:
/// on a terminal a bar redrawn in place (coloured unless `NO_COLOR` is set,
/// https://no-color.org); elsewhere (a CI log, a pipe) a plain line every few seconds,
/// `audit: 2400/5356`. Nothing with `--quiet`, for short runs, or when the console is not
/// the process's own (tests capture theirs).
package final class RunProgress: @unchecked Sendable {
    /// How the count is shown.
    enum Style: Equatable { case bar(color: Bool), lines(every: TimeInterval) }

    private let label: String
    private let total: Int
    private let style: Style
    private let write: (String) -> Void
    private let clock: () -> TimeInterval
    private var done = 0
    private var lastPercent = -1
    private var lastLine: TimeInterval
    private let lock = NSLock()

    /// Seconds between lines when standard error is not a terminal.
    package static let lineInterval: TimeInterval = 5

    /// Progress for `total` items of the verb `label`, or nil when none is wanted.
    package static func make(_ label: String, total: Int, context: CommandContext, quiet: Bool, minimum: Int = 24) -> RunProgress? {
        guard !quiet, total >= minimum, context.console === Console.standard else { return nil }
        let style: Style = isatty(STDERR_FILENO) == 1
            ? .bar(color: context.environment["NO_COLOR"].map(\.isEmpty) ?? true) : .lines(every: lineInterval)
        return RunProgress(label, total: total, style: style)
    }

    init(_ label: String, total: Int, style: Style, clock: @escaping () -> TimeInterval = { ProcessInfo.processInfo.systemUptime },
         write: @escaping (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }) {
        self.label = label; self.total = total; self.style = style; self.clock = clock; self.write = write
        lastLine = clock()
    }

    /// Counts one finished item; draws when the bar moves a percent or a line is due.
    package func tick() {
        let text: String? = lock.withLock {
            done += 1
            switch style {
            case .bar(let color):
                let percent = done * 100 / max(total, 1)
                guard percent != lastPercent else { return nil }
                lastPercent = percent
                let width = 24, filled = width * done / max(total, 1)
                let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
                return "\r" + (color ? "\u{1B}[36m\(bar)\u{1B}[0m" : bar) + " \(label): \(done)/\(total)"
            case .lines(let every):
                let now = clock()
                guard now - lastLine >= every, done < total else { return nil }
                lastLine = now
                return "\(label): \(done)/\(total)\n"
            }
        }
        if let text { write(text) }
    }

    /// Ends the progress: clears the bar so the summary starts on a clean line.
    package func finish() {
        if case .bar = style { write("\r\u{1B}[2K") }
    }
}
