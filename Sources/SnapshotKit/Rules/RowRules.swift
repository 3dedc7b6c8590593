/// How many arrival rows each presentation shows, and which have the refresh button
/// (seed 000's tables; seed 001 where 000 is silent).
public enum RowRules {
    /// The number of arrival rows `surface` shows at the requested text size.
    public static func rows(_ surface: Surface, textSize: TextSize) -> Int {
        switch surface {
        case .systemSmall, .standByWidget: 1
        case .systemMedium, .liveActivityExpanded: 2
        case .systemLarge: 6
        // Lock Screen (and its StandBy 2× form): two rows, one at accessibility sizes (AX1 up).
        case .liveActivityLockScreen, .standByLiveActivity: textSize.isAccessibility ? 1 : 2
        // The first arrival only.
        case .accessoryRectangular, .accessoryInline, .accessoryCircular, .liveActivityCompact,
             .liveActivityMinimal: 1
        }
    }

    /// Whether the presentation has the refresh button. Seed 000: the shared layout and the
    /// expanded island do; inline, compact and minimal do not ("the system owns the tap");
    /// seed 001: rectangular gets one (proposed), circular none (decided).
    public static func hasRefresh(_ surface: Surface) -> Bool {
        switch surface {
        case .systemSmall, .systemMedium, .systemLarge, .liveActivityLockScreen, .liveActivityExpanded,
             .standByWidget, .standByLiveActivity, .accessoryRectangular: true
        case .accessoryInline, .accessoryCircular, .liveActivityCompact, .liveActivityMinimal: false
        }
    }
}
