import Foundation
import SnapshotImage
import SnapshotLayout
import SnapshotModel
import SnapshotPresentation
import SnapshotScenario

/// One presentation the audit looks at: the snapshot's layout tree and pixels, the
/// presentation it was laid out from, and what the rows should have been. Every check is a
/// pure function of this value, so tests build synthetic subjects (tree + bitmap) directly.
package struct AuditSubject: Sendable {
    /// The snapshot key (`scenario-id/name`) findings name.
    package var key: String
    package var presentation: Presentation
    package var tree: LayoutTree
    /// The pixels as drawn (cairo's buffer in full colour): the checks read them in place.
    package var pixels: DrawnPixels
    /// The pixels as a straight-alpha bitmap, converted on each read (the overlay, the failing
    /// image, tests); setting it replaces the pixels.
    package var bitmap: Bitmap {
        get { pixels.bitmap() }
        set { pixels = DrawnPixels(bitmap: newValue) }
    }
    /// How many upcoming arrivals the scenario's favorite and configuration select at the
    /// render time (`ArrivalSelection.upcoming`).
    package var upcomingArrivals: Int
    /// Whether the scenario's state shows arrival rows at all (`StatusRules`: failed, ended and
    /// loading-without-data show a message instead).
    package var showsRows: Bool
    /// The scenario's state (the surface contract's: loading, offline, …).
    package var state: ScenarioStatus
    /// The locale the scenario's texts and clock times are formatted in (`Scenario.locale`); nil
    /// for a synthetic subject that does not say, where the rules that read the clock look away.
    package var locale: Locale?

    package init(key: String, presentation: Presentation, tree: LayoutTree, pixels: DrawnPixels,
                upcomingArrivals: Int, showsRows: Bool = true, state: ScenarioStatus = .current, locale: Locale? = nil) {
        self.key = key; self.presentation = presentation; self.tree = tree; self.pixels = pixels
        self.upcomingArrivals = upcomingArrivals; self.showsRows = showsRows; self.state = state; self.locale = locale
    }

    package init(key: String, presentation: Presentation, tree: LayoutTree, bitmap: Bitmap,
                upcomingArrivals: Int, showsRows: Bool = true, state: ScenarioStatus = .current, locale: Locale? = nil) {
        self.init(key: key, presentation: presentation, tree: tree, pixels: DrawnPixels(bitmap: bitmap),
                  upcomingArrivals: upcomingArrivals, showsRows: showsRows, state: state, locale: locale)
    }

    /// Pixels per point of the bitmap (3 for the catalog; synthetic bitmaps may use 1).
    package var scale: Double { tree.size.width > 0 ? Double(pixels.width) / tree.size.width : 1 }

    var surface: Surface { tree.environment.surface }

    /// The element of `role`, the first in drawing order.
    func first(_ role: ElementRole) -> LayoutElement? { tree.elements.first { $0.role == role } }

    /// Elements that set text (text runs and badges).
    var textElements: [LayoutElement] { tree.elements.filter { $0.font != nil } }

    /// A finding about `element` of this subject, at `rule`'s severity unless a graded rule
    /// says less (`severity`).
    func finding(_ rule: AuditRule, severity: AuditSeverity? = nil, _ element: LayoutElement?, measured: Double? = nil,
                 threshold: Double? = nil, _ message: String) -> AuditFinding {
        AuditFinding(rule, severity: severity, key, element, measured: measured, threshold: threshold, message)
    }
}

/// One rule family: a pure function of a subject.
package typealias AuditCheck = @Sendable (AuditSubject) -> [AuditFinding]

/// The audit's rules, one family per file; each is a pure function of a subject.
package enum AuditChecks {
    /// Every check, in the order docs/audit.md lists them.
    package static let all: [AuditCheck] = [
        ClippingCheck.check, CompositionCheck.check, OverlapCheck.check, ContrastCheck.check, TextSizeCheck.check,
        StatusWordCheck.check, TimingWordCheck.check, ActionCheck.check, SpecRulesCheck.check, PrivacyCheck.check,
        SpokenLanguageCheck.check,
    ]

    /// The findings of every check on `subject`.
    static func run(_ subject: AuditSubject) -> [AuditFinding] { all.flatMap { $0(subject) } }
}
