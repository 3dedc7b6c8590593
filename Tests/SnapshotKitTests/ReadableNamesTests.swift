import Foundation
@testable import SnapshotAudit
import SnapshotImage
@testable import SnapshotLayout
@testable import SnapshotModel
@testable import SnapshotPresentation
@testable import SnapshotRender
@testable import SnapshotRules
@testable import SnapshotScenario
import Testing

/// Names a person can read: lines broken where the name's language breaks them, cuts at word
/// boundaries, and Dynamic Type requests that agree. The cases are the design review's
/// (../shared/design/review-2026-12b): real names the catalog did not have, laid out with the
/// real Pango measurer and read back off the drawn lines.
@Suite struct ReadableNamesTests {
    static let layout = PresentationLayout(measurer: try! PangoTextMeasurer())

    /// The review's names, each with the language it is written in and the locale it was seen in.
    static let reviewNames: [(name: String, language: String?, locale: String)] = [
        ("Frankfurt (Main) Hauptbahnhof", "de", "de_DE"),       // "Frankfurt (M- / ain) Hauptb- / ahnhof"
        ("Cumberland Avenue & Higgins Road (Park & Ride)", nil, "en_US"), // "Cumberl / and Ave…", "Cumberla / nd Aven…"
        ("Wissenschaftspark Albert Einstein", "de", "de_DE"),   // "Wissenscha / ftspark Alb…"
        ("Conservatory-Central Park Drive", nil, "en_US"),      // "-Central Par…"
        ("Harold Washington Library-State/Van Buren", nil, "es_US"),
        ("Estación de Chamartín-Clara Campoamor", "es", "es_US"),
        ("Flughafen Berlin Brandenburg Willy Brandt Terminal 1-2", "de", "en_US"),
        ("Bezirksverwaltungsbehörde", "de", "de_DE"),            // whole at L for XL, cut at XL for XXXL
    ]

    static let surfaces: [Surface] = [.systemSmall, .systemMedium, .liveActivityLockScreen, .standByWidget, .accessoryRectangular]

    static func tree(_ name: String, language: String?, locale: String, status: ScenarioStatus = .current,
                     _ surface: Surface, _ size: TextSize) -> (Presentation, LayoutTree) {
        var favorite = TestScenarios.belmont
        favorite.stop = Stop(id: "1", name: name, mode: .train, language: language)
        var s = TestScenarios.scenario(locale: locale)
        s.favorite = .chosen(favorite)
        s.status = status
        let env = RenderEnvironment(surface: surface, device: surface.defaultDevice, appearance: .light, textSize: size)
        let p = Presenter.present(s, in: env, now: s.now)
        return (p, layout.layout(p, in: env))
    }

    static func subject(_ p: Presentation, _ tree: LayoutTree) -> AuditSubject {
        AuditSubject(key: "t/x", presentation: p, tree: tree, bitmap: Bitmap(width: 1, height: 1), upcomingArrivals: p.rows.count)
    }

    /// Every review name, on every surface that draws it, at every size from L to AX5 and in the
    /// stale and offline states: identity.readable, identity.word and identity.kept hold on the
    /// lines as drawn.
    @Test(arguments: reviewNames.indices)
    func reviewNamesReadAsWords(_ index: Int) {
        let (name, language, locale) = Self.reviewNames[index]
        for surface in Self.surfaces {
            for size in TextSize.allCases {
                for status in [ScenarioStatus.current, .offline] {
                    let (p, tree) = Self.tree(name, language: language, locale: locale, status: status, surface, size)
                    let findings = IdentityCheck.check(Self.subject(p, tree))
                    #expect(findings.isEmpty, "\(name) on \(surface) at \(size), \(status): \(findings.map(\.message))")
                }
            }
        }
    }

    /// identity.agree: at each request from XL up, the next smaller request shows no more of the
    /// name laid out at the same size, and no smaller request keeps it whole where this one cuts.
    @Test(arguments: reviewNames.indices)
    func requestsAgree(_ index: Int) {
        let (name, language, locale) = Self.reviewNames[index]
        for surface in [Surface.systemSmall, .liveActivityLockScreen, .standByWidget] {
            for (smaller, larger) in zip(TextSize.allCases, TextSize.allCases.dropFirst()) {
                let (p, big) = Self.tree(name, language: language, locale: locale, surface, larger)
                let (_, small) = Self.tree(name, language: language, locale: locale, surface, smaller)
                let findings = AgreeCheck.check(key: "t/x", presentation: p, larger: big, smaller: small)
                #expect(findings.isEmpty, "\(name) on \(surface), \(smaller) → \(larger): \(findings.map(\.message))")
            }
        }
    }

