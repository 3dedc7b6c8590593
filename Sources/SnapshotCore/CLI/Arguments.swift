/// One option a verb accepts.
package struct OptionSpec: Sendable {
    /// The long name without dashes, e.g. `out` for `--out`.
    package let name: String
    /// A value placeholder for help (`DIR`); nil for a flag.
    package let value: String?
    /// Whether the option may be given more than once.
    package let repeatable: Bool
    /// One line for `--help`.
    package let help: String

    /// An option that takes a value.
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

/// The parsed command line of one verb.
package struct ParsedArguments: Sendable {
    /// Values per option name, in the order given.
    package var values: [String: [String]] = [:]
    /// Flags that were given.
    package var flags: Set<String> = []
    /// Arguments that are not options.
    package var positionals: [String] = []

    /// The last value of a single-valued option.
    package func value(_ name: String) -> String? { values[name]?.last }
    /// All values of a repeatable option.
    package func all(_ name: String) -> [String] { values[name] ?? [] }
    /// Whether a flag was given.
    package func has(_ name: String) -> Bool { flags.contains(name) }

    /// A number option, with a usage error naming the option when it is not a number in range.
    package func double(_ name: String, in range: ClosedRange<Double>) throws(UsageError) -> Double? {
        guard let text = value(name) else { return nil }
        guard let v = Double(text), range.contains(v) else {
            throw UsageError("--\(name) takes a number from \(range.lowerBound) to \(range.upperBound), got '\(text)'")
        }
        return v
    }
    /// A whole-number option, with a usage error naming the option when it is not one.
    package func int(_ name: String, min: Int = 0, max: Int = Int.max) throws(UsageError) -> Int? {
        guard let text = value(name) else { return nil }
        guard let v = Int(text), v >= min, v <= max else {
            throw UsageError("--\(name) takes a whole number " + (max == Int.max ? "of at least \(min)" : "from \(min) to \(max)")
                             + ", got '\(text)'")
        }
        return v
    }
}

/// Parses `--name value`, `--name=value` and flags against a verb's option table.
package enum ArgumentParser {
    /// Parses `arguments` for `verb`; unknown options get a "did you mean" message.
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
            if spec.value == nil {
                if inline != nil { throw UsageError("--\(name) is a flag and takes no value") }
                parsed.flags.insert(name)
                continue
            }
            let value: String
            if let inline { value = inline } else {
                guard i < arguments.count else {
                    throw UsageError("--\(name) needs a value (\(spec.value!))")
                }
                value = arguments[i]
                i += 1
            }
            // NB: an empty path would silently mean the current folder (`--out ''`).
            if value.isEmpty, spec.value == "FILE" || spec.value == "DIR" || spec.value == "GLOB" {
                throw UsageError("--\(name) needs a non-empty \(spec.value!); an empty one would mean the current folder")
            }
            if !spec.repeatable, parsed.values[name] != nil {
                throw UsageError("--\(name) was given more than once")
            }
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
