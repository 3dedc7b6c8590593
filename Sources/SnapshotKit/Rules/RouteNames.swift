/// Spoken names of routes, for accessibility labels ("Red Line", "Route 8").
public enum RouteNames {
    /// CTA 'L' route ids (GTFS) to the names riders say.
    static let trainLines: [String: String] = [
        "Red": "Red Line", "Blue": "Blue Line", "Brn": "Brown Line", "G": "Green Line",
        "Org": "Orange Line", "P": "Purple Line", "Pexp": "Purple Line Express",
        "Pink": "Pink Line", "Y": "Yellow Line",
    ]

    /// The spoken name of `route` for a stop of `mode`.
    public static func spoken(_ route: String, bus: Bool) -> String {
        if bus { return "Route \(route)" }
        return trainLines[route] ?? "\(route) Line"
    }
}
