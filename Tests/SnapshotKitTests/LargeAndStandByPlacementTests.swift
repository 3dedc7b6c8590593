import Foundation
import Testing
@testable import SnapshotLayout
@testable import SnapshotModel
@testable import SnapshotPresentation
@testable import SnapshotRules
@testable import SnapshotScenario

/// Where the large widget's rows and StandBy's Live Activity sit (issue 20, docs/spec-decisions.md
/// "Large widget slots" and "StandBy's Live Activity fills the screen").
@Suite struct LargeAndStandByPlacementTests {
    typealias T = TestScenarios
    static let layout = PresentationLayout(measurer: FixedAdvanceMeasurer())

    static func tree(_ surface: Surface, _ device: Device? = nil, _ size: TextSize = .large,
                     arrivals: Int = 2) -> LayoutTree {
        let minutes = [1, 2, 3, 5, 6, 8]
        let rows = (0..<arrivals).map { T.arrival("Red", "Howard \($0)", 14, 21 + minutes[$0]) }
        let s = T.scenario(arrivals: rows)
        let env = T.environment(surface, device, .dark, size)
        return layout.layout(Presenter.present(s, in: env, now: s.now), in: env)
    }

    /// Seed 004 "preserve position": a slot does not move with the number of arrivals, and the
    /// first sits under the header (pinned to the foot, two arrivals floated mid-card).
    @Test(arguments: [TextSize.large, .xxxLarge, .ax3], Device.phones)
    func largeRowsKeepTheirSlotsUnderTheHeader(_ size: TextSize, _ device: Device) throws {
        let few = Self.tree(.systemLarge, device, size, arrivals: 2), full = Self.tree(.systemLarge, device, size, arrivals: 6)
        let fewTimes = few.elements(.time), fullTimes = full.elements(.time)
        try #require(fewTimes.count == 2 && fullTimes.count >= 2)
        #expect(fewTimes.map(\.frame) == fullTimes.prefix(2).map(\.frame))
        let header = few.elements.filter { [.title, .subtitle].contains($0.role) }.map(\.frame.maxY).max()!
        let spec = Surface.systemLarge.spec
        #expect(fewTimes[0].frame.minY >= header && fewTimes[0].frame.minY <= header + spec.headerToRows + 20)
        // Every slot filled reaches no further than the bottom margin.
        #expect(fullTimes.last!.frame.maxY <= full.size.height - spec.margin + 0.001)
    }

    /// Seed 001 "tapping it opens the Lock Screen layout at 2×"; reference §4.4: the background is
    /// extended to the whole screen. The activity is the Lock Screen's tree, doubled and centred.
    @Test(arguments: Device.phones, [TextSize.large, .ax3])
    func standByActivityFillsTheScreen(_ device: Device, _ size: TextSize) throws {
        let tree = Self.tree(.standByLiveActivity, device, size)
        let base = Self.tree(.liveActivityLockScreen, device, size).scaled(by: SurfaceMetrics.standByScale)
        let screen = SurfaceMetrics.standByScreen(device)
        #expect(tree.size == Size(width: screen.width, height: screen.height))
        let wall = try #require(tree.elements.first)
        #expect(wall.role == .background && wall.frame == tree.canvas)
        if case .roundedRect(_, let radius) = wall.paint { #expect(radius == 0) } else { Issue.record("background paint") }
        let dx = tree.elements[1].frame.x - base.elements[1].frame.x, dy = tree.elements[1].frame.y - base.elements[1].frame.y
        #expect(abs(dx - (screen.width - base.size.width) / 2) <= 0.5 && abs(dy - (screen.height - base.size.height) / 2) <= 0.5)
        #expect(zip(tree.elements.dropFirst(), base.elements.dropFirst()).allSatisfy {
            $0.frame == Rect(x: $1.frame.x + dx, y: $1.frame.y + dy, width: $1.frame.width, height: $1.frame.height)
                && $0.role == $1.role && $0.text == $1.text
        })
    }
}
