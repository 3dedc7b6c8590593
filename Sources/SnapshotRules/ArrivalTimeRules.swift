import Foundation
import SnapshotModel
import SnapshotScenario

/// Seed 000's arrival time rules: "Due" or "N min" when fresh, the locale's short clock
/// time when stale, never seconds.
package enum ArrivalTimeRules {
    /// An arrival is "Due" when it is less than this far away.
    package static let dueWithin: TimeInterval = 60

    /// Whether an arrival is still worth showing: its time has not passed.
    // NB: an arrival whose `at` is before `now` has left; showing "Due" for a departed
    // train would imply live data that is wrong (never imply stale as live).
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

    /// What a row shows of an arrival, longest first, in `language`: the time alone when it is
    /// a live prediction on time; "Delayed · 7 min", "Late 7 min" when it runs late; "Sched.
    /// 2:41 PM" when it is only the timetable's time (never a countdown, fresh or stale). A
    /// layout takes the first form that fits (`ArrivalRowsLayout`); every form says the timing
    /// in a word. The glance surfaces too small for a word draw `bare` (the word in the label).
    package static func forms(_ arrival: Arrival, now: Date, stale: Bool, locale: Locale, timeZone: TimeZone,
                             language: Language) -> TimeForms {
        let base = text(at: arrival.at, now: now, stale: stale, locale: locale, timeZone: timeZone, language: language)
        let spoken = spokenText(at: arrival.at, now: now, stale: stale, locale: locale, timeZone: timeZone, language: language)
        switch arrival.timing {
        case .onTime:
            return TimeForms(forms: [base], bare: base, spoken: spoken)
        case .delayed:
            let due = !stale && wholeMinutes(at: arrival.at, now: now) == 0
            return TimeForms(forms: delayedForms(base, due: due, language: language), bare: base,
                             spoken: Strings.text(.spokenDelayed, language, ["time": spoken]))
        case .scheduled:
            // A clock time keeps its day period wherever it is drawn: "2:41" alone reads as a
            // countdown or the wrong half of the day. Where "Sched. 2:41 PM" has no room, the
            // clock glyph takes the word's place ("◷ 2:41 PM"), as transit apps mark a timetable time.
            let clock = clockTime(arrival.at, locale: locale, timeZone: timeZone)
            let spokenTime = Strings.text(.spokenAtTime, language, count: Strings.hour(of: clock), ["time": clock])
            var times = TimeForms(forms: [Strings.text(.scheduledTime, language, ["time": clock]), clock], bare: clock,
                                  spoken: Strings.text(.spokenScheduled, language, ["time": spokenTime]))
            times.glyphed = clock
            return times
        }
    }

    /// A delayed time's forms around `time` ("7 min", "2:28 PM"), longest first.
    package static func delayedForms(_ time: String, due: Bool, language: Language) -> [String] {
        // NB: "Late Due" reads as nonsense: a delayed train that is due is "Late · Due". Every
        // delay has two forms, so a row keeps its form level as the train comes due.
        [Strings.text(.delayedTime, language, ["time": time]),
         due ? Strings.text(.lateDue, language, ["time": time]) : Strings.text(.lateTime, language, ["time": time])]
    }

    /// A row's time texts (`forms`).
    package struct TimeForms: Equatable, Sendable {
        /// Longest first; the first is the row's full text.
        package var forms: [String]
        /// The time without its word, for surfaces too small for one (the compact and minimal
        /// island, the circular accessory): the word is in the label.
        package var bare: String
        /// As VoiceOver says it: "delayed, 7 minutes", "scheduled at 2:41 PM, not tracked".
        package var spoken: String

        /// The form drawn after the clock glyph, which says its word (a timetable time's last
        /// form); nil when every form is a word and a time.
        package var glyphed: String?

        package init(forms: [String], bare: String, spoken: String) {
            self.forms = forms; self.bare = bare; self.spoken = spoken
        }

        /// The glyph drawn before `glyphed`.
        package static let glyph = Glyph.clock
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
