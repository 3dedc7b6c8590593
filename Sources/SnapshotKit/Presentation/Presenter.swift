import Foundation

/// Applies the spec's rules to a scenario for one presentation: which stop, which rows,
/// what each text says, whether it is stale. The only code that turns data into wording.
package enum Presenter {
    /// The presentation of `scenario` at `now` (the scenario's `now` or a timeline time), in
    /// the scenario's language.
    package static func present(_ scenario: Scenario, in env: RenderEnvironment, now: Date) -> Presentation {
        let language = scenario.language
        switch scenario.favorite {
        case .notChosen:
            return emptyState(Strings.text(.chooseFavorite, language), link: "transit://favorites/choose", glyph: "star", language)
        case .removed:
            return emptyState(Strings.text(.favoriteRemoved, language), link: "transit://widget/edit", glyph: "star.slash", language)
        case .chosen(let favorite):
            return stop(favorite, scenario, env, now)
        }
    }

    static func emptyState(_ message: String, link: String, glyph: String, _ language: Language) -> Presentation {
        // NB: no refresh on an empty state: there is nothing to refetch until a stop is chosen.
        Presentation(content: .message(message), isStale: false, showsRefresh: false,
                     deepLink: link, spokenSummary: message.hasSuffix(".") ? message : message + ".", language: language, messageGlyph: glyph)
    }

    static func stop(_ favorite: Favorite, _ s: Scenario, _ env: RenderEnvironment, _ now: Date) -> Presentation {
        let language = s.language
        let staleByClock = FreshnessRules.isStale(env.surface, updatedAt: s.updatedAt, staleDate: s.activity?.staleDate,
                                                  now: now)
        let upcoming = ArrivalSelection.upcoming(s.arrivals, favorite: favorite, configuration: s.configuration, now: now)
        let t = StatusRules.treatment(s.status, staleByClock: staleByClock, hasArrivals: !upcoming.isEmpty,
                                      endedAt: ArrivalTimeRules.clockTime(now, locale: s.locale, timeZone: s.timeZone),
                                      language: language)
        let isBus = favorite.stop.mode == .bus
        let rows = (t.showsRows ? upcoming : [])
            .prefix(RowRules.rows(env.surface, textSize: env.textSize))
            .map { arrival in
                ArrivalRowContent(
                    route: arrival.route, spokenRoute: RouteNames.spoken(arrival.route, bus: isBus, language: language),
                    color: arrival.color, destination: arrival.destination,
                    time: ArrivalTimeRules.text(at: arrival.at, now: now, stale: t.clockTimes,
                                                locale: s.locale, timeZone: s.timeZone, language: language),
                    spokenTime: ArrivalTimeRules.spokenText(at: arrival.at, now: now, stale: t.clockTimes,
                                                            locale: s.locale, timeZone: s.timeZone, language: language),
                    isBus: isBus, language: language)
            }
        let header = Presentation.Header(
            mode: Presentation.StopMode(isBus ? .bus : .train, language: language), stopName: favorite.stop.name,
            subtitle: FreshnessRules.subtitle(updatedAt: s.updatedAt, now: now, language: language),
            shortSubtitle: FreshnessRules.shortSubtitle(updatedAt: s.updatedAt, now: now, language: language),
            spokenSubtitle: FreshnessRules.spokenSubtitle(updatedAt: s.updatedAt, now: now, language: language))
        let rowsMessage = t.rowsMessage ?? Strings.text(.noUpcomingArrivals, language)
        let summary = t.redacted ? Strings.text(.loading, language)
            : spokenSummary(favorite.stop.name, Array(rows), rowsMessage: rowsMessage, header: header, status: t.statusWord,
                            language: language)
        return Presentation(content: .arrivals(header, Array(rows)), isStale: t.clockTimes, status: t.status, showsRows: t.showsRows,
                            showsRefresh: RowRules.hasRefresh(env.surface) && t.refresh != .hidden,
                            refreshBusy: t.refresh == .busy, redacted: t.redacted,
                            deepLink: "transit://stop/\(favorite.stop.id)", spokenSummary: summary,
                            rowsMessage: rowsMessage, language: language)
    }

    /// "Belmont. Red Line to Howard, 3 minutes. Updated 2 minutes ago." (+ " Stale.")
    static func spokenSummary(_ name: String, _ rows: [ArrivalRowContent], rowsMessage: String,
                              header: Presentation.Header, status: String?, language: Language) -> String {
        var parts = [name + "."]
        parts += rows.map {
            Strings.text(.spokenRow, language, ["route": $0.spokenRoute, "destination": $0.destination, "time": $0.spokenTime])
        }
        if rows.isEmpty { parts.append(rowsMessage.hasSuffix(".") ? rowsMessage : rowsMessage + ".") }
        parts.append(header.spokenSubtitle + ".")
        if let status { parts.append(status + ".") }
        return parts.joined(separator: " ")
    }
}

/// Which arrivals a favorite shows (seed 000, Configuration): the Edit Widget route and
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
