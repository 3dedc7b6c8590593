/// The compact island (seed 000 "Compact and minimal": first route marker leading, first
/// time trailing; no refresh, the system owns the tap), drawn around the camera: the marker
/// centred in the leading region, the time right-aligned in the trailing region, the camera
/// region between them empty. A stale time is the clock time (seed 000 time rule); the status
/// word has no room here and shows on the expanded and Lock Screen presentations.
struct IslandCompactLayout {
    let measurer: any TextMeasuring

    static let dot = 14.0
    static let badge = FontSpec.style(.caption1, .large, weight: .semibold, tabular: true)
    /// The value's settings, first that fits the trailing region wins: Caption 1 semibold,
    /// Caption 2 semibold, then Caption 2 with proportional digits and a 4 pt inset (a
    /// "12:07 PM" clock time). Each is (font, inset from the island's trailing end).
    static let values: [(font: FontSpec, inset: Double)] = [
        (.style(.caption1, .large, weight: .semibold, tabular: true), 8),
        (.style(.caption2, .large, weight: .semibold, tabular: true), 8),
        (.style(.caption2, .large, weight: .semibold), 4),
    ]
    /// The time's least gap to the camera region.
    static let cameraGap = 2.0

    func layout(_ p: Presentation, in env: RenderEnvironment) -> LayoutTree {
        let width = SurfaceMetrics.size(env.surface, env.device).width
        let height = SurfaceMetrics.islandHeight
        let region = SurfaceMetrics.compactRegionWidth(env.device)
        let palette = IslandLayout.palette
        var elements: [LayoutElement] = []
        if let row = p.rows.first {
            let marker = RouteMarker(palette: palette, measurer: measurer, dot: Self.dot, badge: Self.badge)
                .element(row, number: 1, x: 0, centreY: height / 2)
            elements.append(marker.offset(dx: (region - marker.frame.width) / 2))
        } else if let mode = p.header?.mode {
            // No arrival to mark: the mode icon keeps the activity's identity.
            let glyph = Rect.centered(x: region / 2, y: height / 2, size: Size(width: 16, height: 16))
            elements.append(LayoutElement(role: .icon, frame: glyph,
                                          paint: .icon(name: mode.iconName, tint: palette.iconTint, glyphFrame: glyph, turns: 0),
                                          label: mode.spokenName))
        }
        let value = GlanceValue.first(p)
        let measure = { (font: FontSpec) in self.measurer.measure(value.text, font: font, maxWidth: nil, maxLines: 1).width }
        // Never cut: when even the last setting is wider than the region it reaches towards the camera.
        let (font, inset) = Self.values.first { measure($0.font) <= region - $0.inset - Self.cameraGap }
            ?? Self.values[Self.values.count - 1]
        let textWidth = measure(font)
        elements.append(.text(value.role,
                              TextRun(value.text, font: font, color: palette.primaryText, wrapWidth: nil, alignment: .trailing),
                              frame: Rect(x: width - inset - textWidth, y: (height - font.lineHeight) / 2,
                                          width: textWidth, height: font.lineHeight),
                              label: value.label, row: value.role == .time ? 1 : nil))
        return LayoutTree(p, env, size: Size(width: width, height: height), textSize: .large,
                          background: IslandLayout.background(height: height), content: elements)
    }
}
