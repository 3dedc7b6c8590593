import SnapshotCore

/// When goldens are written (swift-snapshot-testing's modes). `never` is the default, for CI.
public enum RecordMode: String, CaseIterable, Sendable {
    case never, missing, failed, all

    /// Whether `environment` is a CI job (`ContinuousIntegration`), where a run that wrote a
    /// golden exits 1 after writing (as swift-snapshot-testing fails a recording test).
    package static func failsRecording(_ environment: [String: String]) -> Bool {
        ContinuousIntegration.detected(in: environment)
    }

    /// The mode `SNAPSHOT_RECORD` names in `environment` (the same words as `--record`), `never`
    /// when unset or empty; another word is an error naming the variable.
    package static func fromEnvironment(_ environment: [String: String]) throws(UsageError) -> RecordMode {
        guard let text = environment["SNAPSHOT_RECORD"], !text.isEmpty else { return .never }
        return try CatalogOptions.value(text, option: "record", named: "SNAPSHOT_RECORD", RecordMode.self)
    }

    /// Whether a snapshot with `verdict` (before recording) should be written.
    package func records(_ verdict: Verdict) -> Verdict.RecordReason? {
        switch (self, verdict) {
        case (.all, _): .all
        case (.missing, .missingGolden), (.failed, .missingGolden): .missing
        case (.failed, .mismatch), (.failed, .structureChanged), (.failed, .sizeMismatch), (.failed, .unreadableGolden), (.failed, .inconsistent): .failed
        default: nil
        }
    }
}
