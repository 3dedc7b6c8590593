import SnapshotCatalog
import SnapshotFormats
import SnapshotGolden
import SnapshotImage
import SnapshotModel
import SnapshotRules
import SnapshotScenario

/// One scenario shared by reference among the items drawn from it.
final class SharedScenario: Sendable {
    let scenario: Scenario
    init(_ scenario: Scenario) { self.scenario = scenario }
}

/// What a catalog run selected: its snapshots, its animation frames and the items of both. The
/// list holds one `SnapshotSpec` a snapshot, never its key, closure and axes.
package struct CatalogSelection: Sendable {
    /// The catalog snapshots, in order; their items come first.
    package let specs: [SnapshotSpec]
    /// The refresh animation's frames and filmstrips, after them.
    package let animation: [CatalogVerifyItem]
    /// Every item, each catalog snapshot's made when it is verified.
    package let list: VerifyItemList<CatalogAxes>
}

/// The items a catalog run verifies: every selected snapshot, then the refresh animation frames.
package enum CatalogItems {
    /// Catalog snapshots of `scenarios` on `axes`, and (when `frames` > 0) the refresh frames.
    package static func make(_ scenarios: [Scenario], axes: AxisSelection, frames: Int,
                             factory: SnapshotFactory) -> [CatalogVerifyItem] {
        Array(list(scenarios, axes: axes, frames: frames, factory: factory))
    }

    /// The same items, each catalog snapshot's made when it is verified (`VerifyItemList`).
    package static func list(_ scenarios: [Scenario], axes: AxisSelection, frames: Int,
                             factory: SnapshotFactory) -> VerifyItemList<CatalogAxes> {
        selection(scenarios, axes: axes, frames: frames, factory: factory).list
    }

    /// The selection's snapshots and frames, and their items (`CatalogSelection`).
    package static func selection(_ scenarios: [Scenario], axes: AxisSelection, frames: Int,
                                  factory: SnapshotFactory) -> CatalogSelection {
        // NB: each item's closure holds its scenario by one shared reference: capturing the struct
        // copied it into every item's closure (a few hundred bytes a snapshot).
        let byID = Dictionary(uniqueKeysWithValues: scenarios.map { ($0.id, SharedScenario($0)) })
        let specs = axes.snapshots(of: scenarios)
        let snapshots = VerifyItemList<CatalogAxes>(count: specs.count, entry: { (specs[$0].key, cost(specs[$0].environment)) }) { i in
            let spec = specs[i], shared = byID[spec.scenarioID]!
            return item(spec, of: shared, factory: factory)
        }
        let animation = frames > 0
            ? animationItems(frames: frames, motions: axes.motions, factory: factory)
                .filter { item in axes.filter.map { Glob.matches($0, item.key) } ?? true }
            : []
        return CatalogSelection(specs: specs, animation: animation, list: snapshots.followed(by: VerifyItemList(animation)))
    }

    /// A catalog snapshot's item: drawn from its scenario, under the scenario's tolerance.
    static func item(_ spec: SnapshotSpec, of shared: SharedScenario, factory: SnapshotFactory) -> CatalogVerifyItem {
        CatalogVerifyItem(key: spec.key, axes: CatalogAxes(spec, file: shared.scenario.sourcePath),
                          tolerance: shared.scenario.tolerance, cost: cost(spec.environment)) {
            let drawn = try factory.draw(shared.scenario, spec)
            return (drawn.pixels, drawn.layout)
        }
    }

    /// The refresh glyph's frames and filmstrip in light and dark, with each of `motions`
    /// (empty: both, the turn and its reduced-motion cross-fade).
    package static func animationItems(frames count: Int, motions: [Motion] = [], factory: SnapshotFactory) -> [CatalogVerifyItem] {
        let folder = RefreshAnimation.goldenFolder + "/"
        return (motions.isEmpty ? Motion.allCases : motions).flatMap { motion in
            Appearance.allCases.flatMap { appearance -> [CatalogVerifyItem] in
                let axes = CatalogAxes(motion: motion)
                var items = (1...count).map { k in
                    CatalogVerifyItem(key: folder + RefreshAnimation.frameName(k, appearance: appearance, motion: motion), axes: axes,
                                      cost: cost(nil)) {
                        (try factory.renderer.drawn(RefreshAnimation.frame(k, of: count, appearance: appearance, motion: motion)), nil)
                    }
                }
                items.append(CatalogVerifyItem(key: folder + RefreshAnimation.filmstripName(appearance: appearance, motion: motion),
                                               axes: axes, cost: cost(nil)) {
                    let frames = try (1...count).map { k in
                        try factory.renderer.render(RefreshAnimation.frame(k, of: count, appearance: appearance, motion: motion))
                    }
                    return (DrawnPixels(bitmap: RefreshAnimation.filmstrip(frames)), nil)
                })
                return items
            }
        }
    }

    /// What one snapshot costs, in pixels drawn: its surface's largest canvas at @3x (an
    /// animation frame, without an environment, counts as a small widget).
    // NB: pixels, not a measured time: it is the same on every machine, so every shard of a
    // matrix computes the same split; drawing, decoding, comparing and auditing all scale with it.
    package static func cost(_ environment: RenderEnvironment?) -> Int {
        guard let env = environment else { return 474 * 474 }
        let size = env.surface.spec.size(env.device)
        return Int(size.width * 3) * Int(size.heights.upperBound * 3)
    }
}

extension Shard {
    /// The audit's snapshots of this shard, split as a run's items are.
    package func select(_ specs: [SnapshotSpec]) -> [SnapshotSpec] {
        select(specs, key: \.key) { CatalogItems.cost($0.environment) }
    }
}
