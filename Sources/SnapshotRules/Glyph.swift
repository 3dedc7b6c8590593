/// An icon of `Assets/icons`, by its file name (the raw value: `wifi.slash` is
/// `Assets/icons/wifi.slash.svg`). Code names a glyph by its case, so a misspelt glyph does not
/// compile; the renderer embeds exactly these (`IconLibrary`), and a test holds the list to
/// the folder.
package enum Glyph: String, CaseIterable, Sendable, Codable, CustomStringConvertible {
    /// The mode icons (`Presentation.StopKind`).
    case train, bus, stop
    /// The refresh button.
    case arrowClockwise = "arrow.clockwise"
    /// The empty states: choose a favorite, the favorite was removed.
    case star
    case starSlash = "star.slash"
    /// The status glyphs (`StatusKind.minimalForm`) and the timetable time's clock.
    case pause, clock
    case wifiSlash = "wifi.slash"
    case exclamationmarkTriangle = "exclamationmark.triangle"
    case ellipsis

    /// The asset's file name without `.svg`.
    package var name: String { rawValue }

    // NB: interpolated into messages, a glyph reads as its asset's name, never as the case's.
    package var description: String { rawValue }
}
