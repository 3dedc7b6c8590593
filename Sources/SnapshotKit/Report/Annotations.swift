/// GitHub Actions workflow commands for a run, printed when `GITHUB_ACTIONS=true`: an
/// `::error` per failing snapshot and input error (on the scenario file when known) and a
/// `::warning` per environment difference. Values are escaped as the runner expects.
public enum GitHubAnnotations {
    /// Whether annotations are wanted in this environment.
    public static func enabled(_ environment: [String: String]) -> Bool {
        environment["GITHUB_ACTIONS"] == "true"
    }

    /// The annotation lines for `run`; `outPrefix` goes before artefact paths.
    public static func lines(_ run: RunResults, outPrefix: String) -> [String] {
        var lines: [String] = []
        for difference in run.environmentDifferences {
            lines.append(command("warning", ["title": "Environment differs from Goldens/ENVIRONMENT.json"], difference))
        }
        for error in run.inputErrors {
            let file = JUnitXML.inputName(error)
            var properties = ["title": "Input error"]
            if file.hasSuffix(".json") || file.hasSuffix(".svg") { properties["file"] = file }
            lines.append(command("error", properties, error))
        }
        for s in run.snapshots.sorted(by: { $0.key < $1.key }) where !s.passed {
            var properties = ["title": "\(s.key): \(s.status.rawValue)"]
            if let file = s.scenarioFile { properties["file"] = file }
            var message = [s.message ?? s.status.rawValue] + (s.changes ?? []).prefix(8)
            if let diff = s.artefacts["diff"] { message.append("diff: " + outPrefix + diff) }
            lines.append(command("error", properties, message.joined(separator: "\n")))
        }
        return lines
    }

    /// `::kind key=value,...::message` with GitHub's escapes (`%`, CR, LF everywhere;
    /// also `:` and `,` in property values).
    public static func command(_ kind: String, _ properties: [String: String], _ message: String) -> String {
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
            default: nil
            }
        }
    }
}
