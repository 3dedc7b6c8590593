import Foundation
import Testing
@testable import SnapshotKit

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

    @Test func defaultMatrixIs120Snapshots() throws {
        let catalog = try T.catalog()
        #expect(catalog.map(\.id) == ["belmont-fresh", "belmont-stale", "favorite-removed", "halsted-fresh", "no-favorite"])
        let specs = AxisSelection().snapshots(of: catalog)
        #expect(specs.count == 5 * 3 * 2 * 2 * 2)
        #expect(specs.count == 120)
        #expect(Set(specs.map(\.key)).count == 120)
        #expect(specs.map(\.key) == specs.map(\.key).sorted())
        #expect(Set(specs.map(\.environment.textSize)) == [.large, .ax3])
        #expect(specs.first?.key == "belmont-fresh/liveActivityLockScreen_393x852_dark_AX3")
    }

    @Test(arguments: [
        (AxisSelection(filter: "belmont-*/systemSmall_*"), 16),
        (AxisSelection(filter: "*_AX3"), 60),
        (AxisSelection(filter: "halsted-fresh/liveActivityLockScreen_430x932_dark_L"), 1),
        (AxisSelection(filter: "*/systemMedium_393x852_?ight_L"), 5),
        (AxisSelection(filter: "nothing-*"), 0),
        (AxisSelection(filter: ""), 0),
        (AxisSelection(surfaces: [.systemSmall], devices: [.iPhone430]), 20),
        (AxisSelection(appearances: [.dark], textSizes: [.xLarge, .ax1, .ax5]), 90),
        (AxisSelection(surfaces: [.liveActivityLockScreen], filter: "no-favorite/*"), 8),
    ])
    func selection(_ axes: AxisSelection, _ count: Int) throws {
        let specs = axes.snapshots(of: try T.catalog())
        #expect(specs.count == count)
        if let filter = axes.filter { #expect(specs.allSatisfy { Glob.matches(filter, $0.key) }) }
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
