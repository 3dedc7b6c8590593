/// Picks the layout for a surface: the one entry point from a `Presentation` to a
/// `LayoutTree` for every presentation SnapshotKit draws.
public struct PresentationLayout: Sendable {
    public let measurer: any TextMeasuring

    public init(measurer: any TextMeasuring) { self.measurer = measurer }

    /// The fully resolved tree for `presentation` in `environment`.
    public func layout(_ presentation: Presentation, in env: RenderEnvironment) -> LayoutTree {
        let tree = Self.labellingRefresh(surfaceLayout(presentation, in: env), presentation)
        return presentation.redacted ? tree.redacted(palette: Palette.of(env.appearance), summary: presentation.spokenSummary) : tree
    }

    /// The tree with the refresh button labelled in the presentation's language.
    // NB: `HeaderLayout.controls` has no presentation to read the language from (and is being
    // rewritten); this one pass gives every refresh button `Presentation.refreshLabel`.
    static func labellingRefresh(_ tree: LayoutTree, _ p: Presentation) -> LayoutTree {
        var tree = tree
        for i in tree.elements.indices where tree.elements[i].role == .refresh {
            tree.elements[i].label = p.refreshLabel
        }
        return tree
    }

    func surfaceLayout(_ presentation: Presentation, in env: RenderEnvironment) -> LayoutTree {
        let shared = SharedLayout(measurer: measurer)
        switch env.surface {
        case .systemSmall, .systemMedium, .systemLarge, .liveActivityLockScreen:
            return shared.layout(presentation, in: env)
        case .standByWidget, .standByLiveActivity:
            return standBy(presentation, env, shared)
        case .accessoryRectangular, .accessoryInline, .accessoryCircular:
            return AccessoryLayout(measurer: measurer).layout(presentation, in: env)
        case .liveActivityExpanded, .liveActivityCompact, .liveActivityMinimal:
            return IslandLayout(measurer: measurer).layout(presentation, in: env)
        }
    }

    /// StandBy (reference §4.4): the small widget scaled up with its background removed, or
    /// the Lock Screen activity at 2× with its background extended.
    func standBy(_ p: Presentation, _ env: RenderEnvironment, _ shared: SharedLayout) -> LayoutTree {
        var base = env
        base.surface = env.surface == .standByWidget ? .systemSmall : .liveActivityLockScreen
        var tree = shared.layout(p, in: base).scaled(by: SurfaceMetrics.standByScale)
        tree.environment = env
        if env.surface == .standByWidget {
            // The background is removed; its tap action and summary stay.
            tree.elements = tree.elements.map { e in
                var e = e
                if e.role == .background { e.paint = .none }
                return e
            }
        }
        return tree
    }
}