    /// identity.agree catches a larger request that shows less: the same name cut at the size a
    /// smaller request keeps it whole at.
    @Test func agreeCatchesALargerRequestShowingLess() throws {
        let (p, big) = Self.tree("Halsted & Roosevelt", language: nil, locale: "en_US", .systemSmall, .xxLarge)
        let (_, small) = Self.tree("Halsted & Roosevelt", language: nil, locale: "en_US", .systemSmall, .xLarge)
        #expect(AgreeCheck.check(key: "t/x", presentation: p, larger: big, smaller: small).isEmpty)
        var cut = big
        let i = try #require(cut.elements.firstIndex { $0.role == .title })
        cut.elements[i].truncated = true
        cut.elements[i].lines = ["Halsted…"]
        #expect(AgreeCheck.check(key: "t/x", presentation: p, larger: cut, smaller: small).map(\.rule.id) == ["identity.agree"])
        cut.renderedTextSize = small.renderedTextSize
        #expect(AgreeCheck.check(key: "t/x", presentation: p, larger: cut, smaller: small).map(\.rule.id) == ["identity.agree"])
    }

    /// The rectangular accessory's one name line shrinks as SwiftUI's `.minimumScaleFactor(0.85)`
    /// does before it is cut: "Halsted & Roosevelt" whole at L on the 393 pt accessory (the review's
    /// "Halsted &…" at 17 pt), "Harold Washington…" rather than "Harold…"; a name the floor keeps
    /// no more of stays at its size ("Michigan…" either way).
    @Test(arguments: [
        ("Halsted & Roosevelt", ["Halsted & Roosevelt"], true),
        ("Harold Washington Library-State/Van Buren", ["Harold Washington…"], true),
        ("Michigan & Washington", ["Michigan…"], false),
        ("Belmont", ["Belmont"], false),
    ])
    func oneLineNameShrinksBeforeItIsCut(_ name: String, _ lines: [String], _ shrinks: Bool) throws {
        let (_, tree) = Self.tree(name, language: nil, locale: "en_US", .accessoryRectangular, .large)
        let title = try #require(tree.elements.first { $0.role == .title })
        let size = try #require(title.font?.size)
        #expect(title.lines == lines)
        #expect(size >= 17 * AccessoryRectangularLayout.minimumScale && size <= 17)
        #expect((size < 17) == shrinks, "\(name) at \(size) pt")
    }

    /// A cut name takes a third line where the composition has room for it: "Düsseldorf /
    /// Hauptbahnhof/ / Konrad…" says which stop, where "Düsseldorf…" names a city (the review's
    /// small widget at L, paused, with 45 pt empty under the name).
    @Test func aCutNameTakesAThirdLine() throws {
        let (_, tree) = Self.tree("Düsseldorf Hauptbahnhof/Konrad-Adenauer-Platz", language: nil, locale: "de_DE",
                                  status: .paused, .systemSmall, .large)
        let title = try #require(tree.elements.first { $0.role == .title })
        #expect(title.lines == ["Düsseldorf", "Hauptbahnhof/", "Konrad…"])
    }

