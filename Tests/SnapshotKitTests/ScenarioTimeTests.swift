import Foundation
@testable import SnapshotRules
@testable import SnapshotScenario
import Testing

/// Times, timeline offsets, time zones and locales: the only clock and locale sources.
@Suite struct ScenarioTimeTests {
    typealias F = ScenarioFixtures

    @Test(arguments: [(String, Double)]([
        ("2026-11-30T14:21:00-06:00", 1_796_070_060.0),
        ("2026-11-30T20:21:00Z", 1_796_070_060.0),
        ("2026-11-30T21:21:00+01:00", 1_796_070_060.0),
        ("2026-11-30T14:21:00.5-06:00", 1_796_070_060.5),
        ("2026-11-30T14:21:00.125-06:00", 1_796_070_060.125),
        ("2028-02-29T00:00:00Z", 1_835_395_200.0),
        ("1970-01-01T00:00:00Z", 0.0),
        ("2026-12-01T01:51:00+05:30", 1_796_070_060.0),
    ]))
    func parsesTimesWithOffsets(_ text: String, _ seconds: Double) throws {
        #expect(try ISOTime.parse(text).get() == Date(timeIntervalSince1970: seconds))
    }

    @Test(arguments: [
        ("2026-11-30T14:21:00", "'2026-11-30T14:21:00' has no UTC offset; add one, like 2026-11-30T14:21:00-06:00"),
        ("2026-11-30T14:21:00.5", "'2026-11-30T14:21:00.5' has no UTC offset; add one, like 2026-11-30T14:21:00-06:00"),
        ("2026-11-30T14:21-06:00", "'2026-11-30T14:21-06:00' is not an ISO 8601 time; write it like 2026-11-30T14:21:00-06:00"),
        ("2026-11-30T14:21:00-0600", "'2026-11-30T14:21:00-0600' is not an ISO 8601 time; write it like 2026-11-30T14:21:00-06:00"),
        ("2026-11-30", "'2026-11-30' is not an ISO 8601 time; write it like 2026-11-30T14:21:00-06:00"),
        ("2026-11-30T14:21:00z", "'2026-11-30T14:21:00z' is not an ISO 8601 time; write it like 2026-11-30T14:21:00-06:00"),
        ("2027-02-29T14:21:00Z", "'2027-02-29T14:21:00Z' is not a real date and time; check the month, day, hour and offset"),
        ("2026-11-30T24:00:00Z", "'2026-11-30T24:00:00Z' is not a real date and time; check the month, day, hour and offset"),
        ("2026-11-30T14:21:00+15:00", "'2026-11-30T14:21:00+15:00' is not a real date and time; check the month, day, hour and offset"),
        ("2026-11-31T14:21:00Z", "'2026-11-31T14:21:00Z' is not a real date and time; check the month, day, hour and offset"),
        ("２０２６-11-30T14:21:00Z", "'２０２６-11-30T14:21:00Z' is not an ISO 8601 time; write it like 2026-11-30T14:21:00-06:00"),
    ])
    func rejectsBadTimes(_ text: String, _ reason: String) {
        #expect(throws: FieldIssue("", reason)) { try ISOTime.parse(text).get() }
    }

    @Test(arguments: [
        ("+0m", 0), ("+2m", 120), ("+15m", 900), ("+18m", 1080), ("+90s", 90), ("+1h", 3600),
        ("+48h", 172_800), ("+2880m", 172_800), ("+007m", 420),
    ])
    func parsesTimelineOffsets(_ text: String, _ seconds: Int) throws {
        let offset = try #require(TimelineOffset(text))
        #expect(offset.seconds == seconds)
        #expect(offset.text == text)
    }

    @Test(arguments: ["", "+", "+m", "15m", "-5m", "+5", "+5d", "+5M", "+ 5m", "+1.5h", "+49h", "+172801s",
                      "+99999999999999999999m", "+٣m"])
    func rejectsTimelineOffsets(_ text: String) {
        #expect(TimelineOffset(text) == nil)
    }

    @Test func timelineDrivesRenderTimes() throws {
        let text = F.example(settingValueOf: "timeline", to: #"["+0m", "+90s", "+1h"]"#)
        let s = try ScenarioLoader.decode(Data(text.utf8), displayPath: "x.json")
        #expect(s.renderTimes.map(\.offset?.text) == ["+0m", "+90s", "+1h"])
        #expect(s.renderTimes.map(\.date) == [F.chicago(14, 21), F.chicago(14, 22, 30), F.chicago(15, 21)])
        #expect(TimelineOffset(minutes: 15) == TimelineOffset("+15m"))
    }

    /// Every supported locale's short clock time for 14:21 in the scenario's zone, as
    /// docs/scenarios.md's table writes it: `ArrivalTimeRules.clockTime` itself, the one
    /// function the widgets draw clock times with. Also a time in another zone (Berlin 21:21).
    @Test(arguments: [
        ("en_US", "America/Chicago", "2:21\u{202F}PM"), ("es_US", "America/Chicago", "2:21\u{202F}p.m."),
        ("en_GB", "America/Chicago", "14:21"), ("de_DE", "America/Chicago", "14:21"),
        ("de_DE", "Europe/Berlin", "21:21"), ("en_US", "Europe/Berlin", "9:21\u{202F}PM"),
    ])
    func supportedLocalesFormatClockTimes(_ identifier: String, _ zone: String, _ expected: String) throws {
        #expect(ScenarioEnvironment.supportedLocales.contains(identifier))
        let text = F.example(settingValueOf: "locale", to: "\"\(identifier)\"")
        let s = try ScenarioLoader.decode(Data(text.utf8), displayPath: "x.json")
        let timeZone = try #require(TimeZone(identifier: zone))
        #expect(ArrivalTimeRules.clockTime(s.now, locale: s.locale, timeZone: timeZone) == expected)
    }

    @Test(arguments: [
        ("America/Chicago", "America/Chicago"), ("Europe/Berlin", "Europe/Berlin"), ("UTC", "GMT"), ("GMT", "GMT"),
    ])
    func acceptsTimeZones(_ identifier: String, _ resolved: String) {
        #expect(ScenarioEnvironment.timeZone(identifier)?.identifier == resolved)
    }

    @Test(arguments: ["CST", "GMT+5", "america/chicago", "", "Mars/Olympus"])
    func refusesTimeZones(_ identifier: String) {
        #expect(ScenarioEnvironment.timeZone(identifier) == nil)
    }

    @Test func timeZoneChangesWallClockNotInstant() throws {
        let text = F.example(settingValueOf: "timeZone", to: #""Europe/London""#)
        let s = try ScenarioLoader.decode(Data(text.utf8), displayPath: "x.json")
        #expect(s.now == F.chicago(14, 21))
        #expect(s.timeZone.secondsFromGMT(for: s.now) == 0)
    }
}
