import Foundation
@testable import SnapshotLayout
@testable import SnapshotModel
@testable import SnapshotScenario
import Testing

/// The Dynamic Island presentations (seed 000 "Live Activity presentations", reference
/// §4.1), as tables over surface × device × state with the fixed-advance fake measurer.
@Suite struct IslandLayoutTests {
    static let surfaces: [Surface] = [.liveActivityExpanded, .liveActivityCompact, .liveActivityMinimal]
    static let black = Color(r: 0, g: 0, b: 0)

    @Test(arguments: surfaces, Device.islandPhones)
    func invariants(_ surface: Surface, _ device: Device) throws {
        try LayoutTestState.checkEach(surface, device) { _, _, tree, where_ in
            #expect(tree.elements[0].paint == .roundedRect(fill: Self.black, radius: min(44, tree.size.height / 2)),
                    "\(where_)")
        }
    }

    /// Expanded: two rows, refresh top trailing beside the camera, header centred, 84–160 pt.
    @Test(arguments: Device.islandPhones, [LayoutTestState.fresh, .stale])
    func expanded(_ device: Device, _ state: LayoutTestState) throws {
        let (_, tree) = state.tree(.liveActivityExpanded, device)
        #expect(tree.size.width == (device == .iPhone430 ? 408 : 371))
        #expect((84.0...160.0).contains(tree.size.height))
        #expect(tree.elements(.time).count == 2)
        let refresh = try #require(tree.elements(.refresh).first)
        guard case .icon(_, _, let glyph, _) = refresh.paint else { Issue.record("refresh glyph"); return }
        #expect(abs(glyph.maxX - (tree.size.width - 20)) < 0.001)
        #expect(abs(glyph.midY - (11 + 37.33 / 2)) < 0.001)
        let title = try #require(tree.elements(.title).first), icon = try #require(tree.elements(.icon).first)
        #expect(abs((icon.frame.minX + title.frame.maxX) / 2 - tree.size.width / 2) < 0.001, "header centred")
        #expect(title.frame.minY >= 11 + 37.33 - 0.001, "header below the camera")
        for marker in tree.elements(.routeMarker) {
            #expect(marker.frame.minX == 20 && marker.frame.minY >= title.frame.maxY)
        }
        let stale = tree.elements(.statusLabel)
        #expect(stale.map(\.text) == (state == .stale ? ["Stale"] : []))
        if let capsule = stale.first {
            #expect(capsule.frame.maxX <= refresh.frame.minX && abs(capsule.frame.midY - refresh.frame.midY) < 0.001)
        }
    }

    @Test func expandedStepsDownWhenTooTall() {
        let (_, tree) = LayoutTestState.fresh.tree(.liveActivityExpanded, .iPhone393, .ax5)
        #expect(tree.renderedTextSize < .ax5 && tree.size.height <= 160)
        #expect(tree.elements(.time).count == 2)
    }

    /// Compact: the marker in the leading region, the time in the trailing region, the camera
    /// region between them empty.
    @Test(arguments: Device.islandPhones, LayoutTestState.allCases)
    func compact(_ device: Device, _ state: LayoutTestState) {
        let (_, tree) = state.tree(.liveActivityCompact, device)
        let region = SurfaceMetrics.compactRegionWidth(device)
        #expect(tree.size == Size(width: device == .iPhone430 ? 250 : 230, height: 36.67))
        let leading = Rect(x: 0, y: 0, width: region, height: 36.67)
        let trailing = Rect(x: tree.size.width - region, y: 0, width: region, height: 36.67)
        for marker in tree.elements(.routeMarker) + tree.elements(.icon) {
            #expect(leading.contains(marker.frame), "\(marker.frame)")
        }
        let values = tree.elements(.time) + tree.elements(.message)
        #expect(values.count == 1)
        for value in values { #expect(trailing.contains(value.frame), "\(value.frame)") }
        // A train route is its dot and its name (seed 003: never colour alone).
        #expect(tree.elements(.routeMarker).map(\.text) == (state == .fresh || state == .stale ? ["Red", "Red"] : []))
    }

    /// A stale clock time still fits the trailing region, never cut (seed 000 time rule).
    @Test func compactClockTimeFits() throws {
        var s = LayoutTestState.stale.scenario()
        s.arrivals = [TestScenarios.arrival("Red", "Howard", 14, 37)] // "2:37 PM"
        let (_, tree) = LayoutTestState.stale.tree(.liveActivityCompact, .iPhone393, scenario: s)
        let time = try #require(tree.elements(.time).first)
        #expect(time.text == "2:37\u{202F}PM" && !time.truncated)
        #expect(time.frame.minX >= tree.size.width - SurfaceMetrics.compactRegionWidth(.iPhone393))
    }

    /// Minimal: the value, or the status's short form (seed 001 "at most 4 characters"; the
    /// seed's own "Stale"; the pause and offline glyphs, no text), within 36.67–45 pt.
    @Test(arguments: [
        (LayoutTestState.fresh, ScenarioStatus.current, ElementRole.time, "Due"),
        (.stale, .current, .statusLabel, "Stale"),
        (.stale, .offline, .statusLabel, nil),
        (.stale, .paused, .statusLabel, nil),
        (.noArrivals, .current, .message, "—"),
        (.noFavorite, .current, .message, "—"),
    ] as [(LayoutTestState, ScenarioStatus, ElementRole, String?)])
    func minimal(_ state: LayoutTestState, _ status: ScenarioStatus, _ role: ElementRole, _ text: String?) {
        for device in Device.islandPhones {
            let (_, tree) = state.tree(.liveActivityMinimal, device, status: status)
            #expect((36.67...45).contains(tree.size.width), "\(tree.size.width)")
            #expect(tree.size.height == 36.67)
            #expect(tree.elements.dropFirst().map(\.role) == [role])
            #expect(tree.elements.dropFirst().map(\.text) == [text])
        }
    }

    @Test func minimalSetsMinutesOverTheirUnit() throws {
        var s = LayoutTestState.fresh.scenario()
        s.arrivals = [TestScenarios.arrival("Red", "Howard", 14, 28, 10)]
        let (_, tree) = LayoutTestState.fresh.tree(.liveActivityMinimal, .iPhone393, scenario: s)
        let time = try #require(tree.elements(.time).first)
        guard case .text(let run) = time.paint else { Issue.record("text"); return }
        #expect(time.text == "7\u{00A0}min" && run.maxLines == 2 && run.alignment == .center)
        #expect(time.frame.height == 2 * run.font.lineHeight)
    }
}
