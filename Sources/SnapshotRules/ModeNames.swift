import SnapshotModel
import SnapshotScenario

/// What a stop of a mode without an icon of its own is called aloud (`otherModeStop`): the
/// common modes in each language's own word, any other mode by the app's word (a
/// design review heard "Haltestelle (ferry)").
package enum ModeNames {
    /// The common modes' names: English (capitalised at the start of a label), German, Spanish.
    static let known: [String: (en: String, de: String, es: String)] = [
        "ferry": ("ferry", "Fähre", "ferry"),
        "tram": ("tram", "Straßenbahn", "tranvía"),
        "streetcar": ("streetcar", "Straßenbahn", "tranvía"),
        "light-rail": ("light rail", "Stadtbahn", "tren ligero"),
        "subway": ("subway", "U-Bahn", "metro"),
        "metro": ("metro", "U-Bahn", "metro"),
        "cable-car": ("cable car", "Seilbahn", "teleférico"),
        "gondola": ("gondola", "Seilbahn", "teleférico"),
        "funicular": ("funicular", "Standseilbahn", "funicular"),
        "monorail": ("monorail", "Einschienenbahn", "monorriel"),
        "water-taxi": ("water taxi", "Wassertaxi", "taxi acuático"),
    ]

    /// The mode's name in `language`: a known mode's word, else the app's word with its
    /// hyphens as spaces.
    package static func name(_ mode: TransitMode, _ language: Language) -> String {
        let words = mode.rawValue.replacingOccurrences(of: "-", with: " ")
        guard let names = known[mode.rawValue] else { return words }
        switch language {
        case .en: return names.en
        case .de: return names.de
        case .es: return names.es
        }
    }
}
