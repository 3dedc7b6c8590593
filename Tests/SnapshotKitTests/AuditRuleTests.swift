import Foundation
@testable import SnapshotAudit
@testable import SnapshotLayout
@testable import SnapshotModel
import Testing

/// Each audit rule on synthetic subjects: the clean fixture passes every check, and each
/// row breaks one thing and names exactly the rule (and severity) that must report it.
@Suite struct AuditRuleTests {
    @Test func cleanFixturePassesEveryCheck() {
        #expect(AuditChecks.run(AuditFixture.clean()).map(\.line) == [])
    }

    typealias Row = (String, @Sendable (inout AuditSubject) -> Void, [String])

    static let rows: [Row] = [
        ("time reaches past the surface", { $0.edit(.time) { $0.frame.x = 300 } }, ["error clipping.bounds"]),
        ("glyph frame outside", { $0.edit(.refresh) { $0.paint = .icon(name: .arrowClockwise, tint: AuditFixture.black,
                                                                     glyphFrame: Rect(x: 330, y: 17, width: 20, height: 20), turns: 0) } },
         ["error clipping.bounds"]),
        ("truncated time", { $0.edit(.time) { $0.truncated = true } }, ["error clipping.truncated", "error hierarchy.truncated"]),
        ("ellipsized destination is info", { $0.edit(.destination) { $0.truncated = true } }, ["info clipping.ellipsis"]),
        ("huge name at AX5, laid out at the medium widget's XXXL cap", { s in
            s.tree.environment.textSize = .ax5; s.tree.renderedTextSize = .xxxLarge
            s.edit(.title) { $0.text = String(repeating: "Belmont ", count: 12); $0.truncated = true }
        }, ["info clipping.ellipsis", "info dynamicType.cap", "warning hierarchy.truncated"]),
        // (Every request from XL up may take L with the whole name: a size it never tries is larger.)
        ("laid out at a size the request never tries", { s in
            s.tree.environment.textSize = .xxLarge; s.tree.renderedTextSize = .ax1
        }, ["error dynamicType.size"]),
        ("no composition fits", { s in
            var c = Composition(rows: 2, row: .inline)
            c.forced = true
            s.tree.composition = c
        }, ["error dynamicType.overflow"]),
        ("the rectangular accessory gives up its refresh", { s in
            s.tree.composition = Composition(rows: 1, row: .valueOnly, refresh: false)
            s.tree.elements.removeAll { $0.role == .refresh }
        }, []),
        ("name cut to a letter or two", { $0.edit(.title) { $0.frame.width = 30; $0.truncated = true } },
         ["info clipping.ellipsis", "error hierarchy.truncated"]),
        ("no mode icon", { $0.tree.elements.removeAll { $0.role == .icon } }, ["error hierarchy.missing"]),
        ("no freshness", { $0.tree.elements.removeAll { $0.role == .subtitle } }, ["error hierarchy.missing"]),
        ("no primary value", { $0.tree.elements.removeAll { $0.role == .time } }, ["error hierarchy.missing"]),
        ("ink outside the rounded corner", { s in
            s.tree.elements.append(AuditFixture.text(.message, "x", Rect(x: 0, y: 0, width: 8, height: 8)))
        }, ["error clipping.ink"]),
        ("overlapping texts", { $0.edit(.subtitle) { $0.frame.y = 30 } }, ["error overlap.text"]),
        ("time under the refresh target", { $0.edit(.time) { $0.frame = Rect(x: 270, y: 40, width: 52, height: 20) } },
         ["error overlap.refresh"]),
        ("10 pt text", { $0.edit(.time) { e in
            if case .text(var run) = e.paint { run.font.size = 10; e.paint = .text(run) } } }, ["error size.text"]),
        ("30 pt target", { $0.edit(.refresh) { $0.frame = Rect(x: 285, y: 12, width: 30, height: 30) } }, ["error size.target"]),
        ("target outside the presentation", { $0.edit(.refresh) { $0.frame.x = 300 } }, ["error clipping.bounds", "error size.target"]),
        ("stale without a word", { s in s.presentation.isStale = true; s.presentation.status = .stale
            s.edit(.time) { $0.text = "2:24 PM" } }, ["error status.word"]),
        ("missing label on an action", { $0.edit(.refresh) { $0.label = nil } }, ["error action.label", "error action.refresh"]),
        ("refresh with the wrong intent", { $0.edit(.refresh) { $0.action = "intent:Other" } }, ["error action.refresh"]),
        ("busy refresh keeps the idle label", { $0.presentation.refreshBusy = true }, ["error action.refresh"]),
        ("background opens the web", { $0.edit(.background) { $0.action = "https://example.com" } }, ["error action.background"]),
        ("summary without the stop or a period", { $0.edit(.background) { $0.label = "Red Line to Howard" } },
         ["error action.background", "error action.background"]),
        ("seconds in a fresh time", { $0.edit(.time) { $0.text = "3 min 20 s" } }, ["error spec.seconds"]),
        ("marker in the header", { s in
            s.tree.elements.append(LayoutElement(role: .routeMarker, frame: Rect(x: 150, y: 20, width: 12, height: 12),
                                                 paint: .circle(fill: Color(r: 0xC6, g: 0x0C, b: 0x30)), label: "Red Line"))
        }, ["error spec.headerMarker"]),
        ("wrong row count", { $0.upcomingArrivals = 3 }, ["error spec.rowCount"]),
    ]

    @Test(arguments: rows.indices)
    func eachRuleFailsWhenItShould(_ i: Int) {
        let (name, change, expected) = Self.rows[i]
        let findings = AuditChecks.run(AuditFixture.with(change))
        #expect(findings.map { "\($0.severity.rawValue) \($0.rule)" }.sorted() == expected.sorted(), "\(name): \(findings.map(\.line))")
    }

    @Test func staleLabelRightOfRefreshFailsAndLeftPasses() {
        func subject(x: Double) -> AuditSubject {
            AuditFixture.with { s in
                s.presentation.isStale = true; s.presentation.status = .stale
                s.edit(.time) { $0.text = "2:24 PM" }
                s.tree.elements.append(LayoutElement(role: .statusLabel, frame: Rect(x: x, y: 18, width: 40, height: 17),
                                                     paint: .badge("Stale", font: AuditFixture.caption2, textColor: AuditFixture.black,
                                                                   fill: AuditFixture.white), text: "Stale", label: "Stale"))
            }
        }
        #expect(SpecRulesCheck.check(subject(x: 230)).map(\.rule.id) == [])
        #expect(SpecRulesCheck.check(subject(x: 230)).isEmpty && StatusWordCheck.check(subject(x: 230)).isEmpty)
        #expect(SpecRulesCheck.check(subject(x: 290)).map(\.rule.id) == ["spec.staleOrder"])
    }

    @Test func compactIslandWithoutTheWordIsInfo() {
        let s = AuditFixture.with { s in
            s.presentation.isStale = true; s.presentation.status = .stale
            s.tree.environment.surface = .liveActivityCompact
        }
        #expect(StatusWordCheck.check(s).map { "\($0.severity.rawValue) \($0.rule)" } == ["info status.word"])
    }
}
