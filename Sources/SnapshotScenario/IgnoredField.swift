
/// A field a scenario gives that nothing draws: changing it changes no snapshot, so it is
/// reported (a warning in the CLI and the test library) rather than silently accepted.
public struct IgnoredField: Sendable, Equatable, CustomStringConvertible {
    /// The field as the file names it: `arrivals[2].color`.
    public var path: String
    /// Why nothing draws it.
    public var reason: String

    public var description: String { "\(path): \(reason)" }
}

extension Scenario {
    /// The arrivals of every stop the scenario draws, each with its path in the file and whether
    /// its rows show route badges (a bus, tram, ferry …) rather than a train's coloured dot.
    /// Without a chosen favorite no row is drawn, so its arrivals are neither.
    private var arrivalGroups: [(path: String, badges: Bool, arrivals: [Arrival])] {
        let first = favorite.shownFavorite.map { [("arrivals", $0.stop.mode.showsRouteBadge, arrivals)] } ?? []
        return first
            + alsoTracking.enumerated().map { i, t in ("alsoTracking[\(i)].arrivals", t.favorite.stop.mode.showsRouteBadge, t.arrivals) }
    }

    /// Fields given that no snapshot draws: an arrival's `color` at a stop whose rows show the
    /// route number in a badge (changing it gave 0 failures and no word).
    public var ignoredFields: [IgnoredField] {
        arrivalGroups.filter(\.badges).flatMap { group in
            group.arrivals.enumerated().compactMap { i, a in
                a.color == nil ? nil : IgnoredField(path: "\(group.path)[\(i)].color",
                    reason: "ignored: this stop's rows show the route number \(a.route.quoted) in a badge, which draws no "
                        + "route colour; leave the colour out")
            }
        }
    }

    /// Paths of train arrivals without a colour, which their dot needs (the decoder refuses them).
    var uncolouredTrainArrivals: [String] {
        arrivalGroups.filter { !$0.badges }.flatMap { group in
            group.arrivals.enumerated().compactMap { i, a in a.color == nil ? "\(group.path)[\(i)].color" : nil }
        }
    }
}
