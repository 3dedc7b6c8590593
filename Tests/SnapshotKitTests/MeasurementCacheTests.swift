import CPangoCairo
import Foundation
import Synchronization
@testable import SnapshotLayout
@testable import SnapshotModel
@testable import SnapshotPresentation
@testable import SnapshotRender
@testable import SnapshotRules
@testable import SnapshotScenario
import Testing

/// Each distinct text is set once per run: the cache's key is everything that decides
/// how a run sets, it is shared across measurers (threads), bounded, and a wrapped run is drawn
/// as it was set without being fitted again.
@Suite struct MeasurementCacheTests {
    /// Counts the runs it is asked to set (through `FixedAdvanceMeasurer`'s answers).
    final class CountingMeasurer: TextMeasuring, Sendable {
        let inner = FixedAdvanceMeasurer()
        let asked = Mutex(0)
        func measure(_ text: String, font: FontSpec, maxWidth: Double?, maxLines: Int) -> TextMeasurement {
            asked.withLock { $0 += 1 }
            return inner.measure(text, font: font, maxWidth: maxWidth, maxLines: maxLines)
        }
        func shown(_ run: TextRun) -> String { inner.shown(run) }
        var count: Int { asked.withLock { $0 } }
    }

    static let base = TextRun("Cermak-Chinatown", font: .style(.headline, .large), color: Color(r: 0, g: 0, b: 0),
                              wrapWidth: 120, maxLines: 2)

    /// One change each to what the issue lists as deciding a measurement: text, font
    /// description (family), size, weight, features (tabular figures), line height, width,
    /// wrap and ellipsize (no width: one unbounded line), line limit, word breaking, alignment;
    /// a soft hyphen (U+00AD) in the text, as hyphenation writes it.
    static let oneChangeEach: [(String, @Sendable (inout TextRun) -> Void)] = [
        ("text", { $0.text = "Cermak-McCormick" }),
        ("soft hyphen", { $0.text = "Cermak-China\u{AD}town" }),
        ("family", { $0.font.family = $0.font.family == "Inter" ? "Inter Display" : "Inter" }),
        ("size", { $0.font.size += 1 }),
        ("weight", { $0.font.weight = .bold }),
        ("features", { $0.font.tabular.toggle() }),
        ("line height", { $0.font.lineHeight -= 2 }),
        ("width", { $0.wrapWidth = 119.5 }),
        ("one unbounded line", { $0.wrapWidth = nil }),
        ("line limit", { $0.maxLines = 3 }),
        ("hyphenation", { $0.hyphenation = .de }),
        ("cut at words", { $0.cutsAtWords = true }),
        ("alignment", { $0.alignment = .center }),
    ]

    @Test(arguments: oneChangeEach.map(\.0))
    func everyPropertyButColourIsPartOfTheKey(_ name: String) {
        let counting = CountingMeasurer()
        let measurer = CachedMeasurer(counting, cache: MeasurementCache())
        var changed = Self.base
        Self.oneChangeEach.first { $0.0 == name }!.1(&changed)
        _ = measurer.measure(Self.base)
        _ = measurer.measure(changed)
        #expect(counting.count == 2, "\(name): a run that sets differently was answered from another's entry")
    }

    @Test func colourIsNotPartOfTheKey() {
        let counting = CountingMeasurer()
        let measurer = CachedMeasurer(counting, cache: MeasurementCache())
        var red = Self.base
        red.color = Color(r: 255, g: 0, b: 0)
        _ = measurer.measure(Self.base)
        _ = measurer.measure(red)
        _ = measurer.measure(Self.base.text, font: Self.base.font, maxWidth: Self.base.wrapWidth, maxLines: Self.base.maxLines)
        _ = measurer.shown(red)
        #expect(counting.count == 1)
    }

    /// Shared across threads: a run one thread's measurer set is not set again by another's.
    @Test func sharedAcrossMeasurers() {
        let cache = MeasurementCache()
        let first = CountingMeasurer(), second = CountingMeasurer()
        let answer = CachedMeasurer(first, cache: cache).typeset(Self.base)
        #expect(CachedMeasurer(second, cache: cache).typeset(Self.base) == answer)
        #expect(first.count == 1 && second.count == 0)
    }

