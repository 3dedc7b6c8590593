import Foundation
@testable import SnapshotKit

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

extension LayoutTree {
    /// The whole surface.
    var canvas: Rect { Rect(x: 0, y: 0, width: size.width, height: size.height) }

    /// Every element's text joined with spaces, as spec-check reads the inline accessory.
    var joinedText: String { elements.compactMap(\.text).joined(separator: " ") }
}
