import Foundation

/// Seed 000's freshness rules: the "Updated …" subtitle and when data is stale.
/// The one place they live; `FreshnessRulesTests` holds them as a table.
public enum FreshnessRules {
    /// A widget is stale this long after its last update (seed 000: 15 minutes).
    public static let widgetStaleAfter: TimeInterval = 15 * 60

    /// The subtitle under the stop name.
    /// - Under a minute (and for an `updatedAt` in the future): "Updated just now".
    /// - From 60 s: "Updated N min ago", N = whole minutes, rounded down.
    /// - From 60 min: "Updated N hr ago", N = whole hours, rounded down.
    public static func subtitle(updatedAt: Date, now: Date) -> String {
        switch age(updatedAt: updatedAt, now: now) {
        case .justNow: "Updated just now"
        case .minutes(let n): "Updated \(n) min ago"
        case .hours(let n): "Updated \(n) hr ago"
        }
    }

    /// The subtitle's short form, which a composition falls back to when the long one does
    /// not fit (issue 10: "18 min ago" instead of "Updated 18 min ago"): "Just now",
    /// "N min ago", "N hr ago". VoiceOver still reads the long form.
    public static func shortSubtitle(updatedAt: Date, now: Date) -> String {
        switch age(updatedAt: updatedAt, now: now) {
        case .justNow: "Just now"
        case .minutes(let n): "\(n) min ago"
        case .hours(let n): "\(n) hr ago"
        }
    }

    /// The same, as VoiceOver says it ("Updated 2 minutes ago").
    public static func spokenSubtitle(updatedAt: Date, now: Date) -> String {
        switch age(updatedAt: updatedAt, now: now) {
        case .justNow: "Updated just now"
        case .minutes(let n): "Updated \(n) \(n == 1 ? "minute" : "minutes") ago"
        case .hours(let n): "Updated \(n) \(n == 1 ? "hour" : "hours") ago"
        }
    }

    /// Widget staleness: stale from exactly 15:00 after `updatedAt` (14:59 is fresh).
    public static func isWidgetStale(updatedAt: Date, now: Date) -> Bool {
        now.timeIntervalSince(updatedAt) >= widgetStaleAfter
    }

    /// Live Activity staleness: stale once `now` reaches the activity's `staleDate`;
    /// never stale without one.
    public static func isActivityStale(staleDate: Date?, now: Date) -> Bool {
        guard let staleDate else { return false }
        return now >= staleDate
    }

    enum Age: Equatable { case justNow, minutes(Int), hours(Int) }

    static func age(updatedAt: Date, now: Date) -> Age {
        let seconds = now.timeIntervalSince(updatedAt)
        if seconds < 60 { return .justNow }
        if seconds < 3600 { return .minutes(Int((seconds / 60).rounded(.down))) }
        return .hours(Int((seconds / 3600).rounded(.down)))
    }
}
