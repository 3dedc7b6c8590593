import Foundation
import SnapshotCatalog
import SnapshotImage
import SnapshotLayout
import SnapshotModel
import SnapshotPresentation
import SnapshotRender
import SnapshotScenario
import SnapshotThreads

/// What the audit covers unless the command line narrows it: every catalog scenario on
/// every surface, at each surface's default device (`Surface.defaultDevices`: the 393x852
/// phone, the smallest watch, CarPlay's first screen), each appearance and rendering mode the
/// surface supports there, every Dynamic Type size it honours (fixed-size surfaces at Large).
package enum AuditAxes {
    /// The audit's axes; CLI options replace a list (`--text-size AX5`) or add a filter.
    package static let catalog = AxisSelection(devices: Surface.defaultDevices, appearances: Appearance.allCases,
                                              textSizes: TextSize.allCases, modes: RenderingMode.allCases,
                                              privacies: Privacy.allCases)

    /// `chosen` (from the command line) over the audit's defaults, list by list; every list,
    /// privacy included (`--privacy locked` audits the locked state alone). What the audit has
    /// no default for (surfaces, wallpapers, the filter) is the command line's as given.
    package static func merged(_ chosen: AxisSelection) -> AxisSelection {
        var merged = chosen
        func fill<T>(_ list: WritableKeyPath<AxisSelection, [T]>) { if merged[keyPath: list].isEmpty { merged[keyPath: list] = catalog[keyPath: list] } }
        fill(\.devices); fill(\.appearances); fill(\.textSizes); fill(\.modes); fill(\.privacies)
        return merged
    }
}

