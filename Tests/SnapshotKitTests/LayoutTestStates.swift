import Foundation
@testable import SnapshotLayout
@testable import SnapshotModel
@testable import SnapshotPresentation
@testable import SnapshotRules
@testable import SnapshotScenario
import Testing

/// The states the accessory and island layout tables run over, with the fixed-advance
/// fake measurer: Belmont fresh (updated 2 min ago), stale (18 min ago, activity stale at
/// 14:12), a stop with no upcoming arrivals, and no favorite chosen.
enum LayoutTestState: String, CaseIterable, Sendable {
    case fresh, stale, noArrivals, noFavorite

    func scenario(status: ScenarioStatus = .current) -> Scenario {
        var s: Scenario
        switch self {
        case .fresh: s = TestScenarios.scenario()
        case .stale:
            s = TestScenarios.scenario(updatedAt: ScenarioFixtures.chicago(14, 3), staleDate: ScenarioFixtures.chicago(14, 12))
        case .noArrivals: s = TestScenarios.scenario(arrivals: [])
        case .noFavorite: s = TestScenarios.scenario(favorite: .notChosen)
        }
        s.status = status
        return s
    }

    /// The presentation and its tree through the dispatcher, as the CLI lays it out.
    func tree(_ surface: Surface, _ device: Device, _ size: TextSize = .large, status: ScenarioStatus = .current,
              scenario: Scenario? = nil) -> (Presentation, LayoutTree) {
        let s = scenario ?? self.scenario(status: status)
        let env = TestScenarios.environment(surface, device, .light, size)
        let p = Presenter.present(s, in: env, now: s.now)
        return (p, PresentationLayout(measurer: FixedAdvanceMeasurer()).layout(p, in: env))
    }
}

extension LayoutTestState {
    /// Lays out `surface` on `device` in every state, at Large and (when the surface honours
    /// Dynamic Type) AX3, checks what every presentation shares — the background covers the
    /// surface with the summary and deep link, frames stay inside, times are never cut, the
    /// refresh target only where `RowRules` gives one and 44 × 44 — then runs `body`.
    static func checkEach(_ surface: Surface, _ device: Device,
                          _ body: (LayoutTestState, Presentation, LayoutTree, String) throws -> Void) throws {
        for state in allCases {
            for size in surface.honoursDynamicType ? [TextSize.large, .ax3] : [.large] {
                let (p, tree) = state.tree(surface, device, size)
                let where_ = "\(surface.rawValue) \(device.rawValue) \(state) \(size.rawValue)"
                let background = try #require(tree.elements.first, "\(where_)")
                #expect(background.role == .background && background.frame == tree.canvas, "\(where_)")
                #expect(background.label == p.spokenSummary && background.action == p.deepLink, "\(where_)")
                for e in tree.elements {
                    #expect(tree.canvas.contains(e.frame), "\(where_): \(e.role) \(e.frame) leaves \(tree.canvas)")
                }
                #expect(tree.elements(.time).allSatisfy { !$0.truncated }, "\(where_)")
                let refresh = tree.elements(.refresh)
                // The rectangular accessory gives up the proposed refresh when a line needs the width.
                let givenUp = tree.composition?.refresh == false
                #expect(refresh.count == (RowRules.hasRefresh(surface) && p.showsRefresh && !givenUp ? 1 : 0), "\(where_)")
                for r in refresh {
                    #expect(r.frame.width >= 44 && r.frame.height >= 44 && r.action == RefreshAction.intent, "\(where_)")
                }
                #expect(tree.renderedTextSize <= size, "\(where_)")
                try body(state, p, tree, where_)
            }
        }
    }
}

extension LayoutTree {
    /// The whole surface.
    var canvas: Rect { Rect(x: 0, y: 0, width: size.width, height: size.height) }

    /// Every element's text joined with spaces, as spec-check reads the inline accessory.
    var joinedText: String { elements.compactMap(\.drawnText).joined(separator: " ") }
}
