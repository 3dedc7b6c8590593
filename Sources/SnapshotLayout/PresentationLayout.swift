import SnapshotModel
import SnapshotPresentation
import SnapshotRules

/// Picks the layout for a surface: the one entry point from a `Presentation` to a
/// `LayoutTree` for every presentation SnapshotKit draws.
package struct PresentationLayout: Sendable {
    package let measurer: any TextMeasuring

    package init(measurer: any TextMeasuring) { self.measurer = measurer }

    /// The fully resolved tree for `presentation` in `environment`, with its further
    /// activities placed as the surface's row says (`ActivityStack`).
    package func layout(_ presentation: Presentation, in env: RenderEnvironment) -> LayoutTree {
        let placement = env.surface.spec.furtherActivities
        var furtherEnv = env
        if case .detached(let surface, _) = placement { furtherEnv.surface = surface }
        var presentation = presentation
        if case .stacked = placement, !presentation.furtherActivities.isEmpty {
            // One marker column for the stack: every card's destinations start at one x.
            let all = presentation.rows + presentation.furtherActivities.flatMap(\.rows)
            presentation.stackedRows = all
            presentation.furtherActivities = presentation.furtherActivities.map { var p = $0; p.stackedRows = all; return p }
        }
        var first = layoutOne(presentation, in: env)
        var further = presentation.furtherActivities.map { layoutOne($0, in: furtherEnv) }
        if case .stacked = placement {
            // One text size for the stack, the least any of them takes, so their columns line up
            // (two cards at 33 and 28 pt read as two designs). At most three passes: a size
            // every activity took once holds for all of them.
            for _ in 0..<3 {
                let sizes = ([first] + further).map(\.renderedTextSize)
                guard let least = sizes.min(), sizes.contains(where: { $0 != least }) else { break }
                // At most the least size, still as the request asks: an XXXL request never
                // steps below XL, though a card alone at XL would take L.
                presentation.stackTextSize = least
                presentation.furtherActivities = presentation.furtherActivities.map { var p = $0; p.stackTextSize = least; return p }
                first = layoutOne(presentation, in: env)
                further = presentation.furtherActivities.map { layoutOne($0, in: furtherEnv) }
            }
        }
        var tree = ActivityStack.combine(first, further: further, as: placement)
        tree.environment = env
        if !env.surface.spec.drawsBackground(on: env.device) { tree = tree.withoutBackground() }
        return tree.painted(in: env.mode)
    }

    /// The tree of one activity (or empty state).
    func layoutOne(_ presentation: Presentation, in env: RenderEnvironment) -> LayoutTree {
        let tree = surfaceLayout(presentation, in: env)
        let palette = Palette.of(env.appearance)
        if presentation.redacted { return recordingLines(tree.redacted(palette: palette, summary: presentation.spokenSummary)) }
        if presentation.locked {
            return recordingLines(recordingShown(tree).locked(palette: palette, summary: presentation.spokenSummary,
                                                              stop: StopNameWords(presentation.header?.stopName ?? ""),
                                                              times: presentation.rows.flatMap { [$0.time, $0.spokenTime] }))
        }
        return recordingLines(recordingShown(tree))
    }

    /// The tree with each cut text's `shown`: the characters the typesetter draws for its run.
    func recordingShown(_ tree: LayoutTree) -> LayoutTree {
        var tree = tree
        for i in tree.elements.indices where tree.elements[i].truncated {
            guard case .text(let run) = tree.elements[i].paint else { continue }
            let drawn = measurer.shown(run)
            if drawn != tree.elements[i].text { tree.elements[i].shown = drawn }
        }
        return tree
    }

    /// The tree with each text's `lines` as the typesetter draws them (after any redaction, so
    /// a bar has none).
    func recordingLines(_ tree: LayoutTree) -> LayoutTree {
        var tree = tree
        for i in tree.elements.indices {
            guard case .text(let run) = tree.elements[i].paint else { continue }
            tree.elements[i].lines = measurer.lines(run)
        }
        return tree
    }

    /// The layout of the surface's family (`SurfaceSpec.layout`).
    func surfaceLayout(_ presentation: Presentation, in env: RenderEnvironment) -> LayoutTree {
        switch env.surface.spec.layout {
        case .shared: SharedLayout(measurer: measurer).layout(presentation, in: env)
        case .scaled(let base): scaled(presentation, env, base: base)
        case .rectangular: AccessoryRectangularLayout(measurer: measurer).layout(presentation, in: env)
        case .inline: AccessoryInlineLayout(measurer: measurer).layout(presentation, in: env)
        case .circular: AccessoryCircularLayout(measurer: measurer).layout(presentation, in: env)
        case .expanded, .compact, .minimal: IslandLayout(measurer: measurer).layout(presentation, in: env)
        case .mirror(let base): MirrorLayout(measurer: measurer).layout(presentation, in: env, base: base)
        }
    }

    /// StandBy (reference §4.4): the `base` surface's layout scaled up, e.g. the small widget
    /// (its background removed by `layout`), or the Lock Screen activity at 2× with its background extended.
    func scaled(_ p: Presentation, _ env: RenderEnvironment, base: Surface) -> LayoutTree {
        var baseEnv = env
        baseEnv.surface = base
        var tree = surfaceLayout(p, in: baseEnv).scaled(by: SurfaceMetrics.standByScale)
        tree.environment = env
        if env.surface.spec.fillsScreen { tree = tree.centredOnScreen(SurfaceMetrics.standByScreen(env.device)) }
        return tree
    }
}

extension LayoutTree {
    /// The tree with its background removed (StandBy's widget, CarPlay's): its tap action and
    /// summary stay.
    func withoutBackground() -> LayoutTree {
        var tree = self
        for i in tree.elements.indices where tree.elements[i].role == .background { tree.elements[i].paint = .none }
        return tree
    }
}
