import SnapshotCatalog
import SnapshotDiff
import SnapshotModel
import SnapshotRender
import SnapshotScenario
import SnapshotStructure

/// Something `verify` and `record` check against a golden: a catalog snapshot or an
/// animation frame. `render` draws it in memory.
package struct VerifyItem: Sendable {
    /// The golden's path under `Goldens/` without extension.
    package var key: String
    /// The catalog snapshot, nil for animation frames.
    package var spec: SnapshotSpec?
    /// The scenario file it came from, for reports.
    package var scenarioPath: String?
    /// The scenario's own tolerance (`"tolerance"`), nil for exact.
    package var tolerance: DiffPolicy?
    /// An animation frame's motion (`default` for catalog snapshots, which have none).
    package var motion: Motion = .standard
    /// Draws it: pixels as drawn (converted only when compared or written) and, when it has
    /// one, the structural snapshot.
    package var render: @Sendable () throws -> (pixels: DrawnPixels, layout: LayoutSnapshot?)

    package init(key: String, spec: SnapshotSpec?, scenarioPath: String? = nil,
                render: @escaping @Sendable () throws -> (pixels: DrawnPixels, layout: LayoutSnapshot?)) {
        self.key = key; self.spec = spec; self.scenarioPath = scenarioPath; self.render = render
    }
}

/// One scenario shared by reference among the items drawn from it.
final class SharedScenario: Sendable {
    let scenario: Scenario
    init(_ scenario: Scenario) { self.scenario = scenario }
}

/// The items of a run, each catalog snapshot's made only when asked for (`subscript`): the
/// plan holds one `SnapshotSpec` a snapshot, never its key, closure and tolerance.
// NB: made whole up front, the items of a 44,000-snapshot run took about 23 MB (the array, each
// key and each drawing closure) held to the end of the run (memory flat in the
// catalog's size); now each item lives while it is verified.
package struct VerifyItemList: RandomAccessCollection, Sendable {
    /// The catalog snapshots, in order; they come first.
    package let specs: [SnapshotSpec]
    /// The items made beforehand (the refresh animation frames, or a caller's own), after the specs.
    package let prepared: [VerifyItem]
    let scenarios: [String: SharedScenario]
    let factory: SnapshotFactory?

    /// Items made by the caller, as they are.
    package init(_ items: [VerifyItem]) {
        specs = []; prepared = items; scenarios = [:]; factory = nil
    }

    init(specs: [SnapshotSpec], prepared: [VerifyItem], scenarios: [String: SharedScenario], factory: SnapshotFactory?) {
        self.specs = specs; self.prepared = prepared; self.scenarios = scenarios; self.factory = factory
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { specs.count + prepared.count }

    package subscript(i: Int) -> VerifyItem {
        guard i < specs.count else { return prepared[i - specs.count] }
        let spec = specs[i], shared = scenarios[spec.scenarioID]!, factory = factory!
        var item = VerifyItem(key: spec.key, spec: spec, scenarioPath: shared.scenario.sourcePath) {
            let drawn = try factory.draw(shared.scenario, spec)
            return (drawn.pixels, drawn.layout)
        }
        item.tolerance = shared.scenario.tolerance
        return item
    }
}

/// The items of a run: every selected catalog snapshot, plus the refresh animation frames.
package enum VerifyItems {
    /// Catalog snapshots of `scenarios` on `axes`, and (when `frames` > 0) the refresh frames.
    package static func make(_ scenarios: [Scenario], axes: AxisSelection, frames: Int,
                            factory: SnapshotFactory) -> [VerifyItem] {
        Array(list(scenarios, axes: axes, frames: frames, factory: factory))
    }

    /// The same items, each catalog snapshot's made when it is verified (`VerifyItemList`).
    package static func list(_ scenarios: [Scenario], axes: AxisSelection, frames: Int,
                             factory: SnapshotFactory) -> VerifyItemList {
        // NB: each item's closure holds its scenario by one shared reference: capturing the struct
        // copied it into every item's closure (a few hundred bytes a snapshot).
        let byID = Dictionary(uniqueKeysWithValues: scenarios.map { ($0.id, SharedScenario($0)) })
        let animation = frames > 0
            ? animationItems(frames: frames, motions: axes.motions, factory: factory)
                .filter { item in axes.filter.map { Glob.matches($0, item.key) } ?? true }
            : []
        return VerifyItemList(specs: axes.snapshots(of: scenarios), prepared: animation, scenarios: byID, factory: factory)
    }

    /// The refresh glyph's frames and filmstrip in light and dark, with each of `motions`
    /// (empty: both, the turn and its reduced-motion cross-fade).
    package static func animationItems(frames count: Int, motions: [Motion] = [], factory: SnapshotFactory) -> [VerifyItem] {
        let folder = RefreshAnimation.goldenFolder + "/"
        return (motions.isEmpty ? Motion.allCases : motions).flatMap { motion in
            Appearance.allCases.flatMap { appearance -> [VerifyItem] in
                var items = (1...count).map { k in
                    VerifyItem(key: folder + RefreshAnimation.frameName(k, appearance: appearance, motion: motion), spec: nil) {
                        (try factory.renderer.drawn(RefreshAnimation.frame(k, of: count, appearance: appearance, motion: motion)), nil)
                    }
                }
                items.append(VerifyItem(key: folder + RefreshAnimation.filmstripName(appearance: appearance, motion: motion),
                                        spec: nil) {
                    let frames = try (1...count).map { k in
                        try factory.renderer.render(RefreshAnimation.frame(k, of: count, appearance: appearance, motion: motion))
                    }
                    return (DrawnPixels(bitmap: RefreshAnimation.filmstrip(frames)), nil)
                })
                return items.map { var item = $0; item.motion = motion; return item }
            }
        }
    }
}
