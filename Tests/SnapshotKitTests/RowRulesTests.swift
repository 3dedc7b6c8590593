import Testing
@testable import SnapshotKit

/// Rows per presentation and text size (seed 000's table).
@Suite struct RowRulesTests {
    //                                   L  XL XXL XXXL AX1 AX2 AX3 AX4 AX5
    static let table: [Surface: [Int]] = [
        .systemSmall:            [1, 1, 1, 1, 1, 1, 1, 1, 1],
        .systemMedium:           [2, 2, 2, 2, 2, 2, 2, 2, 2],
        .systemLarge:            [6, 6, 6, 6, 6, 6, 6, 6, 6],
        .accessoryRectangular:   [1, 1, 1, 1, 1, 1, 1, 1, 1],
        .accessoryInline:        [1, 1, 1, 1, 1, 1, 1, 1, 1],
        .accessoryCircular:      [1, 1, 1, 1, 1, 1, 1, 1, 1],
        .liveActivityLockScreen: [2, 2, 2, 2, 1, 1, 1, 1, 1],
        .liveActivityExpanded:   [2, 2, 2, 2, 2, 2, 2, 2, 2],
        .liveActivityCompact:    [1, 1, 1, 1, 1, 1, 1, 1, 1],
        .liveActivityMinimal:    [1, 1, 1, 1, 1, 1, 1, 1, 1],
        .standByWidget:          [1, 1, 1, 1, 1, 1, 1, 1, 1],
        .standByLiveActivity:    [2, 2, 2, 2, 1, 1, 1, 1, 1],
    ]

    @Test(arguments: Surface.allCases, TextSize.allCases)
    func rows(_ surface: Surface, _ size: TextSize) {
        let expected = Self.table[surface]![TextSize.allCases.firstIndex(of: size)!]
        #expect(RowRules.rows(surface, textSize: size) == expected)
    }

    @Test(arguments: [
        (Surface.systemSmall, true), (.systemMedium, true), (.systemLarge, true), (.liveActivityLockScreen, true),
        (.liveActivityExpanded, true), (.standByWidget, true), (.standByLiveActivity, true), (.accessoryRectangular, true),
        (.accessoryInline, false), (.accessoryCircular, false), (.liveActivityCompact, false), (.liveActivityMinimal, false),
    ])
    func hasRefresh(_ surface: Surface, _ expected: Bool) {
        #expect(RowRules.hasRefresh(surface) == expected)
    }

    @Test(arguments: [
        (TextSize.large, false), (.xxxLarge, false), (.ax1, true), (.ax5, true),
    ])
    func accessibilitySizes(_ size: TextSize, _ expected: Bool) {
        #expect(size.isAccessibility == expected)
    }

    @Test(arguments: [
        ("Red", false, "Red Line"), ("Brn", false, "Brown Line"), ("P", false, "Purple Line"),
        ("Pexp", false, "Purple Line Express"), ("Zz", false, "Zz Line"),
        ("8", true, "Route 8"), ("Red", true, "Route Red"),
    ])
    func spokenRouteNames(_ route: String, _ bus: Bool, _ expected: String) {
        #expect(RouteNames.spoken(route, bus: bus, language: .en) == expected)
    }
}
