import Foundation
import SnapshotCommandLine
import Testing

/// The Python side of the review tests: a venv under `.build/pyenv` with `selenium` and
/// `junitparser` (scripts/test installs it) and Debian's `chromium` + `chromium-driver`.
/// In CI (`CI=true`) a missing tool fails the tests that need it; elsewhere they skip.
enum ReviewPythonTools {
    static let python = TestPaths.repository.appendingPathComponent(".build/pyenv/bin/python")
    static let scripts = TestPaths.repository.appendingPathComponent("Tests/Browser")
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromedriver"]

    static var inCI: Bool { ContinuousIntegration.detected(in: ProcessInfo.processInfo.environment) }

    /// Whether the venv has `modules`.
    static func has(_ modules: [String]) -> Bool {
        FileManager.default.isExecutableFile(atPath: python.path)
            && run([python.path, "-c", "import " + modules.joined(separator: ", ")]).status == 0
    }

    static var hasBrowser: Bool {
        has(["selenium"]) && chromium.allSatisfy { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Run the test when the tools are there, or when CI requires them (it then fails loudly).
    static var browserTestEnabled: Bool { hasBrowser || inCI }
    static var junitTestEnabled: Bool { has(["junitparser"]) || inCI }

    static let missingMessage = "needs chromium, chromium-driver and a venv with selenium and junitparser in .build/pyenv: run scripts/test (it installs them)"

    /// Runs a script from `Tests/Browser/` with the venv's Python, off Swift Testing's threads
    /// (`Subprocess`): a browser check takes seconds to a minute.
    static func script(_ name: String, _ arguments: [String]) async throws -> (status: Int32, output: String) {
        guard FileManager.default.isExecutableFile(atPath: python.path) else {
            Issue.record("no Python venv at \(python.path): \(missingMessage)")
            return (-1, "")
        }
        let run = await Subprocess.run([python.path, scripts.appendingPathComponent(name).path] + arguments)
        return (run.status, run.output)
    }

    /// Runs a program that takes a moment and returns its exit status and combined output.
    static func run(_ command: [String]) -> (status: Int32, output: String) {
        let run = Subprocess.runBlocking(command)
        return (run.status, run.output)
    }
}
