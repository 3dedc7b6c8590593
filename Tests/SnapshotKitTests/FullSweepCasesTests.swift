import Foundation
@testable import SnapshotLayout
@testable import SnapshotModel
@testable import SnapshotPresentation
@testable import SnapshotRender
@testable import SnapshotRules
@testable import SnapshotScenario
import Testing

/// The cases `snapshot sweep --full` failed on (issue 20), as the sweep wrote them out, each held
/// to the rule it broke, with the real Pango measurer.
@Suite struct FullSweepCasesTests {
    static let layout = PresentationLayout(measurer: try! PangoTextMeasurer())

    static func tree(_ id: String, _ surface: Surface, _ size: TextSize, privacy: Privacy = .unlocked,
                     after minutes: Int = 0) throws -> LayoutTree {
        var s = try TestScenarios.fixture(id)
        s.now = s.now.addingTimeInterval(Double(minutes) * 60)
        let env = RenderEnvironment(surface: surface, device: surface.defaultDevice, appearance: .light, textSize: size, privacy: privacy)
        return layout.layout(Presenter.present(s, in: env, now: s.now), in: env)
    }

    /// identity.whole: a name of at most 20 characters is whole at L and XL on the small widget
    /// and StandBy. "Cuauhtémoc" beside the small widget's controls, "Wien Westbahnhof" at XL:
    /// when no composition keeps every word whole, the name is hyphenated in its language rather than cut.
    @Test(arguments: [("sw-206874", Surface.systemSmall, TextSize.large), ("sw-219804", .standByWidget, .xLarge)])
    func shortNamesStayWhole(_ id: String, _ surface: Surface, _ size: TextSize) throws {
        let title = try #require(try Self.tree(id, surface, size).elements(.title).first)
        #expect(!title.truncated, "\(id): \(title.text ?? "")")
    }

    /// route.text on a locked device: a destination that is the stop's own name is barred, so the
    /// row names its line by the route's short name, never by its dot's colour alone.
    @Test func lockedTerminalRowNamesItsLine() throws {
        let tree = try Self.tree("sw-105149", .liveActivityLockScreen, .large, privacy: .locked)
        let rows = Set(tree.elements.compactMap(\.row))
        #expect(!rows.isEmpty)
        for row in rows {
            let words = tree.elements.filter { $0.row == row && [.destination, .routeMarker].contains($0.role) }
                .compactMap { e -> String? in if case .text = e.paint { e.text } else { nil } }
            #expect(!words.isEmpty, "row \(row) tells its line by colour alone")
            #expect(!words.contains { $0.contains("Dempster") }, "row \(row) shows the stop's name on a locked device")
        }
    }

    /// stability.composition: a delayed row keeps its composition as it comes due (+9 → +10 min):
    /// "Retrasado · Ahora" is as plausible as "Retrasado · 88 min".
    @Test(arguments: [(Surface.liveActivityLockScreen, TextSize.ax5), (.systemLarge, .ax3)])
    func aDelayComingDueKeepsItsComposition(_ surface: Surface, _ size: TextSize) throws {
        let before = try Self.tree("sw-232773", surface, size, after: 9).composition?.name
        let after = try Self.tree("sw-232773", surface, size, after: 10).composition?.name
        #expect(before == after)
    }

    /// hierarchy.truncated: a word wider than the Lock Screen's line beside the refresh button
    /// ran 65 pt past its frame and under the button ("Donaudampfschifffahrtsgesellschaft", the
    /// third of three activities at XXL, and the first word of "Wissenschaftspark Albert Einstein"
    /// at AX4, sweep seed 19). A composition that gives the name the full width now keeps it whole,
    /// every line within its frame, broken only between words.
    @Test(arguments: [("Donaudampfschifffahrtsgesellschaft", TextSize.xxLarge, ScenarioStatus.current, "en_US"),
                      ("Wissenschaftspark Albert Einstein", .ax4, .offline, "de_DE")])
    func aWordWiderThanItsLineKeepsToItsFrame(_ name: String, _ size: TextSize, _ status: ScenarioStatus, _ locale: String) throws {
        var favorite = TestScenarios.belmont
        favorite.stop.name = name
        var s = TestScenarios.scenario(locale: locale)
        s.favorite = .chosen(favorite)
        s.status = status
        let env = RenderEnvironment(surface: .liveActivityLockScreen, device: .iPhone393, appearance: .light, textSize: size)
        let tree = Self.layout.layout(Presenter.present(s, in: env, now: s.now), in: env)
        let title = try #require(tree.elements(.title).first)
        guard case .text(let run) = title.paint, let limit = run.wrapWidth else { Issue.record("the title is not wrapped text"); return }
        let set = Self.layout.measurer.measure(run)
        #expect(!title.truncated, "\(name) at \(size): \(title.lines ?? [])")
        #expect(set.width <= limit + 0.5 && title.frame.width <= limit + 0.5, "\(title.lines ?? []): \(set.width) pt on a \(limit) pt line")
        #expect(title.lines?.joined(separator: " ") == name)
    }
}
