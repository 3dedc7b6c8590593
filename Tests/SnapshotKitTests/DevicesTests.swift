import Foundation
import Testing
@testable import SnapshotAudit
@testable import SnapshotCatalog
@testable import SnapshotLayout
@testable import SnapshotModel
@testable import SnapshotPresentation
@testable import SnapshotRules
@testable import SnapshotScenario

/// The mirrors and devices the seeds name (issue 39): the watch's Smart Stack and CarPlay
/// mirror the compact island, CarPlay shows the small widget without its background, the 17e
/// has no island, and StandBy starts minimal. Sizes are the reference's (§3.2 390×844 row,
/// §4.3 "screen width − 22", §4.5 watch and CarPlay); scales docs/spec-decisions.md.
@Suite struct DevicesTests {
    typealias T = TestScenarios
    static let factory = try! SnapshotFactory(iconsDirectory: TestPaths.icons, workers: 1)

    /// Reference §4.5 and §4.3, each presentation's points on its device.
    static let sizes: [(Surface, Device, Double, Double)] = [
        (.liveActivitySmartStack, .watch40, 152, 69.5), (.liveActivitySmartStack, .watch41, 165, 72.5),
        (.liveActivitySmartStack, .watch44, 173, 76.5), (.liveActivitySmartStack, .watch45, 184, 80.5),
        (.liveActivitySmartStack, .watch49, 191, 81.5),
        (.liveActivityCarPlay, .carPlay240x78, 240, 78), (.liveActivityCarPlay, .carPlay240x100, 240, 100),
        (.liveActivityCarPlay, .carPlay170x78, 170, 78),
        // The 17e: the 390×844 row's widgets, the Lock Screen at screen width − 22 (UNVERIFIED).
        (.systemSmall, .iPhone390, 158, 158), (.systemMedium, .iPhone390, 338, 158), (.systemLarge, .iPhone390, 338, 354),
        (.accessoryCircular, .iPhone390, 72, 72), (.accessoryRectangular, .iPhone390, 160, 72),
        (.accessoryInline, .iPhone390, 234, 26),
    ]

    /// `snapshot render` draws each at its points × the device's scale (phones @3x, watch and CarPlay @2x).
    @Test(arguments: sizes)
    func drawnAtTheReferenceSize(_ surface: Surface, _ device: Device, _ width: Double, _ height: Double) throws {
        let spec = SnapshotSpec(scenarioID: "test", environment: T.environment(surface, device, surface.appearances[0]))
        let rendered = try Self.factory.render(T.scenario(), spec)
        #expect(rendered.tree.size.width == width && abs(rendered.tree.size.height - height) < 0.01)
        let scale = Double(device.scale)
        #expect(rendered.bitmap.width == Int((width * scale).rounded()) && rendered.bitmap.height == Int((height * scale).rounded()))
        #expect(device.scale == (device.kind == .phone ? 3 : 2))
    }

    /// The 17e's Lock Screen activity is screen width − 22 wide (reference §4.3, UNVERIFIED) and
    /// 84–160 tall; StandBy's minimal start is the minimal (36.67–45 × 36.67) at StandBy's 2×.
    @Test(arguments: [(Surface.liveActivityLockScreen, Device.iPhone390, 368.0...368.0, 84.0...160.0),
                      (.standByLiveActivityMinimal, .iPhone393, 73.34...90, 73.34...73.34),
                      (.standByLiveActivityMinimal, .iPhone390, 73.34...90, 73.34...73.34)])
    func drawnWithinTheReferenceRange(_ surface: Surface, _ device: Device, _ widths: ClosedRange<Double>,
                                      _ heights: ClosedRange<Double>) throws {
        let spec = SnapshotSpec(scenarioID: "test", environment: T.environment(surface, device, surface.appearances[0]))
        let rendered = try Self.factory.render(T.scenario(), spec)
        let size = rendered.tree.size
        #expect(widths.contains(size.width) && heights.contains((size.height * 100).rounded() / 100), "\(size)")
        #expect(rendered.bitmap.width == Int((size.width * 3).rounded()) && rendered.bitmap.height == Int((size.height * 3).rounded()))
    }

    /// Each device has the surfaces the seeds give it, and nothing falls back to another device's size.
    @Test(arguments: [
        (Device.watch45, [Surface.liveActivitySmartStack]),
        (.carPlay240x78, [.systemSmall, .liveActivityCarPlay]),
        (.carPlay170x78, [.liveActivityCarPlay]),
        (.iPhone390, Surface.allCases.filter { ![.dynamicIsland, .watchSmartStack, .carPlay].contains($0.place) }),
        (.iPhone393, Surface.allCases.filter { ![.watchSmartStack, .carPlay].contains($0.place) }),
    ])
    func eachDeviceHasItsSurfaces(_ device: Device, _ surfaces: [Surface]) {
        #expect(Surface.allCases.filter { $0.spec.has(on: device) } == surfaces)
    }

