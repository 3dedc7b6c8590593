import Foundation
@testable import SnapshotAudit
@testable import SnapshotCatalog
@testable import SnapshotLayout
@testable import SnapshotModel
@testable import SnapshotPresentation
@testable import SnapshotRules
@testable import SnapshotScenario
import Testing

/// The sweep's invariants (docs/sweep.md) on synthetic subjects: the clean medium widget of
/// `AuditFixture`, changed one way at a time. Each row names what it changes and the findings
/// (rule and severity) it must give, exactly.
@Suite struct InvariantRuleTests {
    typealias Change = @Sendable (inout AuditSubject) -> Void

    struct Row: @unchecked Sendable, CustomTestStringConvertible {
        let name: String, change: Change, expected: [String]
        var testDescription: String { name }
    }

    static func cut(_ name: String, to shown: String) -> Change {
        { s in
            s.presentation.content = .arrivals(Presentation.Header(mode: .init(.train, language: .en), stopName: name,
                                                                    subtitle: "Updated 2 min ago", shortSubtitle: "2 min ago",
                                                                    spokenSubtitle: "Updated 2 minutes ago"), s.presentation.rows)
            s.edit(.title) { $0.text = name; $0.truncated = true; $0.shown = shown }
        }
    }

    /// The subject on `surface`, with its background only; `change` adds what the row needs.
    static func on(_ surface: Surface, width: Double = 371, height: Double = 84, _ change: @escaping Change = { _ in }) -> Change {
        { s in
            s.tree.environment.surface = surface
            s.tree.size = Size(width: width, height: height)
            s.tree.elements = [s.tree.elements[0]]
            s.tree.elements[0].frame = Rect(x: 0, y: 0, width: width, height: height)
            change(&s)
        }
    }

    /// A title under the island's camera band, then cut.
    static func islandTitle(_ name: String, cutTo shown: String) -> Change {
        { s in
            s.tree.elements.append(AuditFixture.text(.title, name, Rect(x: 100, y: 50, width: 170, height: 22), font: AuditFixture.headline))
            cut(name, to: shown)(&s)
        }
    }

    static func capsule(_ word: String, x: Double = 200, shown: String? = nil) -> LayoutElement {
        LayoutElement(role: .statusLabel, frame: Rect(x: x, y: 18, width: 60, height: 17),
                      paint: .badge(word, font: AuditFixture.caption2, textColor: AuditFixture.black, fill: AuditFixture.white),
                      text: word, label: word, truncated: shown != nil, shown: shown)
    }