    /// A stale name with Spanish "Desfasado" on the small widget at XL shows enough, never laid
    /// out as overflowing with "Hoch…" (the full sweep's 5 dynamicType.overflow findings): with
    /// the Stale label as its glyph the name has the whole 126 pt, "Hochschul…", where the word in
    /// the controls row left it "Hoch- / schul…" beside the icon (98 pt).
    @Test(arguments: [TextSize.xxLarge, .ax3])
    func aNameCutAfterItsSecondLineShowsEnough(_ size: TextSize) throws {
        var favorite = TestScenarios.belmont
        favorite.stop = Stop(id: "1", name: "Hochschulstraße", mode: .train, language: "de")
        var s = TestScenarios.scenario(locale: "es_US")
        s.favorite = .chosen(favorite)
        s.updatedAt = s.now.addingTimeInterval(-18 * 60)
        let env = RenderEnvironment(surface: .systemSmall, device: .iPhone393, appearance: .dark, textSize: size)
        let p = Presenter.present(s, in: env, now: s.now)
        let tree = Self.layout.layout(p, in: env)
        #expect(p.isStale)
        #expect(tree.composition?.forced == false, "\(tree.composition?.name ?? "")")
        let title = try #require(tree.elements.first { $0.role == .title })
        #expect(title.lines == ["Hochschul…"])
        #expect(tree.composition?.statusGlyph == true)
        #expect(IdentityCheck.check(Self.subject(p, tree)).isEmpty)
    }

    /// A one-word name wider than any line a composition gives it, where no step-down helps: cut at
    /// its last hyphenation point that fits ("Donau…" on the small widget at XL, Spanish offline, its
    /// status word on a line of its own), not laid out as overflowing (the full sweep's 32
    /// dynamicType.overflow findings); identity.kept reads it as the syllables it keeps.
    @Test(arguments: [TextSize.xLarge, .xxLarge, .ax5])
    func aWordWiderThanItsLinesIsCutAtAHyphenationPoint(_ size: TextSize) throws {
        let (p, tree) = Self.tree("Donaudampfschifffahrtsgesellschaft", language: "de", locale: "es_US", status: .offline,
                                  .systemSmall, size)
        #expect(tree.composition?.forced == false, "\(tree.composition?.name ?? "")")
        let title = try #require(tree.elements.first { $0.role == .title })
        let lines = try #require(title.lines)
        let reading = NameReading(name: "Donaudampfschifffahrtsgesellschaft", lines: lines, language: .de)
        #expect(title.truncated && reading.cutAtHyphenationPoint, "\(lines)")
        #expect(IdentityCheck.check(Self.subject(p, tree)).isEmpty)
    }

    /// The inline accessory gives a long name the room a shorter value leaves before it cuts the
    /// name inside a word: "Cumberland…: 7 min" rather than "Cumberlan…: Delayed 7 min" (the full
    /// sweep's 45 identity.word findings at L).
    @Test(arguments: [ScenarioStatus.current, .offline, .paused, .failed])
    func inlineCutsAtAWord(_ status: ScenarioStatus) {
        for (name, language, locale) in Self.reviewNames + [("Cumberland Avenue & Lawrence Avenue", nil, "es_US"),
                                                             ("Donaudampfschifffahrtsgesellschaft", "de", "de_DE")] {
            let (p, tree) = Self.tree(name, language: language, locale: locale, status: status, .accessoryInline, .large)
            let findings = IdentityCheck.check(Self.subject(p, tree))
            #expect(findings.isEmpty, "\(name), \(status): \(findings.map(\.message))")
        }
    }

    /// Soft hyphens never reach what is read or spoken: text, label, summary; lines show the
    /// hyphen where a word broke.
    @Test func softHyphensStayInTheTypesetter() {
        let (_, tree) = Self.tree("Flughafen Berlin Brandenburg Willy Brandt Terminal 1-2", language: "de", locale: "de_DE",
                                  .systemSmall, .ax5)
        let said = tree.elements.flatMap { [$0.text, $0.label, $0.shown] + ($0.lines ?? []).map(Optional.some) }.compactMap { $0 }
            + [tree.spokenSummary]
        #expect(!said.contains { $0.contains(Hyphenator.softHyphen) })
        #expect(tree.elements.filter { if case .text = $0.paint { true } else { false } }.allSatisfy { $0.lines != nil })
    }
}

/// Where words may break, by language: Debian's patterns through libhyphen.
@Suite struct HyphenatorTests {
    static let hyphenator = try! Hyphenator.shared.get()

