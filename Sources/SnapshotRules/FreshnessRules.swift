import Foundation
import SnapshotModel

/// The freshness rules: the "Updated …" subtitle and when data is stale.
/// The one place they live; `FreshnessRulesTests` holds them as a table.
package enum FreshnessRules {
    /// A widget is stale this long after its last update (seed 000: 15 minutes).
    package static let widgetStaleAfter: TimeInterval = 15 * 60

    /// A Live Activity without a `staleDate` goes stale as the widget does: 15
    /// minutes after its last update.
    package static let activityStaleAfter: TimeInterval = widgetStaleAfter

    /// The widest count of minutes a layout plans for (two digits): a composition chosen for
    /// "88 min" / "Updated 88 min ago" holds every fresh value, so it never flips along a
    /// timeline (tabular digits make every two-digit count as wide).
    package static let widestMinutes = 88

    /// The subtitle under the stop name, in `language` (`Strings`).
    /// - Under a minute (and for an `updatedAt` in the future): "Updated just now".
    /// - From 60 s: "Updated N min ago", N = whole minutes, rounded down.
    /// - From 60 min: "Updated N hr ago", N = whole hours, rounded down.
    package static func subtitle(updatedAt: Date, now: Date, language: Language) -> String {
        switch age(updatedAt: updatedAt, now: now) {
        case .justNow: Strings.text(.updatedJustNow, language)
        case .minutes(let n): Strings.text(.updatedMinutesAgo, language, count: n)
        case .hours(let n): Strings.text(.updatedHoursAgo, language, count: n)
        }
    }

    /// The subtitle's short form, which a composition falls back to when the long one does
    /// not fit ("18 min ago" instead of "Updated 18 min ago"): "Just now",
    /// "N min ago", "N hr ago". VoiceOver still reads the long form.
    package static func shortSubtitle(updatedAt: Date, now: Date, language: Language) -> String {
        switch age(updatedAt: updatedAt, now: now) {
        case .justNow: Strings.text(.justNow, language)
        case .minutes(let n): Strings.text(.minutesAgo, language, count: n)
        case .hours(let n): Strings.text(.hoursAgo, language, count: n)
        }
    }

    /// The same, as VoiceOver says it ("Updated 2 minutes ago", "Updated 1 minute ago").
    package static func spokenSubtitle(updatedAt: Date, now: Date, language: Language) -> String {
        switch age(updatedAt: updatedAt, now: now) {
        case .justNow: Strings.text(.updatedJustNow, language)
        case .minutes(let n): Strings.text(.spokenUpdatedMinutesAgo, language, count: n)
        case .hours(let n): Strings.text(.spokenUpdatedHoursAgo, language, count: n)
        }
    }

    /// Widget staleness: stale from exactly 15:00 after `updatedAt` (14:59 is fresh).
    package static func isWidgetStale(updatedAt: Date, now: Date) -> Bool {
        now.timeIntervalSince(updatedAt) >= widgetStaleAfter
    }

    /// Live Activity staleness: with a `staleDate`, stale once `now` reaches it (that date
    /// rules, earlier or later than 15 minutes); without one, stale 15:00 after `updatedAt`,
    /// exactly like the widget ("Always set a sensible staleness date";
    /// "Never imply stale information is live").
    package static func isActivityStale(staleDate: Date?, updatedAt: Date, now: Date) -> Bool {
        guard let staleDate else { return now.timeIntervalSince(updatedAt) >= activityStaleAfter }
        return now >= staleDate
    }

    /// Whether `surface` shows stale data at `now`: the widget rule for widgets, the Live
    /// Activity rule for every Live Activity presentation (Lock Screen, island, StandBy).
    package static func isStale(_ surface: Surface, updatedAt: Date, staleDate: Date?, now: Date) -> Bool {
        surface.isWidget ? isWidgetStale(updatedAt: updatedAt, now: now)
            : isActivityStale(staleDate: staleDate, updatedAt: updatedAt, now: now)
    }

    enum Age: Equatable { case justNow, minutes(Int), hours(Int) }

    static func age(updatedAt: Date, now: Date) -> Age {
        let seconds = now.timeIntervalSince(updatedAt)
        if seconds < 60 { return .justNow }
        if seconds < 3600 { return .minutes(Int((seconds / 60).rounded(.down))) }
        return .hours(Int((seconds / 3600).rounded(.down)))
    }
}
