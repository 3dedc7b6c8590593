import Foundation
@testable import SnapshotLayout
@testable import SnapshotModel
@testable import SnapshotPresentation
@testable import SnapshotRules
@testable import SnapshotScenario
import Testing

/// Seed 004's states as a table: what each shows, and how the presenter and layout follow it.
@Suite struct StatusRulesTests {
    typealias T = TestScenarios
    typealias R = StatusRules.Refresh

    struct Row: Sendable, CustomTestStringConvertible {
        let status: ScenarioStatus, staleByClock: Bool, hasArrivals: Bool
        let word: String?, clockTimes: Bool, rows: Bool, message: String?, refresh: R, redacted: Bool
        var testDescription: String { "\(status) stale=\(staleByClock) arrivals=\(hasArrivals)" }
    }

    static let table: [Row] = [
        Row(status: .current, staleByClock: false, hasArrivals: true, word: nil, clockTimes: false, rows: true, message: nil, refresh: .shown, redacted: false),
        Row(status: .current, staleByClock: true, hasArrivals: true, word: "Stale", clockTimes: true, rows: true, message: nil, refresh: .shown, redacted: false),
        Row(status: .updating, staleByClock: false, hasArrivals: true, word: nil, clockTimes: false, rows: true, message: nil, refresh: .busy, redacted: false),
        Row(status: .updating, staleByClock: true, hasArrivals: true, word: "Stale", clockTimes: true, rows: true, message: nil, refresh: .busy, redacted: false),
        Row(status: .loading, staleByClock: false, hasArrivals: true, word: "Loading", clockTimes: false, rows: true, message: nil, refresh: .busy, redacted: false),
        Row(status: .loading, staleByClock: false, hasArrivals: false, word: "Loading", clockTimes: false, rows: false, message: "Loading arrivals…", refresh: .busy, redacted: false),
        Row(status: .paused, staleByClock: false, hasArrivals: true, word: "Paused", clockTimes: true, rows: true, message: nil, refresh: .shown, redacted: false),
        Row(status: .offline, staleByClock: false, hasArrivals: true, word: "Offline", clockTimes: true, rows: true, message: nil, refresh: .shown, redacted: false),
        Row(status: .ended, staleByClock: false, hasArrivals: true, word: "Ended", clockTimes: true, rows: false, message: "Tracking ended at 2:21\u{202F}PM", refresh: .hidden, redacted: false),
        Row(status: .failed, staleByClock: false, hasArrivals: true, word: "Failed", clockTimes: true, rows: false, message: "Couldn’t load arrivals", refresh: .shown, redacted: false),
        Row(status: .placeholder, staleByClock: false, hasArrivals: true, word: nil, clockTimes: false, rows: true, message: nil, refresh: .shown, redacted: true),
    ]

    @Test(arguments: table)
    func treatment(_ r: Row) {
        let t = StatusRules.treatment(r.status, staleByClock: r.staleByClock, hasArrivals: r.hasArrivals,
                                      endedAt: "2:21\u{202F}PM", language: .en)
        #expect(t.statusWord == r.word)
        #expect(t.clockTimes == r.clockTimes)
        #expect(t.showsRows == r.rows)
        #expect(t.rowsMessage == r.message)
        #expect(t.refresh == r.refresh)
        #expect(t.redacted == r.redacted)
    }

