/// Text for a terminal or a CI log, printed as data: the one escaping function of that output
/// (docs/cli.md "Trust model"; the others: `GitHubAnnotations.escape` for workflow commands,
/// `StepSummary.text`/`cell`/`code` for the job summary's Markdown, `JUnitXML` for XML,
/// `ReviewEmbedding` for the page's HTML).
///
/// Untrusted text (a scenario's value, a golden's structural snapshot, a shard's results.json)
/// never reaches the terminal raw: every line the `Console` prints passes through `line`, and
/// values quoted in messages through `escape`.
package enum TerminalText {
    /// `text` with every control character (C0 including newline, DEL, C1), line and paragraph
    /// separator and bidirectional override shown as `\u{…}`: one line, nothing the terminal
    /// or a CI runner acts on.
    package static func escape(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for s in text.unicodeScalars {
            if isControl(s) { out += "\\u{" + String(s.value, radix: 16, uppercase: true) + "}" } else { out.unicodeScalars.append(s) }
        }
        return out
    }

    /// A console's text (lines joined by newlines): within each line, controls other than tab
    /// escaped; a line that would read as a GitHub workflow command (`::name::…`, after
    /// leading spaces) has its first colon escaped, so only `Console.command` issues one.
    package static func lines(_ text: String) -> String {
        guard needsWork(text) else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var escaped = ""
            for s in line.unicodeScalars {
                if s != "\t" && isControl(s) { escaped += "\\u{" + String(s.value, radix: 16, uppercase: true) + "}" } else { escaped.unicodeScalars.append(s) }
            }
            let indent = escaped.prefix { $0 == " " || $0 == "\t" }
            let rest = escaped.dropFirst(indent.count)
            return rest.hasPrefix("::") ? String(indent) + "\\u{3A}" + rest.dropFirst() : escaped
        }.joined(separator: "\n")
    }

    /// Whether `lines` would change anything (the common case, plain text, is left as it is).
    static func needsWork(_ text: String) -> Bool {
        if text.unicodeScalars.contains(where: { $0 != "\n" && $0 != "\t" && isControl($0) }) { return true }
        return text.split(separator: "\n").contains { $0.drop { $0 == " " || $0 == "\t" }.hasPrefix("::") }
    }

    /// C0, DEL, C1, U+2028, U+2029 and the bidirectional embeddings, overrides and isolates.
    package static func isControl(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
