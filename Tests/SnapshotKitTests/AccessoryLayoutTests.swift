import Foundation
@testable import SnapshotModel
@testable import SnapshotScenario
import Testing

/// The Lock Screen accessories (seed 000 widget families, seed 001 sizes), as tables over
/// surface × device × state with the fixed-advance fake measurer.
@Suite struct AccessoryLayoutTests {
    static let surfaces: [Surface] = [.accessoryRectangular, .accessoryInline, .accessoryCircular]
    static let longName = "Harold Washington Library-State/Van Buren"

    @Test(arguments: surfaces, Device.phones)
    func invariants(_ surface: Surface, _ device: Device) throws {
        try LayoutTestState.checkEach(surface, device) { _, p, tree, where_ in
            let (width, heights) = surface.spec.size(device)
            #expect(tree.size == Size(width: width, height: heights.upperBound), "\(where_)")
            #expect(tree.elements(.time).count == (p.rows.isEmpty ? 0 : 1), "\(where_)")
            if case .message(let text) = p.content {
                #expect(tree.elements(.message).first?.label == text, "\(where_)")
                #expect(tree.elements(.title).isEmpty, "\(where_)")
            }
        }
    }

    /// Status is a word: the status word shows on every accessory when the data is not live.
    @Test(arguments: [
        (Surface.accessoryRectangular, ScenarioStatus.current, "Stale"), (.accessoryRectangular, .offline, "Offline"),
        (.accessoryInline, .current, ", stale"), (.accessoryInline, .paused, ", paused"),
        (.accessoryCircular, .current, "Stale"), (.accessoryCircular, .offline, "Offline"),
    ])
    func statusWord(_ surface: Surface, _ status: ScenarioStatus, _ text: String) {
        for device in Device.phones {
            let (_, tree) = LayoutTestState.stale.tree(surface, device, status: status)
            #expect(tree.elements(.statusLabel).map(\.text) == [text], "\(surface.rawValue) \(device.rawValue)")
            #expect(LayoutTestState.fresh.tree(surface, device).1.elements(.statusLabel).isEmpty)
        }
    }

    /// Issue 11: with no rows and a status word, the inline value is the dash and the word
    /// says the rest ("Belmont: —, ended"), whatever room the sentence would have; the
    /// sentence stands in only without a word. (`joinedText` puts a space between elements.)
    @Test(arguments: [
        // status, name, locale, device, joined text
        // Issue 20: with no rows, the status word is the value ("Belmont: failed"), never "—".
        (ScenarioStatus.failed, "Belmont", "en_US", Device.iPhone393, "Belmont: failed"),
        (.failed, "Belmont", "en_US", .iPhone430, "Belmont: failed"),
        (.failed, "Clark", "en_US", .iPhone430, "Clark: failed"),
        (.failed, "Belmont", "es_US", .iPhone430, "Belmont: error"),
        // German keeps its noun's capital letter.
        (.failed, "Belmont", "de_DE", .iPhone430, "Belmont: Fehler"),
        (.loading, "Clark", "en_US", .iPhone430, "Clark: loading"),
    ])
    func inlineWithoutRows(_ status: ScenarioStatus, _ name: String, _ locale: String, _ device: Device, _ joined: String) {
        var favorite = TestScenarios.belmont
        favorite.stop.name = name
        var s = TestScenarios.scenario(arrivals: status == .loading ? [] : TestScenarios.belmontArrivals, locale: locale)
        s.favorite = .chosen(favorite)
        s.status = status
        let (_, tree) = LayoutTestState.fresh.tree(.accessoryInline, device, scenario: s)
        #expect(tree.joinedText == joined)
    }

    /// Seed 000: "Belmont: 7 min", adding ", stale" when stale; names ellipsize, times never.
    /// (Widths by the fake measurer: 7.5 pt a character at 15 pt.)
    @Test(arguments: [
        (LayoutTestState.fresh, "Belmont", Device.iPhone393, "Belmont: Due", "Belmont:", false),
        (.stale, "Belmont", .iPhone393, "Belmont: 2:21\u{202F}PM , stale", "Belmont:", false),
        (.noArrivals, "Belmont", .iPhone430, "Belmont: No upcoming arrivals", "Belmont:", false),
        // The sentence would cut the name: identity first, its short form stands in (issue 20: never "—").
        (.noArrivals, "Belmont", .iPhone393, "Belmont: No arrivals", "Belmont:", false),
        // A cut name ends at a word boundary (the inline accessory is one line).
        (.fresh, Self.longName, .iPhone393, "Harold Washington…: Due", "Harold Washington…:", true),
        (.noArrivals, Self.longName, .iPhone393, "Harold…: No arrivals", "Harold…:", true),
    ])
    func inlineText(_ state: LayoutTestState, _ name: String, _ device: Device, _ joined: String, _ title: String,
                    _ truncated: Bool) throws {
        var favorite = TestScenarios.belmont
        favorite.stop.name = name
        var s = state.scenario()
        s.favorite = .chosen(favorite)
        let (_, tree) = state.tree(.accessoryInline, device, scenario: s)
        #expect(tree.joinedText == joined)
        let titleElement = try #require(tree.elements(.title).first)
        #expect(titleElement.drawnText == title && titleElement.truncated == truncated && titleElement.label == name)
        // The element's text is the whole name; a cut one's drawn form is its `shown`.
        #expect(titleElement.text == name + ":" && (titleElement.shown != nil) == truncated)
        #expect(tree.elements(.time).allSatisfy { !$0.truncated })
        // Icon, title, value and suffix sit on one line, in that order, without overlapping.
        let content = tree.elements.dropFirst()
        #expect(zip(content, content.dropFirst()).allSatisfy { $0.frame.maxX <= $1.frame.minX + 0.001 })
    }

