import Foundation
import SnapshotImage
import SnapshotLayout
import SnapshotModel
import SnapshotPresentation
import SnapshotRender
import SnapshotScenario
import SnapshotStructure
import SnapshotThreads

/// A rendered snapshot in memory: what was presented, its layout tree, pixels and
/// structural snapshot.
package struct RenderedSnapshot: Sendable {
    package var spec: SnapshotSpec
    /// What the Presenter decided (the audit reads it instead of presenting again).
    package var presentation: Presentation
    package var tree: LayoutTree
    package var bitmap: Bitmap
    /// The structural snapshot (`<name>.json`), as the one model the diff also reads.
    package var layout: LayoutSnapshot

    /// The structural snapshot's text.
    package var layoutJSON: String { get throws { try layout.text() } }
}

/// Runs the pipeline for one snapshot: present → lay out → render.
///
/// Pango objects are not thread-safe, so each renderer serialises its text work. The factory
/// keeps one renderer (with its own fonts and layout measurer) per core and lends them out,
/// so parallel runs do not queue on one lock; the renderers share what they measured
/// (`MeasurementCache`), so each distinct text is set once in a run.
package final class SnapshotFactory: Sendable {
    /// The first renderer, for one-off drawings (animation frames, legends), at the phones' @3x.
    package let renderer: Renderer
    private let workers: Lender<Worker>

    /// One thread's renderers, one per device scale (`Device.scale`): text is measured and
    /// drawn at the pixels it lands on, so a @2x watch is set by a @2x typesetter.
    struct Worker: Sendable {
        let stages: [Int: Stage]

        struct Stage: Sendable {
            let renderer: Renderer
            let layout: PresentationLayout
        }

        /// The renderer and layout at `scale` pixels per point (every `Device.scale` has one).
        func stage(_ scale: Int) -> Stage { stages[scale]! }
    }

    /// The pixels per point of every device.
    private static let scales = Set(Device.allCases.map(\.scale)).sorted()

    /// A factory drawing with the icons of `icons` (default: the ones embedded in the
    /// library), with `workers` renderers per scale (default: one per active core).
    package init(icons: IconSource = .embedded, workers: Int = ParallelMap.activeCores) throws(RenderError) {
        var pool: [Worker] = []
        // One cache per scale for every worker: a run set on one thread is not set again on another.
        let caches = Dictionary(uniqueKeysWithValues: Self.scales.map { ($0, MeasurementCache()) })
        for _ in 0..<max(1, workers) {
            var stages: [Int: Worker.Stage] = [:]
            for scale in Self.scales {
                let renderer = try Renderer(scale: Double(scale), icons: icons, measurements: caches[scale]!)
                stages[scale] = Worker.Stage(renderer: renderer, layout: PresentationLayout(measurer: renderer.measurer))
            }
            pool.append(Worker(stages: stages))
        }
        renderer = pool[0].stage(Device.iPhone393.scale).renderer
        self.workers = Lender(pool)
    }

    /// A factory drawing with the icons in `iconsDirectory` (a folder laid out like `Assets/icons`).
    package convenience init(iconsDirectory: URL, workers: Int = ParallelMap.activeCores) throws(RenderError) {
        try self.init(icons: .directory(iconsDirectory), workers: workers)
    }

    /// Renders `spec` of `scenario`. `adjusting`, when given, changes the laid-out tree before
    /// it is drawn (tests hold the sweep's rules to layouts built to break them).
    package func render(_ scenario: Scenario, _ spec: SnapshotSpec,
                       adjusting: (@Sendable (LayoutTree) -> LayoutTree)? = nil) throws(RenderError) -> RenderedSnapshot {
        let drawn = try draw(scenario, spec, adjusting: adjusting)
        return RenderedSnapshot(spec: spec, presentation: drawn.presentation, tree: drawn.tree,
                                bitmap: drawn.pixels.bitmap(), layout: drawn.layout)
    }

    /// Renders as `render` does, keeping the pixels as drawn (`DrawnPixels`): what verify
    /// fingerprints before it converts or compares anything.
    package func draw(_ scenario: Scenario, _ spec: SnapshotSpec,
                     adjusting: (@Sendable (LayoutTree) -> LayoutTree)? = nil) throws(RenderError)
        -> (presentation: Presentation, tree: LayoutTree, pixels: DrawnPixels, layout: LayoutSnapshot) {
        let now = Self.now(scenario, spec)
        let presentation = Presenter.present(scenario, in: spec.environment, now: now)
        let (tree, pixels) = try workers.with { worker throws(RenderError) in
            let stage = worker.stage(spec.environment.device.scale)
            var tree = stage.layout.layout(presentation, in: spec.environment)
            if let adjusting { tree = adjusting(tree) }
            return (tree, try stage.renderer.drawn(tree))
        }
        let layout = StructuralSnapshot.model(tree, scale: spec.environment.device.scale,
                                              at: spec.offset.map { _ in ISOTimeText.format(now, timeZone: scenario.timeZone) })
        return (presentation, tree, pixels, layout)
    }

    /// `spec` of `scenario` presented and laid out (its composition chosen), not drawn: with
    /// `drawn`, the two halves of `draw` apart (the drawing benchmark times the second alone).
    package func layout(_ scenario: Scenario, _ spec: SnapshotSpec) -> LayoutTree {
        presentedLayout(scenario, spec).tree
    }

    /// The presentation and laid-out tree of `spec`, without drawing it (the sweep compares
    /// layouts across requests).
    package func presentedLayout(_ scenario: Scenario, _ spec: SnapshotSpec) -> (presentation: Presentation, tree: LayoutTree) {
        let presentation = Presenter.present(scenario, in: spec.environment, now: Self.now(scenario, spec))
        return (presentation, workers.with { worker in
            worker.stage(spec.environment.device.scale).layout.layout(presentation, in: spec.environment)
        })
    }

    /// `tree` drawn as `draw` draws it, on a worker's renderer at its device's scale.
    package func drawn(_ tree: LayoutTree) throws(RenderError) -> DrawnPixels {
        try workers.with { worker throws(RenderError) in try worker.stage(tree.environment.device.scale).renderer.drawn(tree) }
    }

    /// The moment `spec` shows: the scenario's `now`, moved by the spec's timeline offset.
    private static func now(_ scenario: Scenario, _ spec: SnapshotSpec) -> Date {
        spec.offset.map { scenario.now.addingTimeInterval(TimeInterval($0.seconds)) } ?? scenario.now
    }
}