    /// "Default mirror only": the compact's leading route and trailing value, no refresh, no
    /// action of its own (the system owns the tap), the presentation's summary as its label.
    @Test(arguments: [Device.watch40, .watch49, .carPlay240x78, .carPlay170x78], [LayoutTestState.fresh, .stale])
    func theMirrorIsTheCompactsRegions(_ device: Device, _ state: LayoutTestState) throws {
        let surface: Surface = device.kind == .watch ? .liveActivitySmartStack : .liveActivityCarPlay
        let (p, mirror) = state.tree(surface, device)
        let (_, compact) = state.tree(.liveActivityCompact, .iPhone393)
        // The same regions with the same values; a cue the island draws as its glyph, the mirror
        // spells where its room holds the word ("Stale 2:21 PM").
        let shown = { (t: LayoutTree) in
            t.elements.filter { $0.role != .background }.map { [$0.role.rawValue, $0.role == .statusLabel ? "cue" : $0.text ?? ""] }
        }
        #expect(shown(mirror) == shown(compact))
        #expect(mirror.elements(.statusLabel).allSatisfy { ["", p.statusWord].contains($0.text) })
        #expect(mirror.elements(.refresh).isEmpty)
        let background = try #require(mirror.elements.first)
        #expect(background.role == .background && background.action == nil && background.label == p.spokenSummary)
        // The route starts at the margin, the value ends at it, both inside the platter.
        let content = mirror.elements.dropFirst()
        let margin = surface.spec.margin
        #expect(abs((content.map(\.frame.minX).min() ?? 0) - margin) < 0.01)
        #expect((content.map(\.frame.maxX).max() ?? 0) <= mirror.size.width - margin + 0.01)
        #expect(content.allSatisfy { $0.frame.minY >= 0 && $0.frame.maxY <= mirror.size.height })
    }

    /// CarPlay shows the small widget in full colour "with the background removed" (seed 001); the
    /// watch's Smart Stack in full colour.
    @Test func carPlayRemovesTheWidgetBackground() throws {
        let (_, tree) = LayoutTestState.fresh.tree(.systemSmall, .carPlay240x78)
        #expect(tree.elements.first?.paint == ElementPaint.none)
        #expect(LayoutTestState.fresh.tree(.systemSmall, .iPhone393).1.elements.first?.paint != ElementPaint.none)
        #expect(Surface.systemSmall.modes(on: .carPlay240x78) == [.fullColor])
        #expect(Surface.liveActivitySmartStack.modes(on: .watch40) == [.fullColor])
        #expect(Surface.standByLiveActivityMinimal.modes == [.fullColor, .nightRed])
    }

    /// A run naming the 17e for the island draws its Lock Screen, not the island, and says so once.
    @Test func aPhoneWithoutTheIslandSaysSoOnce() {
        var a = T.scenario(id: "a"), b = T.scenario(id: "b")
        a.axes = [ScenarioAxes(devices: [.iPhone390])]; b.axes = a.axes
        let plan = AxisSelection().plan(of: [a, b])
        #expect(!plan.snapshots.contains { $0.environment.surface.place == .dynamicIsland })
        #expect(plan.snapshots.contains { $0.environment.surface == .liveActivityLockScreen })
        #expect(plan.missingIsland == [.iPhone390])
        #expect(plan.missingIslandLines.count == 1)
        #expect(plan.missingIslandLines[0].contains("no Dynamic Island"))
    }

    /// A scenario that names no device draws each surface on its own default device: the phone's
    /// on 393x852, the mirrors on the smallest watch and CarPlay's first screen.
    @Test func eachSurfaceOnItsDefaultDevice() {
        let specs = AxisSelection().snapshots(of: [T.scenario()])
        for surface in Surface.allCases {
            let devices = Set(specs.filter { $0.environment.surface == surface }.map(\.environment.device))
            #expect(devices == [surface.defaultDevice], "\(surface.rawValue)")
        }
        #expect(Surface.liveActivitySmartStack.defaultDevice == .watch40)
        #expect(Surface.liveActivityCarPlay.defaultDevice == .carPlay240x78)
    }

    /// The audit, naming no device, holds every surface to its rules at its default device
    /// ("the audit … cover[s] them"), and the small widget on CarPlay too: it once audited the
    /// 393x852 phone alone and never saw the mirrors.
    @Test func theAuditCoversEverySurface() {
        let specs = AuditAxes.merged(AxisSelection()).snapshots(of: [T.scenario()])
        for surface in Surface.allCases {
            #expect(specs.contains { $0.environment.surface == surface && $0.environment.device == surface.defaultDevice },
                    "\(surface.rawValue)")
        }
        #expect(specs.contains { $0.environment.surface == .systemSmall && $0.environment.device == .carPlay240x78 })
    }
}
