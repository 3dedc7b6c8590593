/// The surface state a scenario shows (seed 004's surface contract); `status` in the file.
///
/// Staleness is not a status: it follows from `now`, `updatedAt` and `activity.staleDate`.
public enum ScenarioStatus: String, Sendable, Equatable, CaseIterable {
    /// Shape without private content (redacted).
    case placeholder
    /// Data pending; keeps the last trustworthy value where safer.
    case loading
    /// Normal data (the default).
    case current
    /// A refresh in progress, without noisy progress.
    case updating
    /// Updates paused; says why and offers a recovery.
    case paused
    /// No connection; says why and offers a recovery.
    case offline
    /// Final outcome, no refresh, no live claims.
    case ended
    /// Failed without internals; offers a safe retry.
    case failed
}

/// The Edit Widget choices (`configuration` in the file). Route and direction depend on the
/// favorite; nil (or an empty string in the file) means the favorite's saved routes and
/// direction. Only arrivals matching the choices show.
public struct WidgetConfiguration: Sendable, Equatable {
    /// One of the favorite's routes, or nil for all its saved routes.
    public var route: String?
    /// A direction, or nil for the favorite's saved direction.
    public var direction: String?

    /// Configuration from validated values.
    public init(route: String? = nil, direction: String? = nil) {
        self.route = route
        self.direction = direction
    }
}
