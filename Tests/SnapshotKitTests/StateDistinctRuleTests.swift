import Foundation
@testable import SnapshotAudit
@testable import SnapshotCatalog
@testable import SnapshotLayout
@testable import SnapshotModel
@testable import SnapshotRules
import Testing

/// Rule `state.distinct` (docs/sweep.md): seed 004's "never imply stale information is live;
/// paused and offline say why updates stopped" across a state group, on hand-made cues.
@Suite struct StateDistinctRuleTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let says: String, surface: Surface
        /// Each state's cue, in `StateGroupMember.states` order (current first); nil: not drawn.
        let cues: [[String]?]
        /// The states whose snapshot gets a finding.
        let flagged: [String]
        var testDescription: String { says }
    }

    static let rows: [Row] = [
        Row(says: "the compact island draws stale, offline and paused as identical bytes (\"● Pink 2:24 PM\")",
            surface: .liveActivityCompact, cues: [[], [], [], [], [], ["Failed"], nil],
            flagged: ["stale", "loading", "paused", "offline"]),
        Row(says: "the minimal island beside it has a glyph for each", surface: .liveActivityMinimal,
            cues: [[], ["Stale"], ["…"], ["glyph pause"], ["glyph wifi.slash"], ["glyph exclamationmark.triangle"], nil], flagged: []),
        Row(says: "the small widget's capsule says each state; ended is drawn as current there (SurfaceAvailability)",
            surface: .systemSmall,
            cues: [[], ["Stale"], ["Loading"], ["Paused"], ["Offline"], ["Couldn’t load arrivals", "Failed"], []], flagged: []),
        Row(says: "paused and offline say why updates stopped: not with one word", surface: .liveActivityLockScreen,
            cues: [[], ["Stale"], ["Loading"], ["Paused"], ["Paused"], ["Failed"], ["Ended"]], flagged: ["offline"]),
        Row(says: "an ended Lock Screen activity that looks current", surface: .liveActivityLockScreen,
            cues: [[], ["Stale"], ["Loading"], ["Paused"], ["Offline"], ["Failed"], []], flagged: ["ended"]),
    ]

    static func members(_ row: Row) -> [StateGroupMember] {
        let env = RenderEnvironment(surface: row.surface, device: row.surface.defaultDevice, appearance: .dark, textSize: .large)
        return zip(StateGroupMember.states, row.cues).compactMap { state, cue in
            cue.map { cue in
                let spec = SnapshotSpec(scenarioID: "sw-\(state?.rawValue ?? "current")", environment: env)
                return StateGroupMember(spec: spec, group: 3, state: state,
                                        shape: LayoutShape(composition: nil, elements: [], fresh: state == nil, rows: [], stateCue: cue))
            }
        }
    }

    @Test(arguments: rows)
    func stateDistinct(_ row: Row) {
        let findings = StateDistinctCheck.check(Self.members(row))
        #expect(findings.map(\.key) == row.flagged.map { "sw-\($0)/\(row.surface.rawValue)_393x852_dark_L" }, "\(findings.map(\.message))")
        #expect(findings.allSatisfy { $0.rule == .stateDistinct && $0.severity == .error })
        // The finding names both states.
        if row.flagged.first == "stale" { #expect(findings.first?.message.contains("stale looks like current") == true) }
    }

    /// Two groups are never compared with each other, nor one environment with another.
    @Test func stateDistinctWithinOneGroup() {
        let row = Self.rows[1]
        var other = Self.members(row)
        for i in other.indices { other[i].shape.stateCue = []; other[i].group = 4 }
        #expect(StateDistinctCheck.check(Self.members(row) + [other[0]]).isEmpty)
        var dark = Self.members(row)[0]
        dark.spec.environment.appearance = .light
        #expect(StateDistinctCheck.check(Self.members(row) + [dark]).isEmpty)
    }

    /// A snapshot's cue: its status words and glyphs and its rows' message, sorted; not a further
    /// activity's, and not the rows.
    @Test func stateDistinctCue() {
        var s = RuleSubjects.on(.liveActivityLockScreen)
        s.tree.elements.append(RuleSubjects.capsule("Stale"))
        s.tree.elements.append(AuditFixture.text(.message, "No upcoming arrivals", Rect(x: 16, y: 80, width: 150, height: 20)))
        s.tree.elements.append(RuleSubjects.glyph(.wifiSlash, role: .statusLabel, Rect(x: 250, y: 18, width: 15, height: 15)))
        var further = RuleSubjects.capsule("Paused")
        further.activity = 2
        s.tree.elements.append(further)
        #expect(StateDistinctCheck.cue(s.tree) == ["No upcoming arrivals", "Stale", "glyph wifi.slash"])
        #expect(LayoutShape(s).stateCue == StateDistinctCheck.cue(s.tree))
    }
}
