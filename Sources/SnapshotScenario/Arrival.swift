import Foundation
import SnapshotModel

/// One predicted arrival at the favorite stop.
public struct Arrival: Sendable, Equatable {
    /// The route as riders know it, e.g. `Red`, `Brn`, `8`.
    public var route: String
    /// The route's colour, drawn as a train row's dot; nil for a stop whose rows show the route
    /// number in a badge (every mode but train: `TransitMode.showsRouteBadge`), which draws no
    /// route colour. A train arrival needs one; a badge stop's is reported as ignored
    /// (`Scenario.ignoredFields`).
    public var color: Color?
    /// Where the vehicle is headed, e.g. `Howard`.
    public var destination: String
    /// The predicted arrival time (may lie before `now`: already departed).
    public var at: Date
    /// The direction, e.g. `Northbound`, for configuration filtering; nil when not given.
    public var direction: String?
    /// Whether `at` is a live prediction, a delayed one, or only the timetable's time.
    public var timing: ArrivalTiming

    /// An arrival from validated values.
    public init(route: String, color: Color? = nil, destination: String, at: Date, direction: String? = nil,
                timing: ArrivalTiming = .onTime) {
        self.route = route
        self.color = color
        self.destination = destination
        self.at = at
        self.direction = direction
        self.timing = timing
    }
}

/// What an arrival's time is (`"delayed"` and `"predicted"` in the file): a live prediction, a
/// live prediction of a vehicle running late (its `at` is the new prediction), or only the
/// timetable's time (a trip not yet tracked, a bus still at its terminal).
public enum ArrivalTiming: String, Sendable, Equatable, CaseIterable {
    case onTime, delayed, scheduled

    /// The timing the file's two flags name; nil for both at once (a timetable time is not
    /// a prediction, so it cannot be late).
    public init?(delayed: Bool, predicted: Bool) {
        switch (delayed, predicted) {
        case (false, true): self = .onTime
        case (true, true): self = .delayed
        case (false, false): self = .scheduled
        case (true, false): return nil
        }
    }

    static let bothReason = "is true while \"predicted\" is false: a timetable-only time cannot be delayed; "
        + "give the new prediction as \"at\" with \"delayed\": true, or the timetable's time with \"predicted\": false"
}

/// Live Activity details (`activity` in the file).
public struct ActivityInfo: Sendable, Equatable {
    /// The system marks the activity stale once `now` reaches this; nil: 15 minutes after
    /// `updatedAt`, like the widget (`FreshnessRules.isActivityStale`, the one place).
    public var staleDate: Date?
    /// Whether the activity has ended (final outcome, no refresh); nil when not given.
    public var ended: Bool?

    /// Activity details from validated values.
    public init(staleDate: Date? = nil, ended: Bool? = nil) {
        self.staleDate = staleDate
        self.ended = ended
    }
}
