import Foundation
import SnapshotTestSupport
import Testing

/// Issue 18 item 3: `scripts/verify` (the main job) and `scripts/test` fail when the build
/// fails, with the compiler's error first and without the build's own warnings as a flood.
/// Each script runs in a copy of `scripts/` with a `swift` on PATH that prints 300 warning
/// lines (Foundation's static-link warnings) and one error, then fails, and a stale
/// `.build/release/snapshot` that only leaves a mark: it must never run.
@Suite struct BuildFailureScriptTests {
    static let warning = "/usr/bin/ld.gold: warning: Using 'dlopen' in statically linked applications requires at runtime the shared libraries"
    static let error = "/repo/Sources/SnapshotKit/Golden/Verifier.swift:12:5: error: cannot find 'stale' in scope"

    /// A copy of the scripts, installers stubbed, with the failing `swift` and the stale binary.
    static func sandbox() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for name in ["verify", "test", "swift-build"] {
            let source = TestPaths.repository.appendingPathComponent("scripts/" + name)
            if FileManager.default.fileExists(atPath: source.path) { try folder.copy(source, to: "scripts/" + name) }
        }
        let fakes = [
            "scripts/ensure-deps.sh": "#!/bin/sh\nexit 0\n",
            "scripts/ensure-pyenv.sh": "#!/bin/sh\nexit 0\n",
            "bin/swift": "#!/bin/sh\ni=0\nwhile [ $i -lt 300 ]; do echo \"\(warning)\"; i=$((i+1)); done\n"
                + "echo \"\(error)\"\necho \"    |     \\`- error: cannot find 'stale' in scope\"\nexit 1\n",
            ".build/release/snapshot": "#!/bin/sh\ntouch \"$(dirname \"$0\")/../../stale-binary-ran\"\nexit 0\n",
        ]
        for (path, text) in fakes { try folder.write(text, to: path) }
        for path in ["scripts/verify", "scripts/test", "scripts/swift-build"] + Array(fakes.keys) where folder.exists(path) {
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path(path).path)
        }
        return folder
    }

    static func run(_ script: String, in folder: TemporaryFolder) async -> Subprocess.Run {
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = folder.path("bin").path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        return await Subprocess.run(["/bin/bash", folder.path(script).path], environment: environment)
    }

    @Test(arguments: ["scripts/verify", "scripts/test"])
    func aFailedBuildFailsWithItsErrorFirst(script: String) async throws {
        let folder = try Self.sandbox()
        defer { folder.remove() }
        let run = await Self.run(script, in: folder)
        #expect(run.status != 0, "\(script) exited 0 after a failed build:\n\(run.output.suffix(600))")
        #expect(!folder.exists("stale-binary-ran"), "\(script) ran the stale .build/release/snapshot after a failed build")
        let lines = run.output.split(separator: "\n").map(String.init)
        let firstError = lines.firstIndex { $0.contains("error:") }
        let firstWarning = lines.firstIndex { $0.contains("warning:") }
        #expect(firstError != nil, "\(script) does not show the compiler's error:\n\(run.output.suffix(600))")
        if let firstError, let firstWarning { #expect(firstError < firstWarning, "\(script): a warning comes before the error") }
        let warnings = lines.filter { $0.contains("warning:") }.count
        #expect(warnings < 5, "\(script) shows \(warnings) warning lines: the build's own warnings flood the output")
    }
}
