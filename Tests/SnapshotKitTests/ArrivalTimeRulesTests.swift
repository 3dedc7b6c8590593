import Foundation
@testable import SnapshotModel
@testable import SnapshotRules
import Testing

/// Seed 000's arrival time text: "Due" / "N\u{00A0}min" when fresh, a clock time when stale.
@Suite struct ArrivalTimeRulesTests {
    static let now = ScenarioFixtures.chicago(14, 21)
    static let chicago = TimeZone(identifier: "America/Chicago")!

    static func fresh(_ seconds: TimeInterval) -> (text: String, spoken: String) {
        let at = now.addingTimeInterval(seconds)
        let locale = Locale(identifier: "en_US")
        return (ArrivalTimeRules.text(at: at, now: now, stale: false, locale: locale, timeZone: chicago, language: .en),
                ArrivalTimeRules.spokenText(at: at, now: now, stale: false, locale: locale, timeZone: chicago, language: .en))
    }

    @Test(arguments: [
        (0, "Due", "due now"),
        (40, "Due", "due now"),
        (59, "Due", "due now"),
        (59.999, "Due", "due now"),
        (60, "1\u{00A0}min", "1 minute"),
        (119, "1\u{00A0}min", "1 minute"),
        (120, "2\u{00A0}min", "2 minutes"),
        (7 * 60 + 59, "7\u{00A0}min", "7 minutes"),
        (60 * 60, "60\u{00A0}min", "60 minutes"),
    ] as [(TimeInterval, String, String)])
    func freshTimeText(_ seconds: TimeInterval, _ text: String, _ spoken: String) {
        let result = Self.fresh(seconds)
        #expect(result.text == text)
        #expect(result.spoken == spoken)
    }

    /// Stale rows show each arrival's clock time, exactly as Foundation formats it here.
    // NB: checked on this machine (Swift 6.3.1, Debian 12) before writing the table: en_US and
    // es_US put U+202F NARROW NO-BREAK SPACE before the day period; the 24-hour locales give
    // "9:05" (no leading zero) for a morning time with the `.shortened` time style.
    @Test(arguments: [
        // locale, hour, minute, shown, spoken (in the locale's language)
        ("en_US", 14, 21, "2:21\u{202F}PM", "at 2:21\u{202F}PM"),
        ("en_US", 9, 5, "9:05\u{202F}AM", "at 9:05\u{202F}AM"),
        ("en_GB", 14, 21, "14:21", "at 14:21"),
        ("de_DE", 14, 21, "14:21", "um 14:21"),
        ("de_DE", 9, 5, "9:05", "um 9:05"),
        ("es_US", 14, 21, "2:21\u{202F}p.m.", "a las 2:21\u{202F}p.m."),
        // Spanish: "a la" for one o'clock.
        ("es_US", 13, 5, "1:05\u{202F}p.m.", "a la 1:05\u{202F}p.m."),
    ])
    func staleClockTime(_ locale: String, _ hour: Int, _ minute: Int, _ expected: String, _ expectedSpoken: String) {
        let at = ScenarioFixtures.chicago(hour, minute)
        let language = Language(localeIdentifier: locale)!
        let text = ArrivalTimeRules.text(at: at, now: Self.now, stale: true,
                                         locale: Locale(identifier: locale), timeZone: Self.chicago, language: language)
        #expect(text == expected)
        #expect(Array(text.unicodeScalars) == Array(expected.unicodeScalars))
        let spoken = ArrivalTimeRules.spokenText(at: at, now: Self.now, stale: true,
                                                 locale: Locale(identifier: locale), timeZone: Self.chicago, language: language)
        #expect(spoken == expectedSpoken)
    }

    /// The same instant reads in the scenario's zone, not the machine's.
    @Test func staleClockTimeFollowsTheTimeZone() {
        let text = ArrivalTimeRules.text(at: ScenarioFixtures.chicago(14, 21), now: Self.now, stale: true,
                                         locale: Locale(identifier: "en_GB"), timeZone: TimeZone(identifier: "UTC")!,
                                         language: .en)
        #expect(text == "20:21")
    }

    @Test(arguments: [
        (-60, false), (-1, false), (-0.001, false), (0, true), (1, true), (600, true),
    ] as [(TimeInterval, Bool)])
    func upcoming(_ offset: TimeInterval, _ expected: Bool) {
        #expect(ArrivalTimeRules.isUpcoming(at: Self.now.addingTimeInterval(offset), now: Self.now) == expected)
    }
}
