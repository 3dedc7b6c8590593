import Foundation
@testable import SnapshotAudit
@testable import SnapshotLayout
@testable import SnapshotModel
@testable import SnapshotPresentation
@testable import SnapshotRules
@testable import SnapshotScenario

/// Hand-made subjects for the rules that hold a glance's words, states and room (`timing.word`,
/// `state.age`, `time.clock`, `layout.room`, `state.distinct`): `AuditFixture`'s clean medium
/// widget moved to another surface, size and locale, its words made as the presenter makes them
/// (`ArrivalTimeRules`, `FreshnessRules`, `Strings`) at the sweep's 14:21 in Chicago. Layout-free,
/// so they hold the rules whatever the layouts do.
enum RuleSubjects {
    static let now = Date(timeIntervalSince1970: 1_796_070_060)
    static let chicago = TimeZone(identifier: "America/Chicago")!

    static func language(_ locale: String) -> Language { Language(localeIdentifier: locale) ?? .en }

    /// The clean subject on `surface` at `size`, in `locale`.
    static func on(_ surface: Surface, size: TextSize = .large, locale: String = "en_US") -> AuditSubject {
        var s = AuditFixture.clean()
        s.tree.environment.surface = surface
        s.tree.environment.textSize = size
        s.locale = Locale(identifier: locale)
        s.presentation.language = language(locale)
        return s
    }

    /// A row as the presenter makes it: an arrival `minutes` from now with `timing`, fresh or stale.
    static func row(_ timing: ArrivalTiming, minutes: Double, stale: Bool = false, locale: String = "en_US",
                    route: String = "Org", destination: String = "Midway") -> ArrivalRowContent {
        let arrival = Arrival(route: route, destination: destination, at: now.addingTimeInterval(minutes * 60), timing: timing)
        let forms = ArrivalTimeRules.forms(arrival, now: now, stale: stale, locale: Locale(identifier: locale), timeZone: chicago,
                                           language: language(locale))
        return ArrivalRowContent(route: route, spokenRoute: route, color: Color(r: 0xF9, g: 0x46, b: 0x1C), destination: destination,
                                 times: forms, showsRouteBadge: false, language: language(locale))
    }

    /// `minutes` from now on `locale`'s clock ("2:25 PM", "14:25").
    static func clock(_ minutes: Double, _ locale: String) -> String {
        ArrivalTimeRules.clockTime(now.addingTimeInterval(minutes * 60), locale: Locale(identifier: locale), timeZone: chicago)
    }

    /// The same without its day period ("2:25").
    static func bareClock(_ minutes: Double, _ locale: String) -> String {
        withoutDayPeriod(clock(minutes, locale))
    }

    /// A clock time without its day period: up to its last digit ("2:38 p.m." → "2:38"), the
    /// form the layouts no longer draw, for breaking them.
    static func withoutDayPeriod(_ time: String) -> String {
        guard let last = time.lastIndex(where: { $0.isASCII && $0.isNumber }) else { return time }
        return String(time[...last])
    }

    /// A header whose data was last updated `minutes` ago, its subtitles in `locale`'s words.
    static func header(updated minutes: Double, locale: String) -> Presentation.Header {
        let updated = now.addingTimeInterval(-minutes * 60), l = language(locale)
        return Presentation.Header(mode: .init(.train, language: l), stopName: "Belmont",
                                   subtitle: FreshnessRules.subtitle(updatedAt: updated, now: now, language: l),
                                   shortSubtitle: FreshnessRules.shortSubtitle(updatedAt: updated, now: now, language: l),
                                   spokenSubtitle: FreshnessRules.spokenSubtitle(updatedAt: updated, now: now, language: l))
    }

    /// A status capsule (or line) reading `text`.
    static func capsule(_ text: String, x: Double = 200) -> LayoutElement {
        LayoutElement(role: .statusLabel, frame: Rect(x: x, y: 18, width: 60, height: 17),
                      paint: .badge(text, font: AuditFixture.caption2, textColor: AuditFixture.black, fill: AuditFixture.white),
                      text: text, label: text)
    }

    /// An icon element drawing the glyph `name`.
    static func glyph(_ name: Glyph, role: ElementRole = .icon, _ frame: Rect, row: Int? = nil) -> LayoutElement {
        LayoutElement(role: role, row: row, frame: frame, paint: .icon(name: name, tint: AuditFixture.black, glyphFrame: frame, turns: 0),
                      label: name.name)
    }
}
