import Foundation
import SnapshotCommandLine
import SnapshotFormats

/// The `snapshot` command line as a library function, so tests reach every path.
package enum CLI {
    /// Every verb, in the order `snapshot --help` lists them.
    package static var verbs: [Verb] {
        VerbRegistry.all
    }

    /// Runs `snapshot` with `arguments` (without the program name) and returns the exit code.
    package static func run(_ arguments: [String], context: CommandContext) -> ExitCode {
        let console = context.console
        guard let first = arguments.first, first != "--help", first != "-h", first != "help" else {
            if arguments.count > 1, let verb = verbs.first(where: { $0.name == arguments[1] }) {
                console.out(verb.helpText)
            } else {
                console.out(overview)
            }
            return .ok
        }
        if first == "--version" {
            console.out("snapshot \(SnapshotKitVersion.string)")
            return .ok
        }
        guard let verb = verbs.first(where: { $0.name == first }) else {
            var message = "snapshot: unknown command '\(first)'"
            if let guess = Suggestion.closest(to: first, in: verbs.map(\.name)) {
                message += "; did you mean '\(guess)'?"
            }
            console.err(message + " (see 'snapshot --help')")
            return .usage
        }
        return verb.invoke(Array(arguments.dropFirst()), context: context)
    }

    /// Runs with the real process environment and console.
    package static func main(_ arguments: [String]) -> ExitCode {
        run(arguments, context: .standard)
    }

    static var overview: String {
        let width = verbs.map(\.name.count).max() ?? 8
        var lines = ["usage: snapshot <command> [options]", "",
                     "Golden-image snapshots of widgets and Live Activities, drawn with Cairo, Pango and librsvg.",
                     "", "commands:"]
        for verb in verbs {
            lines.append("  " + verb.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + verb.summary)
        }
        lines += ["", "Run 'snapshot <command> --help' for a command's options.",
                  "Exit codes: 0 all good, 1 differences or failed checks, 2 usage or input errors."]
        return lines.joined(separator: "\n")
    }
}
