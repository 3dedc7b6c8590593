import SnapshotModel

/// How many arrival rows each presentation shows, and which have the refresh button: the
/// surface's row of `SurfaceSpec` (seed 000's tables; seed 001 where 000 is silent).
package enum RowRules {
    /// The number of arrival rows `surface` shows at the requested text size.
    package static func rows(_ surface: Surface, textSize: TextSize) -> Int { surface.spec.rows(at: textSize) }

    /// Whether the presentation has the refresh button. Seed 000: the shared layout and the
    /// expanded island do; inline, compact and minimal do not ("the system owns the tap");
    /// seed 001: rectangular gets one (proposed), circular none (decided).
    package static func hasRefresh(_ surface: Surface) -> Bool { surface.spec.refresh }
}