    /// Each word with its breaks written as a reader expects them.
    @Test(arguments: [
        ("Hauptbahnhof", Language.de, "Haupt-bahn-hof"),
        ("Frankfurt", .de, "Frank-furt"),
        ("Mönchengladbach", .de, "Mön-chen-glad-bach"),
        ("Cumberland", .en, "Cum-ber-land"),
        ("Washington", .en, "Wash-ing-ton"),
        ("Intercambiador", .es, "In-ter-cam-bia-dor"),
        ("Belmont", .en, "Bel-mont"),
    ])
    func breakPoints(_ word: String, _ language: Language, _ expected: String) {
        let points = Set(Self.hyphenator.breakPoints(in: word, language: language))
        var drawn = ""
        for (i, c) in word.enumerated() {
            if points.contains(i) { drawn.append("-") }
            drawn.append(c)
        }
        #expect(drawn == expected)
    }

    /// A soft hyphen at each point of each word; nothing between words or inside digits.
    @Test func softHyphenated() {
        #expect(Self.hyphenator.softHyphenated("Frankfurt (Main) Hauptbahnhof", language: .de)
                == "Frank\u{AD}furt (Main) Haupt\u{AD}bahn\u{AD}hof")
        #expect(Self.hyphenator.softHyphenated("Terminal 1-2", language: .en) == "Ter\u{AD}mi\u{AD}nal 1-2")
    }
}

/// identity.readable and identity.word read off drawn lines, as a table of what a person reads.
@Suite struct NameReadingTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let name: String, language: Language?, lines: [String]
        let readable: Bool, cutAtWord: Bool, firstWordWhole: Bool
        var testDescription: String { lines.joined(separator: " / ") }
    }

    static let rows: [Row] = [
        // The review's breaks no reader would make.
        Row(name: "Frankfurt (Main) Hauptbahnhof", language: .de, lines: ["Frankfurt (M-", "ain) Hauptb-", "ahnhof"],
            readable: false, cutAtWord: true, firstWordWhole: true),
        Row(name: "Cumberland Avenue", language: .en, lines: ["Cumberl", "and Ave…"], readable: false, cutAtWord: false, firstWordWhole: true),
        Row(name: "Conservatory-Central Park Drive", language: .en, lines: ["Conservatory", "-Central Par…"],
            readable: false, cutAtWord: false, firstWordWhole: true),
        // Breaks a reader makes: between words, after the name's hyphen, at a pattern point.
        Row(name: "Frankfurt (Main) Hauptbahnhof", language: .de, lines: ["Frankfurt (Main)", "Haupt-", "bahnhof"],
            readable: true, cutAtWord: true, firstWordWhole: true),
        Row(name: "Conservatory-Central Park Drive", language: .en, lines: ["Conservatory-", "Central Park…"],
            readable: true, cutAtWord: true, firstWordWhole: true),
        Row(name: "Cumberland Avenue", language: .en, lines: ["Cum-", "berland Avenue"], readable: true, cutAtWord: true, firstWordWhole: true),
        // A hyphen at a point the language does not have is not a pattern point.
        Row(name: "Cumberland Avenue", language: .en, lines: ["Cumb-", "erland Avenue"], readable: false, cutAtWord: true, firstWordWhole: true),
        // Cuts: a stem, a word boundary, the first word not whole.
        Row(name: "Puerta del Sol", language: .es, lines: ["Puerta del…"], readable: true, cutAtWord: true, firstWordWhole: true),
        Row(name: "Frankfurt (Main) Hauptbahnhof", language: .de, lines: ["Frankfurt (Main) Ha…"],
            readable: true, cutAtWord: false, firstWordWhole: true),
        Row(name: "Wissenschaftspark Albert Einstein", language: .de, lines: ["Wissenscha…"],
            readable: true, cutAtWord: false, firstWordWhole: false),
        // CJK breaks between characters; the inline accessory's colon.
        Row(name: "東京駅前", language: nil, lines: ["東京", "駅前"], readable: true, cutAtWord: true, firstWordWhole: true),
        Row(name: "Cermak-Chinatown 華埠", language: .en, lines: ["Cermak-…:"], readable: true, cutAtWord: true, firstWordWhole: true),
    ]

    @Test(arguments: rows)
    func reads(_ row: Row) {
        let r = NameReading(name: row.name, lines: row.lines, language: row.language)
        #expect(r.spells)
        #expect((r.badBreaks.isEmpty && !r.leadingHyphen) == row.readable, "\(r.badBreaks)")
        #expect(r.cutAtWordBoundary == row.cutAtWord)
        #expect(r.firstWordWhole == row.firstWordWhole)
    }
}
