import Foundation
@testable import SnapshotAudit
@testable import SnapshotCatalog
@testable import SnapshotLayout
@testable import SnapshotModel
@testable import SnapshotRules
@testable import SnapshotScenario
import Testing

/// Rule `layout.room` (docs/sweep.md): rows use their room, and what sits side by side lines up,
/// on hand-made trees whose numbers are the design review's.
@Suite struct LayoutRoomRuleTests {
    // MARK: a destination cut beside empty room

    struct Cut: Sendable, CustomTestStringConvertible {
        let says: String
        var surface: Surface = .systemMedium
        /// The destination's drawn end and the time's start, in points; the time's font size.
        let destinationEnd: Double, timeStart: Double
        var timeSize = 15.0
        var truncated = true
        /// The time sits on the destination's line (inline), or under it (stacked).
        var inline = true
        let fails: Bool
        var testDescription: String { says }
    }

    static let cuts: [Cut] = [
        Cut(says: "\"Ashland/63…\" on the medium widget at XXXL with about 110 pt free before \"9 min\"", destinationEnd: 150,
            timeStart: 260, timeSize: 23, fails: true),
        Cut(says: "bus-numbered systemLarge at AX1 \"Museum Ca…\" with 58 pt free", surface: .systemLarge, destinationEnd: 200,
            timeStart: 258, timeSize: 28, fails: true),
        Cut(says: "cut at the row gap", destinationEnd: 262, timeStart: 270, fails: false),
        Cut(says: "cut with 24 pt free: 16 past the gap is not more than max(16, 1.2 × 15)", destinationEnd: 246, timeStart: 270,
            fails: false),
        Cut(says: "cut with 27 pt free: 19 past the gap is more than 18", destinationEnd: 243, timeStart: 270, fails: true),
        Cut(says: "a whole destination beside room", destinationEnd: 150, timeStart: 270, truncated: false, fails: false),
        Cut(says: "a cut destination over its stacked time", destinationEnd: 150, timeStart: 270, inline: false, fails: false),
        Cut(says: "StandBy at 2×: 40 pt free is under 16 + max(32, 1.2 × 30)", surface: .standByWidget, destinationEnd: 230,
            timeStart: 270, timeSize: 30, fails: false),
        Cut(says: "StandBy at 2×: 60 pt free is more", surface: .standByWidget, destinationEnd: 210, timeStart: 270, timeSize: 30,
            fails: true),
    ]

    @Test(arguments: cuts)
    func layoutRoomCutBesideRoom(_ cut: Cut) {
        var s = RuleSubjects.on(cut.surface)
        s.edit(.destination, row: 1) { e in
            e.text = "Ashland/63rd"
            e.frame.width = cut.destinationEnd - e.frame.x
            e.truncated = cut.truncated
            e.shown = cut.truncated ? "Ashland/63…" : nil
        }
        s.edit(.time, row: 1) { e in
            e.frame.x = cut.timeStart
            if !cut.inline { e.frame.y += e.frame.height }
            e.paint = .text(TextRun("9\u{00A0}min", font: FontSpec(family: "Inter", size: cut.timeSize, lineHeight: cut.timeSize * 1.3,
                                                                   weight: .semibold), color: AuditFixture.black, wrapWidth: nil))
        }
        let findings = RoomCheck.check(s)
        #expect(findings.map(\.rule.id) == (cut.fails ? ["layout.room"] : []), "\(findings.map(\.message))")
        if let f = findings.first {
            let free = ClippingCheck.points(cut.timeStart - cut.destinationEnd)
            #expect(f.message.contains("cut beside \(free) pt of empty room") && f.role == .destination, "\(f.message)")
        }
    }

    /// The rule's row gap is the rows' own.
    @Test func layoutRoomRowGapIsTheLayoutsOwn() {
        #expect(RoomCheck.rowGap == ArrivalRowsLayout.timeGap)
    }

    // MARK: the compact island's insets

    /// The compact island (230 × 36.67) with a route leading and a value (or glyph) trailing.
    static func compact(leading: Double, trailing: Double, glyph: Bool = false) -> AuditSubject {
        var s = RuleSubjects.on(.liveActivityCompact)
        s.tree.size = Size(width: 230, height: 36.67)
        s.tree.elements = [s.tree.elements[0]]
        s.tree.elements[0].frame = Rect(x: 0, y: 0, width: 230, height: 36.67)
        s.tree.elements.append(LayoutElement(role: .routeMarker, row: 1, frame: Rect(x: leading, y: 14.3, width: 8, height: 8),
                                             paint: .circle(fill: Color(r: 0xF9, g: 0x46, b: 0x1C)), text: "Org", label: "Orange Line"))
        s.tree.elements.append(AuditFixture.text(.routeMarker, "Org", Rect(x: leading + 11, y: 8.3, width: 28, height: 20), row: 1))
        if glyph {
            s.tree.elements.append(RuleSubjects.glyph(.wifiSlash, role: .statusLabel, Rect(x: 230 - trailing - 15, y: 10.8, width: 15, height: 15)))
        } else {
            s.tree.elements.append(AuditFixture.text(.time, "2:24\u{202F}PM", Rect(x: 230 - trailing - 44, y: 11.8, width: 44, height: 13),
                                                     row: 1))
        }
        return s
    }

