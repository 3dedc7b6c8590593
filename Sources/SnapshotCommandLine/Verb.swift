import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What a verb gets besides its arguments: where to write, the environment, the folder it runs in.
package struct CommandContext: Sendable {
    /// Standard output and error.
    package let console: Console
    /// The process environment (tests pass their own).
    package var environment: [String: String] { givenEnvironment ?? ProcessInfo.processInfo.environment }
    /// nil: the process's own, read when asked for. NB: ProcessInfo's first use costs ~0.2 ms,
    /// a tenth of `snapshot diff`'s start-up, and `diff` never asks.
    private let givenEnvironment: [String: String]?
    /// The folder relative paths are resolved against, as a path.
    package let workingDirectoryPath: String

    /// The folder relative paths are resolved against.
    package var workingDirectory: URL { URL(fileURLWithPath: workingDirectoryPath, isDirectory: true) }

    package init(console: Console, environment: [String: String], workingDirectory: URL) {
        self.init(console: console, environment: environment, workingDirectoryPath: workingDirectory.path)
    }

    // NB: paths, not URLs, in the context: a Foundation URL's first use costs ~0.2 ms, a
    // tenth of `snapshot diff`'s start-up; `snapshot diff` resolves its files as paths.
    package init(console: Console, environment: [String: String]?, workingDirectoryPath: String) {
        self.console = console
        self.givenEnvironment = environment
        self.workingDirectoryPath = workingDirectoryPath
    }

    /// The real process: standard output and error, the process environment and current folder.
    package static var standard: CommandContext {
        CommandContext(console: .standard, environment: nil, workingDirectoryPath: currentDirectory())
    }

    /// The current directory, from getcwd (FileManager's first use costs ~0.1 ms).
    static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "." }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Resolves a path given on the command line against the working directory.
    package func path(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        return workingDirectoryPath.hasSuffix("/") ? workingDirectoryPath + path : workingDirectoryPath + "/" + path
    }

    /// Resolves a path given on the command line against the working directory, as a URL.
    package func url(_ path: String) -> URL { URL(fileURLWithPath: self.path(path)) }
}

/// One `snapshot` verb: its option table, help and behaviour.
package struct Verb: Sendable {
    /// The word after `snapshot`.
    package let name: String
    /// One line for the verb list.
    package let summary: String
    /// The usage line(s) shown first in `--help`, without the leading `snapshot`.
    package let usage: String
    /// Text after the option table in `--help` (exit codes, examples).
    package let details: String
    /// The options this verb accepts.
    package let options: [OptionSpec]
    /// Runs the verb. Usage errors thrown here are printed with exit code 2.
    package let run: @Sendable (ParsedArguments, CommandContext) throws -> ExitCode

    package init(name: String, summary: String, usage: String, details: String = "",
                options: [OptionSpec],
                run: @escaping @Sendable (ParsedArguments, CommandContext) throws -> ExitCode) {
        self.name = name
        self.summary = summary
        self.usage = usage
        self.details = details
        self.options = options
        self.run = run
    }

    /// The `--help` text.
    package var helpText: String {
        var lines = ["usage: snapshot \(usage)", "", summary, "", "options:"]
        let width = (options.map { optionLabel($0).count } + [10]).max()!
        for option in options + [.flag("help", "show this help")] {
            let label = optionLabel(option)
            lines.append("  " + label.padding(toLength: width + 2, withPad: " ", startingAt: 0) + option.help)
        }
        if !details.isEmpty { lines += ["", details] }
        return lines.joined(separator: "\n")
    }

    /// Runs the verb on the arguments after its name: `--help`/`-h` print the help, usage
    /// errors and thrown errors are printed to standard error with exit code 2.
    package func invoke(_ arguments: [String], context: CommandContext) -> ExitCode {
        let console = context.console
        if arguments.contains("--help") || arguments.contains("-h") {
            console.out(helpText)
            return .ok
        }
        do {
            let parsed = try ArgumentParser.parse(arguments, verb: name, options: options)
            return try run(parsed, context)
        } catch let error as UsageError {
            console.err(error.description)
            return .usage
        } catch {
            console.err("snapshot \(name): \(error)")
            return .usage
        }
    }

    private func optionLabel(_ option: OptionSpec) -> String {
        "--\(option.name)" + (option.value.map { " \($0)" } ?? "") + (option.repeatable ? " ..." : "")
    }
}
