import Foundation
import Testing
@testable import SnapshotKit

/// Seed 000's freshness wording and stale thresholds, one row per boundary.
@Suite struct FreshnessRulesTests {
    static let updatedAt = ScenarioFixtures.chicago(14, 0)

    struct AgeRow: Sendable, CustomTestStringConvertible {
        let age: TimeInterval
        let subtitle: String
        let spoken: String
        var testDescription: String { "age \(Int(age)) s" }
    }

    @Test(arguments: [
        AgeRow(age: 0, subtitle: "Updated just now", spoken: "Updated just now"),
        AgeRow(age: 59, subtitle: "Updated just now", spoken: "Updated just now"),
        AgeRow(age: 60, subtitle: "Updated 1 min ago", spoken: "Updated 1 minute ago"),
        AgeRow(age: 119, subtitle: "Updated 1 min ago", spoken: "Updated 1 minute ago"),
        AgeRow(age: 120, subtitle: "Updated 2 min ago", spoken: "Updated 2 minutes ago"),
        AgeRow(age: 59 * 60 + 59, subtitle: "Updated 59 min ago", spoken: "Updated 59 minutes ago"),
        AgeRow(age: 60 * 60, subtitle: "Updated 1 hr ago", spoken: "Updated 1 hour ago"),
        AgeRow(age: 61 * 60, subtitle: "Updated 1 hr ago", spoken: "Updated 1 hour ago"),
        AgeRow(age: 2 * 3600 + 30 * 60, subtitle: "Updated 2 hr ago", spoken: "Updated 2 hours ago"),
        // An updatedAt in the future (clock skew) never reads as a negative age.
        AgeRow(age: -30, subtitle: "Updated just now", spoken: "Updated just now"),
    ])
    func subtitleAtAge(_ row: AgeRow) {
        let now = Self.updatedAt.addingTimeInterval(row.age)
        #expect(FreshnessRules.subtitle(updatedAt: Self.updatedAt, now: now) == row.subtitle)
        #expect(FreshnessRules.spokenSubtitle(updatedAt: Self.updatedAt, now: now) == row.spoken)
    }

    /// Widgets: fresh through 14:59 after the update, stale from exactly 15:00.
    @Test(arguments: [
        (14 * 60 + 59.0, false),
        (14 * 60 + 59.999, false),
        (15 * 60.0, true),
        (15 * 60 + 1.0, true),
        (0.0, false),
        (-60.0, false),
    ] as [(TimeInterval, Bool)])
    func widgetStaleBoundary(_ age: TimeInterval, _ stale: Bool) {
        let now = Self.updatedAt.addingTimeInterval(age)
        #expect(FreshnessRules.isWidgetStale(updatedAt: Self.updatedAt, now: now) == stale)
    }

    /// Live Activity: stale only once `now` reaches `staleDate`; without one, never.
    @Test(arguments: [
        (nil, 0, false),
        (nil, 100 * 3600, false),
        (0, 0, true),
        (0, -1, false),
        (0, 1, true),
    ] as [(TimeInterval?, TimeInterval, Bool)])
    func activityStale(_ staleOffset: TimeInterval?, _ nowOffset: TimeInterval, _ stale: Bool) {
        let base = ScenarioFixtures.chicago(14, 30)
        let staleDate = staleOffset.map { base.addingTimeInterval($0) }
        let now = base.addingTimeInterval(nowOffset)
        #expect(FreshnessRules.isActivityStale(staleDate: staleDate, now: now) == stale)
        #expect(ActivityInfo(staleDate: staleDate).isStale(at: now) == stale)
    }
}
