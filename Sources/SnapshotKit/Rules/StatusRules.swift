import Foundation

/// How each state of the surface contract (seed 004) shows. The one place these choices
/// live; docs/spec-decisions.md gives the seed line each follows.
public enum StatusRules {
    /// What a state does to a stop's presentation.
    public struct Treatment: Equatable, Sendable {
        /// The word in the status capsule; nil for none.
        public var statusWord: String?
        /// Times as clock times (no live claims) rather than "Due" / "N min".
        public var clockTimes: Bool
        /// Arrival rows shown; when false, `rowsMessage` stands in their place.
        public var showsRows: Bool
        public var rowsMessage: String?
        public var refresh: Refresh
        public var redacted: Bool
    }

    /// The refresh button in a state.
    public enum Refresh: Equatable, Sendable { case shown, busy, hidden }

    /// The treatment of `status`, given whether the data is stale by the clock (15 min for a
    /// widget, `staleDate` for a Live Activity) and whether any arrival is known.
    /// Words in `language` (`Strings`); `endedAt` is the clock time tracking ended.
    public static func treatment(_ status: ScenarioStatus, staleByClock: Bool, hasArrivals: Bool,
                                 endedAt: String, language: Language) -> Treatment {
        let word = { (phrase: Phrase) in Strings.text(phrase, language) }
        let stale = Treatment(statusWord: word(.stale), clockTimes: true, showsRows: true, rowsMessage: nil,
                              refresh: .shown, redacted: false)
        let current = Treatment(statusWord: nil, clockTimes: false, showsRows: true, rowsMessage: nil,
                                refresh: .shown, redacted: false)
        let live = staleByClock ? stale : current
        switch status {
        // Current: stale by the clock shows as stale ("never imply stale information is live").
        case .current: return live
        // Updating: continuity, no noisy progress: the same content, the glyph dimmed.
        case .updating: return with(live, refresh: .busy)
        // Loading: keep the last trustworthy value; with none, say what is pending.
        case .loading:
            return hasArrivals ? with(live, refresh: .busy)
                : Treatment(statusWord: live.statusWord, clockTimes: live.clockTimes, showsRows: false,
                            rowsMessage: word(.loadingArrivals), refresh: .busy, redacted: false)
        // Paused / offline: say why updates stopped; refresh is the recovery; no live times.
        case .paused: return Treatment(statusWord: word(.paused), clockTimes: true, showsRows: true, rowsMessage: nil,
                                       refresh: .shown, redacted: false)
        case .offline: return Treatment(statusWord: word(.offline), clockTimes: true, showsRows: true, rowsMessage: nil,
                                        refresh: .shown, redacted: false)
        // Ended: final outcome, no refresh, no live claims, no rows.
        case .ended: return Treatment(statusWord: word(.ended), clockTimes: true, showsRows: false,
                                      rowsMessage: Strings.text(.trackingEndedAt, language, count: Strings.hour(of: endedAt),
                                                                ["time": endedAt]), refresh: .hidden, redacted: false)
        // Failed: no internals, a safe retry.
        case .failed: return Treatment(statusWord: word(.failed), clockTimes: true, showsRows: false,
                                       // The refresh button next to it is the retry (its label says so).
                                       rowsMessage: word(.couldNotLoadArrivals),
                                       refresh: .shown, redacted: false)
        // Placeholder: the shape of the content, nothing private.
        case .placeholder: return Treatment(statusWord: nil, clockTimes: false, showsRows: true, rowsMessage: nil,
                                            refresh: .shown, redacted: true)
        }
    }

    private static func with(_ t: Treatment, refresh: Refresh) -> Treatment {
        var t = t
        t.refresh = refresh
        return t
    }
}
