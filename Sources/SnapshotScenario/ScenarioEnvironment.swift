import Foundation
import SnapshotCommandLine
import SnapshotModel

/// Limits that keep absurd inputs out of layout and file names (documented in docs/scenarios.md).
package enum ScenarioLimits {
    /// Longest title, name, destination, route or direction, in characters.
    package static let textLength = 200
    /// Most Unicode scalars in one character (grapheme cluster) of a text field: the longest
    /// emoji sequence Unicode recommends is 10 (a kiss with two skin tones), scripts that stack
    /// marks need fewer; 16 leaves room. 66 thumbs joined by ZWJ were one character of 197.
    package static let clusterScalars = 16
    /// Most emoji ZWJ sequences (characters joining pictographs with U+200D) in one text field:
    /// each is shaped and drawn as up to one colour glyph per part. Measured on the baseline,
    /// systemSmall of belmont-fresh: 0.06 s with "Belmont", 0.44 s with 5 such sequences,
    /// 1.0 s with 20, against 0.2 s for 30 plain emoji.
    package static let zwjSequences = 4
    /// Most arrivals in one scenario.
    package static let arrivals = 100
    /// Most routes in one favorite.
    package static let routes = 50
    /// Most further Live Activities (`alsoTracking`): iOS shows up to five at once.
    package static let furtherActivities = 4
    /// Most timeline entries.
    package static let timelineEntries = 50
    /// Most differing pixels a scenario's tolerance may allow: the most a PNG may hold.
    package static let toleratedPixels = 100_000_000
    /// Largest scenario file in bytes.
    package static let fileSize = 1 << 20
}

/// The locales and time zones a scenario may name; the only locale sources a render uses.
package enum ScenarioEnvironment {
    /// Locales whose clock times were checked on the reference machine (Foundation + ICU)
    /// and whose words are in the strings table (`Language.byLocale`): en_US and es_US use
    /// 12-hour clocks with a narrow no-break space (U+202F) before the day period ("2:21 PM",
    /// "2:21 p.m."); en_GB and de_DE use 24-hour "14:21".
    package static let supportedLocales = Language.byLocale.keys.sorted()

    /// The time zone for an IANA identifier such as `America/Chicago` (or `UTC`), nil otherwise.
    /// NB: abbreviations like `CST` are refused even though Foundation accepts them: they are
    /// ambiguous, and a fixed offset would hide daylight-saving changes.
    package static func timeZone(_ identifier: String) -> TimeZone? {
        guard identifier == "UTC" || TimeZone.knownTimeZoneIdentifiers.contains(identifier) else { return nil }
        return TimeZone(identifier: identifier)
    }
}

extension FieldType {
    /// A known IANA time zone identifier.
    static var timeZone: FieldType<TimeZone> {
        .string("a time zone identifier, like America/Chicago") { s, path throws(FieldIssue) in
            if let zone = ScenarioEnvironment.timeZone(s) { return zone }
            let guess = Suggestion.closest(to: s, in: TimeZone.knownTimeZoneIdentifiers + ["UTC"])
            throw FieldIssue(path, "\(s.quoted) is not a known time zone; "
                + (guess.map { "did you mean '\($0)'?" } ?? "write an IANA name such as America/Chicago"))
        }
    }

    /// A well-formed, supported locale identifier (`language_REGION`).
    static var locale: FieldType<String> {
        let supported = ScenarioEnvironment.supportedLocales
        return .string("a locale identifier, like en_US") { s, path throws(FieldIssue) in
            if supported.contains(s) { return s }
            guard s.wholeMatch(of: /[a-z]{2,3}(_[A-Z]{2})?/) != nil else {
                let guess = Suggestion.closest(to: s.replacingOccurrences(of: "-", with: "_"), in: supported)
                throw FieldIssue(path, "\(s.quoted) is not a locale identifier; write language_REGION, like "
                    + (guess ?? "en_US"))
            }
            throw FieldIssue(path, "\(s.quoted) is not a supported locale: its words are not translated "
                + "(English, German and Spanish are); use one of \(supported.joined(separator: ", "))")
        }
    }
}
