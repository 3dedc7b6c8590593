import Foundation
@testable import SnapshotAudit
@testable import SnapshotCatalog
@testable import SnapshotLayout
@testable import SnapshotModel
@testable import SnapshotRules
@testable import SnapshotScenario
import Testing

/// A locked screen hides the stop by its words (seed 004: "Would showing this content on a
/// shared or locked surface cause harm?"): no word of the stop's name, in any spelling, is drawn,
/// spoken or kept in the structural snapshot (its action included), and the audit's
/// `privacy.leak` finds the same words. The cases are a design review's and a probe's findings.
@Suite struct LockedWordsTests {
    /// A stop, its locale, the destinations of its two rows, and the words (any case) that must
    /// appear nowhere in a locked snapshot.
    struct Alias: CustomTestStringConvertible, Sendable {
        var stop: String
        var locale: String
        var destinations: [String]
        var hidden: [String]
        var testDescription: String { "\(stop) ← \(destinations.joined(separator: ", "))" }
    }

    static let aliases = [
        Alias(stop: "O\u{2019}Hare", locale: "en_US", destinations: ["O'Hare", "O'HARE"], hidden: ["Hare"]),
        Alias(stop: "Frankfurt (Main) Hauptbahnhof", locale: "de_DE", destinations: ["Frankfurt (Main) Hbf", "Wiesbaden Hbf"],
              hidden: ["Frankfurt", "Main", "Hauptbahnhof"]),
        Alias(stop: "Puerta del Sol", locale: "es_US", destinations: ["Sol", "Plaza del Sol"], hidden: ["Sol", "Puerta"]),
        Alias(stop: "Belmont", locale: "en_US", destinations: ["BELMONT", "Kimball"], hidden: ["Belmont"]),
        Alias(stop: "Harold Washington Library-State/Van Buren", locale: "en_US",
              destinations: ["Harold Washington Library", "Kimball"], hidden: ["Harold", "Washington", "Library", "Buren"]),
        // A stop named by words that name no stop on their own is told by them all, abbreviated too.
        Alias(stop: "Hauptbahnhof", locale: "de_DE", destinations: ["Mönchengladbach Hbf", "Howard"], hidden: ["Hbf", "Hauptbahnhof"]),
    ]

    /// Belmont's scenario with another stop, locale and destinations.
    static func scenario(_ a: Alias) throws -> Scenario {
        var s = try ActivitiesTests.belmont()
        s.id = "locked-alias"
        s.localeIdentifier = a.locale
        s.locale = Locale(identifier: a.locale)
        s.favorite = .chosen(Favorite(stop: Stop(id: "40320", name: a.stop, mode: .train), routes: ["Red", "Brn"], direction: "Northbound"))
        s.arrivals = zip(s.arrivals, a.destinations).map { var arrival = $0; arrival.destination = $1; return arrival }
        return s
    }

    /// Whether `text` holds `word` as a word of its own, in any case.
    static func holds(_ text: String, _ word: String) -> Bool {
        text.range(of: "(?i)(^|[^\\p{L}])" + NSRegularExpression.escapedPattern(for: word) + "($|[^\\p{L}])",
                   options: .regularExpression) != nil
    }

    @Test(arguments: aliases, Surface.allCases.filter { $0.spec.redactsWhenLocked })
    func lockedShowsNoWordOfTheStop(_ a: Alias, _ surface: Surface) throws {
        let snapshot = try PrivacyTests.rendered(try Self.scenario(a), surface)
        let json = try snapshot.layoutJSON
        for word in a.hidden { #expect(!Self.holds(json, word), "\(surface): the locked structural snapshot holds \"\(word)\"") }
        #expect(!json.contains("40320"), "\(surface): the locked action carries the stop's id")
        #expect(PrivacyCheck.check(PrivacyTests.subject(snapshot)).isEmpty)
    }

    /// The destination that shares a word is shown as its route instead, so the row still says
    /// its line in words (a dot alone would tell it by colour).
    @Test func aSharedWordGivesWayToTheRoute() throws {
        let snapshot = try PrivacyTests.rendered(try Self.scenario(Self.aliases[3]), .liveActivityLockScreen)
        let destinations = snapshot.tree.elements.filter { $0.role == .destination }.compactMap(\.text)
        #expect(destinations == ["Red", "Kimball"])
    }

    /// What the audit calls a leak on a locked snapshot of Belmont's stop renamed `stop`: one
    /// element added that draws and says `text`.
    @Test(arguments: [
        ("O\u{2019}Hare", "O'HARE", true), ("O'Hare", "Ohare", true), ("Belmont", "to BELMONT", true),
        ("Frankfurt (Main) Hauptbahnhof", "Frankfurt (Main) Hbf", true), ("Puerta del Sol", "Sol", true),
        ("Harold Washington Library-State/Van Buren", "Harold Washington Library", true),
        ("Hauptbahnhof", "Mönchengladbach Hbf", true), ("Estación de Atocha", "Atocha", true),
        ("Frankfurt (Main) Hauptbahnhof", "Wiesbaden Hbf", false), ("Puerta del Sol", "Plaza del Carmen", false),
        ("Chicago Ave & State St", "Museum Campus/11th St", false), ("Bahnhof Zoo", "Bahnhof", false),
    ])
    func leakIsFoundByWord(_ stop: String, _ text: String, _ leaks: Bool) throws {
        var s = try ActivitiesTests.belmont()
        s.favorite = .chosen(Favorite(stop: Stop(id: "40320", name: stop, mode: .train), routes: ["Red", "Brn"], direction: "Northbound"))
        var snapshot = try PrivacyTests.rendered(s, .accessoryRectangular)
        #expect(PrivacyCheck.check(PrivacyTests.subject(snapshot)).isEmpty)
        snapshot.tree.elements.append(LayoutElement(role: .subtitle, frame: Rect(x: 0, y: 0, width: 40, height: 12),
                                                    paint: .text(TextRun(text, font: .style(.body, .large),
                                                                         color: Color(r: 255, g: 255, b: 255), wrapWidth: nil)),
                                                    text: text, label: text))
        let findings = PrivacyCheck.check(PrivacyTests.subject(snapshot))
        #expect(findings.map(\.rule.id) == (leaks ? ["privacy.leak"] : []))
    }

    /// A locked background that still deep-links to the stop is a leak; the locked surface
    /// links to the favorites, a category.
    @Test func lockedActionKeepsNoStopID() throws {
        var snapshot = try PrivacyTests.rendered(try ActivitiesTests.belmont(), .liveActivityLockScreen)
        let background = try #require(snapshot.tree.elements.firstIndex { $0.role == .background })
        #expect(snapshot.tree.elements[background].action == "transit://favorites")
        snapshot.tree.elements[background].action = "transit://stop/40320"
        #expect(PrivacyCheck.check(PrivacyTests.subject(snapshot)).map(\.rule.id) == ["privacy.leak"])
        let unlocked = try PrivacyTests.rendered(try ActivitiesTests.belmont(), .liveActivityLockScreen, .unlocked)
        #expect(unlocked.tree.elements.first { $0.role == .background }?.action == "transit://stop/40320")
    }
}
