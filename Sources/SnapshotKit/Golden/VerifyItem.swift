import SnapshotCore

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
    /// Draws it: pixels and, when it has one, the structural snapshot.
    package var render: @Sendable () throws -> (bitmap: Bitmap, layout: LayoutSnapshot?)

    package init(key: String, spec: SnapshotSpec?, scenarioPath: String? = nil,
                render: @escaping @Sendable () throws -> (bitmap: Bitmap, layout: LayoutSnapshot?)) {
        self.key = key; self.spec = spec; self.scenarioPath = scenarioPath; self.render = render
    }
}

/// The items of a run: every selected catalog snapshot, plus the refresh animation frames.
package enum VerifyItems {
    /// Catalog snapshots of `scenarios` on `axes`, and (when `frames` > 0) the refresh frames.
    package static func make(_ scenarios: [Scenario], axes: AxisSelection, frames: Int,
                            factory: SnapshotFactory) -> [VerifyItem] {
        let byID = Dictionary(uniqueKeysWithValues: scenarios.map { ($0.id, $0) })
        var items = axes.snapshots(of: scenarios).map { spec in
            let scenario = byID[spec.scenarioID]!
            var item = VerifyItem(key: spec.key, spec: spec, scenarioPath: scenario.sourcePath) {
                let rendered = try factory.render(scenario, spec)
                return (rendered.bitmap, rendered.layout)
            }
            item.tolerance = scenario.tolerance
            return item
        }
        if frames > 0 {
            items += animationItems(frames: frames, factory: factory)
                .filter { item in axes.filter.map { Glob.matches($0, item.key) } ?? true }
        }
        return items
    }

    /// The refresh glyph's frames and filmstrip in light and dark.
    package static func animationItems(frames count: Int, factory: SnapshotFactory) -> [VerifyItem] {
        Appearance.allCases.flatMap { appearance -> [VerifyItem] in
            let folder = RefreshAnimation.goldenFolder + "/"
            var items = (1...count).map { k in
                VerifyItem(key: folder + RefreshAnimation.frameName(k, appearance: appearance), spec: nil) {
                    (try factory.renderer.render(RefreshAnimation.frame(k, of: count, appearance: appearance)), nil)
                }
            }
            items.append(VerifyItem(key: folder + RefreshAnimation.filmstripName(appearance: appearance), spec: nil) {
                let frames = try (1...count).map { k in
                    try factory.renderer.render(RefreshAnimation.frame(k, of: count, appearance: appearance))
                }
                return (RefreshAnimation.filmstrip(frames), nil)
            })
            return items
        }
    }
}
