import Foundation
@testable import SnapshotAudit
@testable import SnapshotLayout
@testable import SnapshotModel
@testable import SnapshotPresentation
@testable import SnapshotRules
import Testing

/// Rule `state.age` (docs/sweep.md): seed 004's "Stale must communicate last update and
/// uncertainty" on hand-made subjects: data last updated 18 minutes ago, its status Stale.
@Suite struct StateAgeRuleTests {
    /// What tells freshness in the subject: the subtitle's long or short form, a cut long form, none.
    enum Freshness: Sendable { case long, short, cut, none }

    struct Row: Sendable, CustomTestStringConvertible {
        let says: String, surface: Surface, size: TextSize, locale: String, freshness: Freshness
        /// The status capsule's text: the Stale word, or `capsule` when given.
        var capsule: String? = nil
        var status: StatusKind = .stale
        let fails: Bool
        var testDescription: String { says }
    }

    static let rows: [Row] = [
        Row(says: "a stale small widget from XXXL, \"1 row valueOnly, no subtitle\"", surface: .systemSmall, size: .xxxLarge,
            locale: "en_US", freshness: .none, fails: true),
        Row(says: "a stale Lock Screen Live Activity at AX3 says \"Stale\" and a clock time", surface: .liveActivityLockScreen,
            size: .ax3, locale: "en_US", freshness: .none, fails: true),
        Row(says: "StandBy's stale widget without its age", surface: .standByWidget, size: .ax5, locale: "de_DE", freshness: .none,
            fails: true),
        Row(says: "the expanded island without its age", surface: .liveActivityExpanded, size: .large, locale: "es_US",
            freshness: .none, fails: true),
        Row(says: "\"Updated 18 min…\": the age cut away", surface: .systemMedium, size: .xxxLarge, locale: "en_US", freshness: .cut,
            fails: true),
        Row(says: "\"Updated 18 min ago\"", surface: .systemSmall, size: .large, locale: "en_US", freshness: .long, fails: false),
        Row(says: "\"18 min ago\": the short form tells it", surface: .systemSmall, size: .xxxLarge, locale: "en_US", freshness: .short,
            fails: false),
        Row(says: "German \"Vor 18 Min.\"", surface: .liveActivityLockScreen, size: .ax5, locale: "de_DE", freshness: .short,
            fails: false),
        Row(says: "Spanish \"Actualizado hace 18 min\"", surface: .systemLarge, size: .ax1, locale: "es_US", freshness: .long,
            fails: false),
        Row(says: "the status line may carry the age", surface: .systemSmall, size: .ax3, locale: "en_US", freshness: .none,
            capsule: "Stale · 18\u{00A0}min ago", fails: false),
        Row(says: "the rectangular accessory's third line is \"Updated X min ago or Stale\" (seed 000)",
            surface: .accessoryRectangular, size: .large, locale: "en_US", freshness: .none, fails: false),
        Row(says: "the compact island shows one value", surface: .liveActivityCompact, size: .large, locale: "en_US",
            freshness: .none, fails: false),
        Row(says: "offline is held by state.word, not by its age", surface: .systemSmall, size: .xxxLarge, locale: "en_US",
            freshness: .none, status: .offline, fails: false),
    ]

    /// The clean subject made stale as `row` says.
    static func subject(_ row: Row) -> AuditSubject {
        var s = RuleSubjects.on(row.surface, size: row.size, locale: row.locale)
        let header = RuleSubjects.header(updated: 18, locale: row.locale)
        let content = RuleSubjects.row(.onTime, minutes: 4, stale: true, locale: row.locale)
        s.presentation.content = .arrivals(header, [content])
        s.presentation.isStale = true
        s.presentation.status = row.status
        s.edit(.time, row: 1) { $0.text = content.time }
        switch row.freshness {
        case .long: s.edit(.subtitle) { $0.text = header.subtitle }
        case .short: s.edit(.subtitle) { $0.text = header.shortSubtitle }
        case .cut: s.edit(.subtitle) { $0.text = header.subtitle; $0.truncated = true; $0.shown = "Updated 18\u{00A0}min…" }
        case .none: s.tree.elements.removeAll { $0.role == .subtitle }
        }
        s.tree.elements.append(RuleSubjects.capsule(row.capsule ?? row.status.word(RuleSubjects.language(row.locale))))
        return s
    }

    @Test(arguments: rows)
    func stateAge(_ row: Row) {
        let findings = AgeCheck.check(Self.subject(row))
        #expect(findings.map(\.rule.id) == (row.fails ? ["state.age"] : []), "\(findings.map(\.message))")
        if let f = findings.first {
            // It names the surface and what was drawn instead of the age.
            let word = row.status.word(RuleSubjects.language(row.locale))
            #expect(f.severity == .error && f.message.contains(row.surface.rawValue) && f.message.contains("\"\(word)\""), "\(f.message)")
        }
    }
}
