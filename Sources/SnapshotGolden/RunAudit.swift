/// The accessibility audit's verdict inside a run's `results.json` (key `audit`): written by
/// `snapshot audit` into the folder it audits to, beside `audit.json` (the whole audit), so
/// junit, annotations and the job summary speak of verify and audit from the one model.
/// Only unallowlisted errors are entries: warnings and info stay in `audit.json`.
package struct RunAudit: Codable, Sendable, Equatable {
    /// Snapshots audited.
    package var subjects: Int
    /// The audit's exit code: 0 clean, 1 an unallowlisted error, 2 a snapshot could not render.
    package var exitCode: Int
    /// Every `scenario/surface` audited, sorted: one junit testcase each.
    package var presentations: [String]
    /// One entry per presentation and rule, sorted by presentation then rule.
    package var failures: [Failure]
    package var warnings: Int
    package var info: Int
    package var allowlisted: Int
    /// `key: reason` for each snapshot that could not render.
    package var renderErrors: [String]
    /// `audit.json`, relative to the output folder.
    package var file: String

    /// The unallowlisted errors of one rule in one presentation.
    package struct Failure: Codable, Sendable, Equatable {
        /// `scenario/surface`.
        package var presentation: String
        package var rule: String
        package var scenarioFile: String?
        /// The snapshots that break the rule, sorted.
        package var keys: [String]
        /// The first finding's message.
        package var message: String
        /// Findings of this rule in this presentation (several per snapshot are possible).
        package var findings: Int

        package init(presentation: String, rule: String, scenarioFile: String?, keys: [String], message: String, findings: Int) {
            self.presentation = presentation; self.rule = rule; self.scenarioFile = scenarioFile
            self.keys = keys; self.message = message; self.findings = findings
        }

        /// The scenario id, junit's classname.
        package var scenario: String { String(presentation.split(separator: "/").first ?? "") }
        /// The surface.
        package var surface: String { String(presentation.split(separator: "/").dropFirst().first ?? "") }
    }

    package init(subjects: Int, exitCode: Int, presentations: [String], failures: [Failure], warnings: Int, info: Int,
                allowlisted: Int, renderErrors: [String], file: String = "audit.json") {
        self.subjects = subjects; self.exitCode = exitCode; self.presentations = presentations.sorted()
        self.failures = failures.sorted { ($0.presentation, $0.rule) < ($1.presentation, $1.rule) }
        self.warnings = warnings; self.info = info; self.allowlisted = allowlisted
        self.renderErrors = renderErrors; self.file = file
    }

    /// Whether the audit passed.
    package var passed: Bool { exitCode == 0 }
}