    static let rows: [Row] = [
        Row(name: "clean", change: { _ in }, expected: []),
        // identity
        Row(name: "a 7-letter name cut at L", change: cut("Belmont", to: "Bel…"),
            expected: ["identity.whole error", "identity.kept error"]),
        Row(name: "a 28-letter name cut keeping 9", change: cut("Halsted & Roosevelt Crossing", to: "Halsted &…"), expected: []),
        Row(name: "a 19-letter name cut keeping 7", change: cut("Halsted & Roosevelt", to: "Halsted…"),
            expected: ["identity.whole error", "identity.kept error"]),
        Row(name: "a 19-letter name cut at AX1", change: { s in cut("Halsted & Roosevelt", to: "Halsted &…")(&s); s.tree.environment.textSize = .ax1 },
            expected: []),
        Row(name: "a 19-letter name cut at XL", change: { s in cut("Halsted & Roosevelt", to: "Halsted &…")(&s); s.tree.environment.textSize = .xLarge },
            expected: ["identity.whole error"]),
        Row(name: "the expanded island may cut a short name", change: on(.liveActivityExpanded, islandTitle("Halsted & Roosevelt", cutTo: "Halsted &…")),
            expected: []),
        Row(name: "the inline title keeps 3", change: on(.accessoryInline, width: 234, height: 26) { s in
            s.tree.elements.append(AuditFixture.text(.title, "Belmont:", Rect(x: 40, y: 3, width: 40, height: 20)))
            cut("Belmont", to: "Bel…:")(&s)
        },
            expected: ["identity.kept error"]),
        // state
        Row(name: "offline with its capsule", change: { s in s.state = .offline; s.presentation.status = .offline; s.tree.elements.append(capsule("Offline")) },
            expected: []),
        Row(name: "offline without a word", change: { s in s.state = .offline }, expected: ["state.word error"]),
        Row(name: "loading over last known arrivals, no word", change: { s in s.state = .loading }, expected: ["state.word error"]),
        Row(name: "loading says so", change: { s in
            s.state = .loading
            s.tree.elements.append(AuditFixture.text(.message, "Loading arrivals…", Rect(x: 16, y: 80, width: 150, height: 20)))
        }, expected: []),
        Row(name: "failed says so in its sentence", change: { s in
            s.state = .failed
            s.tree.elements.append(AuditFixture.text(.message, "Couldn’t load arrivals", Rect(x: 16, y: 80, width: 150, height: 20)))
        }, expected: []),
        Row(name: "loading on the compact island", change: on(.liveActivityCompact, width: 230, height: 36.67) { s in s.state = .loading },
            expected: ["state.word info"]),
        Row(name: "a bare dash", change: { s in
            s.tree.elements.append(AuditFixture.text(.message, "—", Rect(x: 16, y: 80, width: 20, height: 20), label: "No upcoming arrivals"))
        }, expected: ["state.dash error"]),
        Row(name: "a dash beside a status word", change: { s in
            s.presentation.status = .failed
            s.tree.elements.append(capsule("Failed"))
            s.tree.elements.append(AuditFixture.text(.message, "—", Rect(x: 16, y: 80, width: 20, height: 20), label: "Couldn’t load arrivals"))
        }, expected: []),
        // route
        Row(name: "a dot and a time only", change: { s in s.tree.elements.removeAll { $0.role == .destination } },
            expected: ["route.text error"]),
        Row(name: "a bus badge and a time", change: { s in
            s.tree.elements.removeAll { $0.role == .destination }
            s.edit(.routeMarker) { $0.paint = .badge("8", font: AuditFixture.caption2, textColor: AuditFixture.white, fill: AuditFixture.black) }
        }, expected: []),
        // camera
        Row(name: "the expanded island's capsule in the camera band",
            change: on(.liveActivityExpanded) { s in s.presentation.status = .offline; s.tree.elements.append(capsule("Offline", x: 240)) },
            expected: ["bounds.camera error"]),
        Row(name: "a capsule right of the band", change: on(.liveActivityExpanded) { s in
            s.presentation.status = .offline; s.tree.elements.append(capsule("Offline", x: 248.6)) }, expected: []),
        // locale
        Row(name: "a cut Spanish word", change: { s in
            s.presentation.language = .es; s.presentation.status = .offline
            s.tree.elements.append(capsule("Sin conexión", shown: "Sin con…"))
        }, expected: ["locale.statusWord error"]),
        Row(name: "an English word in Spanish", change: { s in
            s.presentation.language = .es; s.presentation.status = .offline; s.tree.elements.append(capsule("Offline"))
        }, expected: ["locale.statusWord error"]),
        Row(name: "a word past the edge", change: { s in
            s.presentation.language = .es; s.presentation.status = .offline; s.tree.elements.append(capsule("Sin conexión", x: -12))
        }, expected: ["locale.statusWord error"]),
    ]

    @Test(arguments: rows)
    func invariant(_ row: Row) {
        var s = AuditFixture.clean()
        row.change(&s)
        let found = InvariantChecks.all.flatMap { $0(s) }.map { "\($0.rule) \($0.severity.rawValue)" }
        #expect(found == row.expected)
    }

    /// Along a timeline: a change of composition with fresh data and the same rows is a
    /// finding on the later snapshot; new rows, or stale data, may change it.
    @Test func stabilityAlongATimeline() {
        let env = RenderEnvironment(surface: .systemSmall, device: .iPhone393, appearance: .light, textSize: .large)
        func entry(_ offset: String, _ composition: String, fresh: Bool = true, rows: [String] = ["Red → Howard"]) -> StabilityCheck.Entry {
            StabilityCheck.Entry(spec: SnapshotSpec(scenarioID: "t", environment: env, offset: TimelineOffset(offset)),
                                 shape: LayoutShape(composition: composition, elements: ["title"], fresh: fresh, rows: rows))
        }
        let findings = StabilityCheck.check([
            entry("+0m", "1 row stacked"), entry("+1m", "1 row"), entry("+9m", "1 row"),
            entry("+11m", "1 row stacked", rows: ["Brn → Kimball"]), entry("+15m", "1 row", fresh: false),
        ])
        #expect(findings.map(\.key) == ["t/systemSmall_393x852_light_L_at+1m"])
        #expect(findings.first?.message.contains("\"1 row stacked\" at +0m to \"1 row\" at +1m") == true)
    }
}
