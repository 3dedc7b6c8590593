import Foundation

/// The day periods a locale's short clock time carries after its minutes ("AM" and "PM" in
/// en_US, "a.m." and "p.m." in es_US), exactly as Foundation formats them
/// (`ArrivalTimeRules.clockTime`); none where the clock counts 24 hours (en_GB, de_DE). Read
/// from two formatted times, so a locale's clock is never listed by hand.
package enum ClockDayPeriods {
    /// The periods of `locale`'s clock, morning first; empty for a 24-hour clock.
    package static func of(_ locale: Locale) -> [String] {
        let utc = TimeZone(identifier: "UTC")!
        let morning = Date(timeIntervalSince1970: 2 * 3600), afternoon = Date(timeIntervalSince1970: 14 * 3600)
        var periods: [String] = []
        for date in [morning, afternoon] {
            let period = after(ArrivalTimeRules.clockTime(date, locale: locale, timeZone: utc))
            if !period.isEmpty, !periods.contains(period) { periods.append(period) }
        }
        return periods
    }

    /// Whether `locale`'s clock has a day period.
    package static func has(_ locale: Locale) -> Bool { !of(locale).isEmpty }

    /// What follows a clock time's last digit, without the spaces before it ("\u{202F}PM" → "PM").
    static func after(_ clock: String) -> String {
        guard let last = clock.lastIndex(where: { $0.isASCII && $0.isNumber }) else { return "" }
        return String(clock[clock.index(after: last)...]).trimmingCharacters(in: spaces)
    }

    /// The spaces Foundation sets around a day period: ordinary, no-break and narrow no-break.
    package static let spaces = CharacterSet(charactersIn: " \u{00A0}\u{202F}")
}
