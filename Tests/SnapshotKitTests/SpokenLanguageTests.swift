import Foundation
@testable import SnapshotAudit
@testable import SnapshotCatalog
@testable import SnapshotLayout
@testable import SnapshotModel
@testable import SnapshotRules
@testable import SnapshotScenario
import Testing

/// One language per label: a German or Spanish label is built from that language's phrases
/// ("Linie S8 nach …", "Línea S8 hacia …"), and the audit's `language.mixed` finds an English
/// word of the strings table in one (a probe heard "S8 Line nach Wiesbaden").
@Suite struct SpokenLanguageTests {
    /// Belmont with an S-Bahn line the CTA does not name, in `locale`.
    static func sBahn(_ locale: String) throws -> Scenario {
        var s = try ActivitiesTests.belmont()
        s.localeIdentifier = locale
        s.locale = Locale(identifier: locale)
        s.favorite = .chosen(Favorite(stop: Stop(id: "1", name: "Frankfurt (Main) Hauptbahnhof", mode: .train), routes: ["S8"],
                                      direction: "Northbound"))
        s.arrivals = s.arrivals.map { var a = $0; a.route = "S8"; a.destination = "Wiesbaden Hbf"; return a }
        return s
    }

    @Test(arguments: [("de_DE", "Linie S8"), ("es_US", "Línea S8"), ("en_US", "S8 Line")])
    func aLineIsNamedInTheLabelsLanguage(_ locale: String, _ line: String) throws {
        let snapshot = try PrivacyTests.rendered(try Self.sBahn(locale), .liveActivityLockScreen, .unlocked)
        #expect(snapshot.tree.elements.contains { $0.role == .routeMarker && $0.label == line })
        #expect(snapshot.tree.spokenSummary.contains(line))
        #expect(SpokenLanguageCheck.check(PrivacyTests.subject(snapshot)).isEmpty)
    }

    /// The rule: an English word of the table in a German or Spanish label is an error; the
    /// CTA's line names (proper names on every sign) and the scenario's own words are not.
    @Test(arguments: [
        ("de_DE", "S8 Line nach Wiesbaden Hbf", true), ("de_DE", "Linie S8 nach Wiesbaden Hbf", false),
        ("de_DE", "Red Line nach Wiesbaden Hbf", false), ("de_DE", "Linie S8 to Wiesbaden Hbf", true),
        ("es_US", "Línea S8 hacia Wiesbaden Hbf, 7 minutes.", true), ("es_US", "Línea Roja hacia Wiesbaden Hbf", false),
        ("en_US", "S8 Line to Wiesbaden Hbf", false),
    ])
    func mixedLabelIsAnError(_ locale: String, _ label: String, _ mixed: Bool) throws {
        var snapshot = try PrivacyTests.rendered(try Self.sBahn(locale), .liveActivityLockScreen, .unlocked)
        let row = try #require(snapshot.tree.elements.firstIndex { $0.role == .destination })
        snapshot.tree.elements[row].label = label
        #expect(SpokenLanguageCheck.check(PrivacyTests.subject(snapshot)).map(\.rule.id) == (mixed ? ["language.mixed"] : []))
    }
}
