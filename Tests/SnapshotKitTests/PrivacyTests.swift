import Foundation
@testable import SnapshotAudit
@testable import SnapshotCatalog
@testable import SnapshotLayout
@testable import SnapshotModel
@testable import SnapshotRules
@testable import SnapshotScenario
import Testing

/// Locked and private (issue 23 item 3): "the stop name and times are redacted as the system
/// does, the structural snapshot holds none of the hidden text, and the accessibility label
/// says only what may be spoken". Which surfaces redact is their `SurfaceSpec.privacies`.
@Suite struct PrivacyTests {
    static let factory = ActivitiesTests.factory

    static func rendered(_ s: Scenario, _ surface: Surface, _ privacy: Privacy = .locked) throws -> RenderedSnapshot {
        let env = RenderEnvironment(surface: surface, device: surface.defaultDevice, appearance: .dark, textSize: .large,
                                    privacy: privacy)
        return try factory.render(s, SnapshotSpec(scenarioID: s.id, environment: env))
    }

    /// What may be spoken of Belmont (Red Due, Brown 7 min; updated 2 min ago): the kind of stop,
    /// the lines shown, freshness; one line where the surface shows one row.
    static let spoken = [
        1: "Train station. Red Line. Updated 2 minutes ago.",
        2: "Train station. Red Line, Brown Line. Updated 2 minutes ago.",
    ]
    /// Belmont's stop name and times, as drawn and as spoken.
    static let hidden = ["Belmont", "Due", "7 min", "due now", "7 minutes"]

    @Test(arguments: Surface.allCases)
    func lockedSurfacesHideTheStopAndTimes(_ surface: Surface) throws {
        let s = try ActivitiesTests.belmont()
        let plan = AxisSelection(surfaces: [surface], privacies: [.locked]).snapshots(of: [s])
        guard surface.spec.redactsWhenLocked else {
            #expect(plan.isEmpty, "\(surface) is never seen locked, so it has no locked snapshot")
            return
        }
        #expect(!plan.isEmpty && Set(plan.map(\.environment.privacy)) == [.locked])
        let snapshot = try Self.rendered(s, surface)
        let json = try snapshot.layoutJSON
        for text in Self.hidden { #expect(!json.contains(text), "\(surface): the structural snapshot holds \"\(text)\"") }
        #expect(snapshot.tree.elements.contains { $0.role == .redacted && $0.text == nil && $0.label == nil })
        let rows = min(snapshot.presentation.rows.count, 2)
        #expect(snapshot.tree.spokenSummary == Self.spoken[rows], "\(surface)")
        #expect(PrivacyCheck.check(Self.subject(snapshot)).isEmpty)
    }

    /// Unlocked, every surface draws what it always drew.
    @Test(arguments: Surface.allCases)
    func unlockedIsUnchanged(_ surface: Surface) throws {
        let s = try ActivitiesTests.belmont()
        let snapshot = try Self.rendered(s, surface, .unlocked)
        #expect(!snapshot.tree.elements.contains { $0.role == .redacted })
        #expect(snapshot.tree.spokenSummary.hasPrefix("Belmont."))
    }

    /// A destination that is the stop itself ("Belmont" to "Belmont") names the stop too.
    @Test(arguments: Surface.allCases.filter { $0.spec.redactsWhenLocked })
    func anyTextNamingTheStopIsBarred(_ surface: Surface) throws {
        var s = try ActivitiesTests.belmont()
        s.arrivals = s.arrivals.map { var a = $0; a.destination = "Belmont"; return a }
        let snapshot = try Self.rendered(s, surface)
        #expect(!(try snapshot.layoutJSON).contains("Belmont"))
        #expect(PrivacyCheck.check(Self.subject(snapshot)).isEmpty)
    }

    /// Freshness may be spoken: "Updated 7 min ago" stays beside a barred "7 min" row.
    @Test(arguments: Surface.allCases.filter { $0.spec.redactsWhenLocked && $0.spec.carriesHierarchy })
    func freshnessWithARowsNumberStays(_ surface: Surface) throws {
        var s = try ActivitiesTests.belmont()
        s.updatedAt = s.now.addingTimeInterval(-7 * 60)
        let snapshot = try Self.rendered(s, surface)
        #expect(snapshot.tree.elements.contains { $0.role == .subtitle && ($0.text ?? "").contains("7") }, "\(surface)")
        #expect(!snapshot.tree.elements.contains { $0.role == .time })
    }

    /// The rule fails a locked tree that shows the name, or a time left unbarred.
    @Test(arguments: [ElementRole.title, .time])
    func leakIsAnError(_ role: ElementRole) throws {
        let s = try ActivitiesTests.belmont()
        var snapshot = try Self.rendered(s, .accessoryRectangular)
        let text = role == .title ? "Belmont" : "Due"
        snapshot.tree.elements.append(LayoutElement(role: role, frame: Rect(x: 0, y: 0, width: 40, height: 12),
                                                    paint: .text(TextRun(text, font: .style(.body, .large), color: Color(r: 255, g: 255, b: 255),
                                                                         wrapWidth: nil)),
                                                    text: text, label: text))
        let findings = PrivacyCheck.check(Self.subject(snapshot))
        #expect(findings.map(\.rule.id) == ["privacy.leak"])
        #expect(findings.allSatisfy { $0.severity == .error })
    }

    /// The German locked summary says the German words only (a test of the second locale).
    @Test func germanLockedSummary() throws {
        var s = try ActivitiesTests.belmont()
        s.localeIdentifier = "de_DE"
        s.locale = Locale(identifier: "de_DE")
        let snapshot = try Self.rendered(s, .accessoryCircular)
        #expect(snapshot.tree.spokenSummary == "Bahnhof. Red Line. Vor 2 Minuten aktualisiert.")
    }

    /// `snapshot audit --privacy locked` audits the locked state alone; the audit's default is both.
    @Test func auditKeepsTheChosenPrivacy() {
        #expect(AuditAxes.merged(AxisSelection(privacies: [.locked])).privacies == [.locked])
        #expect(AuditAxes.merged(AxisSelection()).privacies == Privacy.allCases)
    }

    /// New axes appear in golden names only off their default, as `_accented` does.
    @Test(arguments: [(Privacy.unlocked, "accessoryInline_393x852_light_L"), (.locked, "accessoryInline_393x852_light_L_locked")])
    func names(_ privacy: Privacy, _ name: String) {
        let env = RenderEnvironment(surface: .accessoryInline, device: .iPhone393, appearance: .light, textSize: .large,
                                    privacy: privacy)
        #expect(SnapshotSpec(scenarioID: "x", environment: env).name == name)
    }

    static func subject(_ r: RenderedSnapshot) -> AuditSubject {
        AuditSubject(key: r.spec.key, presentation: r.presentation, tree: r.tree, bitmap: r.bitmap,
                     upcomingArrivals: r.presentation.rows.count)
    }
}
