import Foundation
@testable import SnapshotAudit
@testable import SnapshotCatalog
@testable import SnapshotLayout
@testable import SnapshotSweep
import Testing

/// Issue 19's "Done when": a small seeded sweep, run once with the real layouts and once per
/// invariant with a layout built to break it; each invariant must find snapshots the real
/// layouts did not give it. (Today's layouts break some invariants already, so the test asks
/// for new findings, never for none.)
@Suite(.serialized) struct SweepInvariantTests {
    static let corpus = try! SweepCorpus.read(TestPaths.fixtures.appendingPathComponent("sweep/corpus.json"),
                                              displayPath: "Fixtures/sweep/corpus.json")
    /// The covering rows come first, so 96 snapshots reach every state, the island and a timeline.
    static let space = SweepSpace(seed: 7, count: 96)

    /// One broken layout: what it does to every tree, and the rule that must catch it.
    struct Breaker: Sendable, CustomTestStringConvertible {
        let rule: AuditRule
        let adjust: @Sendable (LayoutTree) -> LayoutTree
        var testDescription: String { rule.id }
    }

    static func editing(_ tree: LayoutTree, _ change: (inout LayoutElement) -> Void) -> LayoutTree {
        var t = tree
        for i in t.elements.indices { change(&t.elements[i]) }
        return t
    }

    static let breakers: [Breaker] = [
        // Every name cut to three letters.
        Breaker(rule: .identityWhole) { editing($0) { e in
            if e.role == .title, let text = e.text { e.truncated = true; e.shown = String(text.prefix(3)) + "…"; e.lines = [e.shown!] } } },
        Breaker(rule: .identityKept) { editing($0) { e in
            if e.role == .title, let text = e.text { e.truncated = true; e.shown = String(text.prefix(3)) + "…"; e.lines = [e.shown!] } } },
        // Every name broken after its third letter, as no reader would.
        Breaker(rule: .identityReadable) { editing($0) { e in
            if e.role == .title, let text = e.text, text.count > 5 { e.lines = [String(text.prefix(3)), String(text.dropFirst(3))] } } },
        // Every long name cut inside its first word.
        Breaker(rule: .identityWord) { editing($0) { e in
            if e.role == .title, let text = e.text, text.count > 12 { e.truncated = true; e.shown = String(text.prefix(3)) + "…"; e.lines = [e.shown!] } } },
        // No status word and no sentence: states go unsaid.
        Breaker(rule: .stateWord) { t in
            var t = t
            t.elements.removeAll { $0.role == .statusLabel || $0.role == .message }
            return t
        },
        // Every sentence where rows would be becomes a dash, and the capsule goes.
        Breaker(rule: .stateDash) { t in
            var t = editing(t) { e in if e.role == .message { e.text = GlanceValue.dash; e.shown = nil } }
            t.elements.removeAll { $0.role == .statusLabel }
            return t
        },
        // Rows lose their destinations and route names: colour alone.
        Breaker(rule: .routeText) { t in
            var t = t
            t.elements.removeAll { $0.role == .destination || ($0.role == .routeMarker && $0.font != nil) }
            return t
        },
        // Everything in the island moves to its centre.
        Breaker(rule: .boundsCamera) { t in
            guard t.environment.surface.spec.camera != nil else { return t }
            return editing(t) { e in
                if e.role != .background { e.frame.x = t.size.width / 2 - e.frame.width / 2; e.frame.y = 12 }
            }
        },
        // Status words cut to three letters.
        Breaker(rule: .localeStatusWord) { editing($0) { e in
            if e.role == .statusLabel, let text = e.text { e.truncated = true; e.shown = String(text.prefix(3)) + "…" } } },
        // No subtitle: stale data goes without its age.
        Breaker(rule: .stateAge) { t in
            var t = t
            t.elements.removeAll { $0.role == .subtitle }
            return t
        },
        // No status word, glyph or message: every state looks like current.
        Breaker(rule: .stateDistinct) { t in
            var t = t
            t.elements.removeAll { $0.role == .statusLabel || $0.role == .message }
            return t
        },
        // Every clock time without its day period ("2:25 PM" → "2:25").
        Breaker(rule: .timeClock) { editing($0) { e in
            if e.role == .time, let text = e.text { e.text = RuleSubjects.withoutDayPeriod(text); e.shown = nil } } },
        // Every destination cut to three letters where it stood, the rest of its line left empty.
        Breaker(rule: .layoutRoom) { editing($0) { e in
            if e.role == .destination, let text = e.text {
                e.truncated = true; e.shown = String(text.prefix(3)) + "…"; e.frame.width = min(e.frame.width, 20)
            } } },
        // The rows' arrangement follows the subtitle: "just now" inline, "N min ago" stacked.
        Breaker(rule: .stabilityComposition) { t in
            var t = t
            let minutes = t.elements.contains { $0.role == .subtitle && ($0.text ?? "").contains { $0.isNumber } }
            t.composition?.row = minutes ? .stacked : .inline
            return t
        },
    ]

    static let factory = try! SnapshotFactory(iconsDirectory: TestPaths.icons, workers: 2)
    /// The run with the real layouts. NB: the invariants only, as in each broken run: the
    /// audit's pixel rules are the audit's tests' to hold, and cost most of a debug build's time.
    static let clean = try! run(adjust: nil)
    /// The space, planned once for every run.
    static let plan = space.plan(corpus)

    static func run(adjust: (@Sendable (LayoutTree) -> LayoutTree)?) throws -> SweepRun.Outcome {
        var run = SweepRun(factory: factory, corpus: corpus, space: space)
        run.checks = InvariantChecks.all
        run.adjust = adjust
        return try run.run(plan)
    }

    /// Snapshot keys with a finding of `rule`.
    static func keys(_ outcome: SweepRun.Outcome, _ rule: AuditRule) -> Set<String> {
        Set(outcome.audit.findings.filter { $0.rule == rule && $0.severity == .error }.map(\.key))
    }

    @Test func theSmallSweepReachesWhatTheBreakersNeed() {
        let rows = Self.clean.cases.map(\.row)
        #expect(Self.clean.snapshots >= 96)
        #expect(rows.contains { $0.state == .timeline && $0.surface.spec.layout == .shared })
        #expect(rows.contains { $0.surface.spec.camera != nil })
        #expect(rows.contains { [.offline, .paused, .failed].contains($0.state.status) && $0.state.lastKnown })
        #expect(rows.contains { $0.state == .status(.current, lastKnown: false) })
        #expect(Self.clean.cases.contains { $0.group != nil })
        #expect(Self.clean.audit.renderErrors == [])
    }

    @Test(arguments: breakers)
    func eachInvariantCatchesALayoutBuiltToBreakIt(_ breaker: Breaker) throws {
        #expect(InvariantChecks.rules.contains(breaker.rule))
        let broken = try Self.run(adjust: breaker.adjust)
        let new = Self.keys(broken, breaker.rule).subtracting(Self.keys(Self.clean, breaker.rule))
        #expect(!new.isEmpty, "\(breaker.rule) found nothing new in a layout built to break it")
        let finding = try #require(broken.audit.findings.first { $0.rule == breaker.rule && new.contains($0.key) })
        #expect(!finding.message.isEmpty && finding.fails)
    }
}
