import SnapshotCatalogRuns
import SnapshotDiff
import SnapshotGolden
import SnapshotImage
import SnapshotStructure

extension VerifyItem where Axes == CatalogAxes {
    /// A test's own item: drawn by `render`, with no catalog axes (as an animation frame has).
    init(key: String, render: @escaping @Sendable () throws -> (pixels: DrawnPixels, layout: LayoutSnapshot?)) {
        self.init(key: key, axes: CatalogAxes(), cost: 1, render: render)
    }
}

extension RunResults.Snapshot where Axes == CatalogAxes {
    /// A row with no catalog axes, as a test writes one.
    init(key: String, status: SnapshotStatus, goldenSHA256: String? = nil, candidateSHA256: String? = nil,
         candidateLayoutSHA256: String? = nil, artefacts: ArtefactPaths = [:], message: String? = nil) {
        self.init(key: key, status: status, axes: CatalogAxes(), goldenSHA256: goldenSHA256, candidateSHA256: candidateSHA256,
                  candidateLayoutSHA256: candidateLayoutSHA256, artefacts: artefacts, message: message)
    }
}