    @Test(arguments: [
        ("the trailing \"2:24 p.m.\" 3 pt from the end against a 13.4 pt leading inset", 13.4, 3.0, false, true),
        ("both 8 pt", 8.0, 8.0, false, false),
        ("within 2 pt: 9.5 and 8", 9.5, 8.0, false, false),
        ("a glyph 8 pt from the end against 13.4", 13.4, 8.0, true, true),
    ])
    func layoutRoomCompactInsets(_ says: String, _ leading: Double, _ trailing: Double, _ glyph: Bool, _ fails: Bool) {
        let findings = RoomCheck.check(Self.compact(leading: leading, trailing: trailing, glyph: glyph))
        #expect(findings.map(\.rule.id) == (fails ? ["layout.room"] : []), "\(says): \(findings.map(\.message))")
    }

    // MARK: one marker column for stacked activities

    /// Two Lock Screen activities, the second stacked under the first; each row's destination at `x`.
    static func stacked(first: Double, second: Double) -> AuditSubject {
        var s = RuleSubjects.on(.liveActivityLockScreen)
        s.tree.size = Size(width: 371, height: 190)
        s.edit(.destination, row: 1) { $0.frame.x = first }
        let further = s.tree.elements.filter { $0.role != .background }.map { e -> LayoutElement in
            var e = e
            e.frame.y += 98
            e.activity = 2
            if e.role == .destination { e.frame.x = second }
            return e
        }
        s.tree.elements += further
        return s
    }

    @Test(arguments: [
        ("destinations 46 pt after a tram badge and 32 pt after a dot", 46.0, 32.0, true),
        ("one column", 36.0, 36.0, false),
        ("within 0.5 pt", 36.0, 36.4, false),
    ])
    func layoutRoomMarkerColumn(_ says: String, _ first: Double, _ second: Double, _ fails: Bool) {
        let findings = RoomCheck.check(Self.stacked(first: first, second: second))
        #expect(findings.map(\.rule.id) == (fails ? ["layout.room"] : []), "\(says): \(findings.map(\.message))")
    }

    // MARK: the value keeps its size

    static func shape(_ value: String, _ size: Double, fresh: Bool = true, rows: [String] = ["Org → Midway"]) -> LayoutShape {
        LayoutShape(composition: nil, elements: ["time@1"], fresh: fresh, rows: rows,
                    value: LayoutShape.Value(text: value, size: size))
    }

    static func env(_ surface: Surface) -> RenderEnvironment {
        RenderEnvironment(surface: surface, device: surface.defaultDevice, appearance: .light, textSize: .large)
    }

    /// "Its value ranges from 11 to 15 pt by state": the compact island's states of one group.
    @Test(arguments: [
        ("the value from 11 to 15 pt by state", Surface.liveActivityCompact, [15.0, 11, 11, 15], ["stale", "loading"]),
        ("one size", .liveActivityCompact, [15.0, 15, 15, 15], []),
        ("the minimal island is not held to it", .liveActivityMinimal, [15.0, 11, 13, 15], []),
    ])
    func layoutRoomValueAcrossStates(_ says: String, _ surface: Surface, _ sizes: [Double], _ flagged: [String]) {
        let states: [StatusKind?] = [nil, .stale, .loading, .paused]
        let members = zip(states, sizes).map { state, size in
            StateGroupMember(spec: SnapshotSpec(scenarioID: "sw-\(state?.rawValue ?? "current")", environment: Self.env(surface)),
                             group: 0, state: state, shape: Self.shape("2:24 PM", size))
        }
        let findings = RoomValueCheck.acrossStates(members)
        #expect(findings.map(\.key) == flagged.map { "sw-\($0)/\(surface.rawValue)_393x852_light_L" }, "\(says): \(findings.map(\.message))")
    }

    /// "The circular accessory's value jumps from 15 to 17 pt when '10 min' becomes '9 min'".
    @Test func layoutRoomValueAlongATimeline() {
        func entry(_ offset: String, _ value: String, _ size: Double, fresh: Bool = true, surface: Surface = .accessoryCircular,
                   scenario: String = "t", rows: [String] = ["Org → Midway"]) -> StabilityCheck.Entry {
            StabilityCheck.Entry(spec: SnapshotSpec(scenarioID: scenario, environment: Self.env(surface), offset: TimelineOffset(offset)),
                                 shape: Self.shape(value, size, fresh: fresh, rows: rows))
        }
        let findings = RoomValueCheck.alongTimeline([
            entry("+0m", "10 min", 15), entry("+1m", "9 min", 17), entry("+9m", "1 min", 17),
            entry("+15m", "2:36 PM", 13, fresh: false),
            entry("+0m", "10 min", 15, surface: .liveActivityMinimal), entry("+1m", "9 min", 13, surface: .liveActivityMinimal),
            // The timetable train leaves: the next arrival is other data, its size its own.
            entry("+10m", "2:31 p.m.", 12, scenario: "u", rows: ["P → Linden"]), entry("+11m", "2 min", 15, scenario: "u"),
        ])
        #expect(findings.map(\.key) == ["t/accessoryCircular_393x852_light_L_at+1m"], "\(findings.map(\.message))")
        #expect(findings.first?.message.contains("from 15 pt (\"10 min\") at +0m to 17 pt (\"9 min\") at +1m") == true)
    }
}
