import SnapshotCommandLine
/// When goldens are written (swift-snapshot-testing's modes). `never` is the default, for CI.
public enum RecordMode: String, CaseIterable, Sendable {
    case never, missing, failed, all

    /// The mode `SNAPSHOT_RECORD` names in `environment` (the same words as `--record`), `never`
    /// when unset or empty; another word is an error naming the variable.
    package static func fromEnvironment(_ environment: [String: String]) throws(UsageError) -> RecordMode {
        guard let text = environment["SNAPSHOT_RECORD"], !text.isEmpty else { return .never }
        return try Choice.value(text, named: "SNAPSHOT_RECORD", RecordMode.self)
    }

    /// Whether `environment` is a CI job (`ContinuousIntegration`), where a run that wrote a
    /// golden exits 1 after writing (as swift-snapshot-testing fails a recording test).
    package static func failsRecording(_ environment: [String: String]) -> Bool {
        ContinuousIntegration.detected(in: environment)
    }

    /// Whether a snapshot with `verdict` (before recording) should be written. Every mode
    /// decides for every kind of verdict: a new mode or verdict does not compile until it says.
    package func records(_ verdict: Verdict) -> Verdict.RecordReason? {
        switch (self, RecordableVerdict(verdict)) {
        case (.never, _): nil
        case (.all, _): .all
        case (.missing, .missing), (.failed, .missing): .missing
        case (.failed, .failed): .failed
        case (.missing, .failed), (.missing, .passedOrUnrecordable), (.failed, .passedOrUnrecordable): nil
        }
    }
}

/// What a verdict leaves for a recording to mend.
private enum RecordableVerdict {
    /// No golden yet: `missing` and `failed` write one.
    case missing
    /// The golden and the drawing disagree, or the golden cannot be read: `failed` writes it again.
    case failed
    /// Passed, already recorded, or nothing a new golden would mend (the drawing or the write
    /// failed): only `all` writes.
    case passedOrUnrecordable

    init(_ verdict: Verdict) {
        switch verdict {
        case .missingGolden: self = .missing
        case .mismatch, .structureChanged, .sizeMismatch, .unreadableGolden, .inconsistent: self = .failed
        case .match, .withinTolerance, .recorded, .renderFailed, .goldenWriteFailed: self = .passedOrUnrecordable
        }
    }
}