    /// Through the presenter: the status word, rows and refresh of each state on the medium widget.
    @Test(arguments: [
        (ScenarioStatus.current, nil as String?, 2, true, false),
        (.updating, nil, 2, true, true),
        (.offline, "Offline", 2, true, false),
        (.paused, "Paused", 2, true, false),
        // A widget does not track: ending the Live Activity leaves it current (issue 20).
        (.ended, nil, 2, true, false),
        (.failed, "Failed", 0, true, false),
    ])
    func presenterFollowsTheTable(_ status: ScenarioStatus, _ word: String?, _ rows: Int, _ refresh: Bool, _ busy: Bool) {
        var s = T.scenario(arrivals: [T.arrival("Red", "Howard", 14, 24), T.arrival("Brn", "Kimball", 14, 28, color: "#62361B")])
        s.status = status
        let p = T.present(s, .systemMedium)
        #expect(p.statusWord == word)
        #expect(p.status?.word(.en) == word, "the presentation carries the state typed; the word comes from Strings")
        #expect(p.showsRows == (rows > 0), "whether the state shows rows is the presentation's own, for the audit")
        #expect(p.rows.count == rows)
        #expect(p.showsRefresh == refresh)
        #expect(p.refreshBusy == busy)
        if word != nil { #expect(p.rows.allSatisfy { !$0.time.hasSuffix("min") && $0.time != "Due" }) }
        if let word { #expect(p.spokenSummary.hasSuffix(word + ".")) }
    }

    /// Placeholder: the same frames as the current layout (no jump), and nothing private left.
    @Test func placeholderKeepsTheLayoutAndHidesTheContent() {
        var current = T.scenario()
        current.status = .current
        var placeholder = current
        placeholder.status = .placeholder
        let env = T.environment(.systemMedium)
        let layout = PresentationLayout(measurer: FixedAdvanceMeasurer())
        let a = layout.layout(Presenter.present(current, in: env, now: current.now), in: env)
        let b = layout.layout(Presenter.present(placeholder, in: env, now: placeholder.now), in: env)
        #expect(a.size == b.size)
        #expect(a.elements.map(\.role) == b.elements.map(\.role))
        #expect(zip(a.elements, b.elements).allSatisfy { $0.frame.midY == $1.frame.midY && $0.frame.minX == $1.frame.minX })
        let content = b.elements.filter { $0.role != .background && $0.role != .refresh }
        #expect(content.allSatisfy { $0.text == nil && $0.label == nil })
        #expect(!b.spokenSummary.contains("Belmont") && !b.spokenSummary.contains("Howard"))
    }

    /// Timeline: "Updated just now" at +0, stale exactly at +15:00 on the widget.
    @Test(arguments: [(0, "Updated just now", nil as String?), (120, "Updated 2\u{00A0}min ago", nil), (899, "Updated 14\u{00A0}min ago", nil),
                      (900, "Updated 15\u{00A0}min ago", "Stale"), (1080, "Updated 18\u{00A0}min ago", "Stale")])
    func timelineTurnsStaleAtFifteenMinutes(_ seconds: Int, _ subtitle: String, _ word: String?) {
        let s = T.scenario(arrivals: [T.arrival("Red", "Howard", 14, 59)], updatedAt: T.now)
        let p = Presenter.present(s, in: T.environment(.systemSmall), now: T.now.addingTimeInterval(TimeInterval(seconds)))
        #expect(p.header?.subtitle == subtitle)
        #expect(p.statusWord == word)
    }

    /// StandBy: the small widget at 2× with its background removed (its tap action kept).
    @Test func standByWidgetIsTheSmallWidgetScaledWithoutBackground() {
        let s = T.scenario()
        let layout = PresentationLayout(measurer: FixedAdvanceMeasurer())
        let small = layout.layout(T.present(s, .systemSmall), in: T.environment(.systemSmall))
        let env = RenderEnvironment(surface: .standByWidget, device: .iPhone393, appearance: .dark, textSize: .large)
        let standBy = layout.layout(Presenter.present(s, in: env, now: s.now), in: env)
        #expect(standBy.size == Size(width: small.size.width * 2, height: small.size.height * 2))
        let background = standBy.elements.first { $0.role == .background }
        #expect(background?.paint == ElementPaint.none)
        #expect(background?.action == "transit://stop/40320")
        #expect(standBy.elements.compactMap(\.font?.size).min() == small.elements.compactMap(\.font?.size).min().map { $0 * 2 })
    }
}
