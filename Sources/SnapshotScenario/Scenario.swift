import Foundation
import SnapshotDiff
import SnapshotModel

/// One validated scenario file: the moment, place and data a snapshot is rendered for.
///
/// `now` is the only clock, and `locale` with `timeZone` are the only locale sources; nothing
/// downstream may read the wall clock, `Locale.current` or `TimeZone.current`.
/// The JSON format is a public contract, documented in `docs/scenarios.md`.
public struct Scenario: Sendable, Equatable {
    /// Names the goldens: matches `[a-z0-9][a-z0-9-]{0,63}`.
    public var id: String
    /// A human title for reports and contact sheets.
    public var title: String
    /// The moment the snapshot shows; the only clock.
    public var now: Date
    /// The time zone clock times are shown in.
    public var timeZone: TimeZone
    /// The locale texts and clock times are formatted with (built from `localeIdentifier`).
    public var locale: Locale
    /// The identifier as written in the file, e.g. `en_US`.
    public var localeIdentifier: String
    /// The language of every word shown (`en_US`, `en_GB` → en; `de_DE` → de; `es_US` → es).
    // NB: the decoder refuses a locale without a language (exit 2); a scenario built in code
    // with one falls back to English.
    package var language: Language { Language(localeIdentifier: localeIdentifier) ?? .en }
    /// When the arrivals were last fetched.
    public var updatedAt: Date
    /// The favorite stop the widget or Live Activity shows, if any.
    public var favorite: FavoriteSelection
    /// Upcoming arrivals in file order (the presentation decides sorting and filtering).
    public var arrivals: [Arrival]
    /// Live Activity details; nil when the file has no `activity`.
    public var activity: ActivityInfo?
    /// Further Live Activities for other stops (1–4), after the favorite's own.
    public var alsoTracking: [TrackedActivity] = []
    /// The surface state; `.current` when the file has no `status`.
    public var status: ScenarioStatus
    /// Edit Widget choices; nil means the favorite's saved routes and direction.
    public var configuration: WidgetConfiguration?
    /// Extra render times after `now`; empty means one snapshot at `now`.
    public var timeline: [TimelineOffset]
    /// The path errors and reports name the file by, e.g. `Scenarios/belmont-fresh.json`.
    package var sourcePath: String
    /// Which axes the scenario's goldens cover: the union of these products.
    package var axes: [ScenarioAxes] = [ScenarioAxes()]
    /// The comparison tolerance its goldens are verified with; nil is exact (`DiffPolicy.exact`).
    package var tolerance: DiffPolicy?

    /// A scenario from already validated values (the decoder, tests and tools build them directly;
    /// an app uses the checked `init(id:title:now:timeZone:locale:…)`).
    package init(id: String, title: String, now: Date, timeZone: TimeZone, localeIdentifier: String,
                updatedAt: Date, favorite: FavoriteSelection, arrivals: [Arrival],
                activity: ActivityInfo? = nil, status: ScenarioStatus = .current,
                configuration: WidgetConfiguration? = nil, timeline: [TimelineOffset] = [],
                sourcePath: String = "") {
        self.id = id
        self.title = title
        self.now = now
        self.timeZone = timeZone
        self.locale = Locale(identifier: localeIdentifier)
        self.localeIdentifier = localeIdentifier
        self.updatedAt = updatedAt
        self.favorite = favorite
        self.arrivals = arrivals
        self.activity = activity
        self.status = status
        self.configuration = configuration
        self.timeline = timeline
        self.sourcePath = sourcePath
    }

    /// The render times: `now` alone, or `now` plus each timeline offset in file order.
    package var renderTimes: [(offset: TimelineOffset?, date: Date)] {
        if timeline.isEmpty { return [(nil, now)] }
        return timeline.map { ($0, now.addingTimeInterval(TimeInterval($0.seconds))) }
    }
}
