import SnapshotGolden

/// `junit.xml` for CI test reporters: one `<testsuite>` per scenario and one `<testcase>`
/// per snapshot (classname = scenario id or `_animations`, name = surface and axes).
/// Differences are `<failure>`s with the mismatch count, the explanation and the artefact
/// paths; input errors are `<error>`s. When the folder was audited too, an `accessibility audit`
/// suite has one `<testcase>` per presentation (classname = scenario id, name = `audit
/// <surface>`), failing with each rule it breaks. No timestamps or durations, so the same run
/// gives the same bytes.
package enum JUnitXML {
    /// The document. `artefactPrefix` is put before artefact paths (e.g. `out/verify/`).
    package static func document<Axes>(_ run: RunResults<Axes>, artefactPrefix: String) -> String {
        var text = ""
        write(run, artefactPrefix: artefactPrefix) { text += $0 }
        return text
    }

    /// The document, handed to `emit` a line at a time (a suite's opening line, each testcase):
    /// `ReviewOutputs` streams it into junit.xml, so no text of the whole run is held.
    package static func write<Axes>(_ run: RunResults<Axes>, artefactPrefix: String, to emit: (String) -> Void) {
        // NB: suites by name, cases by key, as indices: the run's snapshots are never copied.
        let groups = run.snapshots.map(\.group)
        let order = run.snapshots.indices.sorted { (groups[$0], run.snapshots[$0].key) < (groups[$1], run.snapshots[$1].key) }
        var inputs: [String] = []
        if !run.inputErrors.isEmpty {
            inputs = run.inputErrors.map { message in
                "    <testcase classname=\"_inputs\" name=\"\(escape(inputName(message)))\">\n"
                    + "      <error type=\"input-error\" message=\"\(escape(message))\">\(escape(message))</error>\n    </testcase>"
            }
        }
        let audit = run.audit.map { auditSuite($0, artefactPrefix) }
        let failed = run.snapshots.filter { !$0.passed && !$0.isError }.count, errors = run.snapshots.filter(\.isError).count
        let tests = run.snapshots.count + inputs.count + (audit?.cases.count ?? 0)
        emit("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        emit("<testsuites name=\"snapshot verify\" tests=\"\(tests)\" failures=\"\(failed + (audit?.failures ?? 0))\" "
             + "errors=\"\(errors + inputs.count + (audit?.errors ?? 0))\">\n")
        func suite(_ name: String, _ count: Int, failures: Int, errors: Int, _ cases: () -> Void) {
            emit("  <testsuite name=\"\(escape(name))\" tests=\"\(count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\">\n")
            cases()
            emit("  </testsuite>\n")
        }
        var start = 0
        while start < order.count {
            let name = groups[order[start]]
            var end = start
            while end < order.count, groups[order[end]] == name { end += 1 }
            let members = order[start..<end].map { run.snapshots[$0] }
            suite(name, members.count, failures: members.filter { !$0.passed && !$0.isError }.count, errors: members.filter(\.isError).count) {
                for s in members { emit(testcase(s, run, artefactPrefix) + "\n") }
            }
            start = end
        }
        if !inputs.isEmpty { suite("_inputs", inputs.count, failures: 0, errors: inputs.count) { for c in inputs { emit(c + "\n") } } }
        if let audit {
            suite(audit.name, audit.cases.count, failures: audit.failures, errors: audit.errors) { for c in audit.cases { emit(c + "\n") } }
        }
        emit("</testsuites>\n")
    }

    static func testcase<Axes>(_ s: RunResults<Axes>.Snapshot, _ run: RunResults<Axes>, _ prefix: String) -> String {
        let open = "    <testcase classname=\"\(escape(s.group))\" name=\"\(escape(s.label))\""
            + (s.sourceFile.map { " file=\"\(escape($0))\"" } ?? "")
        if s.passed { return open + "/>" }
        let message = s.message ?? s.status.rawValue
        var body = [message]
        if let n = s.mismatched, let total = s.total { body.append("mismatched pixels: \(n) of \(total)") }
        body += s.changes ?? []
        if s.status == .environmentMismatch { body += run.environmentDifferences.map { "environment: " + $0 } }
        for kind in [ArtefactKind.actual, .expected, .diff, .composite] {
            if let path = s.artefacts[kind] { body.append("\(kind.rawValue): \(prefix)\(path)") }
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
    package static func inputName(_ message: String) -> String {
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
