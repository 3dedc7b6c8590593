import Foundation
@testable import SnapshotCatalog
@testable import SnapshotModel
@testable import SnapshotRules
@testable import SnapshotScenario
import SnapshotFormats
import Testing

/// Snapshot names and keys, the default axis matrix, and glob filtering.
@Suite struct CatalogTests {
    typealias T = TestScenarios

    @Test(arguments: [
        (Surface.systemSmall, Device.iPhone393, Appearance.light, TextSize.large, nil as String?,
         "systemSmall_393x852_light_L"),
        (.systemMedium, .iPhone430, .dark, .ax3, nil, "systemMedium_430x932_dark_AX3"),
        (.liveActivityLockScreen, .iPhone393, .dark, .xxxLarge, nil, "liveActivityLockScreen_393x852_dark_XXXL"),
        (.systemSmall, .iPhone393, .light, .large, "+15m", "systemSmall_393x852_light_L_at+15m"),
        (.liveActivityLockScreen, .iPhone430, .light, .ax5, "+90s", "liveActivityLockScreen_430x932_light_AX5_at+90s"),
    ])
    func nameAndKey(_ surface: Surface, _ device: Device, _ appearance: Appearance, _ size: TextSize,
                    _ offset: String?, _ name: String) throws {
        let spec = SnapshotSpec(scenarioID: "belmont-fresh",
                                environment: T.environment(surface, device, appearance, size),
                                offset: try offset.map { try #require(TimelineOffset($0)) })
        #expect(spec.name == name)
        #expect(spec.key == "belmont-fresh/" + name)
    }

    @Test func modeOtherThanTheSurfaceDefaultIsNamed() {
        let accented = SnapshotSpec(scenarioID: "x", environment: RenderEnvironment(
            surface: .systemSmall, device: .iPhone393, appearance: .light, textSize: .large, mode: .accented))
        let night = SnapshotSpec(scenarioID: "x", environment: RenderEnvironment(
            surface: .standByWidget, device: .iPhone393, appearance: .dark, textSize: .large, mode: .nightRed))
        let vibrant = SnapshotSpec(scenarioID: "x", environment: RenderEnvironment(
            surface: .accessoryInline, device: .iPhone393, appearance: .dark, textSize: .large))
        #expect(accented.name == "systemSmall_393x852_light_L_accented")
        #expect(night.name == "standByWidget_393x852_dark_L_nightRed")
        #expect(vibrant.name == "accessoryInline_393x852_dark_L") // vibrant is the accessory's default
    }

    /// Counts worked out by hand from each surface's supported axes (Surface.modes,
    /// .appearances, .honoursDynamicType): 5 Dynamic Type surfaces with two appearances,
    /// 2 StandBy surfaces with one, 5 fixed-size surfaces with two (inline, circular and the
    /// three island presentations).
    static let coverageRows: [Named<([ScenarioAxes], AxisSelection, Int)>] = [
        Named("default axes", ([ScenarioAxes()], AxisSelection(), 5 * 2 + 2 + 5 * 2 + 1 + 1 + 2)),
        // Each term: devices × appearances × text sizes × modes (the home widgets' four: full colour,
        // accented, clear and tinted, the last two over the default wallpaper). The home widgets and StandBy on the
        // three phones; the small widget on CarPlay's 240×78 screen in full colour; the accessories
        // (rectangular follows Dynamic Type); the Lock Screen activity; the island on the two island
        // phones; StandBy's minimal; the Smart Stack on five watches; CarPlay's mirror.
        Named("all axes", ([ScenarioAxes.all], AxisSelection(),
                           3 * (3 * 2 * 9 * 4) + 1 * 2 * 9 + 3 * (2 * 9 + 2 + 2) + 3 * 2 * 9 + 3 * (2 * 2)
                           + 2 * (3 * 9 * 2) + 3 * 2 + 5 + 3 * 2)),
        Named("two scenario axes", ([ScenarioAxes(textSizes: [.large]), ScenarioAxes(textSizes: [.large, .ax3])], AxisSelection(), 26 + 5 * 2 + 2)),
        Named("AX5 only", ([ScenarioAxes()], AxisSelection(textSizes: [.ax5]), 26)),
        Named("accented only", ([ScenarioAxes()], AxisSelection(modes: [.accented]), 3 * 2)),
        Named("two devices, nightRed", ([ScenarioAxes()], AxisSelection(devices: [.iPhone393, .iPhone430], modes: [.nightRed]), 3 * 2)),
        Named("every device, small dark", ([ScenarioAxes(devices: Device.allCases)], AxisSelection(surfaces: [.systemSmall], appearances: [.dark]), 3 + 1)),
        Named("circular filter", ([ScenarioAxes.all], AxisSelection(filter: "*/accessoryCircular_*"), 3 * 2)),
    ]

    @Test(arguments: coverageRows)
    func coverage(_ row: Named<([ScenarioAxes], AxisSelection, Int)>) {
        let (axes, selection, count) = row.value
        var s = T.scenario(id: "belmont-fresh")
        s.axes = axes
        let specs = selection.snapshots(of: [s])
        #expect(specs.count == count)
        #expect(Set(specs.map(\.key)).count == specs.count)
        #expect(specs.map(\.key) == specs.map(\.key).sorted())
        #expect(specs.allSatisfy { $0.environment.surface.modes(on: $0.environment.device).contains($0.environment.mode) })
        #expect(specs.allSatisfy { $0.environment.surface.honoursDynamicType || $0.environment.textSize == .large })
    }

    @Test func catalogKeysAreUniqueAndCoverEveryPresentation() throws {
        let specs = AxisSelection().snapshots(of: try T.catalog())
        #expect(Set(specs.map(\.key)).count == specs.count)
        #expect(Set(specs.map(\.environment.surface)) == Set(Surface.allCases))
        #expect(Set(specs.map(\.environment.mode)) == Set(RenderingMode.allCases))
        #expect(Set(specs.map(\.environment.textSize)) == Set(TextSize.allCases))
        #expect(Set(specs.map(\.environment.device)) == Set(Device.allCases))
    }

    @Test func timelineEntriesEachBecomeASnapshot() throws {
        var s = T.scenario(id: "belmont-timeline")
        s.timeline = [TimelineOffset(minutes: 0), TimelineOffset(minutes: 15)]
        let specs = AxisSelection(surfaces: [.systemSmall], devices: [.iPhone393], appearances: [.light],
                                  textSizes: [.large]).snapshots(of: [s])
        #expect(specs.map(\.key) == ["belmont-timeline/systemSmall_393x852_light_L_at+0m",
                                     "belmont-timeline/systemSmall_393x852_light_L_at+15m"])
    }

    @Test(arguments: [
        ("*", "anything/at_all", true),
        ("*", "", true),
        ("", "", true),
        ("", "a", false),
        ("a?c", "abc", true),
        ("a?c", "ac", false),
        ("a?c", "abbc", false),
        ("belmont-*", "belmont-fresh/systemSmall_393x852_light_L", true),
        ("*/systemSmall_*", "halsted-fresh/systemSmall_430x932_dark_AX3", true),
        ("*/systemSmall_*", "halsted-fresh/systemMedium_430x932_dark_AX3", false),
        ("*_L", "no-favorite/systemSmall_393x852_light_L", true),
        ("*_L", "no-favorite/systemSmall_393x852_light_XL", false),
        ("*_?L", "no-favorite/systemSmall_393x852_light_L", false),
        ("a*b*c", "aXbYbZc", true),
        ("a*b*c", "aXcYb", false),
        ("halsted", "halsted-fresh", false),
        ("**", "x", true),
        ("B*", "belmont", false),
    ])
    func glob(_ pattern: String, _ text: String, _ matches: Bool) {
        #expect(Glob.matches(pattern, text) == matches)
    }
}
