import SnapshotModel
import SnapshotPresentation

/// A route's marker ("train circles without codes"): a train route is a
/// dot in the route colour; a bus route a grey badge with the route number (reference §8.2:
/// bus colours are not a brand; the number is). Rows, accessories and the island share it.
/// A marker whose fill lacks 3:1 against the background gets a keyline (`Keyline.routeMarker`).
struct RouteMarker {
    let palette: Palette
    let measurer: any TextMeasuring
    /// The train dot's diameter.
    let dot: Double
    /// The bus badge's number font (≥ 11 pt, seed 001's badge-text gap).
    let badge: FontSpec

    /// The marker of `row` with its leading edge at `x`, centred on `centreY`; a badge is at
    /// most `lineHeight` tall so it stays inside its own line, and at least `minWidth` wide so
    /// badges in one list line up (a dot is centred in that width).
    func element(_ row: ArrivalRowContent, number: Int?, x: Double, centreY: Double,
                 lineHeight: Double = .infinity, minWidth: Double = 0) -> LayoutElement {
        if row.showsRouteBadge {
            let text = measurer.measure(row.route, font: badge, maxWidth: nil, maxLines: 1)
            let h = min(badge.lineHeight + 2, lineHeight)
            let w = max(h * 1.4, text.width + 10, minWidth)
            return LayoutElement(role: .routeMarker, row: number, frame: Rect(x: x, y: centreY - h / 2, width: w, height: h),
                                 paint: .badge(row.route, font: badge, textColor: palette.busBadgeText, fill: palette.busBadge,
                                               keyline: palette.routeMarkerKeyline(palette.busBadge, height: h)),
                                 text: row.route, label: row.spokenRoute)
        }
        // NB: a train arrival always has its colour (the scenario decoder refuses one without).
        let fill = row.color ?? palette.busBadge
        // In a column as wide as a badge, the dot sits in its middle, beside its destination.
        let left = x + max(0, minWidth - dot) / 2
        return LayoutElement(role: .routeMarker, row: number, frame: Rect(x: left, y: centreY - dot / 2, width: dot, height: dot),
                             paint: .circle(fill: fill, keyline: palette.routeMarkerKeyline(fill, height: dot)),
                             text: row.route, label: row.spokenRoute)
    }
}
