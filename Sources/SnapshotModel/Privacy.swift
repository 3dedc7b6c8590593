/// Whether the device is locked with the data treated as private (seed 004: "respect
/// locked/private contexts"). The raw values are the CLI and golden-name contract
/// (`--privacy locked`, `_locked`); `unlocked` is the default and never appears in a name.
package enum Privacy: String, CaseIterable, Sendable, Codable {
    /// The content is shown (an unlocked device, or a surface that never redacts).
    case unlocked
    /// The device is locked and the stop is private: the surfaces that redact draw the stop
    /// name and times as bars (`SurfaceSpec.privacies`, docs/spec-decisions.md "Locked and private").
    case locked
}

/// The system's Reduce Motion setting, for the refresh glyph's animation frames (seed 004:
/// "Respect reduced motion"). The raw values are the CLI and golden-name contract
/// (`--motion reduced`, `_reduced`); `default` never appears in a name.
package enum Motion: String, CaseIterable, Sendable, Codable {
    /// Motion allowed: the glyph turns once.
    case standard = "default"
    /// Reduce Motion on: the glyph cross-fades to its busy tint and does not turn.
    case reduced
}
