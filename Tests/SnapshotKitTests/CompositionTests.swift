import Foundation
import Testing
@testable import SnapshotKit

/// Dynamic Type compositions (issue 10) with the real Pango measurer: every catalog scenario
/// on every surface at all nine sizes, the caps and why each is needed, and the composition
/// each representative scenario gets.
@Suite struct CompositionTests {
    static let measurer = try! PangoTextMeasurer()
    static let layout = PresentationLayout(measurer: measurer)
    static let catalog: [Scenario] = ScenarioLoader.loadFolder(TestPaths.scenarios, displayRoot: "Scenarios").scenarios

    static func tree(_ s: Scenario, _ surface: Surface, _ size: TextSize, _ device: Device = .iPhone393) -> (Presentation, LayoutTree) {
        let env = RenderEnvironment(surface: surface, device: device, appearance: .light, textSize: size)
        let p = Presenter.present(s, in: env, now: s.now)
        return (p, layout.layout(p, in: env))
    }

    static func scenario(_ id: String) -> Scenario { catalog.first { $0.id == id }! }

    // MARK: - Which surfaces honour which sizes (the issue's own lists)

    /// Issue 10, "L to XXXL": "systemSmall, systemMedium, systemLarge, the Lock Screen Live
    /// Activity, StandBy (widget and Live Activity) and accessoryRectangular" are laid out at
    /// the requested size.
    static let honourLToXXXL: [Surface] = [.systemSmall, .systemMedium, .systemLarge, .liveActivityLockScreen,
                                           .standByWidget, .standByLiveActivity, .accessoryRectangular]

    /// Each surface's cap, as docs/spec-decisions.md "Dynamic Type compositions" derives it.
    static let caps: [(Surface, TextSize)] = [
        (.systemSmall, .xxxLarge), (.standByWidget, .xxxLarge), (.systemMedium, .xxxLarge), (.systemLarge, .ax1),
        (.liveActivityLockScreen, .ax2), (.standByLiveActivity, .ax2), (.accessoryRectangular, .xxxLarge),
        (.liveActivityExpanded, .large), (.accessoryInline, .large), (.accessoryCircular, .large),
        (.liveActivityCompact, .large), (.liveActivityMinimal, .large),
    ]

