import Foundation
import SnapshotFormats
/// The scenario schema: which keys each object allows and how each value is checked.
/// To add an optional key: add a case to the object's `Key` enum and read it with
/// `optional(_:_:)`; unknown-key rejection and "did you mean" follow from the enum.
enum ScenarioDecoder {
    private enum Key: String, CaseIterable {
        case id, title, now, timeZone, locale, updatedAt, favorite, arrivals
        case activity, alsoTracking, status, configuration, timeline, axes, tolerance
        /// The JSON Schema editors check the file against (docs/scenario.schema.json); not drawn.
        case schema = "$schema"
    }

    /// Decodes and validates a parsed scenario file.
    static func scenario(from value: JSONValue, sourcePath: String) throws(FieldIssue) -> Scenario {
        guard case .object = value else {
            throw FieldIssue("", "the top level is \(value.kind); a scenario is one JSON object { \"id\": ..., ... }")
        }
        let o = try ObjectReader<Key>(value, at: "")
        // NB: read in the documented key order, so the first error reported is the topmost.
        let id = try o.required(.id, .scenarioID)
        let title = try o.required(.title, .text())
        let now = try o.required(.now, .time)
        let timeZone = try o.required(.timeZone, .timeZone)
        let locale = try o.required(.locale, .locale)
        let updatedAt = try o.required(.updatedAt, .time)
        let favorite = try o.required(.favorite, .object(favoriteSelection))
        let arrivals = try o.required(.arrivals, .list(of: .object(arrival), max: ScenarioLimits.arrivals))
        let activity = try o.optional(.activity, .object(activity))
        let alsoTracking = try o.optional(.alsoTracking, .list(of: .object(trackedActivity), max: ScenarioLimits.furtherActivities,
                                                               nonEmpty: true)) ?? []
        let status = try o.optional(.status, .choice(ScenarioStatus.self, noun: "a status")) ?? .current
        let configuration = try o.optional(.configuration, .object(widgetConfiguration))
        let timeline = try o.optional(.timeline, .timeline) ?? []
        let axes = try o.optional(.axes, .axesList) ?? [ScenarioAxes()]
        let tolerance = try o.optional(.tolerance, .tolerance)
        _ = try o.optional(.schema, .string("a path or URL of the scenario schema") { s, _ in s })
        var scenario = Scenario(id: id, title: title, now: now, timeZone: timeZone, localeIdentifier: locale,
                                updatedAt: updatedAt, favorite: favorite, arrivals: arrivals, activity: activity,
                                status: status, configuration: configuration, timeline: timeline)
        scenario.sourcePath = sourcePath
        scenario.axes = axes
        scenario.tolerance = tolerance
        scenario.alsoTracking = alsoTracking
        if !alsoTracking.isEmpty && favorite.shownFavorite == nil {
            throw FieldIssue("alsoTracking", "further activities need a first one: choose a favorite stop, "
                + "or leave alsoTracking out (a Live Activity is only ever started for a stop)")
        }
        if let missing = scenario.uncolouredTrainArrivals.first {
            throw FieldIssue(missing, "missing; a train's row draws its route as a dot in the route's colour "
                + "(a colour like #C60C30)")
        }
        if let route = configuration?.route, let saved = favorite.shownFavorite?.routes, !saved.contains(route) {
            throw FieldIssue("configuration.route", "\(route.quoted) is not one of the favorite's routes "
                + "(\(saved.joined(separator: ", "))); pick one of them, or leave it out for all")
        }
        return scenario
    }

    private enum FavoriteKey: String, CaseIterable { case removed, stop, routes, direction }

