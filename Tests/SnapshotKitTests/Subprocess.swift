import Foundation

/// A program the tests run to its end: a browser check, `swift test` of an example package, a
/// script. Its output is read and its exit awaited on a thread of Dispatch's global pool, never
/// on one of Swift Testing's: that pool has a thread per core, so a test blocked on Chromium or
/// a build for a minute would hold a core's worth of other tests back.
enum Subprocess {
    struct Run: Sendable { var status: Int32; var output: String }

    /// Runs `command` (the program's path, then its arguments) with `environment` (nil: this
    /// process's) and returns its status and its standard output and error, interleaved.
    static func run(_ command: [String], environment: [String: String]? = nil) async -> Run {
        await withCheckedContinuation { (done: CheckedContinuation<Run, Never>) in
            DispatchQueue.global().async { done.resume(returning: runBlocking(command, environment: environment)) }
        }
    }

    /// `run` on the calling thread: for probes that take a moment (is a tool installed?),
    /// where a test's trait needs an answer before the test exists.
    static func runBlocking(_ command: [String], environment: [String: String]? = nil) -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        if let environment { process.environment = environment }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return Run(status: -1, output: "cannot start \(command[0]): \(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}
