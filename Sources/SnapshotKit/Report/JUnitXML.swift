/// `junit.xml` for CI test reporters: one `<testsuite>` per scenario and one `<testcase>`
/// per snapshot (classname = scenario id or `_animations`, name = surface and axes).
/// Differences are `<failure>`s with the mismatch count, the explanation and the artefact
/// paths; input errors are `<error>`s. When the folder was audited too, an `accessibility audit`
/// suite has one `<testcase>` per presentation (classname = scenario id, name = `audit
/// <surface>`), failing with each rule it breaks. No timestamps or durations, so the same run
/// gives the same bytes.
package enum JUnitXML {
    /// The document. `artefactPrefix` is put before artefact paths (e.g. `out/verify/`).
    package static func document(_ run: RunResults, artefactPrefix: String) -> String {
        var suites: [(name: String, cases: [String], failures: Int, errors: Int)] = []
        let groups = Dictionary(grouping: run.snapshots, by: \.group)
        for name in groups.keys.sorted() {
            let members = groups[name]!.sorted { $0.key < $1.key }
            suites.append((name, members.map { testcase($0, run, artefactPrefix) },
                           members.filter { !$0.passed && !$0.isError }.count, members.filter(\.isError).count))
        }
        if !run.inputErrors.isEmpty {
            let cases = run.inputErrors.map { message in
                "    <testcase classname=\"_inputs\" name=\"\(escape(inputName(message)))\">\n"
                    + "      <error type=\"input-error\" message=\"\(escape(message))\">\(escape(message))</error>\n    </testcase>"
            }
            suites.append(("_inputs", cases, 0, cases.count))
        }
        if let audit = run.audit { suites.append(auditSuite(audit, artefactPrefix)) }
        let tests = suites.map(\.cases.count).reduce(0, +)
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                     "<testsuites name=\"snapshot verify\" tests=\"\(tests)\" failures=\"\(suites.map(\.failures).reduce(0, +))\" errors=\"\(suites.map(\.errors).reduce(0, +))\">"]
        for suite in suites {
            lines.append("  <testsuite name=\"\(escape(suite.name))\" tests=\"\(suite.cases.count)\" failures=\"\(suite.failures)\" errors=\"\(suite.errors)\" skipped=\"0\">")
            lines += suite.cases
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    static func testcase(_ s: RunResults.Snapshot, _ run: RunResults, _ prefix: String) -> String {
        let open = "    <testcase classname=\"\(escape(s.group))\" name=\"\(escape(s.label))\""
            + (s.scenarioFile.map { " file=\"\(escape($0))\"" } ?? "")
        if s.passed { return open + "/>" }
        let message = s.message ?? s.status.rawValue
        var body = [message]
        if let n = s.mismatched, let total = s.total { body.append("mismatched pixels: \(n) of \(total)") }
        body += s.changes ?? []
        if s.status == .environmentMismatch { body += run.environmentDifferences.map { "environment: " + $0 } }
        for kind in ["actual", "expected", "diff", "composite"] {
            if let path = s.artefacts[kind] { body.append("\(kind): \(prefix)\(path)") }
        }
        let tag = s.isError ? "error" : "failure"
        return open + ">\n      <\(tag) type=\"\(escape(s.status.rawValue))\" message=\"\(escape(message))\">"
            + escape(body.joined(separator: "\n")) + "</\(tag)>\n    </testcase>"
    }

    /// The audit's suite: a testcase per presentation, failing with the rules it breaks, and an
    /// error per snapshot that could not render.
    static func auditSuite(_ audit: RunAudit, _ prefix: String) -> (name: String, cases: [String], failures: Int, errors: Int) {
        let byPresentation = Dictionary(grouping: audit.failures, by: \.presentation)
        var cases: [String] = [], failures = 0
        for presentation in audit.presentations {
            let parts = presentation.split(separator: "/", maxSplits: 1).map(String.init)
            let broken = byPresentation[presentation] ?? []
            let open = "    <testcase classname=\"\(escape(parts.first ?? presentation))\" name=\"\(escape("audit " + (parts.dropFirst().first ?? "")))\""
                + (broken.first?.scenarioFile.map { " file=\"\(escape($0))\"" } ?? "")
            guard !broken.isEmpty else { cases.append(open + "/>"); continue }
            failures += 1
            let message = "\(broken.count) accessibility rule(s) broken: " + broken.map(\.rule).joined(separator: ", ")
            let body = broken.flatMap { f in ["\(f.rule): \(f.message)"] + f.keys.map { "  \($0)" } } + ["audit: \(prefix)\(audit.file)"]
            cases.append(open + ">\n      <failure type=\"accessibility\" message=\"\(escape(message))\">"
                         + escape(body.joined(separator: "\n")) + "</failure>\n    </testcase>")
        }
        for error in audit.renderErrors {
            cases.append("    <testcase classname=\"_audit\" name=\"\(escape(inputName(error)))\">\n"
                         + "      <error type=\"render-failed\" message=\"\(escape(error))\">\(escape(error))</error>\n    </testcase>")
        }
        return ("accessibility audit", cases, failures, audit.renderErrors.count)
    }

    /// The file an input error names ("Scenarios/x.json: ..."), or the whole message.
    static func inputName(_ message: String) -> String {
        guard let colon = message.range(of: ": ") else { return message }
        return String(message[..<colon.lowerBound])
    }

    /// Text for XML content and attributes: the five entities (as in HTML), newlines kept in attributes
    /// as `&#10;`, and characters XML 1.0 forbids (most C0 controls) dropped.
    package static func escape(_ text: String) -> String {
        ScalarRewrite.apply(text) {
            switch $0 {
            case "\n": "&#10;"
            case "\t": "&#9;"
            case "\r": "&#13;"
            case let c where c.value < 0x20 || c.value == 0xFFFE || c.value == 0xFFFF: ""
            default: ReviewEmbedding.entity($0)
            }
        }
    }
}
