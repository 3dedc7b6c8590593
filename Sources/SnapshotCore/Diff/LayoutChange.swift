/// One named difference between two structural snapshots.
public struct LayoutChange: Codable, Equatable, Sendable {
    /// What kind of difference: the compared field's name (`LayoutFields`), or one of the
    /// element-level kinds (added, removed, moved, resized, truncated, context).
    public struct Kind: RawRepresentable, Codable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let added = Kind("added"), removed = Kind("removed"), moved = Kind("moved"), resized = Kind("resized")
        public static let truncated = Kind("truncated"), context = Kind("context")
        public static let text = Kind("text"), color = Kind("color"), fill = Kind("fill"), font = Kind("font")
        public static let label = Kind("label"), action = Kind("action"), shown = Kind("shown")
        public static let composition = Kind("composition"), summary = Kind("summary")

        /// What a person hears rather than sees (VoiceOver): explains a failure only when
        /// nothing visible changed, since labels restate the text differently per surface.
        public static let heard: Set<Kind> = [.label, .summary]
        /// Geometry: a change a person sees only beyond `LayoutDiff.perceptibleFrameChange`.
        public static let geometry: Set<Kind> = [.moved, .resized]
    }
    public var kind: Kind
    /// The element's name ("row 1 time", "title #2"), or the context field ("size").
    public var element: String
    public var role: String?
    public var row: Int?
    public var before: String?
    public var after: String?
    /// For moves: points right (+) / left (−), and down (+) / up (−).
    public var dx: Double?
    public var dy: Double?
    /// For resizes: points wider (+) / narrower (−), and taller (+) / shorter (−).
    public var dw: Double?
    public var dh: Double?
    /// One line for people, e.g. "row 1 time: '3 min' → '4 min'" or "staleLabel moved 2 pt left".
    public var summary: String

    init(kind: Kind, element: String, role: String?, row: Int?, before: String?, after: String?, summary: String) {
        self.kind = kind; self.element = element; self.role = role; self.row = row
        self.before = before; self.after = after; self.summary = summary
    }

    init(_ kind: Kind, _ key: LayoutDiff.Key, before: String?, after: String?, summary: String) {
        self.init(kind: kind, element: key.name, role: key.role, row: key.row, before: before, after: after, summary: summary)
    }

    /// Whether a person can see or hear this change: every compared field, an element added or
    /// removed, truncation, the context; a move or resize only beyond
    /// `LayoutDiff.perceptibleFrameChange` (below it, it is the text measuring a hair
    /// differently, which the pixels judge).
    public var isPerceptible: Bool {
        guard Kind.geometry.contains(kind) else { return true }
        return [dx, dy, dw, dh].contains { abs($0 ?? 0) > LayoutDiff.perceptibleFrameChange }
    }
}
