import Foundation
import SnapshotFormats

extension Scenario {
    /// A scenario built in Swift from an app's own values, checked by the very rules a scenario
    /// file is: the values are written in the file's form (`ScenarioFileForm`) and read back by
    /// `ScenarioDecoder`, so each rule (an id that can name golden files, non-empty texts, a
    /// configured route among the favorite's, timeline moments listed once, …) lives in one
    /// place. A broken value is a `ScenarioError` naming `Scenario(id: …)` and the field as the
    /// file would (`arrivals[1].destination`).
    /// Times keep whole seconds (the file's precision).
    public init(id: String, title: String, now: Date, timeZone: TimeZone, locale: String, updatedAt: Date,
                favorite: FavoriteSelection, arrivals: [Arrival], activity: ActivityInfo? = nil,
                status: ScenarioStatus = .current, configuration: WidgetConfiguration? = nil,
                timeline: [TimelineOffset] = []) throws(ScenarioError) {
        let form = ScenarioFileForm(timeZone: timeZone)
        var fields: [String: JSONOutput] = [
            "id": .string(id), "title": .string(title), "now": form.time(now), "timeZone": .string(timeZone.identifier),
            "locale": .string(locale), "updatedAt": form.time(updatedAt), "favorite": form.favorite(favorite),
            "arrivals": .array(arrivals.map(form.arrival)), "status": .string(status.rawValue),
        ]
        if let activity { fields["activity"] = form.activity(activity) }
        if let configuration {
            fields["configuration"] = .object(["route": .string(configuration.route ?? ""),
                                               "direction": .string(configuration.direction ?? "")])
        }
        if !timeline.isEmpty { fields["timeline"] = .array(timeline.map { .string($0.text) }) }
        let name = "Scenario(id: \(id.quoted))"
        do { self = try ScenarioDecoder.scenario(from: .object(fields), sourcePath: name) } catch {
            throw error.error(in: name)
        }
    }
}

/// Scenario values in the JSON form `docs/scenarios.md` describes.
struct ScenarioFileForm {
    var timeZone: TimeZone

    /// ISO 8601 with the scenario's offset, whole seconds.
    func time(_ date: Date) -> JSONOutput { .string(ISOTimeText.format(date, timeZone: timeZone)) }

    func favorite(_ selection: FavoriteSelection) -> JSONOutput {
        switch selection {
        case .notChosen: return .null
        case .chosen(let f): return favorite(f, removed: false)
        case .removed(let f): return f.map { favorite($0, removed: true) } ?? .object(["removed": .bool(true)])
        }
    }

    private func favorite(_ f: Favorite, removed: Bool) -> JSONOutput {
        var object: [String: JSONOutput] = [
            "stop": .object(["id": .string(f.stop.id), "name": .string(f.stop.name), "mode": .string(f.stop.mode.rawValue)]),
            "routes": .array(f.routes.map(JSONOutput.string)), "direction": .string(f.direction),
        ]
        if removed { object["removed"] = .bool(true) }
        return .object(object)
    }

    func arrival(_ a: Arrival) -> JSONOutput {
        var object: [String: JSONOutput] = ["route": .string(a.route), "destination": .string(a.destination), "at": time(a.at)]
        if let color = a.color { object["color"] = .string(color.hex) }
        if let direction = a.direction { object["direction"] = .string(direction) }
        return .object(object)
    }

    func activity(_ a: ActivityInfo) -> JSONOutput {
        var object: [String: JSONOutput] = [:]
        if let stale = a.staleDate { object["staleDate"] = time(stale) }
        if let ended = a.ended { object["ended"] = .bool(ended) }
        return .object(object)
    }
}
