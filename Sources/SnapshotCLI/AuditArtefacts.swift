import Foundation
import SnapshotAudit
/// Which overlays and images `snapshot audit` keeps (`--artefacts`).
///
/// NB: `failures` is for CI uploads. A passing audit of the catalog draws 254 overlays (33 MB)
/// and an image for each of its 314 warnings (16 MB), two thirds of what a passing CI run
/// uploaded; every one of them can be drawn again from the repository by `snapshot audit`.
/// With `failures` only a failing snapshot (an unallowlisted error) keeps its image and its
/// presentation's overlay; audit.json names only what is kept.
enum AuditArtefacts: String, CaseIterable {
    case all, failures

    /// Drops from `audit` (and from `folder`) the overlays and images of snapshots that do not
    /// fail. A key's presentation is its overlay's `scenario/surface` (the key's prefix up to `_`).
    static func keepFailures(_ audit: inout AuditResults, in folder: URL) throws {
        let failing = Set(audit.findings.filter(\.fails).map(\.key))
        let presentations = Set(audit.overlays.keys.filter { id in failing.contains { $0.hasPrefix(id + "_") } })
        let dropped = audit.images.filter { !failing.contains($0.key) }.map(\.value)
            + audit.overlays.filter { !presentations.contains($0.key) }.map(\.value)
        audit.images = audit.images.filter { failing.contains($0.key) }
        audit.overlays = audit.overlays.filter { presentations.contains($0.key) }
        for path in dropped { try? FileManager.default.removeItem(at: folder.appendingPathComponent(path)) }
    }
}
