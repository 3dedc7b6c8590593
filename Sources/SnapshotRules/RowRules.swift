import SnapshotModel

/// How many arrival rows each presentation shows, and which have the refresh button: the
/// surface's row of `SurfaceSpec`.
package enum RowRules {
    /// The number of arrival rows `surface` shows at the requested text size.
    package static func rows(_ surface: Surface, textSize: TextSize) -> Int { surface.spec.rows(at: textSize) }

    /// Whether the presentation has the refresh button: the shared layout and the
    /// expanded island do; inline, compact and minimal do not ("the system owns the tap");
    /// rectangular gets one (proposed), circular none (decided).
    package static func hasRefresh(_ surface: Surface) -> Bool { surface.spec.refresh }
}
