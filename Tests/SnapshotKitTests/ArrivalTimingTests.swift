import Foundation
@testable import SnapshotAudit
@testable import SnapshotCatalog
@testable import SnapshotModel
@testable import SnapshotPresentation
@testable import SnapshotRender
@testable import SnapshotRules
@testable import SnapshotScenario
import Testing

/// Delayed and timetable-only arrivals, and stops of any mode (issue 22). Seed 001: "Status is
/// already a word (Due / Delayed), never colour alone"; seed 004: "Never imply stale
/// information is live", test with "missing imagery".
@Suite struct ArrivalTimingTests {
    static let now = ScenarioFixtures.chicago(14, 21)
    static let chicago = TimeZone(identifier: "America/Chicago")!

    static func arrival(_ seconds: TimeInterval, _ timing: ArrivalTiming) -> Arrival {
        Arrival(route: "Red", color: Color(r: 0xC6, g: 0x0C, b: 0x30), destination: "Howard",
                at: now.addingTimeInterval(seconds), timing: timing)
    }

    /// What a row may show, longest first, and what VoiceOver says: every form keeps the word (a
    /// timetable time's last form is drawn after the clock glyph, which says it), and a clock
    /// time keeps its day period ("2:41" alone reads as a countdown).
    @Test(arguments: [
        // locale, seconds after now, timing, stale, forms, bare, spoken
        ("en_US", 420.0, ArrivalTiming.onTime, false, ["7\u{00A0}min"], "7\u{00A0}min", "7 minutes"),
        ("en_US", 420, .delayed, false, ["Delayed · 7\u{00A0}min", "Late 7\u{00A0}min"], "7\u{00A0}min", "delayed, 7 minutes"),
        ("en_US", 30, .delayed, false, ["Delayed · Due", "Late · Due"], "Due", "delayed, due now"),
        ("en_US", 420, .delayed, true, ["Delayed · 2:28\u{202F}PM", "Late 2:28\u{202F}PM"], "2:28\u{202F}PM", "delayed, at 2:28\u{202F}PM"),
        ("en_US", 1200, .scheduled, false, ["Sched. 2:41\u{202F}PM", "2:41\u{202F}PM"], "2:41\u{202F}PM", "scheduled at 2:41\u{202F}PM, not tracked"),
        ("en_US", 1200, .scheduled, true, ["Sched. 2:41\u{202F}PM", "2:41\u{202F}PM"], "2:41\u{202F}PM", "scheduled at 2:41\u{202F}PM, not tracked"),
        ("de_DE", 420, .delayed, false, ["Verspätet · 7\u{00A0}Min.", "Versp. 7\u{00A0}Min."], "7\u{00A0}Min.", "verspätet, 7 Minuten"),
        ("de_DE", 1200, .scheduled, false, ["Plan 14:41", "14:41"], "14:41", "laut Fahrplan um 14:41, nicht verfolgt"),
        ("es_US", 420, .delayed, false, ["Retrasado · 7\u{00A0}min", "Retr. 7\u{00A0}min"], "7\u{00A0}min", "con retraso, 7 minutos"),
        ("es_US", 1200, .scheduled, false, ["Horario 2:41\u{202F}p.m.", "2:41\u{202F}p.m."], "2:41\u{202F}p.m.",
         "según horario a las 2:41\u{202F}p.m., sin seguimiento"),
    ] as [(String, TimeInterval, ArrivalTiming, Bool, [String], String, String)])
    func rowTimeForms(_ locale: String, _ seconds: TimeInterval, _ timing: ArrivalTiming, _ stale: Bool,
                      _ forms: [String], _ bare: String, _ spoken: String) {
        let language: Language = locale.hasPrefix("de") ? .de : locale.hasPrefix("es") ? .es : .en
        let result = ArrivalTimeRules.forms(Self.arrival(seconds, timing), now: Self.now, stale: stale,
                                            locale: Locale(identifier: locale), timeZone: Self.chicago, language: language)
        #expect(result.forms == forms)
        #expect(result.bare == bare)
        #expect(result.spoken == spoken)
        // Only a timetable time has a glyphed form: its last, the clock time with its period.
        #expect(result.glyphed == (timing == .scheduled ? forms.last : nil))
    }

