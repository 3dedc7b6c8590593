import SnapshotModel
import SnapshotRules
import SnapshotScenario

/// What one presentation shows, with every spec rule already applied: the texts, the rows,
/// freshness. Layout only places it; it decides nothing.
package struct Presentation: Equatable, Sendable {
    /// The main content.
    package enum Content: Equatable, Sendable {
        /// A stop's header and its arrival rows (possibly none).
        case arrivals(Header, [ArrivalRowContent])
        /// An empty state: a message and where tapping it goes.
        case message(String)
    }

    /// Header: mode icon, stop name and the freshness subtitle.
    package struct Header: Equatable, Sendable {
        package var mode: StopMode
        package var stopName: String
        /// The language the stop's name is written in, whose hyphenation points it may break at:
        /// the stop's own (`Stop.language`), else the presentation's; nil for a language
        /// SnapshotKit has no patterns for (its words then break only between words).
        package var nameLanguage: Language? = nil
        package var subtitle: String
        /// The subtitle's short form ("18 min ago"), for compositions short of room.
        package var shortSubtitle: String
        package var spokenSubtitle: String
        /// The widest the subtitle and its short form get while the data stays fresh ("Updated
        /// 88 min ago"): compositions fit these, so they do not flip as the minutes pass.
        package var widestSubtitle: String? = nil
        package var widestShortSubtitle: String? = nil
        /// The stop's id (the app's, as its deep link names it), which a locked surface never carries.
        package var stopID: String = ""
    }

    /// The kind of stop, which picks the header icon: train, bus, or the neutral stop glyph
    /// for any other mode.
    package enum StopKind: String, Equatable, Sendable {
        case train, bus, stop
    }

    /// The mode icon: which one, and its accessibility label in the scenario's language.
    package struct StopMode: Equatable, Sendable {
        package var kind: StopKind
        /// The icon's accessibility label ("Train station", "Bahnhof", "Ferry stop", …).
        package var spokenName: String
        /// The icon in `Assets/icons`.
        package var iconName: Glyph {
            switch kind {
            case .train: .train
            case .bus: .bus
            case .stop: .stop
            }
        }

        package init(_ kind: StopKind, language: Language) {
            self.init(kind: kind, spokenName: Strings.text(kind == .train ? .trainStation : .busStop, language))
        }

        init(kind: StopKind, spokenName: String) {
            self.kind = kind
            self.spokenName = spokenName
        }

        /// The icon and label of a stop served by `mode`: train and bus have their own icons;
        /// any other mode draws the neutral stop glyph and names itself in the label.
        package init(mode: TransitMode, language: Language) {
            switch mode {
            case .train: self.init(.train, language: language)
            case .bus: self.init(.bus, language: language)
            default:
                let words = ModeNames.name(mode, language)
                self.init(kind: .stop, spokenName: Strings.text(.otherModeStop, language,
                                                               ["mode": words, "Mode": words.prefix(1).uppercased() + words.dropFirst()]))
            }
        }
    }

    package var content: Content
    /// Whether the data is not live: times are clock times, never "N min" (stale, offline, paused).
    package var isStale: Bool
    /// The state said in the capsule left of the refresh button (stale, offline, paused,
    /// ended, failed); nil when current. Status is a word, never colour alone.
    package var status: StatusKind?
    /// Its word in the presentation's language ("Stale", "Veraltet", …), from `Strings`.
    package var statusWord: String? { status?.word(language) }
    /// Whether the state shows arrival rows at all (`StatusRules`: failed, ended and loading
    /// without data show a message instead); true for an empty state.
    package var showsRows: Bool
    /// Whether the refresh button shows.
    package var showsRefresh: Bool
    /// A refresh is in flight (the updating state): the glyph is dimmed, nothing spins.
    package var refreshBusy: Bool
    /// Placeholder: the layout of the real content with every text and glyph drawn as a
    /// neutral bar and no text in the structural snapshot.
    package var redacted: Bool
    /// Locked and private: the layout bars the stop name, the times and any text
    /// naming the stop, and `spokenSummary` says only what may be spoken on a locked device.
    package var locked: Bool
    /// The further activities this surface shows after this one (`SurfaceSpec.furtherActivities`):
    /// each presented for its own surface (the detached minimal's is the minimal island).
    package var furtherActivities: [Presentation] = []
    /// Where a tap outside the refresh button goes.
    package var deepLink: String
    /// Where a locked surface's tap goes: the favorites, a category that names no stop (seed
    /// 002: `widgetURL` is the whole widget's one destination).
    package static let lockedLink = "transit://favorites"
    /// What VoiceOver reads for the whole presentation, as a unit.
    package var spokenSummary: String
    /// The glyph an empty state shows beside its sentence (an `Assets/icons` name), nil for a stop.
    package var messageGlyph: Glyph?
    /// The language of every word above (from the scenario's locale).
    package var language: Language
    /// The refresh button's label ("Refresh arrivals", or "Refreshing arrivals" while busy).
    package var refreshLabel: String {
        Strings.text(refreshBusy ? .refreshingArrivals : .refreshArrivals, language)
    }
    /// Shown where the rows go when there are none ("No upcoming arrivals", a failure, the
    /// end of tracking).
    package var rowsMessage: String
    /// Its short form ("No arrivals", "Loading…"), which a surface that cannot hold the
    /// sentence shows instead of a dash; VoiceOver reads the sentence.
    package var shortRowsMessage: String

    package init(content: Content, isStale: Bool, status: StatusKind? = nil, showsRows: Bool = true, showsRefresh: Bool,
                refreshBusy: Bool = false, redacted: Bool = false, locked: Bool = false, deepLink: String, spokenSummary: String,
                rowsMessage: String? = nil, shortRowsMessage: String? = nil, language: Language = .en,
                messageGlyph: Glyph? = nil) {
        self.content = content
        self.isStale = isStale
        self.status = status
        self.showsRows = showsRows
        self.showsRefresh = showsRefresh
        self.refreshBusy = refreshBusy
        self.redacted = redacted
        self.locked = locked
        self.deepLink = deepLink
        self.spokenSummary = spokenSummary
        self.rowsMessage = rowsMessage ?? Strings.text(.noUpcomingArrivals, language)
        self.shortRowsMessage = shortRowsMessage ?? (rowsMessage == nil ? Strings.text(.noArrivalsShort, language) : self.rowsMessage)
        self.language = language
        self.messageGlyph = messageGlyph
    }

    /// The widest times the rows may show at another moment of the same data ("Due", "88 min"
    /// while fresh; none for clock times): compositions fit these too, so a row does not
    /// change its form when a train crosses 10 minutes.
    package var widestTimes: [String] = []

    /// The largest text size a card of a stack is laid out at: the least any card of the stack
    /// takes, so their columns line up (nil alone).
    package var stackTextSize: TextSize?

    /// The rows of the activities stacked with this one on the Lock Screen: their markers and
    /// these share one column, so every card's destinations start at one x.
    package var stackedRows: [ArrivalRowContent] = []

    /// The rows shown (none for an empty state).
    package var rows: [ArrivalRowContent] {
        if case .arrivals(_, let rows) = content { return rows }
        return []
    }

    /// The header, nil for an empty state.
    package var header: Header? {
        if case .arrivals(let header, _) = content { return header }
        return nil
    }
}