    @Test func inlineEmptyStateIsTheMessageAlone() {
        let (_, tree) = LayoutTestState.noFavorite.tree(.accessoryInline, .iPhone430)
        #expect(tree.joinedText == "Choose a favorite")
        #expect(tree.elements.map(\.role) == [.background, .message])
    }

    /// Seed 001: route over value, no refresh; every line centred and inside the circle.
    @Test(arguments: LayoutTestState.allCases, Device.phones)
    func circularInsideTheCircle(_ state: LayoutTestState, _ device: Device) {
        let (_, tree) = state.tree(.accessoryCircular, device)
        let r = tree.size.width / 2
        #expect(tree.elements.first?.paint == .circle(fill: Color(r: 255, g: 255, b: 255, alpha: 0.15)))
        for e in tree.elements.dropFirst() {
            let corners = [(e.frame.minX, e.frame.minY), (e.frame.maxX, e.frame.minY),
                           (e.frame.minX, e.frame.maxY), (e.frame.maxX, e.frame.maxY)]
            #expect(corners.allSatisfy { (($0.0 - r) * ($0.0 - r) + ($0.1 - r) * ($0.1 - r)).squareRoot() <= r + 0.001 },
                    "\(state) \(e.role) \(e.frame)")
            #expect(abs(e.frame.midX - r) < 0.001, "\(state) \(e.role) not centred")
        }
        if state == .fresh {
            #expect(tree.elements.dropFirst().map(\.role) == [.routeMarker, .time])
            #expect(tree.elements(.routeMarker).first?.text == "Red")
            let route = tree.elements(.routeMarker)[0], time = tree.elements(.time)[0]
            #expect(route.frame.maxY <= time.frame.minY + 0.001, "route over value")
        }
        if state == .noArrivals {
            // The rows' short sentence, never a bare dash (issue 20).
            #expect(tree.elements(.message).map(\.text) == ["No arrivals"])
            #expect(tree.elements(.message).first?.label == "No upcoming arrivals")
        }
    }

    /// Three left-aligned lines and no refresh in any state, failed included (seed 000 "One
    /// line each", no refresh; issue 20: never dropped in one state only).
    @Test(arguments: Device.phones, [LayoutTestState.fresh, .stale])
    func rectangularLines(_ device: Device, _ state: LayoutTestState) throws {
        let (_, tree) = state.tree(.accessoryRectangular, device)
        #expect(tree.elements(.refresh).isEmpty)
        for status in [ScenarioStatus.failed, .offline, .loading] {
            #expect(state.tree(.accessoryRectangular, device, status: status).1.elements(.refresh).isEmpty, "\(status)")
        }
        let title = try #require(tree.elements(.title).first)
        let marker = try #require(tree.elements(.routeMarker).first)
        let third = try #require((tree.elements(.subtitle) + tree.elements(.statusLabel)).first)
        #expect(title.frame.minX == 0 && marker.frame.minX == 0 && third.frame.minX == 0)
        #expect(third.role == (state == .stale ? .statusLabel : .subtitle))
        #expect(title.frame.maxY <= marker.frame.minY && marker.frame.maxY <= third.frame.minY)
        for e in tree.elements where e.role != .background {
            #expect(e.frame.maxX <= tree.size.width + 0.001, "\(e.role) \(e.frame)")
        }
        // The text block is centred vertically.
        #expect(abs(title.frame.minY - (tree.size.height - third.frame.maxY)) <= 1)
    }

    @Test func rectangularStepsDownDynamicType() {
        let (_, tree) = LayoutTestState.fresh.tree(.accessoryRectangular, .iPhone393, .ax5)
        #expect(tree.renderedTextSize < .ax5)
        #expect(tree.elements(.time).first?.text == "Due")
    }
}
