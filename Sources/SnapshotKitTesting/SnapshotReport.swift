import Foundation
import SnapshotGolden

/// What one `expectSnapshots` / `assertSnapshots` call found, snapshot by snapshot (the test
/// has already been failed when `passed` is false; a test may read it for more).
public struct SnapshotReport: Sendable {
    /// One snapshot: its key (`<scenario-id>/<surface>_<device>_<appearance>_<size>`), its status
    /// in `results.json`'s words, the cause in the CLI's words, and its files.
    public struct Snapshot: Sendable, Equatable {
        public var key: String
        public var status: SnapshotStatus
        /// The cause of a failure ("destination: 'Howard' → '95th/Dan Ryan'"); nil when it passed.
        public var explanation: String?
        /// "expected", "actual", "diff", "actualLayout" → the file written for a failure.
        public var artefacts: [String: URL]
        /// Whether it failed for want of a golden (its status may say `environment-mismatch`
        /// too: a first run has no ENVIRONMENT.json either).
        var isWithoutGolden = false
    }

    public var snapshots: [Snapshot]
    /// The test's golden folder (`__Snapshots__/<test file's path>/<suite>/<test>/` unless given).
    public var goldens: URL
    /// The message the test was failed with (at most 15 lines); nil when it passed.
    public var failureMessage: String?
    public var passed: Bool { failureMessage == nil }
    /// What a recording wrote and where ("recorded 8 golden(s) in __Snapshots__/…"), shown as
    /// a warning (Swift Testing) or printed (XCTest); nil when nothing was recorded, or when
    /// recording under CI failed the test (the failure message names the files then).
    public var recordedMessage: String?
    /// Fields the scenario gives that nothing draws ("…: arrivals[0].color: ignored: this stop's
    /// rows show the route number \"8\" in a badge, …"), each shown as a warning (Swift Testing)
    /// or printed (XCTest): changing one would change no snapshot.
    public var ignoredFields: [String] = []

    /// The expected, actual and diff PNGs of the first failing snapshots, attached in Swift Testing.
    var attachments: [URL] = []
}
