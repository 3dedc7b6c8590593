import SnapshotModel

/// The table: one row per surface. Sizes are seed 001's (393 and 430 pt classes), the
/// reference's for the 390 pt class, the watch and CarPlay (§3.2, §4.5); rows and
/// refresh seed 000's table (001 where 000 is silent); caps docs/spec-decisions.md "Dynamic
/// Type compositions". The switch is exhaustive, so a new `Surface` does not build without its row.
/// A row's modes are those drawn at its place (`SurfaceSpec.modes`): a new mode decides once,
/// in `RenderingMode.isDrawn(at:)`, for every row.
extension SurfaceSpec {
    static let table: [Surface: SurfaceSpec] = Dictionary(uniqueKeysWithValues: Surface.allCases.map { ($0, row($0)) })

    static func row(_ surface: Surface) -> SurfaceSpec {
        let any = Appearance.allCases
        let island = SurfaceMetrics.islandHeight
        switch surface {
        case .systemSmall:
            return SurfaceSpec(place: .homeScreen, isWidget: true, sizes: phones(.fixed(158, 158), .fixed(170, 170)).merging(carPlay(.fixed(158, 158))) { a, _ in a },
                               margin: 16, cornerRadius: 22, appearances: any,
                               rows: 1, accessibilityRows: 1, refresh: true, textCap: .xxxLarge, layout: .shared,
                               content: .rows, rowPlacement: .pinnedToBottom,
                               // 4 pt, not 10: its rows sit on the bottom margin and it needs every point at XXL.
                               headerToRows: 4, stacksHeader: true, drawsBackground: true, camera: nil)
        case .systemMedium:
            return SurfaceSpec(place: .homeScreen, isWidget: true, sizes: phones(.fixed(338, 158), .fixed(364, 170)),
                               margin: 16, cornerRadius: 22, appearances: any,
                               rows: 2, accessibilityRows: 2, refresh: true, textCap: .xxxLarge, layout: .shared,
                               content: .rows, rowPlacement: .pinnedToBottom, headerToRows: 10, stacksHeader: false,
                               drawsBackground: true, camera: nil)
        case .systemLarge:
            return SurfaceSpec(place: .homeScreen, isWidget: true, sizes: phones(.fixed(338, 354), .fixed(364, 382)),
                               margin: 16, cornerRadius: 22, appearances: any,
                               rows: 6, accessibilityRows: 6, refresh: true, textCap: .ax1, layout: .shared,
                               content: .rows, rowPlacement: .fixedSlots, headerToRows: 10, stacksHeader: false,
                               drawsBackground: true, camera: nil)
        case .accessoryRectangular:
            return accessory(.rectangular, phones(.fixed(160, 72), .fixed(172, 76)), refresh: false, cap: .xxxLarge, content: .lines)
        case .accessoryInline:
            return accessory(.inline, phones(.fixed(234, 26), .fixed(257, 26)), refresh: false, cap: .large, content: .oneValue)
        case .accessoryCircular:
            return accessory(.circular, phones(.fixed(72, 72), .fixed(76, 76)), refresh: false, cap: .large, content: .oneValue)
        case .liveActivityLockScreen:
            return SurfaceSpec(place: .lockScreenActivity, isWidget: false,
                               sizes: phones(SurfaceSize(width: 371, heights: 84...160), SurfaceSize(width: 408, heights: 84...160),
                                             noIsland: SurfaceSize(width: 368, heights: 84...160)), margin: 14, cornerRadius: 22,
                               appearances: any, rows: 2, accessibilityRows: 1, refresh: true,
                               textCap: .ax2, layout: .shared, content: .rows, rowPlacement: .underHeader, headerToRows: 10,
                               stacksHeader: false, drawsBackground: true, camera: nil, privacies: Privacy.allCases,
                               furtherActivities: .stacked(gap: SurfaceMetrics.lockScreenActivityGap))
        case .liveActivityExpanded:
            return SurfaceSpec(place: .dynamicIsland, isWidget: false,
                               sizes: islandPhones(SurfaceSize(width: 371, heights: 84...160), SurfaceSize(width: 408, heights: 84...160)), margin: 20, cornerRadius: 44,
                               appearances: any, rows: 2, accessibilityRows: 2, refresh: true,
                               textCap: .large, layout: .expanded, content: .rows, rowPlacement: .underHeader,
                               headerToRows: 10, stacksHeader: false, drawsBackground: true, camera: .centredBand)
        case .liveActivityCompact:
            return SurfaceSpec(place: .dynamicIsland, isWidget: false, sizes: islandPhones(.fixed(230, island), .fixed(250, island)),
                               margin: 20, cornerRadius: 44, appearances: any, rows: 1, accessibilityRows: 1,
                               refresh: false, textCap: .large, layout: .compact, content: .oneValue,
                               rowPlacement: .underHeader, headerToRows: 10, stacksHeader: false, drawsBackground: true,
                               camera: .betweenRegions, furtherActivities: .detached(surface: .liveActivityMinimal,
                                                                                     gap: SurfaceMetrics.detachedMinimalGap))
        case .liveActivityMinimal:
            // The minimal's width follows its content within 36.67–45 pt.
            return SurfaceSpec(place: .dynamicIsland, isWidget: false, sizes: islandPhones(.fixed(45, island), .fixed(45, island)),
                               margin: 20, cornerRadius: 44, appearances: any, rows: 1, accessibilityRows: 1,
                               refresh: false, textCap: .large, layout: .minimal, content: .oneValue,
                               rowPlacement: .underHeader, headerToRows: 10, stacksHeader: false, drawsBackground: true,
                               camera: nil)
        case .standByWidget:
            return row(.systemSmall).standBy(base: .systemSmall, drawsBackground: false)
        case .standByLiveActivity:
            return row(.liveActivityLockScreen).standBy(base: .liveActivityLockScreen, drawsBackground: true)
                .fillingScreen()
        case .standByLiveActivityMinimal:
            // StandBy draws the minimal itself, on every phone (the 17e too: it has StandBy, not
            // the island); its size is the island's minimal, which is the same on every class.
            var minimal = row(.liveActivityMinimal)
            minimal.sizes = phones(.fixed(45, island), .fixed(45, island))
            return minimal.standBy(base: .liveActivityMinimal, drawsBackground: true)
        case .liveActivitySmartStack:
            return mirror(place: .watchSmartStack, sizes: [
                .watch40: .fixed(152, 69.5), .watch41: .fixed(165, 72.5), .watch44: .fixed(173, 76.5),
                .watch45: .fixed(184, 80.5), .watch49: .fixed(191, 81.5),
            ], appearances: [.dark])
        case .liveActivityCarPlay:
            return mirror(place: .carPlay, sizes: [
                .carPlay240x78: .fixed(240, 78), .carPlay240x100: .fixed(240, 100), .carPlay170x78: .fixed(170, 78),
            ], appearances: any)
        }
    }

