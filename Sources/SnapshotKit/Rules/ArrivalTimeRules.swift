import Foundation

/// Seed 000's arrival time rules: "Due" or "N min" when fresh, the locale's short clock
/// time when stale, never seconds.
package enum ArrivalTimeRules {
    /// An arrival is "Due" when it is less than this far away.
    package static let dueWithin: TimeInterval = 60

    /// Whether an arrival is still worth showing: its time has not passed.
    // NB: an arrival whose `at` is before `now` has left; showing "Due" for a departed
    // train would imply live data that is wrong (seed 004: never imply stale as live).
    package static func isUpcoming(at: Date, now: Date) -> Bool { at >= now }

    /// The trailing time text of an arrival row.
    /// - Fresh: "Due" under 60 s, else "N min" with N = whole minutes rounded down (7:59 → "7 min").
    /// - Stale: the locale's short clock time in the scenario's time zone ("2:21 PM", "14:21").
    /// Words in `language` (`Strings`): "Due" / "Jetzt" / "Ahora", "7 min" / "7 Min." / "7 min".
    package static func text(at: Date, now: Date, stale: Bool, locale: Locale, timeZone: TimeZone,
                            language: Language) -> String {
        if stale { return clockTime(at, locale: locale, timeZone: timeZone) }
        let minutes = wholeMinutes(at: at, now: now)
        return minutes == 0 ? Strings.text(.due, language) : Strings.text(.minutes, language, count: minutes)
    }

    /// The same, as VoiceOver says it ("3 minutes", "1 minute", "due now", "at 2:21 PM").
    package static func spokenText(at: Date, now: Date, stale: Bool, locale: Locale, timeZone: TimeZone,
                                  language: Language) -> String {
        if stale {
            let time = clockTime(at, locale: locale, timeZone: timeZone)
            return Strings.text(.spokenAtTime, language, count: Strings.hour(of: time), ["time": time])
        }
        let minutes = wholeMinutes(at: at, now: now)
        return minutes == 0 ? Strings.text(.spokenDue, language) : Strings.text(.spokenMinutes, language, count: minutes)
    }

    /// The locale's short clock time, exactly as Foundation formats it (en_US uses U+202F
    /// before AM/PM since ICU 72).
    package static func clockTime(_ date: Date, locale: Locale, timeZone: TimeZone) -> String {
        var style = Date.FormatStyle(date: .omitted, time: .shortened)
        style.locale = locale
        style.timeZone = timeZone
        return date.formatted(style)
    }

    static func wholeMinutes(at: Date, now: Date) -> Int {
        let seconds = max(0, at.timeIntervalSince(now))
        return seconds < dueWithin ? 0 : Int((seconds / 60).rounded(.down))
    }
}
