import SnapshotModel

/// Spoken names of routes, for accessibility labels ("Red Line", "Route 8"), in the
/// scenario's language (`Strings`).
package enum RouteNames {
    /// CTA 'L' route ids (GTFS) to the names riders say.
    static let trainLines: [String: Phrase] = [
        "Red": .redLine, "Blue": .blueLine, "Brn": .brownLine, "G": .greenLine,
        "Org": .orangeLine, "P": .purpleLine, "Pexp": .purpleLineExpress,
        "Pink": .pinkLine, "Y": .yellowLine,
    ]

    /// The spoken name of `route` for a stop of `mode`.
    package static func spoken(_ route: String, bus: Bool, language: Language) -> String {
        if bus { return Strings.text(.busRoute, language, ["route": route]) }
        return trainLines[route].map { Strings.text($0, language) } ?? Strings.text(.otherLine, language, ["route": route])
    }
}
