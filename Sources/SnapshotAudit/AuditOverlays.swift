import Foundation
import SnapshotCatalog
import SnapshotFiles
import SnapshotImage
import SnapshotLayout
import SnapshotModel
import SnapshotRender
import SnapshotRules

/// The overlays `audit` writes: one per scenario × surface audited, on the surface's default
/// device (393x852 for a phone's), light (or the surface's only appearance), Large, the default
/// mode, the scenario's own time.
package struct AuditOverlays: Sendable {
    /// Where `overlays/<scenario>/<surface>.png` go.
    package let folder: URL
    let overlay: AccessibilityOverlay

    /// Overlays drawn with `renderer` (its legend text), written under `folder`.
    package init(folder: URL, renderer: Renderer) {
        self.folder = folder
        overlay = AccessibilityOverlay(renderer: renderer)
    }

    /// The overlay spec for each scenario × surface among `specs`, sorted by key.
    static func specs(for specs: [SnapshotSpec]) -> [SnapshotSpec] {
        let pairs = Set(specs.map { [$0.scenarioID, $0.environment.surface.rawValue] })
        return pairs.map { pair in
            let surface = Surface(rawValue: pair[1])!
            let look: Appearance = surface.appearances.contains(.light) ? .light : surface.appearances[0]
            return SnapshotSpec(scenarioID: pair[0], environment: RenderEnvironment(surface: surface, device: surface.defaultDevice,
                                                                                    appearance: look, textSize: .large))
        }.sorted()
    }

    /// Whether `audited` draws what the overlay spec `overlay` draws: the same scenario and
    /// environment at the scenario's own time (no timeline entry, or `+0m`), so its render
    /// can serve the overlay.
    static func draws(_ audited: SnapshotSpec, sameAs overlay: SnapshotSpec) -> Bool {
        audited.scenarioID == overlay.scenarioID && audited.environment == overlay.environment
            && (audited.offset?.seconds ?? 0) == (overlay.offset?.seconds ?? 0)
    }

    /// Draws the overlay of `spec` from its render and writes it; returns `scenario/surface`
    /// and the path relative to `folder`.
    func write(_ spec: SnapshotSpec, tree: LayoutTree, bitmap: Bitmap) throws -> (id: String, path: String) {
        let id = spec.scenarioID + "/" + spec.environment.surface.rawValue
        let image = try overlay.image(tree: tree, bitmap: bitmap, title: "\(id) · \(spec.environment.appearance.rawValue) · L")
        let path = "overlays/" + id + ".png"
        try AtomicFile.write(PNGEncoder.encode(image, compression: .fast), to: folder.appendingPathComponent(path))
        return (id, path)
    }
}
