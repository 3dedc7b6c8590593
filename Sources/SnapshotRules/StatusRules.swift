import Foundation
import SnapshotModel
import SnapshotScenario

/// How each state of the surface contract shows. The one place these choices
/// live; docs/spec-decisions.md gives the seed line each follows.
package enum StatusRules {
    /// What a state does to a stop's presentation.
    package struct Treatment: Equatable, Sendable {
        /// The state said in the status capsule; nil for none.
        package var status: StatusKind?
        /// Its word, in the treatment's language.
        package var statusWord: String? { status?.word(language) }
        /// Times as clock times (no live claims) rather than "Due" / "N min".
        package var clockTimes: Bool
        /// Arrival rows shown; when false, `rowsMessage` stands in their place.
        package var showsRows: Bool
        package var rowsMessage: String?
        /// Its short form for a surface that cannot hold the sentence ("Loading…"); nil: the sentence.
        package var shortRowsMessage: String?
        package var refresh: Refresh
        package var redacted: Bool
        /// The language of the words.
        package var language: Language
    }

    /// The refresh button in a state.
    package enum Refresh: Equatable, Sendable { case shown, busy, hidden }

    /// The treatment of `status`, given whether the data is stale by the clock (15 min for a
    /// widget, `staleDate` for a Live Activity) and whether any arrival is known.
    /// Words in `language` (`Strings`); `endedAt` is the clock time tracking ended.
    package static func treatment(_ status: ScenarioStatus, staleByClock: Bool, hasArrivals: Bool,
                                 endedAt: String, language: Language) -> Treatment {
        let word = { (phrase: Phrase) in Strings.text(phrase, language) }
        let treatment = { (status: StatusKind?, clockTimes: Bool, showsRows: Bool, rowsMessage: String?, refresh: Refresh,
                           redacted: Bool) in
            Treatment(status: status, clockTimes: clockTimes, showsRows: showsRows, rowsMessage: rowsMessage, refresh: refresh,
                      redacted: redacted, language: language)
        }
        let stale = treatment(.stale, true, true, nil, .shown, false)
        let current = treatment(nil, false, true, nil, .shown, false)
        let live = staleByClock ? stale : current
        switch status {
        // Current: stale by the clock shows as stale ("never imply stale information is live").
        case .current: return live
        // Updating: continuity, no noisy progress: the same content, the glyph dimmed.
        case .updating: return with(live, refresh: .busy)
        // Loading: keep the last trustworthy value and say in a word that current data is
        // pending (the capsule "Loading", also over last known arrivals); with none,
        // the rows say what is pending too. Stale last known arrivals keep their clock times.
        case .loading:
            var t = treatment(.loading, live.clockTimes, hasArrivals, hasArrivals ? nil : word(.loadingArrivals), .busy, false)
            t.shortRowsMessage = hasArrivals ? nil : word(.loadingShort)
            return t
        // Paused / offline: say why updates stopped; refresh is the recovery; no live times.
        case .paused: return treatment(.paused, true, true, nil, .shown, false)
        case .offline: return treatment(.offline, true, true, nil, .shown, false)
        // Ended: final outcome, no refresh, no live claims, no rows.
        case .ended:
            var t = treatment(.ended, true, false, Strings.text(.trackingEndedAt, language, count: Strings.hour(of: endedAt),
                                                                ["time": endedAt]), .hidden, false)
            t.shortRowsMessage = Strings.text(.trackingEndedShort, language, count: Strings.hour(of: endedAt), ["time": endedAt])
            return t
        // Failed: no internals, a safe retry.
        // The refresh button next to it is the retry (its label says so).
        case .failed:
            var t = treatment(.failed, true, false, word(.couldNotLoadArrivals), .shown, false)
            t.shortRowsMessage = word(.couldNotLoadShort)
            return t
        // Placeholder: the shape of the content, nothing private.
        case .placeholder: return treatment(nil, false, true, nil, .shown, true)
        }
    }

    /// The words that say `state` is happening, in `language`: a presentation in that state
    /// draws one of them (the sweep's `state.word`, docs/sweep.md). Nil for the states that
    /// need no word of their own (current, updating, placeholder, ended: its word is `status.word`'s).
    // NB: a new word for a state (a loading capsule, say) joins its list here, beside the
    // treatment that draws it.
    package static func sayings(_ state: ScenarioStatus, _ language: Language) -> [String]? {
        let word = { (phrase: Phrase) in Strings.text(phrase, language) }
        switch state {
        case .loading: return [StatusKind.loading.word(language), word(.loadingArrivals)]
        case .offline: return [StatusKind.offline.word(language)]
        case .paused: return [StatusKind.paused.word(language)]
        case .failed: return [StatusKind.failed.word(language), word(.couldNotLoadArrivals)]
        case .current, .updating, .placeholder, .ended: return nil
        }
    }

    private static func with(_ t: Treatment, refresh: Refresh) -> Treatment {
        var t = t
        t.refresh = refresh
        return t
    }
}