    /// Sizes on the phones: the 393 pt class, the 430 pt class, and the 17e's 390 × 844 class,
    /// which has the 393 class's widget sizes (reference §3.2's 390×844 row) unless `noIsland` says.
    private static func phones(_ size393: SurfaceSize, _ size430: SurfaceSize, noIsland: SurfaceSize? = nil) -> [Device: SurfaceSize] {
        [.iPhone393: size393, .iPhone430: size430, .iPhone390: noIsland ?? size393]
    }

    /// Sizes on the phones with a Dynamic Island.
    private static func islandPhones(_ size393: SurfaceSize, _ size430: SurfaceSize) -> [Device: SurfaceSize] {
        [.iPhone393: size393, .iPhone430: size430]
    }

    /// CarPlay shows the phone's small widget as the phone draws it, at the 393 pt class's size,
    /// the same on every CarPlay screen: it is drawn on the first screen only, as the others
    /// would draw the same pixels (docs/spec-decisions.md "Devices the seeds name").
    private static func carPlay(_ size: SurfaceSize) -> [Device: SurfaceSize] {
        [.carPlay240x78: size]
    }

    /// The system's mirror of the compact presentation (seed 001 "Watch Smart Stack / CarPlay:
    /// The system mirror, compact leading + trailing. CarPlay disables buttons."): one value,
    /// no refresh, the system owns the tap; text at the compact's fixed size.
    private static func mirror(place: Surface.Place, sizes: [Device: SurfaceSize], appearances: [Appearance]) -> SurfaceSpec {
        SurfaceSpec(place: place, isWidget: false, sizes: sizes, margin: SurfaceMetrics.mirrorMargin,
                    cornerRadius: SurfaceMetrics.mirrorCornerRadius, appearances: appearances, rows: 1, accessibilityRows: 1,
                    refresh: false, textCap: .large, layout: .mirror(of: .liveActivityCompact), content: .oneValue, rowPlacement: .underHeader,
                    headerToRows: 10, stacksHeader: false, drawsBackground: true, camera: nil)
    }