    /// Bounded: a long run of distinct texts never holds more than the capacity, and a run asked
    /// for all along is kept while the others come and go.
    @Test func boundedKeepingWhatIsAskedFor() {
        let counting = CountingMeasurer()
        let cache = MeasurementCache(capacity: 8)
        let measurer = CachedMeasurer(counting, cache: cache)
        for i in 0..<1000 {
            var other = Self.base
            other.text = "Stop \(i)"
            _ = measurer.measure(other)
            _ = measurer.measure(Self.base)
            #expect(cache.count <= 8)
        }
        #expect(counting.count == 1000 + 1)
    }

    /// Runs fitting changes: cut on one and two lines, a long word cut or hyphenated, a name cut at
    /// a word, centred wrapped text, one that fits.
    static let fitted: [TextRun] = {
        let font = FontSpec.style(.headline, .large), black = Color(r: 0, g: 0, b: 0)
        return [
            TextRun("95th/Dan Ryan via State Street", font: font, color: black, wrapWidth: 110),
            TextRun("Midway International Airport via the Loop", font: font, color: black, wrapWidth: 120, maxLines: 2),
            TextRun("Donaudampfschifffahrtsgesellschaft", font: font, color: black, wrapWidth: 65, maxLines: 2),
            TextRun("Donaudampfschifffahrtsgesellschaft", font: font, color: black, wrapWidth: 65, maxLines: 2, hyphenation: .de),
            TextRun("Frankfurt (Main) Hauptbahnhof", font: font, color: black, wrapWidth: 90, maxLines: 2, hyphenation: .de,
                    cutsAtWords: true),
            TextRun("Cermak-Chinatown 華埠", font: font, color: black, wrapWidth: 90, maxLines: 2, cutsAtWords: true),
            TextRun("7 min", font: font, color: black, wrapWidth: 30, maxLines: 2, alignment: .center),
            TextRun("Belmont", font: font, color: black, wrapWidth: 200, maxLines: 2),
        ]
    }()

    /// The renderer draws a wrapped run from how it was set: the layout set again from the
    /// cached setting is the fitted one (text, lines, extents, cut or not).
    @Test(arguments: fitted)
    func setAgainAsFitted(_ run: TextRun) throws {
        let typesetter = try PangoTypesetter(scale: 3)
        func state(_ layout: OpaquePointer) -> [String] {
            let size = typesetter.logicalSize(layout)
            return [String(cString: pango_layout_get_text(layout)), "\(size)", "\(pango_layout_is_ellipsized(layout))",
                    "\(pango_layout_get_wrap(layout))", "\(pango_layout_get_ellipsize(layout))"]
        }
        let fitted = typesetter.withLayout(run) { layout, _ in state(layout) }
        let set = typesetter.typeset(run)
        #expect(set.setting != nil)
        #expect(typesetter.withLayout(run, setAs: set) { state($0) } == fitted)
    }

    /// Drawing a laid-out tree sets no run layout did not: the renderer measures nothing again.
    @Test func drawingMeasuresNothingNew() throws {
        let renderer = try Renderer()
        let scenario = ScenarioLoader.loadFolder(TestPaths.scenarios, displayRoot: "Scenarios").scenarios
            .first { $0.id == "long-names" }!
        let env = RenderEnvironment(surface: .systemMedium, device: .iPhone393, appearance: .dark, textSize: .ax3,
                                    mode: .accented)
        let tree = PresentationLayout(measurer: renderer.measurer).layout(Presenter.present(scenario, in: env, now: scenario.now),
                                                                          in: env)
        #expect(tree.elements.contains { $0.truncated })
        let measured = renderer.measurements.count
        #expect(measured > 0)
        _ = try renderer.drawn(tree)
        #expect(renderer.measurements.count == measured)
    }
}
