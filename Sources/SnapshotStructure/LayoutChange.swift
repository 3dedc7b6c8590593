/// One named difference between two structural snapshots.
package struct LayoutChange: Codable, Equatable, Sendable {
    /// What kind of difference: the compared field's name (`LayoutFields`), or one of the
    /// element-level kinds (added, removed, moved, resized, truncated, context).
    package struct Kind: RawRepresentable, Codable, Hashable, Sendable {
        package var rawValue: String
        package init(rawValue: String) { self.rawValue = rawValue }
        package init(_ rawValue: String) { self.rawValue = rawValue }

        package static let added = Kind("added"), removed = Kind("removed"), moved = Kind("moved"), resized = Kind("resized")
        package static let truncated = Kind("truncated"), context = Kind("context")
        package static let text = Kind("text"), color = Kind("color"), fill = Kind("fill"), font = Kind("font")
        package static let label = Kind("label"), action = Kind("action"), shown = Kind("shown")
        package static let lineHeight = Kind("lineHeight"), activity = Kind("activity")
        package static let composition = Kind("composition"), summary = Kind("summary")

        /// What a person hears rather than sees (VoiceOver): explains a failure only when
        /// nothing visible changed, since labels restate the text differently per surface.
        package static let heard: Set<Kind> = [.label, .summary]
        /// Geometry: a change a person sees only beyond `LayoutDiff.perceptibleFrameChange`.
        package static let geometry: Set<Kind> = [.moved, .resized]
    }
    package var kind: Kind
    /// The element's name ("row 1 time", "title #2"), or the context field ("size").
    package var element: String
    package var role: String?
    package var row: Int?
    package var before: String?
    package var after: String?
    /// For moves: points right (+) / left (−), and down (+) / up (−).
    package var dx: Double?
    package var dy: Double?
    /// For resizes: points wider (+) / narrower (−), and taller (+) / shorter (−).
    package var dw: Double?
    package var dh: Double?
    /// One line for people, e.g. "row 1 time: '3 min' → '4 min'" or "staleLabel moved 2 pt left".
    package var summary: String

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
    package var isPerceptible: Bool {
        guard Kind.geometry.contains(kind) else { return true }
        return [dx, dy, dw, dh].contains { abs($0 ?? 0) > LayoutDiff.perceptibleFrameChange }
    }
}
