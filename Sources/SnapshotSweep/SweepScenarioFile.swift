import SnapshotFormats
import SnapshotScenario

/// A generated case as a scenario file (docs/scenarios.md), so a worst case can be drawn again
/// with the catalog's own tools: `snapshot sheet --scenario out/sweep/scenarios/sw-00042.json`.
enum SweepScenarioFile {
    static func text(_ s: Scenario) -> String {
        let time = { ISOTimeText.format($0, timeZone: s.timeZone) }
        func stop(_ f: Favorite) -> [String: JSONOutput] {
            ["routes": .array(f.routes.map(JSONOutput.string)), "direction": .string(f.direction),
             "stop": .object(["id": .string(f.stop.id), "name": .string(f.stop.name), "mode": .string(f.stop.mode.rawValue)]
                .merging(f.stop.language.map { ["language": .string($0)] } ?? [:]) { a, _ in a })]
        }
        func arrivals(_ list: [Arrival]) -> JSONOutput {
            .array(list.map { a in
                var fields: [String: JSONOutput] = ["route": .string(a.route), "destination": .string(a.destination),
                                                    "at": .string(time(a.at))]
                if let color = a.color { fields["color"] = .string(color.hex) }
                switch a.timing {
                case .onTime: break
                case .delayed: fields["delayed"] = .bool(true)
                case .scheduled: fields["predicted"] = .bool(false)
                }
                return .object(fields)
            })
        }
        var favorite: JSONOutput = .null
        if let f = s.favorite.shownFavorite { favorite = .object(stop(f).merging(["removed": .bool(false)]) { a, _ in a }) }
        var object: [String: JSONOutput] = [
            "id": .string(s.id), "title": .string(s.title), "now": .string(time(s.now)),
            "timeZone": .string(s.timeZone.identifier), "locale": .string(s.localeIdentifier),
            "updatedAt": .string(time(s.updatedAt)), "favorite": favorite, "status": .string(s.status.rawValue),
            "arrivals": arrivals(s.arrivals),
        ]
        if !s.alsoTracking.isEmpty {
            object["alsoTracking"] = .array(s.alsoTracking.map { t in
                .object(stop(t.favorite).merging(["arrivals": arrivals(t.arrivals)]) { a, _ in a })
            })
        }
        if !s.timeline.isEmpty { object["timeline"] = .array(s.timeline.map { .string($0.text) }) }
        return JSONOutput.object(object).text
    }
}
