import SnapshotCommandLine
import SnapshotGolden

/// GitHub Actions workflow commands for a run, printed when `GITHUB_ACTIONS=true`: a
/// `::warning` per environment difference, an `::error` per input error, per failure cause
/// (`FailureGroup`, on the scenario file when the cause has one) and per presentation and
/// rule the audit breaks. GitHub shows ten errors a step, so each kind is capped and the rest
/// summarised in one last annotation that names the file holding them. Values are escaped as
/// the runner expects.
package enum GitHubAnnotations {
    /// Annotations of one kind before the rest are summarised.
    package static let limit = 10

    /// Whether annotations are wanted in this environment.
    package static func enabled(_ environment: [String: String]) -> Bool {
        environment["GITHUB_ACTIONS"] == "true"
    }

    /// The annotation lines for `parts` of `run`.
    package static func lines<Axes>(_ run: RunResults<Axes>, parts: StepSummary.Parts = .all, paths: DisplayPaths) -> [String] {
        var lines: [String] = []
        if parts.contains(.snapshots) {
            for difference in run.environmentDifferences {
                lines.append(command("warning", ["title": "Environment differs from Goldens/ENVIRONMENT.json"], difference))
            }
            for error in run.inputErrors {
                let file = JUnitXML.inputName(error)
                var properties = ["title": "Input error"]
                if file.hasSuffix(".json") || file.hasSuffix(".svg") { properties["file"] = file }
                lines.append(command("error", properties, error))
            }
            let groups = FailureGroup.of(run)
            for group in groups.prefix(limit) {
                var properties = ["title": group.headline.count > 120 ? String(group.headline.prefix(119)) + "…" : group.headline]
                if let file = group.sourceFile { properties["file"] = file }
                let keys = group.snapshots.prefix(8).map { "\($0.key): \(paths.evidence($0))" }
                    + (group.snapshots.count > 8 ? ["… and \(group.snapshots.count - 8) more in \(paths.output("summary.txt"))"] : [])
                lines.append(command("error", properties, ([group.explanation] + keys).joined(separator: "\n")))
            }
            if groups.count > limit {
                let rest = groups.dropFirst(limit)
                lines.append(command("error", ["title": "\(rest.count) more failure cause(s)"],
                                     "\(rest.map(\.snapshots.count).reduce(0, +)) more failing snapshot(s); all in \(paths.output("summary.txt")) and \(paths.output("index.html"))"))
            }
        }
        if parts.contains(.audit), let audit = run.audit {
            for failure in audit.failures.prefix(limit) {
                var properties = ["title": "Accessibility: \(failure.rule) in \(failure.presentation)"]
                if let file = failure.scenarioFile { properties["file"] = file }
                let keys = failure.keys.prefix(8).joined(separator: "\n")
                    + (failure.keys.count > 8 ? "\n… and \(failure.keys.count - 8) more" : "")
                lines.append(command("error", properties, failure.message + "\n" + keys))
            }
            if audit.failures.count > limit {
                lines.append(command("error", ["title": "\(audit.failures.count - limit) more accessibility error(s)"],
                                     "every finding is in \(paths.output(audit.file))"))
            }
            for error in audit.renderErrors.prefix(limit) {
                lines.append(command("error", ["title": "Accessibility audit: not rendered"], error))
            }
        }
        return lines
    }

    /// `::kind key=value,...::message` with GitHub's escapes (`%`, CR, LF everywhere;
    /// also `:` and `,` in property values).
    package static func command(_ kind: String, _ properties: [String: String], _ message: String) -> String {
        let props = properties.keys.sorted().map { "\($0)=\(escape(properties[$0]!, property: true))" }
        return "::\(kind)" + (props.isEmpty ? "" : " " + props.joined(separator: ",")) + "::" + escape(message, property: false)
    }

    static func escape(_ text: String, property: Bool) -> String {
        ScalarRewrite.apply(text) {
            switch $0 {
            case "%": "%25"
            case "\r": "%0D"
            case "\n": "%0A"
            case ":" where property: "%3A"
            case "," where property: "%2C"
            // NB: every other control character as data, never an escape sequence in the log.
            case let c where TerminalText.isControl(c): "\\u{" + String(c.value, radix: 16, uppercase: true) + "}"
            default: nil
            }
        }
    }
}
