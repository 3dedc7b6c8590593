import SnapshotModel
import SnapshotPresentation
import SnapshotRules

/// The system's mirror of the Live Activity on the watch's Smart Stack and CarPlay (the default
/// mirror only: compact leading + trailing; CarPlay disables buttons):
/// the compact presentation's leading region (the route) from the platter's leading margin and
/// its trailing region (the value and its state cue) to the trailing one, centred on the
/// platter's height. Each region has half the room between the margins, not the island's
/// camera-bound region: the mirror has no camera, so a clock time keeps one line where the
/// island stacks it, and a state's cue is its word where it fits ("Offline 14:23":
/// status is a word), the island's glyph where not. Text keeps the compact's sizes. It has no refresh button and no action
/// of its own: the system owns the tap. The watch's Smart Stack is dark; CarPlay shows the
/// day appearance by day and the dark one at night (docs/spec-decisions.md "Devices the seeds name").
struct MirrorLayout {
    let measurer: any TextMeasuring

    /// The mirror of `base` (the compact island's regions).
    func layout(_ p: Presentation, in env: RenderEnvironment, base: Surface) -> LayoutTree {
        let spec = env.surface.spec
        let (width, heights) = spec.size(env.device)
        let height = heights.lowerBound
        let palette = Palette.of(env.appearance)
        // The compact's content keeps its inset from its ends: laid out that much wider than the
        // room between the margins, it starts and ends on them.
        let inset = spec.margin - IslandCompactLayout.inset
        let compactWidth = width - 2 * inset
        var compactEnv = env
        compactEnv.surface = base
        let compact = IslandCompactLayout(measurer: measurer, palette: palette, room: (compactWidth, compactWidth / 2),
                                          spellsCues: true).layout(p, in: compactEnv)
        let dy = (height - compact.size.height) / 2
        let content = compact.elements.filter { $0.role != .background }.map { $0.offset(dx: inset, dy: dy) }
        var tree = LayoutTree(p, env, size: Size(width: width, height: height), textSize: .large,
                              background: .roundedRect(fill: palette.background, radius: min(spec.cornerRadius, height / 2)),
                              content: content)
        if !spec.ownsTap { tree.elements[0].action = nil }
        return tree
    }
}
