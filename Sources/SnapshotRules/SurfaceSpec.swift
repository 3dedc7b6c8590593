import SnapshotModel

/// Everything that differs between surfaces, one row per surface (`SurfaceSpec.row`): where it
/// lives, how its data goes stale, its size, margin and corners, the modes and appearances it
/// is shown in, its rows and refresh button, its Dynamic Type cap, the layout that draws it and
/// what it shows. Adding a surface is a case of `Surface` and its row here; the layouts, the
/// presenter, the catalog and the audit read the row and never test for a surface by name.
/// Numbers from seeds 000/001 and the reference (`apple-surfaces.md` §3.2, §4.1, §4.3, §4.4);
/// docs/spec-decisions.md gives the reasoning of each choice.
package struct SurfaceSpec: Sendable, Equatable {
    package var place: Surface.Place
    /// Widgets go stale by their own clock (15 min); Live Activities when the system marks them.
    package var isWidget: Bool
    /// The devices that have the surface, each with its width and allowed height range (a
    /// fixed size has a one-point range). A device missing here has no such presentation.
    var sizes: [Device: SurfaceSize]
    /// Content margin: 16 pt for Home Screen widgets (HIG), 14 pt for the Live Activity
    /// (current HIG), 20 pt in the island, none for Lock Screen accessories (the system insets them).
    package var margin: Double
    /// Container corner radius.
    // NB: Apple publishes no widget or Lock Screen banner radius (reference §3.4, §4.3);
    // 22 pt is our recorded choice (docs/spec-decisions.md). The island's is 44 pt (§4.1),
    // clamped to a capsule when shorter.
    package var cornerRadius: Double
    /// The rendering modes the surface is shown in on iPhone (reference §5.1), those drawn at
    /// its place (`RenderingMode.isDrawn(at:)`); the first is the default and is left out of
    /// snapshot names.
    package var modes: [RenderingMode] { RenderingMode.drawn(at: place) }
    /// The appearances that change the surface (StandBy is a dark nightstand surface: one).
    package var appearances: [Appearance]
    /// Arrival rows below the accessibility sizes, and from AX1 up.
    package var rows: Int
    package var accessibilityRows: Int
    /// Whether the presentation has the refresh button.
    package var refresh: Bool
    /// The largest text size the surface lays out at (docs/spec-decisions.md "Dynamic Type
    /// compositions"); Large for the surfaces drawn at a fixed size.
    package var textCap: TextSize
    /// Which layout draws the surface.
    package var layout: LayoutFamily
    /// What the presentation shows of a stop.
    package var content: Content
    /// Where the shared layout puts the rows.
    package var rowPlacement: RowPlacement
    /// The least space between the header block and the first row.
    package var headerToRows: Double
    /// Whether the header always stacks (icon row above the name): the small widget's 126 pt
    /// cannot hold icon, name, capsule and refresh on one line.
    package var stacksHeader: Bool
    /// Whether the container's background is drawn (StandBy's widget removes it).
    package var drawsBackground: Bool
    /// Whether the presentation is the whole screen (StandBy's Live Activity): its base is drawn
    /// scaled and centred, and its background extended edge to edge with no corners.
    package var fillsScreen = false
    /// Where the Dynamic Island's camera sits on this presentation, nil where it does not.
    package var camera: CameraBand?
    /// The privacy states it is drawn in: `.locked` too where it is seen on a locked device and
    /// bars the stop name and times (docs/spec-decisions.md "Locked and private").
    package var privacies: [Privacy] = [.unlocked]
    /// How it shows the activities after the first when a scenario tracks more than one stop.
    package var furtherActivities: FurtherActivities = .hidden

    /// How a presentation shows further activities (`Scenario.alsoTracking`).
    package enum FurtherActivities: Sendable, Equatable {
        /// The first activity only (widgets, StandBy, the expanded and minimal island).
        case hidden
        /// Each activity in full, one under the other, `gap` points apart (the Lock Screen).
        case stacked(gap: Double)
        /// The second activity as `surface` (the minimal island), detached `gap` points right
        /// of this one and starting on a whole point (the compact island); later ones are not shown.
        case detached(surface: Surface, gap: Double)
    }

    /// Whether the container's background is drawn on `device`: CarPlay shows widgets "with the
    /// background removed", as StandBy does.
    package func drawsBackground(on device: Device) -> Bool {
        drawsBackground && !(isWidget && device.kind == .carPlay)
    }

    /// Whether the surface bars private content on a locked device.
    package var redactsWhenLocked: Bool { privacies.contains(.locked) }

    /// A width and its allowed heights, in points.
    package struct SurfaceSize: Sendable, Equatable {
        package var width: Double
        package var heights: ClosedRange<Double>
    }

    /// Which layout draws a surface.
    package enum LayoutFamily: Sendable, Equatable {
        /// The shared layout (Home Screen widgets, the Lock Screen Live Activity).
        case shared
        /// The row of `base` drawn `SurfaceMetrics.standByScale` times larger (StandBy).
        case scaled(base: Surface)
        case rectangular, inline, circular
        case expanded, compact, minimal
        /// The leading and trailing regions of `base` (the compact island) as the system mirrors
        /// them (Smart Stack, CarPlay).
        case mirror(of: Surface)
    }

    /// What a presentation of a stop shows.
    package enum Content: Sendable, Equatable {
        /// Header and arrival rows (the whole hierarchy, rows counted by `rows`).
        case rows
        /// Three lines: name, first route and time, freshness.
        case lines
        /// One glance value (inline, circular, compact, minimal).
        case oneValue
    }

    /// Where the shared layout puts the rows.
    package enum RowPlacement: Sendable, Equatable {
        /// On the bottom margin (the Home Screen widgets).
        case pinnedToBottom
        /// In fixed slots from the header down, spread so that every slot filled reaches the
        /// bottom margin; a slot never moves with the number of arrivals (the large widget).
        case fixedSlots
        /// Right under the header (the Live Activity, which grows with its content).
        case underHeader
    }

    /// Where the camera sits (reference §4.1, §4.2).
    package enum CameraBand: Sendable, Equatable {
        /// Centred, `SurfaceMetrics.islandCameraWidth` wide, from `cameraTop` for `cameraHeight`.
        case centredBand
        /// Between the compact presentation's leading and trailing regions, full height.
        case betweenRegions
    }

    /// The width and allowed height range on `device`, which has the surface (`has(on:)`):
    /// never another device's size in its place.
    package func size(_ device: Device) -> (width: Double, heights: ClosedRange<Double>) {
        guard let s = sizes[device] else { preconditionFailure("\(device.rawValue) has no such surface; ask has(on:) first") }
        return (s.width, s.heights)
    }

    /// Whether `device` has the surface.
    package func has(on device: Device) -> Bool { sizes[device] != nil }

    /// The devices that have the surface, in `Device.allCases` order.
    package var devices: [Device] { Device.allCases.filter(has(on:)) }

    /// The arrival rows shown at `textSize`.
    package func rows(at textSize: TextSize) -> Int { textSize.isAccessibility ? accessibilityRows : rows }

    /// The layout a person sees: a scaled surface's base's (StandBy's minimal is the minimal
    /// island's), a mirror's the compact island's; any other its own. The rules about what a
    /// glance must say read this.
    package var glanceLayout: LayoutFamily {
        switch layout {
        case .scaled(let base): base.spec.glanceLayout
        case .mirror(let base): base.spec.glanceLayout
        default: layout
        }
    }

    /// Whether a person sees an island presentation: the island's own, StandBy's minimal, a mirror.
    package var hasIslandForm: Bool { [.expanded, .compact, .minimal].contains(glanceLayout) }

    /// Whether a tap on the presentation is the app's (its deep link): not on a mirror, where
    /// the system owns the tap (the watch opens its own view, CarPlay disables buttons).
    package var ownsTap: Bool {
        if case .mirror = layout { return false }
        return true
    }

    /// Whether the surface shows arrival rows (the others show one value, or three lines).
    package var showsRows: Bool { content == .rows }

    /// Whether the surface carries the glance's whole hierarchy: identity, value, freshness.
    package var carriesHierarchy: Bool { content != .oneValue }

    /// Whether text follows Dynamic Type: the cap lies above Large.
    package var honoursDynamicType: Bool { textCap > .large }

    /// The camera's band in a presentation `width` points wide on `device`, nil where there is none.
    package func cameraBand(width: Double, device: Device) -> Rect? {
        switch camera {
        case nil: nil
        case .centredBand?:
            Rect(x: (width - SurfaceMetrics.islandCameraWidth) / 2, y: SurfaceMetrics.cameraTop,
                 width: SurfaceMetrics.islandCameraWidth, height: SurfaceMetrics.cameraHeight)
        case .betweenRegions?:
            Rect(x: SurfaceMetrics.compactRegionWidth(device), y: 0,
                 width: width - 2 * SurfaceMetrics.compactRegionWidth(device), height: SurfaceMetrics.islandHeight)
        }
    }
}

