import Foundation
@testable import SnapshotLayout
@testable import SnapshotModel
@testable import SnapshotPresentation
@testable import SnapshotRules
@testable import SnapshotScenario
import Testing

/// The shared layout's geometry invariants, with the fixed-advance fake measurer.
@Suite struct LayoutTests {
    typealias T = TestScenarios
    static let layout = SharedLayout(measurer: FixedAdvanceMeasurer())

    enum Freshness: String, CaseIterable, Sendable { case fresh, stale }

    /// Belmont fresh (updated 2 min ago) or stale (18 min ago, activity stale at 14:12).
    static func tree(_ surface: Surface, _ device: Device, _ size: TextSize, _ freshness: Freshness,
                     scenario: Scenario? = nil) -> (Presentation, LayoutTree) {
        let s = scenario ?? (freshness == .fresh
            ? T.scenario()
            : T.scenario(updatedAt: ScenarioFixtures.chicago(14, 3), staleDate: ScenarioFixtures.chicago(14, 12)))
        let env = T.environment(surface, device, .light, size)
        let p = Presenter.present(s, in: env, now: s.now)
        return (p, layout.layout(p, in: env))
    }

    static func describe(_ e: LayoutElement) -> String {
        "\(e.role.rawValue)\(e.row.map { "#\($0)" } ?? "") \(e.frame)"
    }

    /// The surfaces the shared layout draws (the others have their own layouts and tests).
    static let sharedSurfaces: [Surface] = [.systemSmall, .systemMedium, .systemLarge, .liveActivityLockScreen]

    @Test(arguments: sharedSurfaces, Device.phones)
    func invariants(_ surface: Surface, _ device: Device) throws {
        for size in [TextSize.large, .ax3] {
            for freshness in Freshness.allCases {
                try checkInvariants(surface, device, size, freshness)
            }
        }
    }

    func checkInvariants(_ surface: Surface, _ device: Device, _ size: TextSize, _ freshness: Freshness) throws {
        let (p, tree) = Self.tree(surface, device, size, freshness)
        let where_ = "\(surface.rawValue) \(device.rawValue) \(size.rawValue) \(freshness)"
        let canvas = Rect(x: 0, y: 0, width: tree.size.width, height: tree.size.height)
        #expect(p.isStale == (freshness == .stale), "\(where_)")

        for e in tree.elements {
            #expect(canvas.contains(e.frame), "\(where_): \(Self.describe(e)) leaves \(canvas)")
        }
        let refresh = try #require(tree.elements(.refresh).first, "\(where_): no refresh")
        #expect(tree.elements(.refresh).count == 1)
        #expect(refresh.frame.width == 44 && refresh.frame.height == 44, "\(where_): \(refresh.frame)")
        #expect(refresh.action == RefreshAction.intent)
        for e in tree.elements where e.role != .background && e.role != .refresh {
            #expect(!e.frame.intersects(refresh.frame), "\(where_): \(Self.describe(e)) overlaps the refresh target")
        }

        let stale = tree.elements(.statusLabel)
        #expect(stale.count == (freshness == .stale ? 1 : 0), "\(where_)")
        if let capsule = stale.first {
            #expect(capsule.text == "Stale")
            #expect(capsule.frame.maxX <= refresh.frame.minX, "\(where_): capsule \(capsule.frame)")
            #expect(capsule.frame.minY < refresh.frame.maxY && refresh.frame.minY < capsule.frame.maxY,
                    "\(where_): capsule \(capsule.frame) not on the refresh row \(refresh.frame)")
        }

        let times = tree.elements(.time)
        #expect(times.count == min(RowRules.rows(surface, textSize: size), T.belmontArrivals.count), "\(where_)")
        #expect(times.allSatisfy { !$0.truncated }, "\(where_)")
        let title = try #require(tree.elements(.title).first)
        for marker in tree.elements(.routeMarker) {
            #expect(marker.frame.minY >= title.frame.maxY, "\(where_): marker \(marker.frame) in the header")
        }
        if surface == .liveActivityLockScreen {
            #expect((84.0...160.0).contains(tree.size.height), "\(where_): height \(tree.size.height)")
        }
        #expect(tree.renderedTextSize <= size, "\(where_)")
    }

    @Test(arguments: [
        (Surface.systemSmall, Device.iPhone393, 158.0, 158.0), (.systemSmall, .iPhone430, 170, 170),
        (.systemMedium, .iPhone393, 338, 158), (.systemMedium, .iPhone430, 364, 170),
    ])
    func widgetSizes(_ surface: Surface, _ device: Device, _ width: Double, _ height: Double) {
        for freshness in Freshness.allCases {
            let (_, tree) = Self.tree(surface, device, .large, freshness)
            #expect(tree.size == Size(width: width, height: height))
        }
    }

    @Test(arguments: [(Device.iPhone393, 371.0), (.iPhone430, 408.0)])
    func liveActivityWidth(_ device: Device, _ width: Double) {
        #expect(Self.tree(.liveActivityLockScreen, device, .large, .fresh).1.size.width == width)
    }

    struct FitCase: Sendable, CustomTestStringConvertible {
        let name: String
        let surface: Surface
        let size: TextSize
        var stop = "Belmont"
        var destination = "Howard"
        /// Roles expected to be truncated; every other element is set in full.
        let truncated: Set<ElementRole>
        var testDescription: String { name }
    }

    static let long60 = String(repeating: "Long Stop Name ", count: 4) // 60 characters

    @Test(arguments: [
        FitCase(name: "short names fit", surface: .systemMedium, size: .large, truncated: []),
        FitCase(name: "60-character stop, medium", surface: .systemMedium, size: .large, stop: long60, truncated: [.title]),
        FitCase(name: "60-character stop, small", surface: .systemSmall, size: .large, stop: long60, truncated: [.title]),
        // The whole name at a smaller size, down to XL, before it is cut.
        FitCase(name: "60-character stop, Lock Screen AX3", surface: .liveActivityLockScreen, size: .ax3,
                stop: long60, truncated: []),
        FitCase(name: "60-character destination, small", surface: .systemSmall, size: .large,
                destination: long60, truncated: [.destination]),
        FitCase(name: "60-character destination, Lock Screen", surface: .liveActivityLockScreen, size: .large,
                destination: long60, truncated: [.destination]),
    ])
    func fit(_ c: FitCase) throws {
        #expect(Self.long60.count == 60)
        var favorite = T.belmont
        favorite.stop.name = c.stop
        var arrivals = T.belmontArrivals
        arrivals[0].destination = c.destination
        let (_, tree) = Self.tree(c.surface, .iPhone393, c.size, .fresh,
                                  scenario: T.scenario(favorite: .chosen(favorite), arrivals: arrivals))
        let truncated = Set(tree.elements.filter(\.truncated).map(\.role))
        #expect(truncated == c.truncated)
        #expect(tree.elements(.time).first?.text == "Due")
        #expect(tree.elements(.title).first?.text == c.stop)
        let canvas = Rect(x: 0, y: 0, width: tree.size.width, height: tree.size.height)
        #expect(tree.elements.allSatisfy { canvas.contains($0.frame) })
    }
}
