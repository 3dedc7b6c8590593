import SnapshotModel
import SnapshotScenario

/// Which presentations a scenario has at all. A Live Activity is started for a
/// stop, and an empty state's "Edit widget" is a widget's own recovery: a scenario
/// with no chosen favorite has widgets, but no Live Activity, island or StandBy activity.
package enum SurfaceAvailability {
    /// Why `favorite` has nothing to show on `surface`; nil when it has that presentation.
    package static func absence(_ surface: Surface, _ favorite: FavoriteSelection, status: ScenarioStatus = .current) -> String? {
        if let reason = absence(surface, status: status) { return reason }
        guard !surface.isWidget else { return nil }
        switch favorite {
        case .chosen: return nil
        case .notChosen: return "no favorite is chosen, and a Live Activity is only started for a stop"
        case .removed: return "the favorite was removed, and a Live Activity is only started for a stop, never edited like a widget"
        }
    }

    /// Why a stop in `status` has nothing to show on `surface`: an ended Live
    /// Activity leaves the Dynamic Island (compact, minimal, expanded) at once, as iOS removes
    /// it there, and with it every presentation in the island's form (StandBy's minimal start,
    /// the watch's and CarPlay's mirrors of the compact), while the Lock Screen (and StandBy's
    /// full screen) keeps its final state for a while ("end the activity promptly";
    /// reference §4). Nil when it has that presentation.
    package static func absence(_ surface: Surface, status: ScenarioStatus) -> String? {
        guard status == .ended, surface.spec.hasIslandForm else { return nil }
        return "an ended Live Activity leaves the Dynamic Island and its minimal and mirrored forms; "
            + "its final state shows on the Lock Screen"
    }

    /// The state a presentation on `surface` shows for a scenario in `status`. A widget does not
    /// track anything: ending the Live Activity leaves it as it was, so it shows its stop as
    /// current data (stale by its own clock), never "Ended".
    package static func state(_ status: ScenarioStatus, on surface: Surface) -> ScenarioStatus {
        status == .ended && surface.isWidget ? .current : status
    }
}
