/// The spacing and sizes of the shared layout (seed 000), resolved for one text size.
/// The one place these design numbers live; docs/spec-decisions.md explains them.
struct LayoutMetrics {
    let surface: Surface
    let width: Double
    let heights: ClosedRange<Double>
    let margin: Double
    let title: FontSpec
    let subtitle: FontSpec
    let destination: FontSpec
    let time: FontSpec
    let staleLabel: FontSpec
    let badge: FontSpec
    let message: FontSpec
    /// Mode icon and refresh glyph edge: SF Symbols scale with text; ours stay 17–22 pt.
    let glyph: Double
    /// The refresh button's tap target (seed 000: 44 × 44 pt).
    let target = 44.0
    let iconGap = 6.0
    var rowGap = 4.0
    /// Space between the header block and the first row.
    let headerToRows = 10.0
    /// Gap between a text and an obstacle (capsule, tap target) on its line.
    let obstacleGap = 4.0
    let capsulePadding = (h: 6.0, v: 2.0)

    init(surface: Surface, device: Device, textSize: TextSize) {
        self.surface = surface
        (width, heights) = SurfaceMetrics.size(surface, device)
        margin = SurfaceMetrics.margin(surface)
        title = .style(.headline, textSize)
        subtitle = .style(.footnote, textSize)
        destination = .style(.subheadline, textSize)
        time = .style(.subheadline, textSize, weight: .semibold, tabular: true)
        staleLabel = .style(.caption2, textSize, weight: .semibold)
        badge = .style(.caption1, textSize, weight: .semibold, tabular: true)
        message = .style(.headline, textSize)
        // Lock Screen accessories are tiny: their refresh glyph stays at 17 pt.
        glyph = surface.place == .lockScreenAccessory ? 17 : min(22, max(17, title.size + 3))
    }
}