extension Surface {
    /// This surface's row of the table.
    package var spec: SurfaceSpec { SurfaceSpec.table[self]! }
    /// Where the surface lives.
    package var place: Place { spec.place }
    /// Widgets go stale by their own clock (15 min); Live Activities when the system marks them.
    package var isWidget: Bool { spec.isWidget }
    /// The rendering modes the surface is shown in; the first is the default.
    package var modes: [RenderingMode] { spec.modes }
    /// The appearances that change the surface.
    package var appearances: [Appearance] { spec.appearances }
    /// Whether text follows Dynamic Type (`SurfaceSpec.textCap` above Large).
    package var honoursDynamicType: Bool { spec.honoursDynamicType }
    /// The devices that have the surface.
    package var devices: [Device] { spec.devices }
    /// The device a scenario draws the surface on when it names none: the 393 pt phone where
    /// it has the surface, else the first device that does (the smallest watch, CarPlay's
    /// first screen).
    package var defaultDevice: Device { spec.devices[0] }
    /// Every surface's default device, once each: the 393 pt phone, the smallest watch and
    /// CarPlay's first screen (which also has the small widget). What a run covers when it
    /// names no device: each surface at least once.
    package static let defaultDevices: [Device] = Device.allCases.filter { d in allCases.contains { $0.defaultDevice == d } }
    /// The rendering modes the surface is drawn in on `device`: the watch and CarPlay show
    /// full colour only (reference §5.1: CarPlay "background removed"; the Smart Stack in colour).
    package func modes(on device: Device) -> [RenderingMode] {
        device.kind == .phone ? modes : modes.filter { $0 == .fullColor }
    }
}
