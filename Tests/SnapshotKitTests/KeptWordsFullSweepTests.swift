import Foundation
@testable import SnapshotAudit
@testable import SnapshotImage
@testable import SnapshotLayout
@testable import SnapshotModel
@testable import SnapshotPresentation
@testable import SnapshotRender
@testable import SnapshotRules
@testable import SnapshotScenario
import Testing

/// The cases `snapshot sweep --full` failed on once issue 34 kept a delay's word on every row
/// surface (seed 19, 296,064 snapshots), as the sweep wrote them out, each held to the rule it
/// broke with the real Pango measurer.
@Suite struct KeptWordsFullSweepTests {
    static let layout = PresentationLayout(measurer: try! PangoTextMeasurer())

    static func subject(_ id: String, _ surface: Surface, _ size: TextSize) throws -> AuditSubject {
        let s = try TestScenarios.fixture(id)
        let env = RenderEnvironment(surface: surface, device: surface.defaultDevice, appearance: .light, textSize: size)
        let p = Presenter.present(s, in: env, now: s.now)
        let tree = layout.layout(p, in: env)
        return AuditSubject(key: "\(id)/\(surface.rawValue)_\(size.rawValue)", presentation: p, tree: tree,
                            bitmap: Bitmap(width: 1, height: 1), upcomingArrivals: s.arrivals.count, state: s.status,
                            locale: s.locale)
    }

    /// identity.whole with timing.word: "Wien Westbahnhof" over a delayed bus on the small widget
    /// and "Ciudad Universitaria" on StandBy's copy, at L and at an XL request. The word takes a
    /// line of its own ("Versp. 2 Min."), the age stays, and the name is whole: tight leading
    /// gives the 4 pt the word's line took (an XL request is drawn at L, identity's own size).
    @Test(arguments: [("sw-57799", Surface.systemSmall, TextSize.large, "Wien Westbahnhof"),
                      ("sw-155055", .systemSmall, .xLarge, "Wien Westbahnhof"),
                      ("sw-56016", .standByWidget, .large, "Ciudad Universitaria")])
    func aShortNameStaysWholeBesideADelaysWord(_ id: String, _ surface: Surface, _ size: TextSize, _ name: String) throws {
        let s = try Self.subject(id, surface, size)
        let title = try #require(s.tree.elements(.title).first)
        #expect(!title.truncated && title.lines?.joined(separator: " ") == name, "\(title.lines ?? [])")
        #expect(s.tree.elements(.subtitle).count == 1, "the age is drawn")
        let time = try #require(s.tree.elements(.time).first?.text)
        #expect(time.hasPrefix("Versp.") || time.hasPrefix("Retr."), "the delay's word: \(time)")
        #expect(IdentityCheck.check(s).isEmpty && TimingWordCheck.check(s).filter { $0.severity == .error }.isEmpty)
    }

    /// identity.word: "Schlesisches Tor" at an AX3 request on the small widget, where its first word
    /// fits no line beside the icon: cut at one of the word's hyphenation points ("Schlesi…"), not
    /// between two letters of a syllable ("Schlesis…").
    @Test func aCutInsideAWordFallsAtAHyphenationPoint() throws {
        let s = try Self.subject("sw-149429", .systemSmall, .ax3)
        let title = try #require(s.tree.elements(.title).first)
        #expect(title.lines == ["Schlesi…"])
        #expect(IdentityCheck.check(s).isEmpty, "\(IdentityCheck.check(s).map(\.message))")
    }

    /// layout.room: a Spanish delayed row ("Retr. 7 min") drew its destination beside room kept for
    /// the due form it has not reached ("Retr. · Ahora"), "Museum…" with 49.5 pt free at AX4 on the
    /// large widget. The destination is drawn beside its own time; the composition is still chosen
    /// for the widest time the row can show.
    @Test func aDelayedDestinationIsDrawnBesideItsOwnTime() throws {
        let s = try Self.subject("sw-83550", .systemLarge, .ax4)
        #expect(RoomCheck.cutBesideRoom(s).isEmpty, "\(RoomCheck.cutBesideRoom(s).map(\.message))")
        let destination = try #require(s.tree.elements(.destination).first { $0.row == 1 })
        #expect(destination.lines != ["Museum…"], "\(destination.lines ?? [])")
    }

    /// A delayed row takes its word's short form before its destination is cut: "Aeropuerto T4"
    /// whole beside "Retr. 2:27 p.m.", not "Aeropuert…" beside "Retrasado · 2:27 p.m." (a design
    /// review of this stop, the medium widget from XL).
    @Test(arguments: [TextSize.xLarge, .xxxLarge, .ax5])
    func aDelaysShortFormComesBeforeACutDestination(_ size: TextSize) throws {
        let s = try Self.subject("nuevos-ministerios-stale-es-us", .systemMedium, size)
        let destination = try #require(s.tree.elements(.destination).first { $0.row == 1 })
        let time = try #require(s.tree.elements(.time).first { $0.row == 1 }?.text)
        #expect(!destination.truncated, "\(destination.lines ?? []) beside \(time)")
        #expect(time.hasPrefix("Retr. "), "\(time)")
    }

    /// Where another row is cut at every level of the words ("Inner Drive/F…" beside "Sched.
    /// 2:41 PM"), the level that cuts fewer destinations still wins: "Devon/Broadway" whole beside
    /// "Late 2:27 PM" on the large widget at XL, not "Devon/Bro…" beside "Delayed · 2:27 PM".
    @Test func theLevelThatCutsFewerDestinationsWins() throws {
        let s = try Self.subject("broadway-lawrence-stale", .systemLarge, .xLarge)
        let destination = try #require(s.tree.elements(.destination).first { $0.row == 1 })
        let time = try #require(s.tree.elements(.time).first { $0.row == 1 }?.text)
        #expect(!destination.truncated && time.hasPrefix("Late "), "\(destination.lines ?? []) beside \(time)")
    }
}

