import Foundation
@testable import SnapshotAudit
@testable import SnapshotModel
@testable import SnapshotPresentation
@testable import SnapshotScenario
import Testing

/// Rule `timing.word` (docs/audit.md): seed 001's "Status is already a word (Due / Delayed), never
/// colour alone" on hand-made subjects. The bare time is an error wherever a surface has arrival
/// rows, a warning on the rectangular and inline accessories (their recorded short forms), info on
/// the compact and minimal island and the circular accessory.
@Suite struct TimingWordRuleTests {
    /// What the row's time element draws: its word's form at `level`, or the bare time.
    enum Drawn: Sendable { case worded(Int), bare }

    struct Row: Sendable, CustomTestStringConvertible {
        let says: String, surface: Surface, locale: String, timing: ArrivalTiming, drawn: Drawn, expected: AuditSeverity?
        var testDescription: String { says }
    }

    static let rows: [Row] = [
        Row(says: "\"● Org 6 min\" for a delayed train on the small widget", surface: .systemSmall, locale: "en_US",
            timing: .delayed, drawn: .bare, expected: .error),
        Row(says: "\"● Org 6 min\" on StandBy", surface: .standByWidget, locale: "en_US", timing: .delayed, drawn: .bare, expected: .error),
        Row(says: "German \"154 3 Min.\"", surface: .systemSmall, locale: "de_DE", timing: .delayed, drawn: .bare, expected: .error),
        Row(says: "\"Pink 14:31\", a timetable-only time drawn as if tracked", surface: .systemLarge, locale: "en_GB",
            timing: .scheduled, drawn: .bare, expected: .error),
        Row(says: "the Lock Screen's delayed row without its word", surface: .liveActivityLockScreen, locale: "es_US",
            timing: .delayed, drawn: .bare, expected: .error),
        Row(says: "the expanded island's delayed row without its word", surface: .liveActivityExpanded, locale: "en_US",
            timing: .delayed, drawn: .bare, expected: .error),
        Row(says: "\"Late 6 min\": the word kept in its short form", surface: .systemSmall, locale: "en_US", timing: .delayed,
            drawn: .worded(1), expected: nil),
        Row(says: "\"Sched. 2:41 PM\" on the medium widget", surface: .systemMedium, locale: "en_US", timing: .scheduled,
            drawn: .worded(0), expected: nil),
        Row(says: "the rectangular accessory's recorded short form", surface: .accessoryRectangular, locale: "en_US",
            timing: .delayed, drawn: .bare, expected: .warning),
        Row(says: "the inline accessory's recorded short form", surface: .accessoryInline, locale: "de_DE", timing: .scheduled,
            drawn: .bare, expected: .warning),
        Row(says: "the compact island has no room for the word", surface: .liveActivityCompact, locale: "en_US", timing: .delayed,
            drawn: .bare, expected: .info),
        Row(says: "the minimal island has no room for the word", surface: .liveActivityMinimal, locale: "en_US", timing: .delayed,
            drawn: .bare, expected: .info),
        Row(says: "the circular accessory has no room for the word", surface: .accessoryCircular, locale: "es_US",
            timing: .scheduled, drawn: .bare, expected: .info),
    ]

    @Test(arguments: rows)
    func timingWord(_ row: Row) {
        var s = RuleSubjects.on(row.surface, locale: row.locale)
        let content = RuleSubjects.row(row.timing, minutes: 6, locale: row.locale)
        s.presentation.content = .arrivals(s.presentation.header!, [content])
        let text = switch row.drawn {
        case .worded(let level): content.timeForms[min(level, content.timeForms.count - 1)]
        case .bare: content.bareTime
        }
        s.edit(.time, row: 1) { $0.text = text }
        let findings = TimingWordCheck.check(s)
        #expect(findings.map(\.severity) == (row.expected.map { [$0] } ?? []), "\(findings.map(\.message))")
        #expect(findings.allSatisfy { $0.rule == .timingWord && $0.message.contains(row.surface.rawValue) })
    }

    /// The severity of a bare time on each surface: an error on each one with arrival rows.
    @Test func timingWordSeverityBySurface() {
        let expected: [Surface: AuditSeverity] = [
            .systemSmall: .error, .systemMedium: .error, .systemLarge: .error, .liveActivityLockScreen: .error,
            .liveActivityExpanded: .error, .standByWidget: .error, .standByLiveActivity: .error,
            .accessoryRectangular: .warning, .accessoryInline: .warning,
            .liveActivityCompact: .info, .liveActivityMinimal: .info, .accessoryCircular: .info,
            .standByLiveActivityMinimal: .info, .liveActivitySmartStack: .info, .liveActivityCarPlay: .info,
        ]
        #expect(Set(expected.keys) == Set(Surface.allCases))
        for surface in Surface.allCases { #expect(TimingWordCheck.severity(surface) == expected[surface], "\(surface)") }
    }
}
