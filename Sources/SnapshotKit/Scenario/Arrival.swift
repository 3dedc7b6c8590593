import Foundation

/// One predicted arrival at the favorite stop.
public struct Arrival: Sendable, Equatable {
    /// The route as riders know it, e.g. `Red`, `Brn`, `8`.
    public var route: String
    /// The route colour for the marker.
    public var color: Color
    /// Where the vehicle is headed, e.g. `Howard`.
    public var destination: String
    /// The predicted arrival time (may lie before `now`: already departed).
    public var at: Date
    /// The direction, e.g. `Northbound`, for configuration filtering; nil when not given.
    public var direction: String?

    /// An arrival from validated values.
    public init(route: String, color: Color, destination: String, at: Date, direction: String? = nil) {
        self.route = route
        self.color = color
        self.destination = destination
        self.at = at
        self.direction = direction
    }
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