/// Builds audit subjects: present → lay out → render, in memory, on every core.
package struct AuditRun: Sendable {
    package let factory: SnapshotFactory
    /// The rules each subject is held to: the audit's (`AuditChecks.all`), or the sweep's with its invariants.
    package var checks: [AuditCheck]
    /// Whether an outcome with an error or warning keeps its PNG (the audit's failing-size images).
    package var keepsFailingImages = true
    /// Whether an outcome keeps its layout's shape (`LayoutShape`), for rules across a timeline.
    package var keepsShapes = false
    /// A change to every laid-out tree before it is drawn (`SnapshotFactory.render(adjusting:)`).
    package var adjust: (@Sendable (LayoutTree) -> LayoutTree)?

    package init(factory: SnapshotFactory, checks: [AuditCheck] = AuditChecks.all) {
        self.factory = factory; self.checks = checks
    }

    /// The subject of `spec` of `scenario`, with the rows the scenario should show.
    package func subject(_ scenario: Scenario, _ spec: SnapshotSpec) throws(RenderError) -> AuditSubject {
        let rendered = try factory.draw(scenario, spec, adjusting: adjust)
        let now = spec.offset.map { scenario.now.addingTimeInterval(TimeInterval($0.seconds)) } ?? scenario.now
        var upcoming = 0
        if case .chosen(let favorite) = scenario.favorite {
            upcoming = ArrivalSelection.upcoming(scenario.arrivals, favorite: favorite,
                                                 configuration: scenario.configuration, now: now).count
        }
        // NB: whether the state shows rows at all (failed, ended, loading without data show a
        // message) is the presentation's own, as the presenter decided it.
        return AuditSubject(key: spec.key, presentation: rendered.presentation, tree: rendered.tree, pixels: rendered.pixels,
                            upcomingArrivals: upcoming, showsRows: rendered.presentation.showsRows, state: scenario.status,
                            locale: scenario.locale)
    }

    /// Audits every spec and writes the overlays of the scenario × surface pairs among them:
    /// renders and checks each on every core, keeping only the findings, the summary and, when
    /// the snapshot fails (an error or warning finding), its PNG; bitmaps are dropped as soon as
    /// they are checked. Returns the outcomes in `specs` order and `scenario/surface` → overlay
    /// path; throws the first overlay (in key order) that could not be drawn or written.
    /// `progress`, when given, counts each audited snapshot.
    package func audit(_ specs: [SnapshotSpec], scenarios: [String: Scenario], overlays: AuditOverlays?,
                      progress: (@Sendable () -> Void)? = nil) throws -> (outcomes: [AuditOutcome], overlays: [String: String]) {
        // NB: an overlay draws a snapshot the audit renders anyway (light, Large, default mode,
        // the scenario's own time): it is drawn from that render. Only one the selection leaves
        // out (`--text-size AX5`, `--appearance dark`) is rendered for itself.
        var jobs = specs.map { AuditJob(spec: $0, audited: true, overlay: false) }
        var index: [SnapshotSpec: [Int]] = [:]   // by scenario and environment, at any time
        for (i, spec) in specs.enumerated() {
            index[SnapshotSpec(scenarioID: spec.scenarioID, environment: spec.environment), default: []].append(i)
        }
        for overlay in overlays == nil ? [] : AuditOverlays.specs(for: specs) {
            let candidates = index[SnapshotSpec(scenarioID: overlay.scenarioID, environment: overlay.environment)] ?? []
            if let i = candidates.first(where: { AuditOverlays.draws(specs[$0], sameAs: overlay) }) {
                jobs[i].overlay = true
            } else {
                jobs.append(AuditJob(spec: overlay, audited: false, overlay: true))
            }
        }
        let done = ParallelMap.map(jobs) { job in
            defer { if job.audited { progress?() } }
            return run(job, scenarios[job.spec.scenarioID]!, overlays)
        }
        let outcomes = done.compactMap(\.outcome)
        let drawn = done.filter { $0.overlay != nil }.sorted { $0.spec < $1.spec }
        return (outcomes, Dictionary(uniqueKeysWithValues: try drawn.map { try $0.overlay!.get() }))
    }

    /// Renders one job's snapshot once: checks it, draws its overlay, or both.
    private func run(_ job: AuditJob, _ scenario: Scenario, _ overlays: AuditOverlays?) -> AuditJob.Done {
        let spec = job.spec
        let s: AuditSubject
        do {
            s = try subject(scenario, spec)
        } catch {
            return AuditJob.Done(spec: spec, outcome: job.audited ? AuditOutcome(key: spec.key, spec: spec, findings: [], summary: "",
                                                                                  error: "\(error)") : nil,
                                 overlay: job.overlay ? .failure(error) : nil)
        }
        // NB: the straight bitmap is made only for what draws or keeps the image (an overlay, a
        // failing snapshot's PNG), once; the checks read the drawn pixels in place.
        var straight: Bitmap?
        func bitmap() -> Bitmap {
            if let straight { return straight }
            straight = s.bitmap
            return straight!
        }
        let overlay = job.overlay ? overlays.map { o in Result { try o.write(spec, tree: s.tree, bitmap: bitmap()) } } : nil
        guard job.audited else { return AuditJob.Done(spec: spec, outcome: nil, overlay: overlay) }
        let findings = checks.flatMap { $0(s) }
        let fails = keepsFailingImages && findings.contains { $0.severity == .error || $0.severity == .warning }
        var outcome = AuditOutcome(key: spec.key, spec: spec, findings: findings, summary: s.tree.spokenSummary,
                                   error: nil, png: fails ? PNGEncoder.encode(bitmap(), compression: .fast) : nil)
        if keepsShapes { outcome.shape = LayoutShape(s) }
        return AuditJob.Done(spec: spec, outcome: outcome, overlay: overlay)
    }
}

/// One render of the audit: a spec to check, to draw the overlay of, or both.
private struct AuditJob: Sendable {
    var spec: SnapshotSpec
    var audited: Bool
    var overlay: Bool

    /// What the render gave: the outcome when audited, the overlay's id and path when drawn.
    struct Done: Sendable {
        var spec: SnapshotSpec
        var outcome: AuditOutcome?
        var overlay: Result<(id: String, path: String), Error>?
    }
}

/// One audited snapshot: its findings and VoiceOver summary, or why it could not render.
package struct AuditOutcome: Sendable {
    package var key: String
    package var spec: SnapshotSpec
    package var findings: [AuditFinding]
    package var summary: String
    package var error: String?
    /// The snapshot as a PNG (fast compression) when it has an error or warning finding, so
    /// the review can show the image of the failing size; nil otherwise.
    package var png: [UInt8]?
    /// The layout's shape, when the run keeps it (`AuditRun.keepsShapes`).
    package var shape: LayoutShape?

    package init(key: String, spec: SnapshotSpec, findings: [AuditFinding], summary: String, error: String?, png: [UInt8]? = nil) {
        self.key = key; self.spec = spec; self.findings = findings; self.summary = summary; self.error = error; self.png = png
    }
}