    @Test(arguments: caps)
    func capIsDocumented(_ surface: Surface, _ cap: TextSize) {
        #expect(Compositions.cap(surface) == cap)
        if Self.honourLToXXXL.contains(surface) { #expect(cap >= .xxxLarge) }
    }

    /// A cap stands only where the next size cannot hold the hierarchy: no composition of
    /// the surface fits Belmont (stale, "2:23 PM", the Stale capsule) one size above the cap,
    /// even with the name ellipsized; for the large widget, a stop with its six rows (Clark/Lake).
    @Test(arguments: caps.filter { $0.1 < .ax5 && ![.accessoryInline, .accessoryCircular, .liveActivityCompact,
                                                     .liveActivityMinimal].contains($0.0) })
    func capIsNeeded(_ surface: Surface, _ cap: TextSize) {
        let above = TextSize.allCases[TextSize.allCases.firstIndex(of: cap)! + 1]
        let s = Self.scenario(surface == .systemLarge ? "many-routes" : "belmont-stale")
        let base: Surface = surface == .standByWidget ? .systemSmall : surface == .standByLiveActivity ? .liveActivityLockScreen : surface
        let env = RenderEnvironment(surface: base, device: .iPhone393, appearance: .light, textSize: above)
        let p = Presenter.present(s, in: env, now: s.now)
        let fits = Compositions.candidates(base, textSize: above).contains { c in
            switch base {
            case .accessoryRectangular:
                AccessoryRectangularLayout(measurer: Self.measurer).attempt(p, env, above, composition: c, fit: .ellipsizedName) != nil
            case .liveActivityExpanded:
                IslandExpandedLayout(measurer: Self.measurer).attempt(p, env, above, composition: c, fit: .ellipsizedName) != nil
            default:
                SharedLayout(measurer: Self.measurer).attempt(p, env, above, composition: c, fit: .ellipsizedName) != nil
            }
        }
        #expect(!fits, "\(surface.rawValue) holds Belmont at \(above.rawValue): its cap \(cap.rawValue) is not needed")
    }

    // MARK: - Every catalog scenario, every surface, nine sizes

    /// Issue 20's "Spanish with a state" defects, which issue 19 added to the catalog where the
    /// layout sweep found them (Audit/allowlist.json accepts the audit's findings on them): the
    /// inline title cut to "Bel…:", no Lock Screen or StandBy Live Activity composition from AX2.
    /// Issue 20 fixes the layouts and empties this list (`knownDefectsAreStillDefects` says when).
    static let knownDefects: Set<String> = ["state-offline-es-us/accessoryInline", "state-offline-es-us/liveActivityLockScreen",
                                            "state-offline-es-us/standByLiveActivity"]

    @Test(arguments: Surface.allCases)
    func everyScenarioHonoursItsSize(_ surface: Surface) throws {
        #expect(Self.catalog.count >= 22)
        for s in Self.catalog where !Self.knownDefects.contains("\(s.id)/\(surface.rawValue)") {
            var previousTime = 0.0, previousTitle = 0.0, timeAtLarge = 0.0
            for size in TextSize.allCases {
                let (p, tree) = Self.tree(s, surface, size)
                let at = "\(s.id)/\(surface.rawValue) \(size.rawValue)"
                let expected = Compositions.textSize(surface, requested: size)
                #expect(tree.renderedTextSize == expected, "\(at)")
                if Self.honourLToXXXL.contains(surface) && size <= .xxxLarge { #expect(tree.renderedTextSize == size, "\(at)") }
                #expect(tree.composition?.forced != true, "\(at): \(tree.composition?.name ?? "")")
                try checkElements(tree, p, at)

                // The primary value and the name never shrink from one size to the next.
                let scale = surface.place == .standBy ? SurfaceMetrics.standByScale : 1
                if let time = tree.elements(.time).first?.font?.size {
                    #expect(time >= previousTime - 0.001, "\(at): time \(time) pt after \(previousTime) pt")
                    previousTime = time
                    if size == .large { timeAtLarge = time }
                    if size == .ax3, Compositions.cap(surface) > .large, timeAtLarge > 0 {
                        #expect(time >= 1.25 * timeAtLarge - 0.001, "\(at): time \(time) pt, \(timeAtLarge) pt at L")
                    }
                }
                if let title = tree.elements(.title).first?.font {
                    #expect(title.size >= previousTitle - 0.001, "\(at)")
                    previousTitle = title.size
                    if surface != .accessoryInline {
                        #expect(abs(title.size - DynamicType.metrics(.headline, expected).size * scale) < 0.001,
                                "\(at): the name is set at \(title.size) pt, Headline at \(expected.rawValue) is not")
                    }
                }
            }
        }
    }

    /// Each known defect still shows at some size: once a layout fixes it, its entry goes.
    @Test func knownDefectsAreStillDefects() throws {
        for entry in Self.knownDefects.sorted() {
            let parts = entry.split(separator: "/").map(String.init)
            let s = try #require(Self.catalog.first { $0.id == parts[0] }), surface = try #require(Surface(rawValue: parts[1]))
            let broken = TextSize.allCases.contains { size in
                let tree = Self.tree(s, surface, size).1
                return tree.composition?.forced == true
                    || tree.elements.contains { $0.truncated && $0.role == .title && !Self.measurer.showsEnough($0) }
            }
            #expect(broken, "\(entry) is fixed: delete it from knownDefects (and its Audit/allowlist.json entries)")
        }
    }

    /// Truncation flags and the refresh target of one tree.
    func checkElements(_ tree: LayoutTree, _ p: Presentation, _ at: String) throws {
        for e in tree.elements where e.truncated {
            switch e.role {
            case .time, .subtitle, .staleLabel, .message:
                Issue.record("\(at): \(e.role.rawValue) \"\(e.text ?? "")\" is cut")
            case .title, .destination:
                #expect(Self.measurer.showsEnough(e), "\(at): \(e.role.rawValue) \"\(e.text ?? "")\" shows under 2.5 em")
            default: break
            }
        }
        let k = tree.environment.surface.place == .standBy ? SurfaceMetrics.standByScale : 1
        for refresh in tree.elements(.refresh) {
            #expect(refresh.frame.width >= 44 * k - 0.001 && refresh.frame.height >= 44 * k - 0.001, "\(at): \(refresh.frame)")
            if case .icon(_, _, let glyph, _) = refresh.paint, let title = tree.elements(.title).first?.font {
                // The glyph scales with the name's text style, as an SF Symbol does.
                #expect(abs(glyph.width - (title.size + 3 * k)) < 0.001, "\(at): glyph \(glyph.width) beside \(title.size) pt")
            }
            if let capsule = tree.elements(.staleLabel).first, capsule.fill != nil {
                #expect(capsule.frame.maxX <= refresh.frame.minX + 0.001, "\(at): capsule not left of refresh")
                #expect(capsule.frame.minY < refresh.frame.maxY && refresh.frame.minY < capsule.frame.maxY, "\(at): not on its row")
            }
        }
        if let icon = tree.elements(.icon).first, let title = tree.elements(.title).first?.font, tree.environment.surface != .accessoryInline {
            #expect(abs(icon.frame.width - (title.size + 3 * k)) < 0.001, "\(at): mode icon \(icon.frame.width) beside \(title.size) pt")
        }
    }

    // MARK: - The composition each representative scenario gets

    /// (scenario, surface) → the composition at L, XL, XXL, XXXL, AX1 … AX5. Read with seed
    /// 000's rows: the small widget keeps its one row, trading the destination (stacked under
    /// the marker, then left out) and then the subtitle's long form; the others keep their
    /// rows and sizes up to their caps; the rectangular accessory tightens its leading, then
    /// gives up the proposed refresh when a line needs the width.
    static let chosen: [(String, Surface, [String])] = {
        let small = "icon above name"
        return [
            ("belmont-stale", .systemSmall, ["1 row stacked, \(small)"] + ["1 row valueOnly, \(small)"] * 2
                + ["1 row valueOnly, short subtitle, \(small)"] * 6),
            ("halsted-fresh", .systemSmall, ["1 row valueOnly, \(small)", "1 row stacked, \(small)"]
                + ["1 row valueOnly, short subtitle, \(small)"] * 7),
            ("long-names", .systemSmall, ["1 row, \(small)", "1 row stacked, short subtitle, \(small)"]
                + ["1 row valueOnly, short subtitle, \(small)"] * 7),
            ("bus-numbered", .systemSmall, ["1 row valueOnly, \(small)", "1 row stacked, short subtitle, \(small)"]
                + ["1 row valueOnly, short subtitle, \(small)"] * 7),
            ("no-arrivals", .systemSmall, ["1 row, \(small)"] * 3 + ["1 row, short subtitle, \(small)"] * 6),
            ("belmont-stale", .systemMedium, ["2 rows"] * 9),
            ("long-names", .systemMedium, ["2 rows"] * 9),
            ("belmont-stale", .systemLarge, ["6 rows"] * 9),
            ("long-names", .systemLarge, ["6 rows"] * 3 + ["6 rows, icon above name"] + ["6 rows"] * 5),
            ("belmont-stale", .liveActivityLockScreen, ["2 rows"] * 4 + ["1 row"] * 5),
            ("belmont-stale", .accessoryRectangular, ["1 row valueOnly"] * 3 + ["1 row valueOnly, tight leading, no refresh"] * 6),
            ("halsted-fresh", .accessoryRectangular, ["1 row valueOnly"] * 3 + ["1 row valueOnly, tight leading"] * 6),
            ("no-arrivals", .accessoryRectangular, ["1 row valueOnly, no refresh"] * 3
                + ["1 row valueOnly, tight leading, no refresh"] * 6),
        ]
    }()

    @Test(arguments: chosen.map { Named("\($0.0) \($0.1.rawValue)", $0) })
    func chosenComposition(_ row: Named<(String, Surface, [String])>) {
        let (id, surface, expected) = row.value
        let s = Self.scenario(id)
        let got = TextSize.allCases.map { Self.tree(s, surface, $0).1.composition?.name ?? "" }
        #expect(got == expected)
    }
}

private func * (items: [String], count: Int) -> [String] {
    Array(repeating: items, count: count).flatMap { $0 }
}
