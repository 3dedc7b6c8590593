@testable import SnapshotModel
@testable import SnapshotRules
import Testing

/// What each rendering mode changes is decided by mode (`RenderingMode.isDrawn(at:)`,
/// `leavesOutsideTransparent`): the surfaces' modes are those drawn at their place.
@Suite struct ModeEffectsTests {
    /// The table's modes as they were listed row by row before one switch decided them.
    @Test func eachSurfaceIsDrawnInTheModesOfItsPlace() {
        let expected: [Surface: [RenderingMode]] = [
            .systemSmall: [.fullColor, .accented, .clear, .tinted], .systemMedium: [.fullColor, .accented, .clear, .tinted],
            .systemLarge: [.fullColor, .accented, .clear, .tinted],
            .accessoryRectangular: [.vibrant], .accessoryInline: [.vibrant], .accessoryCircular: [.vibrant],
            .liveActivityLockScreen: [.fullColor], .liveActivityExpanded: [.fullColor], .liveActivityCompact: [.fullColor],
            .liveActivityMinimal: [.fullColor], .standByWidget: [.fullColor, .nightRed], .standByLiveActivity: [.fullColor, .nightRed],
            .standByLiveActivityMinimal: [.fullColor, .nightRed], .liveActivitySmartStack: [.fullColor], .liveActivityCarPlay: [.fullColor],
        ]
        for surface in Surface.allCases { #expect(surface.modes == expected[surface], "\(surface)") }
    }

    @Test func theModesThatLeaveTheOutsideTransparent() {
        #expect(RenderingMode.allCases.filter(\.leavesOutsideTransparent) == [.fullColor, .accented])
    }
}
