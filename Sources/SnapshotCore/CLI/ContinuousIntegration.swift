/// The one way SnapshotKit tells a CI job from a developer's machine.
public enum ContinuousIntegration {
    /// Whether `environment` is a CI job: `CI` set to `true`, `1` or `yes` in any case, as
    /// GitHub Actions, GitLab CI, CircleCI, Buildkite and Travis set it. A recording then fails
    /// (`RecordMode.failsRecording`) and a test whose tool is missing fails instead of skipping.
    public static func detected(in environment: [String: String]) -> Bool {
        ["true", "1", "yes"].contains(environment["CI"]?.lowercased() ?? "")
    }
}
