/// How many arrival rows each presentation shows (seed 000's tables).
public enum RowRules {
    /// The number of arrival rows `surface` shows at the requested text size.
    /// Lock Screen: two rows, one at accessibility sizes (AX1 up).
    public static func rows(_ surface: Surface, textSize: TextSize) -> Int {
        switch surface {
        case .systemSmall: 1
        case .systemMedium: 2
        case .liveActivityLockScreen: textSize.isAccessibility ? 1 : 2
        }
    }

    /// Whether the presentation has the refresh button (seed 000: the shared layout does).
    public static func hasRefresh(_ surface: Surface) -> Bool {
        switch surface {
        case .systemSmall, .systemMedium, .liveActivityLockScreen: true
        }
    }
}
