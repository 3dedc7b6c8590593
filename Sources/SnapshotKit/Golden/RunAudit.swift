/// The accessibility audit's verdict inside a run's `results.json` (key `audit`): written by
/// `snapshot audit` into the folder it audits to, beside `audit.json` (the whole audit), so
/// junit, annotations and the job summary speak of verify and audit from the one model.
/// Only unallowlisted errors are entries: warnings and info stay in `audit.json`.
public struct RunAudit: Codable, Sendable, Equatable {
    /// Snapshots audited.
    public var subjects: Int
    /// The audit's exit code: 0 clean, 1 an unallowlisted error, 2 a snapshot could not render.
    public var exitCode: Int
    /// Every `scenario/surface` audited, sorted: one junit testcase each.
    public var presentations: [String]
    /// One entry per presentation and rule, sorted by presentation then rule.
    public var failures: [Failure]
    public var warnings: Int
    public var info: Int
    public var allowlisted: Int
    /// `key: reason` for each snapshot that could not render.
    public var renderErrors: [String]
    /// `audit.json`, relative to the output folder.
    public var file: String

    /// The unallowlisted errors of one rule in one presentation.
    public struct Failure: Codable, Sendable, Equatable {
        /// `scenario/surface`.
        public var presentation: String
        public var rule: String
        public var scenarioFile: String?
        /// The snapshots that break the rule, sorted.
        public var keys: [String]
        /// The first finding's message.
        public var message: String
        /// Findings of this rule in this presentation (several per snapshot are possible).
        public var findings: Int

        public init(presentation: String, rule: String, scenarioFile: String?, keys: [String], message: String, findings: Int) {
            self.presentation = presentation; self.rule = rule; self.scenarioFile = scenarioFile
            self.keys = keys; self.message = message; self.findings = findings
        }

        /// The scenario id, junit's classname.
        public var scenario: String { String(presentation.split(separator: "/").first ?? "") }
        /// The surface.
        public var surface: String { String(presentation.split(separator: "/").dropFirst().first ?? "") }
    }

    public init(subjects: Int, exitCode: Int, presentations: [String], failures: [Failure], warnings: Int, info: Int,
                allowlisted: Int, renderErrors: [String], file: String = "audit.json") {
        self.subjects = subjects; self.exitCode = exitCode; self.presentations = presentations.sorted()
        self.failures = failures.sorted { ($0.presentation, $0.rule) < ($1.presentation, $1.rule) }
        self.warnings = warnings; self.info = info; self.allowlisted = allowlisted
        self.renderErrors = renderErrors; self.file = file
    }

    /// Whether the audit passed.
    public var passed: Bool { exitCode == 0 }
}
