import Foundation
@testable import SnapshotLayout
@testable import SnapshotModel
@testable import SnapshotPresentation
@testable import SnapshotRender
@testable import SnapshotRules
@testable import SnapshotScenario
import Testing

/// The compact and minimal islands per status (issue 11 item 6), measured with Pango over the
/// pinned fonts: the text each shows, at ≥ 11 pt (seed 001 "Minimum text size 11 pt"),
/// inside its region, and the route named in text as well as colour.
@Suite struct IslandGlanceTests {
    static let measurer: PangoTextMeasurer = try! PangoTextMeasurer()

    static func tree(_ surface: Surface, _ device: Device, _ s: Scenario, _ appearance: Appearance = .light) -> LayoutTree {
        let env = TestScenarios.environment(surface, device, appearance)
        return PresentationLayout(measurer: measurer).layout(Presenter.present(s, in: env, now: s.now), in: env)
    }

    /// One row per status: the scenario, then what the compact trailing region and the
    /// minimal island must show (the minimal's text, or nil for a glyph, and its label).
    struct Row: Sendable, CustomStringConvertible {
        var name: String
        var status: ScenarioStatus
        var stale: Bool
        var first: (hour: Int, minute: Int, second: Int)
        var compact: String
        var minimalText: String?
        var minimalLabel: String
        var description: String { name }

        func scenario(route: String = "Red") -> Scenario {
            let bus = route.allSatisfy(\.isNumber)
            let favorite = bus ? Favorite(stop: Stop(id: "1", name: "Halsted", mode: .bus), routes: [route], direction: "Northbound")
                : TestScenarios.belmont
            var s = TestScenarios.scenario(favorite: .chosen(favorite),
                                           arrivals: [TestScenarios.arrival(route, "Howard", first.hour, first.minute, first.second)],
                                           updatedAt: ScenarioFixtures.chicago(stale ? 14 : 14, stale ? 3 : 19),
                                           staleDate: stale ? ScenarioFixtures.chicago(14, 12) : nil)
            s.status = status
            return s
        }
    }

    static let rows: [Row] = [
        Row(name: "due", status: .current, stale: false, first: (14, 21, 40), compact: "Due", minimalText: "Due", minimalLabel: "due now"),
        Row(name: "7\u{00A0}min", status: .current, stale: false, first: (14, 28, 10), compact: "7\u{00A0}min", minimalText: "7\u{00A0}min", minimalLabel: "7 minutes"),
        Row(name: "12\u{00A0}min", status: .current, stale: false, first: (14, 33, 10), compact: "12\u{00A0}min", minimalText: "12\u{00A0}min", minimalLabel: "12 minutes"),
        Row(name: "stale 10:07 PM", status: .current, stale: true, first: (22, 7, 0), compact: "10:07\u{202F}PM", minimalText: "Stale", minimalLabel: "Stale"),
        Row(name: "offline", status: .offline, stale: false, first: (14, 28, 10), compact: "2:28\u{202F}PM", minimalText: nil, minimalLabel: "Offline"),
        Row(name: "paused", status: .paused, stale: false, first: (14, 28, 10), compact: "2:28\u{202F}PM", minimalText: nil, minimalLabel: "Paused"),
        // Ended is not drawn in the island (issue 20, `SurfaceAvailability`).
    ]

    /// Compact: the value in full in the trailing region, the route's name in the leading one.
    @Test(arguments: rows, Device.islandPhones)
    func compact(_ row: Row, _ device: Device) throws {
        let tree = Self.tree(.liveActivityCompact, device, row.scenario())
        let region = SurfaceMetrics.compactRegionWidth(device)
        let value = try #require((tree.elements(.time) + tree.elements(.message)).first)
        #expect(value.text == row.compact && !value.truncated)
        #expect(try #require(value.font).size >= 11)
        #expect(value.frame.minX >= tree.size.width - region && value.frame.maxX <= tree.size.width - 3, "\(value.frame)")
        let names = tree.elements(.routeMarker).filter { if case .text = $0.paint { true } else { false } }
        if row.status == .ended {
            #expect(names.isEmpty, "no rows: the mode icon")
        } else {
            let name = try #require(names.first)
            #expect(name.text == "Red" && !name.truncated && name.label == "Red Line")
            #expect(try #require(name.font).size >= 11)
            #expect(name.frame.minX >= IslandCompactLayout.inset && name.frame.maxX <= region - 2, "\(name.frame)")
        }
    }

    /// The compact island's value keeps one size in every state of the same data (a state
    /// changes the cue beside it, not the time): 12 pt where every value it can show fits its
    /// region beside a cue ("88 min", a wide clock time over its day period), else seed 001's
    /// 11 pt floor; the 230 pt island has the floor for all of them, the 250 pt island 12 pt.
    @Test(arguments: [
        ("Due", Device.iPhone393, 11.0), ("7\u{00A0}min", .iPhone393, 11), ("Due", .iPhone430, 12), ("12\u{00A0}min", .iPhone393, 11), ("12\u{00A0}min", .iPhone430, 12),
        ("10:07\u{202F}PM", .iPhone393, 11), ("10:07\u{202F}PM", .iPhone430, 12), ("2:28\u{202F}PM", .iPhone430, 12),
    ])
    func compactValueSize(_ text: String, _ device: Device, _ size: Double) throws {
        let row = try #require(Self.rows.first { $0.compact == text })
        let value = try #require(Self.tree(.liveActivityCompact, device, row.scenario()).elements(.time).first)
        #expect(value.font?.size == size)
    }

