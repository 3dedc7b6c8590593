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
    /// Chooses the header icon (`train.svg`, `bus.svg`, or `stop.svg` for any other mode).
    public var mode: TransitMode
    /// The language the name is written in (ISO 639-1, `de`), when it is not the scenario's
    /// ("Frankfurt (Main) Hauptbahnhof" in an English app): a long word of the name breaks at
    /// that language's hyphenation points. Nil: the scenario's language.
    public var language: String?

    /// A stop from validated values.
    public init(id: String, name: String, mode: TransitMode, language: String? = nil) {
        self.id = id
        self.name = name
        self.mode = mode
        self.language = language
    }
}

/// How a stop is served, as the app names it: `train` and `bus` have icons of their own; any
/// other lower-case word (`tram`, `ferry`, `cable-car`) draws the neutral stop glyph and is
/// named in the accessibility label (docs/spec-decisions.md, "Any mode").
public struct TransitMode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    /// A mode from its word; nil unless it is 1 to 32 characters of `a–z`, with single hyphens
    /// between letters.
    public init?(rawValue: String) {
        guard Self.isWord(rawValue) else { return nil }
        self.rawValue = rawValue
    }

    public static let train = TransitMode(rawValue: "train")!
    public static let bus = TransitMode(rawValue: "bus")!
    /// The modes with an icon of their own.
    public static let withIcons: [TransitMode] = [.train, .bus]

    public var description: String { rawValue }

    /// Whether rows tell the route by a numbered badge (every mode but train, whose lines are
    /// colours with names, drawn as a dot).
    public var showsRouteBadge: Bool { self != .train }

    static func isWord(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard (1...32).contains(bytes.count), bytes.first != 0x2D, bytes.last != 0x2D else { return false }
        for (i, b) in bytes.enumerated() {
            if b == 0x2D { if bytes[i - 1] == 0x2D { return false }; continue }
            guard (0x61...0x7A).contains(b) else { return false }
        }
        return true
    }
}