    /// A Lock Screen accessory: drawn white for the vibrant mode, no margin of its own.
    private static func accessory(_ layout: LayoutFamily, _ sizes: [Device: SurfaceSize], refresh: Bool,
                                  cap: TextSize, content: Content) -> SurfaceSpec {
        return SurfaceSpec(place: .lockScreenAccessory, isWidget: true, sizes: sizes, margin: 0,
                           cornerRadius: 22, appearances: Appearance.allCases, rows: 1, accessibilityRows: 1,
                           refresh: refresh, textCap: cap, layout: layout, content: content, rowPlacement: .underHeader,
                           headerToRows: 10, stacksHeader: false, drawsBackground: true, camera: nil,
                           privacies: Privacy.allCases)
    }

    /// StandBy (reference §4.4): `base` drawn `standByScale` times larger, by day and in night
    /// red, on the dark nightstand; its rows, refresh, cap and staleness are the base's. The
    /// nightstand is a locked phone: it bars private content when locked, and shows the first
    /// activity only.
    private func standBy(base: Surface, drawsBackground: Bool) -> SurfaceSpec {
        var s = self
        let k = SurfaceMetrics.standByScale
        func scaled(_ z: SurfaceSize) -> SurfaceSize {
            SurfaceSize(width: z.width * k, heights: (z.heights.lowerBound * k)...(z.heights.upperBound * k))
        }
        s.place = .standBy
        // StandBy is the phone's: a widget CarPlay also shows is not on CarPlay's nightstand.
        s.sizes = sizes.filter { $0.key.kind == .phone }.mapValues(scaled)
        s.margin = 16
        s.appearances = [.dark]
        s.layout = .scaled(base: base)
        s.drawsBackground = drawsBackground
        s.privacies = Privacy.allCases
        s.furtherActivities = .hidden
        return s
    }
}

extension SurfaceSpec {
    /// StandBy's Live Activity (seed 001 "tapping it opens the Lock Screen layout at 2×"; reference
    /// §4.4 "to fill the screen", the background colour "extended to the whole screen"): the
    /// landscape screen, with the 2× Lock Screen layout centred on it.
    fileprivate func fillingScreen() -> SurfaceSpec {
        var s = self
        func screen(_ d: Device) -> SurfaceSize {
            let z = SurfaceMetrics.standByScreen(d)
            return .fixed(z.width, z.height)
        }
        s.sizes = Dictionary(uniqueKeysWithValues: sizes.keys.map { ($0, screen($0)) })
        s.fillsScreen = true
        return s
    }
}

extension SurfaceSpec {
    /// Where the Home Screen's widget grid starts on `device`, in points: its top
    /// (`SurfaceMetrics.homeWidgetTop`) and its leading column, the medium widget being as wide
    /// as the grid and centred on the screen. The wallpaper behind a widget in the clear and
    /// tinted looks is read from there.
    package static func homeGridOrigin(_ device: Device) -> (x: Double, y: Double) {
        let screen = SurfaceMetrics.homeScreen(device)
        return ((screen.width - Surface.systemMedium.spec.size(device).width) / 2, SurfaceMetrics.homeWidgetTop)
    }
}

extension SurfaceSpec.SurfaceSize {
    /// A fixed size.
    static func fixed(_ width: Double, _ height: Double) -> Self { Self(width: width, heights: height...height) }
}
