/// One option, declared once: its name, value placeholder and help (`spec`), and the parser
/// that turns its text into a typed value, as swift-argument-parser's `@Option` does. Verbs read
/// `args.given(option)` (nil when absent) or, for a `DefaultedOption`, `args.value(option)`.
package struct Option<Value: Sendable>: Sendable {
    /// What the parser and `--help` see.
    package let spec: OptionSpec
    /// Text → value, with a usage error naming the option.
    let parse: @Sendable (String) throws(UsageError) -> Value

    /// An option whose text `parse` turns into a value; the parser also checks each value as
    /// the command line is read.
    package init(_ name: String, _ placeholder: String, repeatable: Bool = false, _ help: String,
                 parse: @escaping @Sendable (String) throws(UsageError) -> Value) {
        spec = OptionSpec(name: name, value: placeholder, repeatable: repeatable, help: help,
                          check: { text throws(UsageError) in _ = try parse(text) })
        self.parse = parse
    }

    /// The same option with a default, the value verbs get when it is absent.
    package func defaulting(to value: Value, shown text: String) -> DefaultedOption<Value> {
        DefaultedOption(option: self, defaultValue: value, defaultText: text)
    }
}

/// An option with a default: `args.value(option)` is never nil.
package struct DefaultedOption<Value: Sendable>: Sendable {
    package let option: Option<Value>
    package let defaultValue: Value
    /// The default as a user would type it (a path's text, for messages and display).
    package let defaultText: String
    package var spec: OptionSpec { option.spec }
}

/// A boolean flag, declared once.
package struct Flag: Sendable {
    package let spec: OptionSpec
    package init(_ name: String, _ help: String) { spec = .flag(name, help) }
}

extension Option where Value == String {
    /// A file or folder path (or a glob). An empty one is refused: it would silently mean the
    /// current folder (`--out ''`).
    package static func path(_ name: String, _ placeholder: String, repeatable: Bool = false, _ help: String) -> Option<String> {
        Option(name, placeholder, repeatable: repeatable, help) { text throws(UsageError) in
            guard !text.isEmpty else {
                throw UsageError("--\(name) needs a non-empty \(placeholder); an empty one would mean the current folder")
            }
            return text
        }
    }

    /// A path with a default, which the help names.
    package static func path(_ name: String, _ placeholder: String, default value: String, _ help: String) -> DefaultedOption<String> {
        path(name, placeholder, "\(help) (default: \(value))").defaulting(to: value, shown: value)
    }
}

extension Option where Value == Int {
    /// A whole number in `range`.
    package static func number(_ name: String, _ placeholder: String = "N", in range: ClosedRange<Int> = 0...Int.max,
                               _ help: String) -> Option<Int> {
        Option(name, placeholder, help) { text throws(UsageError) in
            guard let v = Int(text), range.contains(v) else {
                throw UsageError("--\(name) takes a whole number "
                                 + (range.upperBound == Int.max ? "of at least \(range.lowerBound)" : "from \(range.lowerBound) to \(range.upperBound)")
                                 + ", got '\(text)'")
            }
            return v
        }
    }
}

extension Option where Value == Double {
    /// A number in `range`.
    package static func number(_ name: String, _ placeholder: String, in range: ClosedRange<Double>, _ help: String) -> Option<Double> {
        Option(name, placeholder, help) { text throws(UsageError) in
            guard let v = Double(text), range.contains(v) else {
                throw UsageError("--\(name) takes a number from \(range.lowerBound) to \(range.upperBound), got '\(text)'")
            }
            return v
        }
    }
}

extension Option where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    /// One of an enum's raw values; a typo gets "did you mean".
    package static func choice(_ name: String, _ placeholder: String, repeatable: Bool = false, _ help: String) -> Option<Value> {
        Option(name, placeholder, repeatable: repeatable, help) { text throws(UsageError) in
            try Choice.value(text, named: "--" + name, Value.self)
        }
    }
}

/// Words that name an enum's cases, from the command line or the environment.
package enum Choice {
    /// The case `text` names; otherwise a usage error naming `name` (`--mode`, or an
    /// environment variable), the closest case and every case.
    package static func value<T: RawRepresentable & CaseIterable>(_ text: String, named name: String, _ type: T.Type) throws(UsageError) -> T
    where T.RawValue == String {
        if let v = T(rawValue: text) { return v }
        let all = T.allCases.map(\.rawValue)
        var message = "\(name): unknown value '\(text)'"
        if let guess = Suggestion.closest(to: text, in: all) { message += "; did you mean '\(guess)'?" }
        throw UsageError(message + " (one of: \(all.joined(separator: ", ")))")
    }
}

/// The folders and files the verbs read and write by default, each written once.
package enum DefaultPaths {
    /// The golden folder (`--goldens`).
    package static let goldens = "Goldens"
    /// The scenario folder (`--scenarios`).
    package static let scenarios = "Scenarios"
    /// `verify`'s output folder, which `approve` and `report` read.
    package static let verifyOut = "out/verify"
    /// `record`'s report folder.
    package static let recordOut = "out/record"
    /// `audit`'s output folder.
    package static let auditOut = "out/audit"
    /// `sweep`'s output folder.
    package static let sweepOut = "out/sweep"
    /// The audit's accepted exceptions (`--allowlist`).
    package static let allowlist = "Audit/allowlist.json"
}