/// One arrival row's content.
package struct ArrivalRowContent: Equatable, Sendable {
    package var route: String
    package var spokenRoute: String
    /// The route's colour (a train's dot); nil for a badge, which draws none.
    package var color: Color?
    package var destination: String
    /// The destination as VoiceOver reads it ("to Howard", "nach Howard").
    package var spokenDestination: String
    /// The row's time text: the first of `timeForms`.
    package var time: String { timeForms[0] }
    /// The time texts a row may show, longest first: one for a live prediction on time; a
    /// delayed or timetable-only arrival's shorter forms keep the word (`ArrivalTimeRules.forms`).
    package var timeForms: [String]
    /// The shortest form that says the timing in a word ("Late 7 min", "Sched. 2:41 PM"): the
    /// glance surfaces' short form, which draws no glyph.
    package var shortTime: String { wordedForms.last! }
    /// The time without its word, for surfaces too small for one (the word is in `spokenTime`).
    package var bareTime: String
    /// A delayed row's forms at its other plausible moments, each longest first: at the widest
    /// minutes ("Delayed · 88 min") and when it comes due ("Retrasado · Ahora", wider than
    /// "Retr. 88 min"): fitted like `Presentation.widestTimes`, so a row keeps its form along
    /// a timeline (the full sweep found Spanish rows dropping their destination at +10 min).
    /// Empty otherwise.
    package var widestForms: [[String]] = []
    package var spokenTime: String
    /// The time form drawn after the clock glyph (`ArrivalTimeRules.TimeForms.glyphed`).
    package var glyphedTime: String?
    /// Whether the row's time is drawn after the clock glyph.
    package var timeHasGlyph: Bool { glyphedTime == time }
    /// Rows of a numbered route show it in a badge (every mode but train); train rows a colour dot.
    package var showsRouteBadge: Bool

    package init(route: String, spokenRoute: String, color: Color?, destination: String,
                time: String, spokenTime: String, showsRouteBadge: Bool, language: Language = .en) {
        self.init(route: route, spokenRoute: spokenRoute, color: color, destination: destination,
                  times: ArrivalTimeRules.TimeForms(forms: [time], bare: time, spoken: spokenTime), showsRouteBadge: showsRouteBadge, language: language)
    }

    /// A row whose time has the forms `times` (`ArrivalTimeRules.forms`).
    package init(route: String, spokenRoute: String, color: Color?, destination: String,
                times: ArrivalTimeRules.TimeForms, showsRouteBadge: Bool, language: Language = .en) {
        self.route = route; self.spokenRoute = spokenRoute; self.color = color
        self.destination = destination; self.timeForms = times.forms; self.bareTime = times.bare
        self.spokenTime = times.spoken; self.showsRouteBadge = showsRouteBadge; self.glyphedTime = times.glyphed
        spokenDestination = Strings.text(.toDestination, language, ["destination": destination])
    }

    /// The forms that say the timing in a word (every form but the glyphed one).
    package var wordedForms: [String] { timeForms.filter { $0 != glyphedTime } }

    /// The row with its time set as `wordedForms[level]` (its last past the end).
    package func atWordedForm(_ level: Int) -> ArrivalRowContent {
        var row = self
        let words = wordedForms
        row.timeForms = Array(words[min(level, words.count - 1)...])
        return row
    }

    /// The row with its time set as `timeForms[level]` (its last form past the end): what a
    /// layout draws when the longer forms do not fit.
    package func atTimeForm(_ level: Int) -> ArrivalRowContent {
        var row = self
        row.timeForms = Array(timeForms[min(level, timeForms.count - 1)...])
        return row
    }
}

/// The refresh intent and its label (seed 000: Button(intent: RefreshArrivalsIntent)).
/// A presentation's own label, in its language, is `Presentation.refreshLabel`.
package enum RefreshAction {
    package static let intent = "intent:RefreshArrivalsIntent"
    /// The English label (the refresh animation frames, which have no scenario).
    package static let label = Strings.text(.refreshArrivals, .en)
    /// The English label while a refresh is in flight.
    package static let busyLabel = Strings.text(.refreshingArrivals, .en)
}
