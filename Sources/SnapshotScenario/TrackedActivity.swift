/// A further Live Activity the rider started for another stop (`alsoTracking` in the file):
/// its stop with the routes and direction shown, and that stop's arrivals. It shares
/// the scenario's clock, `updatedAt` and state; the first activity is the favorite's.
public struct TrackedActivity: Sendable, Equatable {
    /// The stop, routes and direction the activity follows.
    public var favorite: Favorite
    /// Its upcoming arrivals in file order (selected like the favorite's).
    public var arrivals: [Arrival]

    /// A tracked activity from validated values.
    public init(favorite: Favorite, arrivals: [Arrival]) {
        self.favorite = favorite
        self.arrivals = arrivals
    }
}

extension Scenario {
    /// The scenario as its `index`-th further activity (0-based) sees it: that stop as the
    /// favorite, its arrivals, no Edit Widget filter; clock, freshness and state unchanged.
    package func tracking(_ index: Int) -> Scenario {
        var copy = self
        copy.favorite = .chosen(alsoTracking[index].favorite)
        copy.arrivals = alsoTracking[index].arrivals
        copy.configuration = nil
        copy.alsoTracking = []
        return copy
    }
}
