@testable import SnapshotModel
@testable import SnapshotRules
import Testing

/// Rows per presentation and text size (seed 000's table).
@Suite struct RowRulesTests {
    /// One row per surface: the seed's words, and what they say in numbers: rows below the
    /// accessibility sizes, rows from AX1 up, and whether there is a refresh button. Seed 000
    /// (approved) decides; seed 001 where 000 is silent. NB: 001 proposes two rows on the
    /// small widget; 000's "one arrival row" wins.
    struct Row: Sendable, CustomTestStringConvertible {
        let surface: Surface, seed: String, rows: Int, accessibilityRows: Int, refresh: Bool
        var testDescription: String { surface.rawValue }
    }

    static let table: [Row] = [
        Row(surface: .systemSmall, seed: "000: systemSmall | Shared header and subtitle, one arrival row, refresh.",
            rows: 1, accessibilityRows: 1, refresh: true),
        Row(surface: .systemMedium, seed: "000: systemMedium | Shared header and subtitle, two arrival rows, refresh.",
            rows: 2, accessibilityRows: 2, refresh: true),
        Row(surface: .systemLarge, seed: "001: systemLarge … 6 arrivals (proposed); 000: Refresh | Top-trailing arrow.clockwise button",
            rows: 6, accessibilityRows: 6, refresh: true),
        // Issue 20: seed 000 (authoritative for layout) has no refresh here; 001's is only proposed.
        Row(surface: .accessoryRectangular, seed: "000: Stop name (Headline); first route number and time (Caption); Updated X min ago or Stale. One line each.",
            rows: 1, accessibilityRows: 1, refresh: false),
        Row(surface: .accessoryInline, seed: "000: accessoryInline | “Belmont: 7 min”, adding “, stale” when stale. No refresh.",
            rows: 1, accessibilityRows: 1, refresh: false),
        Row(surface: .accessoryCircular, seed: "001: accessoryCircular … Route over value, no refresh (decided)",
            rows: 1, accessibilityRows: 1, refresh: false),
        Row(surface: .liveActivityLockScreen, seed: "000: Lock Screen and banner | The shared layout with two rows; one row at accessibility text sizes.",
            rows: 2, accessibilityRows: 1, refresh: true),
        Row(surface: .liveActivityExpanded, seed: "000: Expanded Dynamic Island | Header in the centre, two arrival rows in the bottom region, refresh top trailing.",
            rows: 2, accessibilityRows: 2, refresh: true),
        Row(surface: .liveActivityCompact, seed: "000: Compact and minimal | First route marker leading and the first time trailing. No refresh; the system owns the tap.",
            rows: 1, accessibilityRows: 1, refresh: false),
        Row(surface: .liveActivityMinimal, seed: "000: Compact and minimal | First route marker leading and the first time trailing. No refresh; the system owns the tap.",
            rows: 1, accessibilityRows: 1, refresh: false),
        Row(surface: .standByWidget, seed: "001: StandBy (night) The small widget is scaled up and drawn without a background.",
            rows: 1, accessibilityRows: 1, refresh: true),
        Row(surface: .standByLiveActivity, seed: "001: A Live Activity in StandBy … tapping it opens the Lock Screen layout at 2×.",
            rows: 2, accessibilityRows: 1, refresh: true),
        Row(surface: .standByLiveActivityMinimal, seed: "001: A Live Activity in StandBy starts minimal",
            rows: 1, accessibilityRows: 1, refresh: false),
        Row(surface: .liveActivitySmartStack, seed: "001: Watch Smart Stack / CarPlay: The system mirror, compact leading + trailing.",
            rows: 1, accessibilityRows: 1, refresh: false),
        Row(surface: .liveActivityCarPlay, seed: "001: Watch Smart Stack / CarPlay: … CarPlay disables buttons.",
            rows: 1, accessibilityRows: 1, refresh: false),
    ]

    @Test func everySurfaceHasARow() {
        #expect(Set(Self.table.map(\.surface)) == Set(Surface.allCases))
    }

    /// "Accessibility text sizes" are AX1 to AX5 (reference: the five larger sizes).
    @Test(arguments: table, TextSize.allCases)
    func rows(_ row: Row, _ size: TextSize) {
        #expect(RowRules.rows(row.surface, textSize: size) == (size.isAccessibility ? row.accessibilityRows : row.rows), "\(row.seed)")
    }

    @Test(arguments: table)
    func hasRefresh(_ row: Row) {
        #expect(RowRules.hasRefresh(row.surface) == row.refresh, "\(row.seed)")
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
