import Foundation

/// The one way SnapshotKit tells a CI job from a developer's machine.
package enum ContinuousIntegration {
    /// Whether `environment` is a CI job: `CI` set to anything but empty, `false` or `0`
    /// (trimmed, any case). GitHub Actions, GitLab CI and Buildkite set `true`; others set `1`,
    /// `yes` or `on`, and a value with stray spaces is still CI. A recording then fails
    /// (`RecordMode.failsRecording`) and a test whose tool is missing fails instead of skipping.
    package static func detected(in environment: [String: String]) -> Bool {
        guard let value = environment["CI"]?.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() else { return false }
        return !["", "false", "0"].contains(value)
    }
}
