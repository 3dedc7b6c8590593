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
        package var subtitle: String
        /// The subtitle's short form ("18 min ago"), for compositions short of room.
        package var shortSubtitle: String
        package var spokenSubtitle: String
    }

    /// The kind of stop, which picks the header icon and the route marker shape.
    package enum StopKind: String, Equatable, Sendable {
        case train, bus
    }

    /// The mode icon: which one, and its accessibility label in the scenario's language.
    package struct StopMode: Equatable, Sendable {
        package var kind: StopKind
        /// The icon's accessibility label ("Train station", "Bahnhof", …).
        package var spokenName: String
        /// The icon asset name in `Assets/icons`.
        package var iconName: String { kind.rawValue }

        package init(_ kind: StopKind, language: Language) {
            self.kind = kind
            spokenName = Strings.text(kind == .train ? .trainStation : .busStop, language)
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
    /// Where a tap outside the refresh button goes.
    package var deepLink: String
    /// What VoiceOver reads for the whole presentation, as a unit.
    package var spokenSummary: String
    /// The glyph an empty state shows beside its sentence (an `Assets/icons` name), nil for a stop.
    package var messageGlyph: String?
    /// The language of every word above (from the scenario's locale).
    package var language: Language
    /// The refresh button's label ("Refresh arrivals", or "Refreshing arrivals" while busy).
    package var refreshLabel: String {
        Strings.text(refreshBusy ? .refreshingArrivals : .refreshArrivals, language)
    }
    /// Shown where the rows go when there are none ("No upcoming arrivals", a failure, the
    /// end of tracking).
    package var rowsMessage: String

    package init(content: Content, isStale: Bool, status: StatusKind? = nil, showsRows: Bool = true, showsRefresh: Bool,
                refreshBusy: Bool = false, redacted: Bool = false, deepLink: String, spokenSummary: String,
                rowsMessage: String? = nil, language: Language = .en, messageGlyph: String? = nil) {
        self.content = content
        self.isStale = isStale
        self.status = status
        self.showsRows = showsRows
        self.showsRefresh = showsRefresh
        self.refreshBusy = refreshBusy
        self.redacted = redacted
        self.deepLink = deepLink
        self.spokenSummary = spokenSummary
        self.rowsMessage = rowsMessage ?? Strings.text(.noUpcomingArrivals, language)
        self.language = language
        self.messageGlyph = messageGlyph
    }

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
    package var color: Color
    package var destination: String
    /// The destination as VoiceOver reads it ("to Howard", "nach Howard").
    package var spokenDestination: String
    package var time: String
    package var spokenTime: String
    /// Bus rows show the route number in a badge; train rows a colour dot.
    package var isBus: Bool

    package init(route: String, spokenRoute: String, color: Color, destination: String,
                time: String, spokenTime: String, isBus: Bool, language: Language = .en) {
        self.route = route; self.spokenRoute = spokenRoute; self.color = color
        self.destination = destination; self.time = time; self.spokenTime = spokenTime; self.isBus = isBus
        spokenDestination = Strings.text(.toDestination, language, ["destination": destination])
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
