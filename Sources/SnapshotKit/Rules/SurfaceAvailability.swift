/// Which presentations a scenario has at all (issue 11). A Live Activity is started for a
/// stop (seed 003), and an empty state's "Edit widget" is a widget's own recovery: a scenario
/// with no chosen favorite has widgets, but no Live Activity, island or StandBy activity.
package enum SurfaceAvailability {
    /// Why `favorite` has nothing to show on `surface`; nil when it has that presentation.
    package static func absence(_ surface: Surface, _ favorite: FavoriteSelection) -> String? {
        guard !surface.isWidget else { return nil }
        switch favorite {
        case .chosen: return nil
        case .notChosen: return "no favorite is chosen, and a Live Activity is only started for a stop"
        case .removed: return "the favorite was removed, and a Live Activity is only started for a stop, never edited like a widget"
        }
    }
}
