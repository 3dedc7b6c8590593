import Foundation
@testable import SnapshotPresentation
@testable import SnapshotRules
import Testing

/// VoiceOver's summary is sentences, each ending in exactly one full stop: a Spanish clock time
/// ("a las 2:23 p.m.") or a name ending in a period is not followed by another (the review of
/// the goldens found "2:23 p.m.." in every stale Spanish summary).
@Suite struct SpokenSentenceTests {
    @Test(arguments: [
        ("Belmont", "Belmont."),
        ("Línea Roja hacia Howard, a las 2:23 p.m.", "Línea Roja hacia Howard, a las 2:23 p.m."),
        ("Línea Roja hacia Howard, a las 2:23 p.m..", "Línea Roja hacia Howard, a las 2:23 p.m."),
        ("St. Louis Ave.", "St. Louis Ave."),
        ("Cargando...", "Cargando..."),
    ])
    func sentence(_ text: String, _ expected: String) {
        #expect(Presenter.sentence(text) == expected)
    }

    @Test func aStaleSpanishSummaryHasNoDoubleStop() throws {
        var scenario = TestScenarios.scenario(arrivals: TestScenarios.belmontArrivals, locale: "es_US")
        scenario.updatedAt = scenario.now.addingTimeInterval(-18 * 60)
        let env = RenderEnvironment(surface: .systemMedium, device: .iPhone393, appearance: .light, textSize: .large)
        let summary = Presenter.present(scenario, in: env, now: scenario.now).spokenSummary
        #expect(summary.contains("p.m."), "\(summary)")
        #expect(!summary.contains(".."), "\(summary)")
    }
}
