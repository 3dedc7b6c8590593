/// The scenario's own words that a snapshot draws, each with the field path errors name it by:
/// the chosen stop's name, each arrival's route (bus badges, the compact island) and
/// destination, and the same of each further activity (`alsoTracking`). Everything else drawn is the app's own wording.
extension Scenario {
    /// (field path, text) in file order, e.g. (`arrivals[1].destination`, `Howard`).
    package var drawnTexts: [(field: String, text: String)] {
        var texts: [(field: String, text: String)] = []
        if let favorite = favorite.shownFavorite { texts.append(("favorite.stop.name", favorite.stop.name)) }
        for (i, arrival) in arrivals.enumerated() {
            texts.append(("arrivals".index(i).key("route"), arrival.route))
            texts.append(("arrivals".index(i).key("destination"), arrival.destination))
        }
        for (i, tracked) in alsoTracking.enumerated() {
            let path = "alsoTracking".index(i)
            texts.append((path.key("stop").key("name"), tracked.favorite.stop.name))
            for (j, arrival) in tracked.arrivals.enumerated() {
                texts.append((path.key("arrivals").index(j).key("route"), arrival.route))
                texts.append((path.key("arrivals").index(j).key("destination"), arrival.destination))
            }
        }
        return texts
    }
}
