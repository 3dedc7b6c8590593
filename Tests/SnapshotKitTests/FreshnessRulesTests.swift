import Foundation
@testable import SnapshotModel
@testable import SnapshotPresentation
@testable import SnapshotRules
import Testing

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
        AgeRow(age: 60, subtitle: "Updated 1\u{00A0}min ago", spoken: "Updated 1 minute ago"),
        AgeRow(age: 119, subtitle: "Updated 1\u{00A0}min ago", spoken: "Updated 1 minute ago"),
        AgeRow(age: 120, subtitle: "Updated 2\u{00A0}min ago", spoken: "Updated 2 minutes ago"),
        AgeRow(age: 59 * 60 + 59, subtitle: "Updated 59\u{00A0}min ago", spoken: "Updated 59 minutes ago"),
        AgeRow(age: 60 * 60, subtitle: "Updated 1\u{00A0}hr ago", spoken: "Updated 1 hour ago"),
        AgeRow(age: 61 * 60, subtitle: "Updated 1\u{00A0}hr ago", spoken: "Updated 1 hour ago"),
        AgeRow(age: 2 * 3600 + 30 * 60, subtitle: "Updated 2\u{00A0}hr ago", spoken: "Updated 2 hours ago"),
        // An updatedAt in the future (clock skew) never reads as a negative age.
        AgeRow(age: -30, subtitle: "Updated just now", spoken: "Updated just now"),
    ])
    func subtitleAtAge(_ row: AgeRow) {
        let now = Self.updatedAt.addingTimeInterval(row.age)
        #expect(FreshnessRules.subtitle(updatedAt: Self.updatedAt, now: now, language: .en) == row.subtitle)
        #expect(FreshnessRules.spokenSubtitle(updatedAt: Self.updatedAt, now: now, language: .en) == row.spoken)
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

    /// Live Activity (issue 11): with a `staleDate`, that date rules (earlier or later than 15
    /// minutes); without one, stale 15:00 after `updatedAt`, exactly like the widget.
    @Test(arguments: [
        // staleDate (s after updatedAt), now (s after updatedAt), stale
        (nil, 0, false),
        (nil, 14 * 60 + 59, false),
        (nil, 15 * 60, true),
        (nil, 100 * 3600, true),
        (nil, -60, false),
        (9 * 60, 9 * 60, true),             // a staleDate before 15 min rules
        (9 * 60, 9 * 60 - 1, false),
        (30 * 60, 20 * 60, false),          // a staleDate after 15 min rules too
        (30 * 60, 30 * 60, true),
        (0, 0, true),
    ] as [(TimeInterval?, TimeInterval, Bool)])
    func activityStale(_ staleOffset: TimeInterval?, _ nowOffset: TimeInterval, _ stale: Bool) {
        let staleDate = staleOffset.map { Self.updatedAt.addingTimeInterval($0) }
        let now = Self.updatedAt.addingTimeInterval(nowOffset)
        #expect(FreshnessRules.isActivityStale(staleDate: staleDate, updatedAt: Self.updatedAt, now: now) == stale)
        for surface in Surface.allCases where !surface.isWidget {
            #expect(FreshnessRules.isStale(surface, updatedAt: Self.updatedAt, staleDate: staleDate, now: now) == stale)
        }
    }

    /// Every Live Activity presentation follows the rule: a Live Activity updated 2 hours ago
    /// without a `staleDate` says so with the Stale word and clock times, never "N\u{00A0}min".
    @Test(arguments: [Surface.liveActivityLockScreen, .liveActivityExpanded, .liveActivityCompact,
                      .liveActivityMinimal, .standByLiveActivity])
    func activityWithoutStaleDateTwoHoursOld(_ surface: Surface) {
        let s = TestScenarios.scenario(updatedAt: ScenarioFixtures.chicago(12, 21))  // now 14:21, no activity
        #expect(s.activity == nil)
        let p = Presenter.present(s, in: RenderEnvironment(surface: surface, device: surface.defaultDevice, appearance: .dark,
                                                           textSize: .large), now: s.now)
        #expect(p.statusWord == "Stale")
        #expect(p.isStale)
        #expect(p.header?.subtitle == "Updated 2\u{00A0}hr ago")
        #expect(!p.rows.isEmpty && p.rows.allSatisfy { $0.time.contains(":") }, "\(p.rows.map(\.time))")
    }
}
