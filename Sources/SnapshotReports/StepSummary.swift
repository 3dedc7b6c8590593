import Foundation
import SnapshotCommandLine
import SnapshotFiles
import SnapshotGolden

/// The markdown a run appends to GitHub's job summary (`GITHUB_STEP_SUMMARY`): the verdict,
/// counts, failures grouped by cause with their snapshots folded under each, the audit's
/// broken rules, and where the artefacts are: inside the uploaded artefact when the job uploads
/// one (`UploadedArtefact`), else on the runner. Made from `RunResults`; text from files is
/// escaped so a key or a message cannot open HTML or break a table.
package enum StepSummary {
    /// Which part of the run a step reports: `verify` and `audit` each append their own when
    /// they run as separate steps; `report --merge` writes both.
    package struct Parts: OptionSet, Sendable {
        package let rawValue: Int
        package init(rawValue: Int) { self.rawValue = rawValue }
        package static let snapshots = Parts(rawValue: 1)
        package static let audit = Parts(rawValue: 2)
        package static let all: Parts = [.snapshots, .audit]
    }

    /// Groups and keys shown before "… and N more": the job summary holds 1 MiB per step.
    static let maxGroups = 30, maxKeys = 25, maxRules = 30

    /// The summary file GitHub gave this step, nil outside Actions.
    package static func file(_ environment: [String: String]) -> String? {
        environment["GITHUB_STEP_SUMMARY"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The markdown for `parts` of `run`; `title` names the command; `artefact` is what the job
    /// uploads its output folder as.
    package static func markdown<Axes>(_ run: RunResults<Axes>, parts: Parts, title: String, paths: DisplayPaths,
                                 artefact: UploadedArtefact? = nil) -> String {
        var md: [String] = []
        if parts.contains(.snapshots) { md += snapshots(run, title: title, paths: paths, artefact: artefact) }
        if parts.contains(.audit), let audit = run.audit { md += self.audit(audit, paths: paths, artefact: artefact) }
        md += ["", artefactsLine(artefacts(run, parts: parts, paths: paths), artefact)]
        return md.joined(separator: "\n") + "\n\n"
    }

    /// The closing line: where the reports are, named inside the artefact when there is one.
    package static func artefactsLine(_ files: [String], _ artefact: UploadedArtefact?) -> String {
        let inside = artefact.map { a in files.map { a.path(of: $0) } } ?? []
        guard let artefact, !inside.contains(where: { $0 == nil }) else {
            return "Artefacts: " + files.map { "`\(code($0))`" }.joined(separator: ", ")
        }
        return "Artefacts, in the artefact `\(code(artefact.name))`: " + inside.map { "`\(code($0!))`" }.joined(separator: ", ")
    }

    /// A file as the summary shows it: its path inside the artefact and the artefact's name when
    /// the job uploads it there, else the runner's path (a golden: the repository's).
    static func shown(_ path: String, _ artefact: UploadedArtefact?) -> String {
        guard let artefact, let inside = artefact.path(of: path) else { return "`\(code(path))`" }
        return "`\(code(inside))` in `\(code(artefact.name))`"
    }

    static func snapshots<Axes>(_ run: RunResults<Axes>, title: String, paths: DisplayPaths, artefact: UploadedArtefact? = nil) -> [String] {
        let failed = run.snapshots.filter { !$0.passed }.count
        let verdict = !run.inputErrors.isEmpty || run.snapshots.contains(where: \.isError) ? "❌ input errors"
            : failed > 0 ? "❌ \(failed) of \(run.snapshots.count) failed" : "✅ \(run.snapshots.count) passed"
        var md = ["### \(text(title)): \(verdict)" + (run.shard.map { " (shard \($0.description))" } ?? ""), "",
                  "| status | snapshots |", "|---|---:|"]
        md += run.counts.sorted { $0.key < $1.key }.map { "| \($0.key.rawValue) | \($0.value) |" }
        for error in run.inputErrors { md += ["", "- **input error:** \(text(error))"] }
        for line in run.environmentDifferences { md += ["", "- **environment:** \(text(line))"] }
        let groups = FailureGroup.of(run)
        if !groups.isEmpty { md += ["", "#### Failures by cause", ""] }
        for group in groups.prefix(maxGroups) {
            md.append("<details><summary><b>\(group.snapshots.count) snapshot\(group.snapshots.count == 1 ? "" : "s")</b>: \(text(group.explanation))</summary>")
            md.append("")
            for s in group.snapshots.prefix(maxKeys) { md.append("- `\(code(s.key))` → \(shown(paths.evidence(s), artefact))") }
            if group.snapshots.count > maxKeys { md.append("- … and \(group.snapshots.count - maxKeys) more in \(shown(paths.output("summary.txt"), artefact))") }
            md += ["", "</details>"]
        }
        if groups.count > maxGroups { md.append("\n… and \(groups.count - maxGroups) more cause(s) in \(shown(paths.output("summary.txt"), artefact))") }
        return md
    }

    static func audit(_ audit: RunAudit, paths: DisplayPaths, artefact: UploadedArtefact? = nil) -> [String] {
        let verdict = !audit.renderErrors.isEmpty ? "❌ \(audit.renderErrors.count) not rendered"
            : audit.failures.isEmpty ? "✅ no errors" : "❌ \(audit.failures.count) rule(s) broken"
        var md = ["", "### Accessibility audit: \(verdict)", "",
                  "\(audit.subjects) snapshots; \(audit.failures.map(\.findings).reduce(0, +)) errors, \(audit.warnings) warnings, "
                  + "\(audit.info) info, \(audit.allowlisted) allowlisted."]
        if !audit.failures.isEmpty { md += ["", "| presentation | rule | snapshots | finding |", "|---|---|---:|---|"] }
        for f in audit.failures.prefix(maxRules) {
            md.append("| `\(codeCell(f.presentation))` | `\(codeCell(f.rule))` | \(f.keys.count) | \(cell(f.message)) |")
        }
        if audit.failures.count > maxRules { md.append("\n… and \(audit.failures.count - maxRules) more in \(shown(paths.output(audit.file), artefact))") }
        for line in audit.renderErrors.prefix(maxKeys) { md.append("- **not rendered:** \(text(line))") }
        return md
    }

    static func artefacts<Axes>(_ run: RunResults<Axes>, parts: Parts, paths: DisplayPaths) -> [String] {
        var list: [String] = []
        if !run.snapshots.isEmpty { list.append(paths.output("index.html")) }
        list += [paths.output("results.json"), paths.output("junit.xml")]
        if parts.contains(.snapshots) { list.append(paths.output("summary.txt")) }
        if parts.contains(.audit), let audit = run.audit { list.append(paths.output(audit.file)) }
        return list
    }

    /// Appends `markdown` to the step's summary file.
    package static func append(_ markdown: String, to path: String) throws {
        guard let handle = FileHandle(forWritingAtPath: path) else {
            // NB: GitHub creates the file; a path that does not exist yet is made, like `>>` would.
            try AtomicFile.write(markdown, to: URL(fileURLWithPath: path))
            return
        }
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(markdown.utf8))
    }

    /// Text for markdown: HTML's special characters as entities, so nothing read from a file
    /// opens a tag; markdown's own escaped; newlines as spaces.
    package static func text(_ s: String) -> String {
        ScalarRewrite.apply(s) {
            switch $0 {
            case let c where TerminalText.isControl(c): " "
            case "\\", "*", "_", "[", "]", "`", "#", "~": "\\" + String($0)
            default: ReviewEmbedding.entity($0)
            }
        }
    }

    /// Text inside a table cell: also `|`.
    package static func cell(_ s: String) -> String { text(s).replacingOccurrences(of: "|", with: "\\|") }

    /// Text inside backticks: backticks and line breaks (every control) cannot end the span.
    package static func code(_ s: String) -> String {
        ScalarRewrite.apply(s) {
            switch $0 {
            case "`": "'"
            case let c where TerminalText.isControl(c): " "
            default: nil
            }
        }
    }

    /// Text inside backticks inside a table cell: also `|`, which GitHub's tables split cells
    /// at even inside a code span unless it is written `\|`.
    static func codeCell(_ s: String) -> String { code(s).replacingOccurrences(of: "|", with: "\\|") }
}
