import Foundation

/// Where a command writes: standard output and standard error, swappable in tests.
public final class Console: @unchecked Sendable {
    private let writeOut: (String) -> Void
    private let writeErr: (String) -> Void
    private let lock = NSLock()

    /// A console over custom sinks (tests capture text this way).
    public init(out: @escaping (String) -> Void, err: @escaping (String) -> Void) {
        self.writeOut = out
        self.writeErr = err
    }

    /// The process's standard output and standard error.
    public static let standard = Console(
        out: { FileHandle.standardOutput.write(Data($0.utf8)) },
        err: { FileHandle.standardError.write(Data($0.utf8)) })

    /// Writes a line to standard output.
    public func out(_ line: String) { lock.withLock { writeOut(line + "\n") } }
    /// Writes a line to standard error.
    public func err(_ line: String) { lock.withLock { writeErr(line + "\n") } }
}

/// A console that records what was written, for tests.
public final class CapturedConsole: @unchecked Sendable {
    private let lock = NSLock()
    private var outText = ""
    private var errText = ""
    public init() {}
    /// Everything written to standard output.
    public var stdout: String { lock.withLock { outText } }
    /// Everything written to standard error.
    public var stderr: String { lock.withLock { errText } }
    /// The console to hand to `CLI.run`.
    public var console: Console {
        Console(out: { s in self.lock.withLock { self.outText += s } },
                err: { s in self.lock.withLock { self.errText += s } })
    }
}
