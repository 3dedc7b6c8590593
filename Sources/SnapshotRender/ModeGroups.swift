import SnapshotLayout

/// Which tint group an element joins in the accented mode (reference §5.2).
enum ModeGroup: CaseIterable {
    /// The container: replaced by the tinted backdrop, its alpha keeps the rounded shape.
    case container
    /// `widgetAccentable()`: the refresh glyph, the Stale capsule and the route markers.
    case accent
    /// Everything else (the text and the mode icon), painted by alpha only.
    case primary

    static func of(_ role: ElementRole) -> ModeGroup {
        switch role {
        case .background: .container
        // NB: the approved v3 design draws these as if marked widgetAccentable; the app's
        // missing handling is listed only as "App today: Gap", so we render the design, not the
        // gap (docs/spec-decisions.md, "Tint groups"). Route markers carry the line identity
        // the tint replaces, so they take the accent like the two state controls.
        case .refresh, .statusLabel, .routeMarker: .accent
        case .icon, .title, .subtitle, .destination, .time, .message, .redacted: .primary
        }
    }

    /// Whether the accented mode cuts a badge's text out of its fill: a bus badge's number
    /// would otherwise share the fill's alpha and vanish into a solid capsule, so it shows the
    /// backdrop through the tinted capsule instead (SwiftUI: the number as a
    /// `.blendMode(.destinationOut)` hole in a `compositingGroup`). The Stale capsule keeps
    /// its word painted on its 12 % fill.
    static func knocksOutText(_ e: LayoutElement) -> Bool {
        guard e.role == .routeMarker, case .badge = e.paint else { return false }
        return true
    }
}
