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
        public var mode: StopKind
        public var stopName: String
        public var subtitle: String
        public var spokenSubtitle: String
    }

    /// The kind of stop, which picks the header icon and the route marker shape.
    public enum StopKind: String, Equatable, Sendable {
        case train, bus
        /// The icon asset name in `Assets/icons`.
        public var iconName: String { rawValue }
        /// The icon's accessibility label.
        public var spokenName: String { self == .train ? "Train station" : "Bus stop" }
    }

    public var content: Content
    /// Whether the Stale capsule shows (and times are clock times).
    public var isStale: Bool
    /// Whether the refresh button shows.
    public var showsRefresh: Bool
    /// Where a tap outside the refresh button goes.
    public var deepLink: String
    /// What VoiceOver reads for the whole presentation, as a unit.
    public var spokenSummary: String
    /// A message shown instead of rows when a stop has no upcoming arrivals.
    public var noArrivalsMessage: String

    public init(content: Content, isStale: Bool, showsRefresh: Bool, deepLink: String,
                spokenSummary: String, noArrivalsMessage: String = "No upcoming arrivals") {
        self.content = content
        self.isStale = isStale
        self.showsRefresh = showsRefresh
        self.deepLink = deepLink
        self.spokenSummary = spokenSummary
        self.noArrivalsMessage = noArrivalsMessage
    }
}

/// One arrival row's content.
public struct ArrivalRowContent: Equatable, Sendable {
    public var route: String
    public var spokenRoute: String
    public var color: Color
    public var destination: String
    public var time: String
    public var spokenTime: String
    /// Bus rows show the route number in a badge; train rows a colour dot.
    public var isBus: Bool

    public init(route: String, spokenRoute: String, color: Color, destination: String,
                time: String, spokenTime: String, isBus: Bool) {
        self.route = route; self.spokenRoute = spokenRoute; self.color = color
        self.destination = destination; self.time = time; self.spokenTime = spokenTime; self.isBus = isBus
    }
}

/// The refresh intent and its label (seed 000: Button(intent: RefreshArrivalsIntent)).
public enum RefreshAction {
    public static let intent = "intent:RefreshArrivalsIntent"
    public static let label = "Refresh arrivals"
}
