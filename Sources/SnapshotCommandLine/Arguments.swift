/// One option a verb accepts, as the parser sees it: its name, its help and how a value is checked.
/// Verbs declare `Option<Value>` and `Flag` (Options.swift), which carry one of these.
package struct OptionSpec: Sendable {
    /// The long name without dashes, e.g. `out` for `--out`.
    package let name: String
    /// A value placeholder for help (`DIR`); nil for a flag.
    package let value: String?
    /// Whether the option may be given more than once.
    package let repeatable: Bool
    /// One line for `--help`.
    package let help: String
    /// Checks a value as it is parsed, so a bad one is refused before any work starts.
    let check: @Sendable (String) throws(UsageError) -> Void

    package init(name: String, value: String?, repeatable: Bool, help: String,
                 check: @escaping @Sendable (String) throws(UsageError) -> Void = { _ throws(UsageError) in }) {
        self.name = name; self.value = value; self.repeatable = repeatable; self.help = help; self.check = check
    }

    /// An option that takes any value (tests and one-off tables; verbs declare `Option`s).
    package static func value(_ name: String, _ placeholder: String, repeatable: Bool = false,
                             _ help: String) -> OptionSpec {
        OptionSpec(name: name, value: placeholder, repeatable: repeatable, help: help)
    }
    /// A boolean flag.
    package static func flag(_ name: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, value: nil, repeatable: false, help: help)
    }
}

/// A usage error: the message names the option and, where it can, what was meant.
package struct UsageError: Error, CustomStringConvertible, Equatable {
    package let description: String
    package init(_ description: String) { self.description = description }
}

/// The parsed command line of one verb. Verbs read it through their typed `Option`s and
/// `Flag`s (`args.value(VerifyVerb.out)`), never by an option's name.
package struct ParsedArguments: Sendable {
    /// Values per option name, in the order given.
    package var values: [String: [String]] = [:]
    /// Flags that were given.
    package var flags: Set<String> = []
    /// Arguments that are not options.
    package var positionals: [String] = []

    /// Whether the option was given on the command line (a value or a flag).
    package func given(_ spec: OptionSpec) -> Bool {
        values[spec.name] != nil || flags.contains(spec.name)
    }
    /// The option's text as given (a path as the user wrote it), nil when absent.
    package func text<Value>(_ option: Option<Value>) -> String? { values[option.spec.name]?.last }
    /// The option's value when given, nil when absent.
    package func given<Value>(_ option: Option<Value>) throws(UsageError) -> Value? {
        guard let text = text(option) else { return nil }
        return try option.parse(text)
    }
    /// The option's text as given, or its default's.
    package func text<Value>(_ option: DefaultedOption<Value>) -> String { text(option.option) ?? option.defaultText }
    /// The option's value, or its default when absent.
    package func value<Value>(_ option: DefaultedOption<Value>) throws(UsageError) -> Value {
        try given(option.option) ?? option.defaultValue
    }
    /// Whether the defaulted option was given on the command line.
    package func given<Value>(_ option: DefaultedOption<Value>) -> Bool { text(option.option) != nil }
    /// Every value of a repeatable option, in the order given.
    package func all<Value>(_ option: Option<Value>) throws(UsageError) -> [Value] {
        var parsed: [Value] = []
        for text in values[option.spec.name] ?? [] { parsed.append(try option.parse(text)) }
        return parsed
    }
    /// Whether a flag was given.
    package func has(_ flag: Flag) -> Bool { flags.contains(flag.spec.name) }
}

/// Parses `--name value`, `--name=value` and flags against a verb's option table.
package enum ArgumentParser {
    /// Parses `arguments` for `verb`; unknown options get a "did you mean" message, and each
    /// value is checked by its option's parser.
    package static func parse(_ arguments: [String], verb: String,
                             options: [OptionSpec]) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        let byName = Dictionary(uniqueKeysWithValues: options.map { ($0.name, $0) })
        var i = 0
        var onlyPositionals = false
        while i < arguments.count {
            let arg = arguments[i]
            i += 1
            if onlyPositionals || !arg.hasPrefix("-") || arg == "-" {
                parsed.positionals.append(arg)
                continue
            }
            if arg == "--" { onlyPositionals = true; continue }
            var name = String(arg.drop(while: { $0 == "-" }))
            var inline: String?
            if let eq = name.firstIndex(of: "=") {
                inline = String(name[name.index(after: eq)...])
                name = String(name[..<eq])
            }
            guard let spec = byName[name] else {
                throw UsageError(unknownOption(arg, verb: verb, known: options.map(\.name)))
            }
            guard let placeholder = spec.value else {
                if inline != nil { throw UsageError("--\(name) is a flag and takes no value") }
                parsed.flags.insert(name)
                continue
            }
            let value: String
            if let inline { value = inline } else {
                guard i < arguments.count else {
                    throw UsageError("--\(name) needs a value (\(placeholder))")
                }
                value = arguments[i]
                i += 1
            }
            if !spec.repeatable, parsed.values[name] != nil {
                throw UsageError("--\(name) was given more than once")
            }
            try spec.check(value)
            parsed.values[name, default: []].append(value)
        }
        return parsed
    }

    static func unknownOption(_ arg: String, verb: String, known: [String]) -> String {
        let name = String(arg.drop(while: { $0 == "-" }).prefix(while: { $0 != "=" }))
        var message = "snapshot \(verb): unknown option '\(arg)'"
        if let guess = Suggestion.closest(to: name, in: known + ["help"]) {
            message += "; did you mean '--\(guess)'?"
        }
        return message + " (see 'snapshot \(verb) --help')"
    }
}

/// "Did you mean" suggestions by edit distance.
package enum Suggestion {
    /// The candidate closest to `word`, if it is close enough to be a likely typo.
    package static func closest(to word: String, in candidates: [String]) -> String? {
        let scored = candidates.map { ($0, distance(word.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }) else { return nil }
        let limit = max(2, word.count / 3)
        if best.1 <= limit { return best.0 }
        // A prefix ("--surf") is a likely abbreviation too.
        return candidates.sorted().first { $0.hasPrefix(word) && !word.isEmpty }
    }

    /// Levenshtein distance.
    package static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + [Int](repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1,
                                 previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