    /// The file's two flags and the timing they name.
    @Test(arguments: [
        ("", ArrivalTiming.onTime),
        (#""delayed": false, "#, .onTime),
        (#""delayed": true, "#, .delayed),
        (#""predicted": false, "#, .scheduled),
        (#""delayed": false, "predicted": false, "#, .scheduled),
    ] as [(String, ArrivalTiming)])
    func flagsDecode(_ flags: String, _ timing: ArrivalTiming) throws {
        let text = ScenarioFixtures.example(replacing: #"{ "route": "Red", "#, with: #"{ "# + flags + #""route": "Red", "#)
        let scenario = try ScenarioLoader.decode(Data(text.utf8), displayPath: "Scenarios/x.json")
        #expect(scenario.arrivals[0].timing == timing)
        #expect(scenario.arrivals[1].timing == .onTime)
    }

    /// Any lower-case word is a mode: train and bus keep their icons, any other draws the
    /// neutral stop glyph, its name in the label.
    @Test(arguments: [
        ("train", "train", "Train station", "Bahnhof", "Estación de tren"),
        ("bus", "bus", "Bus stop", "Bushaltestelle", "Parada de autobús"),
        ("ferry", "stop", "Ferry stop", "Haltestelle: Fähre", "Parada de ferry"),
        ("cable-car", "stop", "Cable car stop", "Haltestelle: Seilbahn", "Parada de teleférico"),
        ("aerial-tram", "stop", "Aerial tram stop", "Haltestelle: aerial tram", "Parada de aerial tram"),
    ])
    func anyMode(_ word: String, _ icon: String, _ en: String, _ de: String, _ es: String) throws {
        let mode = try #require(TransitMode(rawValue: word))
        #expect(Presentation.StopMode(mode: mode, language: .en).iconName.name == icon)
        #expect(IconLibrary.names.contains(icon), "an icon the library ships")
        #expect([Language.en, .de, .es].map { Presentation.StopMode(mode: mode, language: $0).spokenName } == [en, de, es])
        #expect(mode.showsRouteBadge == (word != "train"))
    }

    @Test(arguments: ["", "Tram", "tram2", "-tram", "tram-", "cable--car", "straßenbahn", String(repeating: "a", count: 33)])
    func notAMode(_ word: String) {
        #expect(TransitMode(rawValue: word) == nil)
    }

    /// The word never costs a row: a delayed first row takes its shorter form before its
    /// composition is given up; where rows sit beside their destination (every surface but the
    /// 126 pt small widget and StandBy, which stack the row) the composition is the on-time one.
    @Test(arguments: [(Surface.systemSmall, false), (.systemMedium, true), (.systemLarge, true),
                      (.liveActivityLockScreen, true), (.standByWidget, false)])
    func theWordNeverCostsARow(_ surface: Surface, _ sameComposition: Bool) throws {
        let factory = try SnapshotFactory(iconsDirectory: TestPaths.icons, workers: 1)
        var scenario = try ScenarioLoader.decode(Data(try Data(contentsOf: TestPaths.fixtureScenarios
            .appendingPathComponent("belmont-fresh.json"))), displayPath: "belmont-fresh.json")
        scenario.arrivals[1].at = Self.now.addingTimeInterval(420)
        let env = RenderEnvironment(surface: surface, device: surface.defaultDevice, appearance: .light, textSize: .large,
                                    mode: surface.modes[0])
        let spec = SnapshotSpec(scenarioID: scenario.id, environment: env, offset: nil)
        let onTime = try factory.draw(scenario, spec)
        scenario.arrivals[0].timing = .delayed
        scenario.arrivals[0].at = Self.now.addingTimeInterval(420)
        let delayed = try factory.draw(scenario, spec)
        if sameComposition { #expect(delayed.layout.composition == onTime.layout.composition) }
        #expect(delayed.tree.elements.filter { $0.role == .time }.count == onTime.tree.elements.filter { $0.role == .time }.count)
        let time = try #require(delayed.tree.elements.first { $0.role == .time && $0.row == 1 })
        #expect(["Delayed · 7\u{00A0}min", "Late 7\u{00A0}min"].contains(time.text ?? ""), "\(surface): \(time.text ?? "")")
        #expect(time.label == "delayed, 7 minutes")
    }

    /// Rule `timing.word`: nothing where a worded form is drawn; a warning where a row must fall
    /// back to the bare time; info on the surfaces with no room for the word.
    @Test(arguments: [
        (Surface.systemMedium, TextSize.large, nil as AuditSeverity?),
        (.liveActivityCompact, .large, .info),
    ])
    func timingWordRule(_ surface: Surface, _ size: TextSize, _ severity: AuditSeverity?) throws {
        let factory = try SnapshotFactory(iconsDirectory: TestPaths.icons, workers: 1)
        var scenario = try ScenarioLoader.decode(Data(try Data(contentsOf: TestPaths.fixtureScenarios
            .appendingPathComponent("belmont-fresh.json"))), displayPath: "belmont-fresh.json")
        scenario.arrivals[0].timing = .delayed
        scenario.arrivals[0].at = Self.now.addingTimeInterval(420)
        let env = RenderEnvironment(surface: surface, device: surface.defaultDevice, appearance: .light, textSize: size, mode: .fullColor)
        let spec = SnapshotSpec(scenarioID: scenario.id, environment: env, offset: nil)
        let rendered = try factory.render(scenario, spec)
        let subject = AuditSubject(key: "delayed/\(surface)", presentation: rendered.presentation, tree: rendered.tree,
                                   bitmap: rendered.bitmap, upcomingArrivals: scenario.arrivals.count)
        let findings = TimingWordCheck.check(subject)
        #expect(findings.map(\.severity) == (severity.map { [$0] } ?? []), "\(findings.map(\.message))")
    }
}