    /// A bus route is its badge, whose number is text, at ≥ 11 pt inside the leading region.
    @Test(arguments: Device.islandPhones)
    func compactBusBadge(_ device: Device) throws {
        let s = Self.rows[0].scenario(route: "146")
        let tree = Self.tree(.liveActivityCompact, device, s)
        let badge = try #require(tree.elements(.routeMarker).first)
        guard case .badge(let text, let font, _, _, _) = badge.paint else { Issue.record("a badge"); return }
        #expect(text == "146" && font.size >= 11)
        #expect(badge.frame.minX == IslandCompactLayout.inset && badge.frame.maxX <= SurfaceMetrics.compactRegionWidth(device) - 2)
    }

    /// Minimal: the value or the status's short form, ≥ 11 pt, 4 pt inside the capsule's ends
    /// (no letter reaches the curve), within 36.67–45 pt.
    @Test(arguments: rows, Device.islandPhones)
    func minimal(_ row: Row, _ device: Device) throws {
        let tree = Self.tree(.liveActivityMinimal, device, row.scenario())
        #expect((36.67...45).contains(tree.size.width))
        let content = try #require(tree.elements.dropFirst().first)
        #expect(tree.elements.count == 2)
        #expect(content.text == row.minimalText && content.label == row.minimalLabel && !content.truncated)
        if let text = row.minimalText {
            #expect(text.count <= 4 || text == "Stale" || text.hasSuffix("\u{00A0}min"), "at most 4 characters (or the seed's Stale)")
            #expect(try #require(content.font).size >= 11)
        } else {
            guard case .icon(let name, _, _, _) = content.paint else { Issue.record("a glyph"); return }
            #expect(name == (row.status == .paused ? .pause : .wifiSlash))
        }
        #expect(content.frame.minX >= 4 - 0.001 && content.frame.maxX <= tree.size.width - 4 + 0.001, "\(content.frame) in \(tree.size.width)")
    }

    /// Minimal status short forms (seed 001 "at most 4 characters"), typed by state, in every
    /// language: one place (`StatusKind.minimalForm`, words in `Strings`).
    @Test(arguments: [
        // Issue 20: offline a glyph in every language ("Off" reads as switched off); stale the
        // clock in German and Spanish ("Alt", "Viejo" read as old of a thing); loading three dots;
        // failed the warning triangle ("Err" is English, "Error" five characters).
        (StatusKind.stale, Language.en, StatusKind.MinimalForm.word("Stale")), (.offline, .en, .glyph(.wifiSlash)),
        (.failed, .en, .glyph(.exclamationmarkTriangle)), (.paused, .en, .glyph(.pause)), (.loading, .en, .glyph(.ellipsis)),
        (.stale, .de, .glyph(.clock)), (.offline, .de, .glyph(.wifiSlash)), (.failed, .de, .glyph(.exclamationmarkTriangle)),
        (.paused, .de, .glyph(.pause)),
        (.stale, .es, .glyph(.clock)), (.offline, .es, .glyph(.wifiSlash)), (.failed, .es, .glyph(.exclamationmarkTriangle)),
        (.paused, .es, .glyph(.pause)),
    ])
    func minimalStatusForms(_ status: StatusKind, _ language: Language, _ form: StatusKind.MinimalForm) {
        #expect(status.minimalForm(language) == form)
    }

    /// Dark appearance: a 1 pt key line (reference §4.1) around every island presentation; light: none.
    @Test(arguments: [Surface.liveActivityCompact, .liveActivityMinimal, .liveActivityExpanded])
    func keyLine(_ surface: Surface) throws {
        let s = Self.rows[0].scenario()
        let dark = Self.tree(surface, .iPhone393, s, .dark), light = Self.tree(surface, .iPhone393, s, .light)
        let black = Color(r: 0, g: 0, b: 0), line = Color(r: 0x3A, g: 0x3A, b: 0x3C)
        let backgrounds = dark.elements(.background)
        #expect(backgrounds.count == 2)
        guard case .roundedRect(let outerFill, let outerRadius) = backgrounds[0].paint,
              case .roundedRect(let innerFill, let innerRadius) = backgrounds[1].paint else { Issue.record("shapes"); return }
        #expect(outerFill == line && innerFill == black && innerRadius == outerRadius - 1)
        #expect(backgrounds[1].frame == Rect(x: 1, y: 1, width: dark.size.width - 2, height: dark.size.height - 2))
        #expect(backgrounds[0].action != nil && backgrounds[1].action == nil)
        #expect(light.elements(.background).count == 1 && light.elements[0].color == black)
    }
}
