import Foundation

/// A rendered snapshot in memory: its layout tree, pixels and structural JSON.
public struct RenderedSnapshot: Sendable {
    public var spec: SnapshotSpec
    public var tree: LayoutTree
    public var bitmap: Bitmap
    /// The structural snapshot's text (`<name>.json`).
    public var layoutJSON: String
}

/// Runs the pipeline for one snapshot: present → lay out → render.
public final class SnapshotFactory: Sendable {
    public let renderer: Renderer
    let layout: PresentationLayout

    /// A factory drawing with the icons in `iconsDirectory`.
    public init(iconsDirectory: URL) throws(RenderError) {
        renderer = try Renderer(iconsDirectory: iconsDirectory)
        layout = PresentationLayout(measurer: renderer.measurer)
    }

    /// Renders `spec` of `scenario`.
    public func render(_ scenario: Scenario, _ spec: SnapshotSpec) throws(RenderError) -> RenderedSnapshot {
        let now = spec.offset.map { scenario.now.addingTimeInterval(TimeInterval($0.seconds)) } ?? scenario.now
        let presentation = Presenter.present(scenario, in: spec.environment, now: now)
        let tree = layout.layout(presentation, in: spec.environment)
        let bitmap = try renderer.render(tree)
        let json = StructuralSnapshot.json(tree, scale: spec.environment.device.scale,
                                           at: spec.offset.map { _ in ISOTimeText.format(now, timeZone: scenario.timeZone) })
        return RenderedSnapshot(spec: spec, tree: tree, bitmap: bitmap, layoutJSON: json.text)
    }
}

/// ISO 8601 text with the scenario's offset, for reports.
enum ISOTimeText {
    static func format(_ date: Date, timeZone: TimeZone) -> String {
        let f = ISO8601DateFormatter()
        f.timeZone = timeZone
        f.formatOptions = [.withInternetDateTime]
        return f.string(from: date)
    }
}
