import SnapshotCore

/// When goldens are written (swift-snapshot-testing's modes). `never` is the default, for CI.
public enum RecordMode: String, CaseIterable, Sendable {
    case never, missing, failed, all

    /// Whether `environment` is a CI job (`ContinuousIntegration`), where a run that wrote a
    /// golden exits 1 after writing (as swift-snapshot-testing fails a recording test).
    package static func failsRecording(_ environment: [String: String]) -> Bool {
        ContinuousIntegration.detected(in: environment)
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
