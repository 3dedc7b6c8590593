import Foundation
@testable import SnapshotAudit
@testable import SnapshotModel
@testable import SnapshotRules
import Testing

/// Rule `time.clock` (docs/sweep.md): a clock time reads as a clock time (seed 000: stale times
/// are "the locale's short clock time"), never as a countdown, on hand-made subjects whose times
/// are Foundation's own (`ArrivalTimeRules.clockTime`, 14:25 in Chicago).
@Suite struct TimeClockRuleTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let says: String, surface: Surface, locale: String
        /// The time element's text, from the locale's clock time and its form without the period.
        let drawn: @Sendable (_ clock: String, _ bare: String) -> String
        var glyph = false
        let fails: Bool
        var testDescription: String { says }
    }

    static let rows: [Row] = [
        Row(says: "the compact island shows a stale \"2:25\" without PM", surface: .liveActivityCompact, locale: "en_US",
            drawn: { _, bare in bare }, fails: true),
        Row(says: "the large widget at AX3 \"Sched. 2:33\"", surface: .systemLarge, locale: "en_US",
            drawn: { _, bare in "Sched. " + bare }, fails: true),
        Row(says: "a delayed stale row \"Delayed · 2:25\"", surface: .systemMedium, locale: "en_US",
            drawn: { _, bare in "Delayed · " + bare }, fails: true),
        Row(says: "Spanish \"Horario 2:25\"", surface: .liveActivityLockScreen, locale: "es_US",
            drawn: { _, bare in "Horario " + bare }, fails: true),
        Row(says: "the compact island's \"2:25 PM\" as Foundation sets it", surface: .liveActivityCompact, locale: "en_US",
            drawn: { clock, _ in clock }, fails: false),
        Row(says: "Spanish \"2:25 p.m.\" as Foundation sets it", surface: .accessoryCircular, locale: "es_US",
            drawn: { clock, _ in clock }, fails: false),
        Row(says: "words before the time: \"Sched. 2:25 PM\"", surface: .systemLarge, locale: "en_US",
            drawn: { clock, _ in "Sched. " + clock }, fails: false),
        Row(says: "\"2:25PM\" with no space", surface: .accessoryInline, locale: "en_US",
            drawn: { _, bare in bare + "PM" }, fails: false),
        Row(says: "\"2:25\" beside the clock glyph", surface: .liveActivityCompact, locale: "en_US",
            drawn: { _, bare in bare }, glyph: true, fails: false),
        Row(says: "a 24-hour clock: en_GB \"14:25\"", surface: .liveActivityCompact, locale: "en_GB",
            drawn: { clock, _ in clock }, fails: false),
        Row(says: "a 24-hour clock: de_DE \"Plan 14:25\"", surface: .systemSmall, locale: "de_DE",
            drawn: { clock, _ in "Plan " + clock }, fails: false),
        Row(says: "minutes are no clock time: \"9 min\"", surface: .liveActivityCompact, locale: "en_US",
            drawn: { _, _ in "9\u{00A0}min" }, fails: false),
    ]

    @Test(arguments: rows)
    func timeClock(_ row: Row) {
        var s = RuleSubjects.on(row.surface, locale: row.locale)
        let text = row.drawn(RuleSubjects.clock(4, row.locale), RuleSubjects.bareClock(4, row.locale))
        s.edit(.time, row: 1) { $0.text = text }
        if row.glyph { s.tree.elements.append(RuleSubjects.glyph(ClockCheck.glyph, Rect(x: 250, y: 108, width: 16, height: 16), row: 1)) }
        let findings = ClockCheck.check(s)
        #expect(findings.map(\.rule.id) == (row.fails ? ["time.clock"] : []), "\(text): \(findings.map(\.message))")
        #expect(findings.allSatisfy { $0.severity == .error && $0.message.contains(row.surface.rawValue) })
    }

    /// A subject that does not say its locale is not read for a clock.
    @Test func timeClockNeedsTheLocale() {
        var s = RuleSubjects.on(.liveActivityCompact)
        s.locale = nil
        s.edit(.time, row: 1) { $0.text = "2:25" }
        #expect(ClockCheck.check(s).isEmpty)
    }

    /// The day periods come from Foundation's clock, not from a list of locales.
    @Test(arguments: [("en_US", true), ("es_US", true), ("en_GB", false), ("de_DE", false)])
    func timeClockDayPeriods(_ locale: String, _ has: Bool) {
        let periods = ClockDayPeriods.of(Locale(identifier: locale))
        #expect(ClockDayPeriods.has(Locale(identifier: locale)) == has)
        #expect(periods.count == (has ? 2 : 0), "\(locale): \(periods)")
        // Each is what follows the clock time's digits, as Foundation sets it.
        for p in periods {
            #expect(RuleSubjects.clock(4, locale).hasSuffix(p) || RuleSubjects.clock(-600, locale).hasSuffix(p), "\(locale): \(p)")
        }
    }
}