    private static func favoriteSelection(_ value: JSONValue, _ path: String) throws(FieldIssue) -> FavoriteSelection {
        if value == .null { return .notChosen }
        let o = try ObjectReader<FavoriteKey>(value, at: path, expected: "an object, or null for no favorite")
        let removed = try o.optional(.removed, .bool) ?? false
        if removed && !o.has(.stop) && !o.has(.routes) && !o.has(.direction) { return .removed(nil) }
        guard o.has(.stop) else {
            throw FieldIssue(path.key("stop"), removed
                ? "missing; a removed favorite gives stop, routes and direction together, or none of them"
                : "missing; add the favorite's stop, or write \"favorite\": null when none is chosen")
        }
        let favorite = Favorite(
            stop: try o.required(.stop, .object(stop)),
            routes: try o.required(.routes, .list(of: .text(), max: ScenarioLimits.routes, nonEmpty: true)),
            direction: try o.required(.direction, .text()))
        return removed ? .removed(favorite) : .chosen(favorite)
    }

    private enum TrackedKey: String, CaseIterable { case stop, routes, direction, arrivals }

    private static func trackedActivity(_ value: JSONValue, _ path: String) throws(FieldIssue) -> TrackedActivity {
        let o = try ObjectReader<TrackedKey>(value, at: path)
        let favorite = Favorite(
            stop: try o.required(.stop, .object(stop)),
            routes: try o.required(.routes, .list(of: .text(), max: ScenarioLimits.routes, nonEmpty: true)),
            direction: try o.required(.direction, .text()))
        return TrackedActivity(favorite: favorite,
                               arrivals: try o.required(.arrivals, .list(of: .object(arrival), max: ScenarioLimits.arrivals)))
    }

    private enum StopKey: String, CaseIterable { case id, name, mode, language }

    private static func stop(_ value: JSONValue, _ path: String) throws(FieldIssue) -> Stop {
        let o = try ObjectReader<StopKey>(value, at: path)
        return Stop(id: try o.required(.id, .text(maxLength: 64)),
                    name: try o.required(.name, .text()),
                    mode: try o.required(.mode, .mode),
                    language: try o.optional(.language, .languageCode))
    }

    private enum ArrivalKey: String, CaseIterable { case route, color, destination, at, direction, delayed, predicted }

    private static func arrival(_ value: JSONValue, _ path: String) throws(FieldIssue) -> Arrival {
        let o = try ObjectReader<ArrivalKey>(value, at: path)
        let delayed = try o.optional(.delayed, .bool) ?? false
        let predicted = try o.optional(.predicted, .bool) ?? true
        guard let timing = ArrivalTiming(delayed: delayed, predicted: predicted) else {
            throw FieldIssue(path.key(ArrivalKey.delayed.rawValue), ArrivalTiming.bothReason)
        }
        return Arrival(route: try o.required(.route, .text()),
                       color: try o.optional(.color, .color),
                       destination: try o.required(.destination, .text()),
                       at: try o.required(.at, .time),
                       direction: try o.optional(.direction, .text()),
                       timing: timing)
    }

    private enum ActivityKey: String, CaseIterable { case staleDate, ended }

    private static func activity(_ value: JSONValue, _ path: String) throws(FieldIssue) -> ActivityInfo {
        let o = try ObjectReader<ActivityKey>(value, at: path)
        return ActivityInfo(staleDate: try o.optional(.staleDate, .time), ended: try o.optional(.ended, .bool))
    }

    private enum ConfigurationKey: String, CaseIterable { case route, direction }

    private static func widgetConfiguration(_ value: JSONValue, _ path: String) throws(FieldIssue) -> WidgetConfiguration {
        let o = try ObjectReader<ConfigurationKey>(value, at: path)
        // NB: "" means "not chosen" here, as an empty Edit Widget field does.
        let choice = FieldType<String?>(expected: "a string") { value, path throws(FieldIssue) in
            if value == .string("") { return nil }
            return try FieldType<String>.text().decode(value, path)
        }
        return WidgetConfiguration(route: try o.optional(.route, choice) ?? nil,
                                   direction: try o.optional(.direction, choice) ?? nil)
    }
}
