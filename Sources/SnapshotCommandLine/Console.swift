import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Where a command writes: standard output and standard error, swappable in tests.
package final class Console: @unchecked Sendable {
    private let writeOut: (String) -> Void
    private let writeErr: (String) -> Void
    private let lock = Mutex(()) // NB: not NSLock: the first Foundation object costs ~0.1 ms of `snapshot diff`'s start-up

    /// A console over custom sinks (tests capture text this way).
    package init(out: @escaping (String) -> Void, err: @escaping (String) -> Void) {
        self.writeOut = out
        self.writeErr = err
    }

    /// The process's standard output and standard error.
    package static let standard = Console(out: { writeAll($0, to: 1) }, err: { writeAll($0, to: 2) })

    /// Writes a line to standard output, as data (`TerminalText.lines`: no control character
    /// and no workflow command gets through from anything the line quotes).
    package func out(_ line: String) { lock.withLock { _ in writeOut(TerminalText.lines(line) + "\n") } }
    /// Writes a line to standard error, as data (`TerminalText.lines`).
    package func err(_ line: String) { lock.withLock { _ in writeErr(TerminalText.lines(line) + "\n") } }
    /// Writes a GitHub workflow command (`GitHubAnnotations`, already escaped as the runner
    /// expects) to standard output: the one way a line starting with `::` is printed.
    package func command(_ line: String) { lock.withLock { _ in writeOut(line + "\n") } }

    /// Writes all of `text` to file descriptor `fd`: one `write(2)` unless the kernel takes
    /// less, retried on EINTR. NB: not FileHandle, whose first write in a process costs ~0.12 ms.
    static func writeAll(_ text: String, to fd: Int32) {
        var text = text
        text.withUTF8 { bytes in
            var done = 0
            while done < bytes.count {
                let n = write(fd, bytes.baseAddress! + done, bytes.count - done)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return } // closed pipe or full disk: nothing left to tell
                done += n
            }
        }
    }
}

/// A console that records what was written, for tests.
package final class CapturedConsole: @unchecked Sendable {
    private let lock = NSLock()
    private var outText = ""
    private var errText = ""
    package init() {}
    /// Everything written to standard output.
    package var stdout: String { lock.withLock { outText } }
    /// Everything written to standard error.
    package var stderr: String { lock.withLock { errText } }
    /// The console to hand to `CLI.run`.
    package var console: Console {
        Console(out: { s in self.lock.withLock { self.outText += s } },
                err: { s in self.lock.withLock { self.errText += s } })
    }
}
