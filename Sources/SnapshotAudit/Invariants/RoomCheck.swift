import SnapshotLayout
import SnapshotModel
import SnapshotRules

/// Rule `layout.room` (error): rows use their room, and what sits side by side lines up. In one
/// snapshot (`RoomValueCheck` holds the value's size across snapshots):
/// - **cut beside room**: a destination cut with "…" on an inline row (destination and time on
///   one line) leaves no more empty room before its time than the row gap (8 pt,
///   `ArrivalRowsLayout.timeGap`) and max(16 pt, 1.2 × the time's font size); StandBy's, drawn
///   at `SurfaceMetrics.standByScale`, at that scale;
/// - **compact insets**: the compact island's leading content starts as far from the island's
///   leading end as its trailing content ends from the trailing end, within 2 pt;
/// - **one marker column**: stacked Live Activities (`SurfaceSpec.FurtherActivities.stacked`)
///   start every destination at the same x, within 0.5 pt.
enum RoomCheck {
    /// The space a row keeps between its destination and its time (`ArrivalRowsLayout.timeGap`).
    static let rowGap = 8.0
    /// The least empty room that counts, and its part of the time's font size.
    static let leastRoom = 16.0, roomPerFontSize = 1.2
    /// How far the compact island's two insets may differ.
    static let insetTolerance = 2.0
    /// How far stacked activities' destination columns may differ.
    static let columnTolerance = 0.5

    static func check(_ s: AuditSubject) -> [AuditFinding] {
        guard !s.presentation.redacted else { return [] }
        return cutBesideRoom(s) + compactInsets(s) + markerColumn(s)
    }

    /// The scale `s` is drawn at: StandBy's rows are another surface's, scaled up.
    static func scale(_ s: AuditSubject) -> Double {
        if case .scaled = s.surface.spec.layout { return SurfaceMetrics.standByScale }
        return 1
    }

    static func cutBesideRoom(_ s: AuditSubject) -> [AuditFinding] {
        let k = scale(s)
        return s.tree.elements.compactMap { dest -> AuditFinding? in
            guard dest.role == .destination, dest.truncated, let row = dest.row,
                  let time = s.tree.elements.first(where: { $0.role == .time && $0.row == row && $0.activity == dest.activity }),
                  let font = time.font,
                  time.frame.minY < dest.frame.maxY, dest.frame.minY < time.frame.maxY,
                  time.frame.minX >= dest.frame.minX else { return nil }
            // The time's span starts at its glyph where it has one (a timetable time's clock).
            let start = s.tree.elements.filter { $0.row == row && $0.activity == dest.activity && ($0.role == .time || $0.role == .icon)
                && $0.frame.minX >= dest.frame.maxX }.map(\.frame.minX).min() ?? time.frame.minX
            let free = start - dest.frame.maxX
            let threshold = max(leastRoom * k, roomPerFontSize * font.size)
            guard free - rowGap * k > threshold else { return nil }
            return s.finding(.layoutRoom, dest, measured: free - rowGap * k, threshold: threshold,
                             "destination \"\(dest.drawnText ?? "")\" (row \(row)) is cut beside \(ClippingCheck.points(free)) pt of "
                             + "empty room before its time \"\(time.drawnText ?? "")\" on \(s.surface.rawValue): more than the "
                             + "\(ClippingCheck.points(rowGap * k)) pt gap and \(ClippingCheck.points(threshold)) pt; the time column "
                             + "is wider than the row's values need")
        }
    }

    static func compactInsets(_ s: AuditSubject) -> [AuditFinding] {
        guard s.surface.spec.layout == .compact,
              let island = s.tree.firstActivity.first(where: { $0.role == .background })?.frame else { return [] }
        let content = s.tree.firstActivity.filter { $0.role != .background && $0.paint != .none }
        let leading = content.filter { $0.frame.midX < island.midX }, trailing = content.filter { $0.frame.midX >= island.midX }
        guard let start = leading.map(\.frame.minX).min(), let end = trailing.map(\.frame.maxX).max() else { return [] }
        let lead = start - island.minX, trail = island.maxX - end
        guard abs(lead - trail) > insetTolerance else { return [] }
        let value = trailing.max { $0.frame.maxX < $1.frame.maxX }
        return [s.finding(.layoutRoom, value, measured: abs(lead - trail), threshold: insetTolerance,
                          "the compact island's trailing \(describe(value)) ends \(ClippingCheck.points(trail)) pt from its end "
                          + "against a \(ClippingCheck.points(lead)) pt leading inset: the insets match within "
                          + "\(ClippingCheck.points(insetTolerance)) pt")]
    }

    static func markerColumn(_ s: AuditSubject) -> [AuditFinding] {
        guard case .stacked = s.surface.spec.furtherActivities else { return [] }
        let destinations = s.tree.elements.filter { $0.role == .destination }
        let starts = Dictionary(grouping: destinations) { $0.activity ?? 1 }.mapValues { $0.map(\.frame.minX).min()! }
        guard starts.count > 1, let least = starts.values.min(), let most = starts.values.max(),
              most - least > columnTolerance else { return [] }
        let each = starts.keys.sorted().map { a -> String in
            let marker = s.tree.elements.first { $0.role == .routeMarker && ($0.activity ?? 1) == a }
            let kind = marker.map { if case .circle = $0.paint { "a dot" } else { "a badge" } } ?? "no marker"
            return "activity \(a) at x \(ClippingCheck.points(starts[a]!)) pt (after \(kind))"
        }
        let off = destinations.first { $0.frame.minX == most }
        return [s.finding(.layoutRoom, off, measured: most - least, threshold: columnTolerance,
                          "stacked activities start their destinations in different columns: " + each.joined(separator: "; ")
                          + "; they share one marker column")]
    }

    /// "value \"2:24 PM\"", "glyph wifi.slash".
    static func describe(_ e: LayoutElement?) -> String {
        guard let e else { return "content" }
        if case .icon(let name, _, _, _) = e.paint { return "glyph \(name.name)" }
        return "\(e.role.rawValue) \"\(e.drawnText ?? "")\""
    }
}
