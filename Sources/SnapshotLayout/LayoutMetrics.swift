import SnapshotModel

/// The spacing and sizes of the shared layout (seed 000), resolved for one text size.
/// The one place these design numbers live; docs/spec-decisions.md explains them.
package struct LayoutMetrics {
    let surface: Surface
    let width: Double
    let heights: ClosedRange<Double>
    let margin: Double
    var title: FontSpec
    var subtitle: FontSpec
    var destination: FontSpec
    var time: FontSpec
    var statusLabel: FontSpec
    var badge: FontSpec
    var message: FontSpec
    /// Mode icon and refresh glyph edge. They sit beside the stop name and scale with its
    /// text style as SF Symbols do: Headline's size + 3 pt (20 pt at Large, 56 pt at AX5).
    package let glyph: Double
    /// The refresh button's tap target: 44 × 44 pt, or the glyph when larger.
    package let target: Double
    let iconGap = 6.0
    var rowGap = 4.0
    /// The least space between the header block and the first row (`SurfaceSpec.headerToRows`).
    var headerToRows: Double { surface.spec.headerToRows }
    /// Gap between a text and an obstacle (capsule, tap target) on its line.
    let obstacleGap = 4.0
    let capsulePadding = (h: 6.0, v: 2.0)

    package init(surface: Surface, device: Device, textSize: TextSize, tightLeading: Bool = false) {
        self.surface = surface
        (width, heights) = surface.spec.size(device)
        margin = surface.spec.margin
        title = .style(.headline, textSize)
        subtitle = .style(.footnote, textSize)
        destination = .style(.subheadline, textSize)
        time = .style(.subheadline, textSize, weight: .semibold, tabular: true)
        statusLabel = .style(.caption2, textSize, weight: .semibold)
        badge = .style(.caption1, textSize, weight: .semibold, tabular: true)
        message = .style(.headline, textSize)
        glyph = title.size + 3
        target = max(44, glyph)
        if tightLeading {
            for font in [\Self.title, \.subtitle, \.destination, \.time, \.statusLabel, \.badge, \.message] {
                self[keyPath: font].lineHeight -= Composition.tightening
            }
        }
    }
}
