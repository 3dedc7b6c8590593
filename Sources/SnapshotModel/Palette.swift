/// The colours a presentation is drawn with, per appearance. The one place they live;
/// each choice and its contrast is recorded in docs/spec-decisions.md.
package struct Palette: Equatable, Sendable {
    package var background: Color
    package var primaryText: Color
    package var secondaryText: Color
    package var staleText: Color
    /// The Stale capsule fill: the stale orange at 12 % (seed 000).
    package var staleFill: Color
    package var refreshGlyph: Color
    package var iconTint: Color
    /// Bus route badges: CTA sign grey with white numbers (reference §8.2).
    package var busBadge: Color
    package var busBadgeText: Color

    /// The keyline of a route marker filled with `fill`, `height` points tall, on this
    /// palette's background (`Keyline.routeMarker`: nil when the fill has 3:1 already). The
    /// dark background (#1C1C1E) is the lightest a dark-palette marker sits on, so a keyline
    /// chosen against it also holds on the island's and StandBy's black.
    package func routeMarkerKeyline(_ fill: Color, height: Double) -> Keyline? {
        Keyline.routeMarker(fill: fill, on: background, height: height)
    }

    /// The palette for an appearance.
    package static func of(_ appearance: Appearance) -> Palette {
        switch appearance {
        case .light:
            // secondary = systemGray IC light (#6C6C70, 5.2:1 on white; the default
            // secondaryLabel flattens to 3.44:1, below AA). Stale orange darkened from
            // systemOrange so 11 pt text keeps 4.5:1 on its 12 % capsule.
            Palette(background: Color(r: 255, g: 255, b: 255), primaryText: Color(r: 0, g: 0, b: 0),
                    secondaryText: Color(r: 0x6C, g: 0x6C, b: 0x70), staleText: Color(r: 0xB3, g: 0x47, b: 0x00),
                    staleFill: Color(r: 0xB3, g: 0x47, b: 0x00, alpha: 0.12),
                    refreshGlyph: Color(r: 0x00, g: 0x7A, b: 0xFF), iconTint: Color(r: 0, g: 0, b: 0),
                    busBadge: Color(r: 0x56, g: 0x5A, b: 0x5C), busBadgeText: Color(r: 255, g: 255, b: 255))
        case .dark:
            Palette(background: Color(r: 0x1C, g: 0x1C, b: 0x1E), primaryText: Color(r: 255, g: 255, b: 255),
                    secondaryText: Color(r: 0xAE, g: 0xAE, b: 0xB2), staleText: Color(r: 0xFF, g: 0x92, b: 0x30),
                    staleFill: Color(r: 0xFF, g: 0x92, b: 0x30, alpha: 0.12),
                    refreshGlyph: Color(r: 0x0A, g: 0x84, b: 0xFF), iconTint: Color(r: 255, g: 255, b: 255),
                    busBadge: Color(r: 0x8E, g: 0x8E, b: 0x93), busBadgeText: Color(r: 0, g: 0, b: 0))
        }
    }
}
