/// What the widget's Favorite choice holds (`favorite` in the file).
public enum FavoriteSelection: Sendable, Equatable {
    /// `"favorite": null`: nothing chosen yet; the widget shows "Choose a favorite".
    case notChosen
    /// `"removed": true`: the favorite was deleted; the widget shows "Favorite removed. Edit
    /// widget" and never substitutes another stop. Carries what was deleted, when the file says.
    case removed(Favorite?)
    /// A chosen favorite stop.
    case chosen(Favorite)

    /// The favorite to show arrivals for: only a chosen one, never a removed one.
    public var shownFavorite: Favorite? {
        if case .chosen(let favorite) = self { return favorite }
        return nil
    }
}

/// A saved favorite: a stop with the routes and direction the rider picked.
public struct Favorite: Sendable, Equatable {
    /// The stop or station.
    public var stop: Stop
    /// Saved routes, e.g. `["Red", "Brn"]` or `["8", "12"]`; at least one.
    public var routes: [String]
    /// Saved direction, e.g. `Northbound`.
    public var direction: String

    /// A favorite from validated values.
    public init(stop: Stop, routes: [String], direction: String) {
        self.stop = stop
        self.routes = routes
        self.direction = direction
    }
}

/// A transit stop or station.
public struct Stop: Sendable, Equatable {
    /// The agency's stop id, e.g. `40320`.
    public var id: String
    /// The name shown in the header, e.g. `Belmont`.
    public var name: String
    /// Chooses the header icon (`train.svg` or `bus.svg`).
    public var mode: TransitMode

    /// A stop from validated values.
    public init(id: String, name: String, mode: TransitMode) {
        self.id = id
        self.name = name
        self.mode = mode
    }
}

/// How a stop is served; names the header icon.
public enum TransitMode: String, Sendable, Equatable, CaseIterable {
    case train, bus
}
