import Foundation
@testable import SnapshotAudit
@testable import SnapshotCatalog
import SnapshotImage
@testable import SnapshotLayout
@testable import SnapshotModel
@testable import SnapshotPresentation
@testable import SnapshotRules
import Testing

/// Issue 11 item 5: the accented (tinted) Home Screen renders the approved v3 design. Seed 001:
/// "The system removes the background and tints … the content"; reference §5.2: the accent
/// group (`widgetAccentable()`) takes the tint, the default group white, each by alpha only.
/// v3 marks the route markers and the two state controls accentable (seed 001 lists the app's
/// missing `widgetAccentable` only as "App today: Gap"). Each row names an element and the
/// colour a person sees at its core, read off the rendered pixels.
@Suite struct AccentedModeTests {
    enum Seen: Equatable { case backdrop, tint, primary }

    /// (what, scenario, element role, expected colour at the element's core)
    static let rows: [(String, String, ElementRole, Seen)] = [
        ("the background is removed: the tinted backdrop shows", "belmont-stale", .background, .backdrop),
        ("a train route dot is accent content", "belmont-stale", .routeMarker, .tint),
        ("a bus badge is accent content", "bus-numbered", .routeMarker, .tint),
        ("the Stale capsule's word is accent content", "belmont-stale", .statusLabel, .tint),
        ("the stop name is default content", "belmont-stale", .title, .primary),
        ("a time is default content", "belmont-stale", .time, .primary),
    ]

    static let factory = try! SnapshotFactory(iconsDirectory: TestPaths.icons, workers: 1)

    static func render(_ id: String, _ appearance: Appearance) throws -> RenderedSnapshot {
        let scenario = try TestScenarios.fixture(id)
        let env = RenderEnvironment(surface: .systemMedium, device: .iPhone393, appearance: appearance, textSize: .large,
                                    mode: .accented)
        return try factory.render(scenario, SnapshotSpec(scenarioID: id, environment: env))
    }

    /// The colour at an element's core: for text and the Stale word, its ink (the pixel
    /// farthest from the backdrop); for fills, the most frequent pixel of its frame.
    static func core(_ s: RenderedSnapshot, _ e: LayoutElement) -> RGBA8 {
        let k = 3.0, f = e.frame
        var counts: [RGBA8: Int] = [:]
        for y in Int(f.minY * k)..<Int(f.maxY * k) {
            for x in Int(f.minX * k)..<Int(f.maxX * k) { counts[s.bitmap[x, y], default: 0] += 1 }
        }
        let inked: Bool
        switch e.paint {
        case .text: inked = true
        case .badge: inked = e.role == .statusLabel
        default: inked = false
        }
        if inked {
            let backdrop = ModeStyle.accentedBackdrop(s.tree.environment.appearance)
            return counts.keys.max { WCAGContrast.ratio($0, backdrop) < WCAGContrast.ratio($1, backdrop) }!
        }
        return counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key.r < $1.key.r) }!.key
    }

    @Test(arguments: rows.indices)
    func groupsFollowTheSeed(_ i: Int) throws {
        let (what, id, role, seen) = Self.rows[i]
        for appearance in Appearance.allCases {
            let s = try Self.render(id, appearance)
            let e = try #require(s.tree.elements(role).first, "\(what): no \(role)")
            let expected: RGBA8 = switch seen {
            case .backdrop: ModeStyle.accentedBackdrop(appearance)
            case .tint: ModeStyle.accentedTint
            case .primary: ModeStyle.accentedPrimary
            }
            #expect(Self.core(s, e) == expected, "\(what), \(appearance)")
        }
    }

    /// A bus badge's number stays readable: it is cut out of the tinted capsule, so the
    /// backdrop shows through, ≥ 4.5:1 against the tint (the audit's contrast.text finds nothing).
    @Test func busNumberIsKnockedOutAndReadable() throws {
        for appearance in Appearance.allCases {
            let s = try Self.render("bus-numbered", appearance)
            let subject = AuditSubject(key: "bus-numbered/accented", presentation: Presentation(
                content: .message("x"), isStale: false, showsRefresh: false, deepLink: "transit://", spokenSummary: "x"),
                tree: s.tree, bitmap: s.bitmap, upcomingArrivals: 0)
            let findings = ContrastCheck.check(subject).filter { $0.role == .routeMarker }
            #expect(findings.isEmpty, "\(appearance): \(findings.map(\.message))")
            let badge = try #require(s.tree.elements(.routeMarker).first)
            let backdrop = ModeStyle.accentedBackdrop(appearance)
            let k = 3.0
            var holes = 0
            for y in Int(badge.frame.minY * k)..<Int(badge.frame.maxY * k) {
                for x in Int(badge.frame.minX * k)..<Int(badge.frame.maxX * k) where s.bitmap[x, y] == backdrop { holes += 1 }
            }
            #expect(holes > 20, "\(appearance): \(holes) backdrop pixels inside the badge")
            #expect(WCAGContrast.ratio(backdrop, ModeStyle.accentedTint) >= 4.5)
        }
    }
}
