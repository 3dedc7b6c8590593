import Foundation
import SnapshotModel
import SnapshotRules
import SnapshotScenario

/// Applies the spec's rules to a scenario for one presentation: which stop, which rows,
/// what each text says, whether it is stale. The only code that turns data into wording.
package enum Presenter {
    /// The presentation of `scenario` at `now` (the scenario's `now` or a timeline time), in
    /// the scenario's language.
    package static func present(_ scenario: Scenario, in env: RenderEnvironment, now: Date) -> Presentation {
        var presentation = presentFirst(scenario, in: env, now: now)
        presentation.furtherActivities = further(scenario, in: env).map { index, furtherEnv in
            presentFirst(scenario.tracking(index), in: furtherEnv, now: now)
        }
        return presentation
    }

    /// The further activities `env`'s surface shows (`SurfaceSpec.furtherActivities`): each
    /// `alsoTracking` index with the environment it is presented in.
    static func further(_ scenario: Scenario, in env: RenderEnvironment) -> [(Int, RenderEnvironment)] {
        guard scenario.favorite.shownFavorite != nil else { return [] }
        switch env.surface.spec.furtherActivities {
        case .hidden:
            return []
        case .stacked:
            return scenario.alsoTracking.indices.map { ($0, env) }
        case .detached(let surface, _):
            var detached = env
            detached.surface = surface
            return scenario.alsoTracking.isEmpty ? [] : [(0, detached)]
        }
    }

    /// The presentation of the scenario's first activity (its favorite), or its empty state.
    static func presentFirst(_ scenario: Scenario, in env: RenderEnvironment, now: Date) -> Presentation {
        let language = scenario.language
        switch scenario.favorite {
        case .notChosen:
            return emptyState(Strings.text(.chooseFavorite, language), link: "transit://favorites/choose", glyph: .star, language)
        case .removed:
            return emptyState(Strings.text(.favoriteRemoved, language), link: "transit://widget/edit", glyph: .starSlash, language)
        case .chosen(let favorite):
            return stop(favorite, scenario, env, now)
        }
    }

    static func emptyState(_ message: String, link: String, glyph: Glyph, _ language: Language) -> Presentation {
        // NB: no refresh on an empty state: there is nothing to refetch until a stop is chosen.
        Presentation(content: .message(message), isStale: false, showsRefresh: false,
                     deepLink: link, spokenSummary: message.hasSuffix(".") ? message : message + ".", language: language, messageGlyph: glyph)
    }

    static func stop(_ favorite: Favorite, _ s: Scenario, _ env: RenderEnvironment, _ now: Date) -> Presentation {
        let language = s.language
        let staleByClock = FreshnessRules.isStale(env.surface, updatedAt: s.updatedAt, staleDate: s.activity?.staleDate,
                                                  now: now)
        let upcoming = ArrivalSelection.upcoming(s.arrivals, favorite: favorite, configuration: s.configuration, now: now)
        let t = StatusRules.treatment(SurfaceAvailability.state(s.status, on: env.surface), staleByClock: staleByClock, hasArrivals: !upcoming.isEmpty,
                                      endedAt: ArrivalTimeRules.clockTime(now, locale: s.locale, timeZone: s.timeZone),
                                      language: language)
        let showsRouteBadge = favorite.stop.mode.showsRouteBadge
        let rows = (t.showsRows ? upcoming : [])
            .prefix(RowRules.rows(env.surface, textSize: env.textSize))
            .map { arrival in
                var row = ArrivalRowContent(
                    route: arrival.route, spokenRoute: RouteNames.spoken(arrival.route, bus: showsRouteBadge, language: language),
                    color: arrival.color, destination: arrival.destination,
                    times: ArrivalTimeRules.forms(arrival, now: now, stale: t.clockTimes,
                                                  locale: s.locale, timeZone: s.timeZone, language: language),
                    showsRouteBadge: showsRouteBadge, language: language)
                // A delay counting down is fitted at its widest too ("Delayed · 88 min"), as
                // on-time rows are (`widestTimes`): its form does not flip along a timeline.
                if arrival.timing == .delayed, !t.clockTimes {
                    row.widestForms = [
                        ArrivalTimeRules.delayedForms(Strings.text(.minutes, language, count: FreshnessRules.widestMinutes),
                                                      due: false, language: language),
                        ArrivalTimeRules.delayedForms(Strings.text(.due, language), due: true, language: language),
                    ]
                }
                return row
            }
        var header = Presentation.Header(
            mode: Presentation.StopMode(mode: favorite.stop.mode, language: language), stopName: favorite.stop.name,
            subtitle: FreshnessRules.subtitle(updatedAt: s.updatedAt, now: now, language: language),
            shortSubtitle: FreshnessRules.shortSubtitle(updatedAt: s.updatedAt, now: now, language: language),
            spokenSubtitle: FreshnessRules.spokenSubtitle(updatedAt: s.updatedAt, now: now, language: language),
            widestSubtitle: Strings.text(.updatedMinutesAgo, language, count: FreshnessRules.widestMinutes),
            widestShortSubtitle: Strings.text(.minutesAgo, language, count: FreshnessRules.widestMinutes),
            stopID: favorite.stop.id)
        header.nameLanguage = favorite.stop.language.map { Language(rawValue: $0) } ?? language
        let rowsMessage = t.rowsMessage ?? Strings.text(.noUpcomingArrivals, language)
        let locked = env.barsPrivateContent
        let summary = t.redacted ? Strings.text(.loading, language)
            : locked ? lockedSummary(Array(rows), header: header, status: t.statusWord)
            : spokenSummary(favorite.stop.name, Array(rows), rowsMessage: rowsMessage, header: header, status: t.statusWord,
                            language: language)
        var presentation = Presentation(content: .arrivals(header, Array(rows)), isStale: t.clockTimes, status: t.status, showsRows: t.showsRows,
                            showsRefresh: RowRules.hasRefresh(env.surface) && t.refresh != .hidden,
                            refreshBusy: t.refresh == .busy, redacted: t.redacted, locked: locked,
                            deepLink: locked ? Presentation.lockedLink : "transit://stop/\(favorite.stop.id)", spokenSummary: summary,
                            rowsMessage: rowsMessage,
                            shortRowsMessage: t.rowsMessage == nil ? Strings.text(.noArrivalsShort, language) : t.shortRowsMessage,
                            language: language)
        if !t.clockTimes {
            presentation.widestTimes = [Strings.text(.due, language),
                                        Strings.text(.minutes, language, count: FreshnessRules.widestMinutes)]
        }
        return presentation
    }

    /// What a locked surface may say: the kind of stop, the lines and freshness, never
    /// the stop's name or a time: "Train station. Red Line. Updated 2 minutes ago." (+ " Stale.")
    static func lockedSummary(_ rows: [ArrivalRowContent], header: Presentation.Header, status: String?) -> String {
        var routes: [String] = []
        for row in rows where !routes.contains(row.spokenRoute) { routes.append(row.spokenRoute) }
        var parts = [sentence(header.mode.spokenName)]
        if !routes.isEmpty { parts.append(sentence(routes.joined(separator: ", "))) }
        parts.append(sentence(header.spokenSubtitle))
        if let status { parts.append(sentence(status)) }
        return parts.joined(separator: " ")
    }

    /// `text` ending as a sentence, once: "2:23 p.m." is not followed by another full stop
    /// ("… a las 2:23 p.m.." was read aloud and shown in the review page's labels), nor is an
    /// ellipsis ("Loading arrivals…").
    static func sentence(_ text: String) -> String {
        var text = text
        while text.hasSuffix("..") && !text.hasSuffix("...") { text.removeLast() }
        return text.hasSuffix(".") || text.hasSuffix("\u{2026}") ? text : text + "."
    }

    /// "Belmont. Red Line to Howard, 3 minutes. Updated 2 minutes ago." (+ " Stale.")
    static func spokenSummary(_ name: String, _ rows: [ArrivalRowContent], rowsMessage: String,
                              header: Presentation.Header, status: String?, language: Language) -> String {
        var parts = [sentence(name)]
        parts += rows.map {
            sentence(Strings.text(.spokenRow, language, ["route": $0.spokenRoute, "destination": $0.destination, "time": $0.spokenTime]))
        }
        if rows.isEmpty { parts.append(sentence(rowsMessage)) }
        parts.append(sentence(header.spokenSubtitle))
        if let status { parts.append(sentence(status)) }
        return parts.joined(separator: " ")
    }
}

/// Which arrivals a favorite shows: the Edit Widget route and
/// direction when set, else the favorite's saved routes and direction; upcoming only,
/// soonest first.
package enum ArrivalSelection {
    package static func upcoming(_ arrivals: [Arrival], favorite: Favorite, configuration: WidgetConfiguration?,
                                now: Date) -> [Arrival] {
        let routes = configuration?.route.map { [$0] } ?? favorite.routes
        let direction = configuration?.direction ?? favorite.direction
        return arrivals
            .filter { routes.contains($0.route) }
            .filter { $0.direction == nil || $0.direction == direction }
            .filter { ArrivalTimeRules.isUpcoming(at: $0.at, now: now) }
            .enumerated()
            .sorted { ($0.element.at, $0.offset) < ($1.element.at, $1.offset) }
            .map(\.element)
    }
}
