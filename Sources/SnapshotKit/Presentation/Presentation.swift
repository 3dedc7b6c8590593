/// What one presentation shows, with every spec rule already applied: the texts, the rows,
/// freshness. Layout only places it; it decides nothing.
public struct Presentation: Equatable, Sendable {
    /// The main content.
    public enum Content: Equatable, Sendable {
        /// A stop's header and its arrival rows (possibly none).
        case arrivals(Header, [ArrivalRowContent])
        /// An empty state: a message and where tapping it goes.
        case message(String)
    }

    /// Header: mode icon, stop name and the freshness subtitle.
    public struct Header: Equatable, Sendable {
        public var mode: StopMode
        public var stopName: String
        public var subtitle: String
        /// The subtitle's short form ("18 min ago"), for compositions short of room.
        public var shortSubtitle: String
        public var spokenSubtitle: String
        /// The widest the subtitle and its short form get while the data stays fresh ("Updated
        /// 88 min ago"): compositions fit these, so they do not flip as the minutes pass.
        public var widestSubtitle: String? = nil
        public var widestShortSubtitle: String? = nil
    }

    /// The kind of stop, which picks the header icon and the route marker shape.
    public enum StopKind: String, Equatable, Sendable {
        case train, bus
    }

    /// The mode icon: which one, and its accessibility label in the scenario's language.
    public struct StopMode: Equatable, Sendable {
        public var kind: StopKind
        /// The icon's accessibility label ("Train station", "Bahnhof", …).
        public var spokenName: String
        /// The icon asset name in `Assets/icons`.
        public var iconName: String { kind.rawValue }

        public init(_ kind: StopKind, language: Language) {
            self.kind = kind
            spokenName = Strings.text(kind == .train ? .trainStation : .busStop, language)
        }
    }

    public var content: Content
    /// Whether the data is not live: times are clock times, never "N min" (stale, offline, paused).
    public var isStale: Bool
    /// The state said in the capsule left of the refresh button (stale, offline, paused,
    /// ended, failed); nil when current. Status is a word, never colour alone.
    public var status: StatusKind?
    /// Its word in the presentation's language ("Stale", "Veraltet", …), from `Strings`.
    public var statusWord: String? { status?.word(language) }
    /// Whether the state shows arrival rows at all (`StatusRules`: failed, ended and loading
    /// without data show a message instead); true for an empty state.
    public var showsRows: Bool
    /// Whether the refresh button shows.
    public var showsRefresh: Bool
    /// A refresh is in flight (the updating state): the glyph is dimmed, nothing spins.
    public var refreshBusy: Bool
    /// Placeholder: the layout of the real content with every text and glyph drawn as a
    /// neutral bar and no text in the structural snapshot.
    public var redacted: Bool
    /// Where a tap outside the refresh button goes.
    public var deepLink: String
    /// What VoiceOver reads for the whole presentation, as a unit.
    public var spokenSummary: String
    /// The glyph an empty state shows beside its sentence (an `Assets/icons` name), nil for a stop.
    public var messageGlyph: String?
    /// The language of every word above (from the scenario's locale).
    public var language: Language
    /// The refresh button's label ("Refresh arrivals", or "Refreshing arrivals" while busy).
    public var refreshLabel: String {
        Strings.text(refreshBusy ? .refreshingArrivals : .refreshArrivals, language)
    }
    /// Shown where the rows go when there are none ("No upcoming arrivals", a failure, the
    /// end of tracking).
    public var rowsMessage: String
    /// Its short form ("No arrivals", "Loading…"), which a surface that cannot hold the
    /// sentence shows instead of a dash (issue 20); VoiceOver reads the sentence.
    public var shortRowsMessage: String

    public init(content: Content, isStale: Bool, status: StatusKind? = nil, showsRows: Bool = true, showsRefresh: Bool,
                refreshBusy: Bool = false, redacted: Bool = false, deepLink: String, spokenSummary: String,
                rowsMessage: String? = nil, shortRowsMessage: String? = nil, language: Language = .en,
                messageGlyph: String? = nil) {
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
        self.shortRowsMessage = shortRowsMessage ?? (rowsMessage == nil ? Strings.text(.noArrivalsShort, language) : self.rowsMessage)
        self.language = language
        self.messageGlyph = messageGlyph
    }

    /// The widest times the rows may show at another moment of the same data ("Due", "88 min"
    /// while fresh; none for clock times): compositions fit these too, so a row does not
    /// change its form when a train crosses 10 minutes (seed 004: "avoid layout jumps").
    public var widestTimes: [String] = []

    /// The rows shown (none for an empty state).
    public var rows: [ArrivalRowContent] {
        if case .arrivals(_, let rows) = content { return rows }
        return []
    }

    /// The header, nil for an empty state.
    public var header: Header? {
        if case .arrivals(let header, _) = content { return header }
        return nil
    }
}

/// One arrival row's content.
public struct ArrivalRowContent: Equatable, Sendable {
    public var route: String
    public var spokenRoute: String
    public var color: Color
    public var destination: String
    /// The destination as VoiceOver reads it ("to Howard", "nach Howard").
    public var spokenDestination: String
    public var time: String
    public var spokenTime: String
    /// Bus rows show the route number in a badge; train rows a colour dot.
    public var isBus: Bool

    public init(route: String, spokenRoute: String, color: Color, destination: String,
                time: String, spokenTime: String, isBus: Bool, language: Language = .en) {
        self.route = route; self.spokenRoute = spokenRoute; self.color = color
        self.destination = destination; self.time = time; self.spokenTime = spokenTime; self.isBus = isBus
        spokenDestination = Strings.text(.toDestination, language, ["destination": destination])
    }
}

/// The refresh intent and its label (seed 000: Button(intent: RefreshArrivalsIntent)).
/// A presentation's own label, in its language, is `Presentation.refreshLabel`.
public enum RefreshAction {
    public static let intent = "intent:RefreshArrivalsIntent"
    /// The English label (the refresh animation frames, which have no scenario).
    public static let label = Strings.text(.refreshArrivals, .en)
    /// The English label while a refresh is in flight.
    public static let busyLabel = Strings.text(.refreshingArrivals, .en)
}
