import Foundation
@testable import SnapshotAudit
@testable import SnapshotCatalog
import SnapshotImage
@testable import SnapshotModel
@testable import SnapshotPresentation
@testable import SnapshotRules
@testable import SnapshotScenario
import Testing

/// Issue 11 item 4: every route marker's visible edge has 3:1 against what it sits on (WCAG
/// 2.x SC 1.4.11), in every appearance and rendering mode, whatever the line's colour. Measured
/// on real renders the way the audit measures it (`ContrastCheck.markerEdge`: the band just
/// inside the marker's outline, keyline included, against the ring just outside it).
@Suite struct RouteMarkerKeylineTests {
    /// CTA 'L' colours (reference §8.1, the catalog's `color` values) and the light and dark
    /// extremes a feed may send (#FAFAFA-like whites, black).
    static let colours: [(String, String)] = [
        ("Red", "#C60C30"), ("Blue", "#00A1DE"), ("Brown", "#62361B"), ("Green", "#009B3A"),
        ("Orange", "#F9461C"), ("Pink", "#E27EA6"), ("Purple", "#522398"), ("Yellow", "#F9E300"),
        ("near-white", "#FAFAFA"), ("white", "#FFFFFF"), ("black", "#000000"), ("CTA sign grey", "#565A5C"),
    ]

    /// Every background a marker sits on: (name, surface, appearance, mode, what it sits on).
    static let backgrounds: [(String, Surface, Appearance, RenderingMode)] = [
        ("light widget (white)", .systemMedium, .light, .fullColor),
        ("dark widget (#1C1C1E)", .systemMedium, .dark, .fullColor),
        ("Lock Screen activity, light", .liveActivityLockScreen, .light, .fullColor),
        ("Lock Screen activity, dark", .liveActivityLockScreen, .dark, .fullColor),
        ("island black, expanded", .liveActivityExpanded, .light, .fullColor),
        ("island black, compact", .liveActivityCompact, .dark, .fullColor),
        ("accented, light slate", .systemMedium, .light, .accented),
        ("accented, dark slate", .systemSmall, .dark, .accented),
        // No vibrant rows: the Lock Screen accessories name the route in text ("Red · 2 min",
        // issue 11 item 3), so no marker shape sits on a vibrant wallpaper.
        ("StandBy widget on black", .standByWidget, .dark, .fullColor),
        ("StandBy activity panel", .standByLiveActivity, .dark, .fullColor),
        ("night red, widget", .standByWidget, .dark, .nightRed),
        ("night red, activity", .standByLiveActivity, .dark, .nightRed),
    ]

    static let factory = try! SnapshotFactory(iconsDirectory: TestPaths.icons, workers: 1)

    static func scenario(colour: String, bus: Bool) -> Scenario {
        let stop = Stop(id: bus ? "1234" : "40320", name: bus ? "Halsted" : "Belmont", mode: bus ? .bus : .train)
        let route = bus ? "8" : "Red"
        let favorite = Favorite(stop: stop, routes: [route], direction: "Northbound")
        return TestScenarios.scenario(favorite: .chosen(favorite),
                                      arrivals: [TestScenarios.arrival(route, "Howard", 14, 24, color: colour),
                                                 TestScenarios.arrival(route, "Howard", 14, 31, color: colour)])
    }

    static func edges(colour: String, bus: Bool, _ bg: (String, Surface, Appearance, RenderingMode)) throws -> [Double] {
        let env = RenderEnvironment(surface: bg.1, device: bg.1.defaultDevice, appearance: bg.2, textSize: .large, mode: bg.3)
        let s = scenario(colour: colour, bus: bus)
        let snapshot = try factory.render(s, SnapshotSpec(scenarioID: s.id, environment: env))
        let subject = AuditSubject(key: "keyline/\(bg.0)", presentation: Presenter.present(s, in: env, now: s.now),
                                   tree: snapshot.tree, bitmap: snapshot.bitmap, upcomingArrivals: 2)
        // The shapes (dot, badge); a route named in text beside them is judged as text.
        let markers = snapshot.tree.elements(.routeMarker).filter {
            switch $0.paint {
            case .circle, .badge: true
            default: false
            }
        }
        #expect(!markers.isEmpty, "\(bg.0): no route marker drawn")
        return try markers.map { try #require(ContrastCheck.markerEdge(subject, $0)?.ratio) }
    }

    @Test(arguments: colours.indices)
    func everyTrainDotHasAVisibleEdge(_ i: Int) throws {
        let (name, hex) = Self.colours[i]
        for bg in Self.backgrounds {
            for ratio in try Self.edges(colour: hex, bus: false, bg) {
                #expect(ratio >= 3, "\(name) \(hex) dot on \(bg.0): edge \(ratio):1")
            }
        }
    }

    @Test func everyBusBadgeHasAVisibleEdge() throws {
        for bg in Self.backgrounds {
            for ratio in try Self.edges(colour: "#565A5C", bus: true, bg) {
                #expect(ratio >= 3, "bus badge on \(bg.0): edge \(ratio):1")
            }
        }
    }

    /// The rule on declared colours: (fill, background, expected keyline or nil). A fill with
    /// 3:1 keeps no ring; a light fill on white gets a darker shade of itself, a dark fill on
    /// #1C1C1E a lighter one, each the first whole-percent step that reaches 3:1.
    static let ruleRows: [(String, String, String?)] = [
        ("#C60C30", "#FFFFFF", nil),          // Red on white: 6.01:1, no ring
        ("#009B3A", "#FFFFFF", nil),          // Green on white: 3.65:1
        ("#F9461C", "#FFFFFF", nil),          // Orange on white: 3.55:1
        ("#62361B", "#1C1C1E", "#83604B"),    // Brown on dark: 1.67:1 → 21 % toward white, 3.03:1
        ("#522398", "#1C1C1E", "#7A56B0"),    // Purple on dark: 1.66:1 → 23 %, 3.07:1
        ("#C60C30", "#1C1C1E", "#C91B3C"),    // Red on dark: 2.83:1 → 6 %, 3.00:1
        ("#F9E300", "#FFFFFF", "#A49600"),    // Yellow on white: 1.31:1 → 34 % toward black, 3.03:1
        ("#FAFAFA", "#FFFFFF", "#949494"),    // near-white on white: 1.04:1 → 41 %, 3.03:1
        ("#E27EA6", "#FFFFFF", "#D4769C"),    // Pink on white: 2.70:1 → 6 %, 3.06:1
        ("#00A1DE", "#FFFFFF", "#009FDC"),    // Blue on white: 2.94:1 → 1 %, 3.00:1
    ]

    @Test(arguments: ruleRows.indices)
    func keylineRule(_ i: Int) throws {
        let (fill, background, expected) = Self.ruleRows[i]
        let keyline = Keyline.routeMarker(fill: Color(hex: fill)!, on: Color(hex: background)!, height: 14)
        #expect(keyline?.color.hex == expected, "\(fill) on \(background)")
        if let keyline {
            #expect(WCAGContrast.ratio(RGBA8(keyline.color), RGBA8(Color(hex: background)!)) >= 3)
            #expect(keyline.width == 1)
        }
    }
}
