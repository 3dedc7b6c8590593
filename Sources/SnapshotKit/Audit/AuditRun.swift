import Foundation

/// What the audit covers unless the command line narrows it: every catalog scenario on
/// every surface, the 393x852 device, each appearance and rendering mode the surface
/// supports, every Dynamic Type size it honours (fixed-size surfaces at Large).
public enum AuditAxes {
    /// The audit's axes; CLI options replace a list (`--text-size AX5`) or add a filter.
    public static let catalog = AxisSelection(devices: [.iPhone393], appearances: Appearance.allCases,
                                              textSizes: TextSize.allCases, modes: RenderingMode.allCases)

    /// `chosen` (from the command line) over the audit's defaults, list by list.
    public static func merged(_ chosen: AxisSelection) -> AxisSelection {
        func pick<T>(_ a: [T], _ b: [T]) -> [T] { a.isEmpty ? b : a }
        return AxisSelection(surfaces: chosen.surfaces, devices: pick(chosen.devices, catalog.devices),
                             appearances: pick(chosen.appearances, catalog.appearances),
                             textSizes: pick(chosen.textSizes, catalog.textSizes),
                             modes: pick(chosen.modes, catalog.modes), filter: chosen.filter)
    }
}

/// Builds audit subjects: present → lay out → render, in memory, on every core.
public struct AuditRun: Sendable {
    public let factory: SnapshotFactory

    public init(factory: SnapshotFactory) { self.factory = factory }

    /// The subject of `spec` of `scenario`, with the rows the scenario should show.
    public func subject(_ scenario: Scenario, _ spec: SnapshotSpec) throws(RenderError) -> AuditSubject {
        let rendered = try factory.render(scenario, spec)
        let now = spec.offset.map { scenario.now.addingTimeInterval(TimeInterval($0.seconds)) } ?? scenario.now
        var upcoming = 0, showsRows = true
        if case .chosen(let favorite) = scenario.favorite {
            upcoming = ArrivalSelection.upcoming(scenario.arrivals, favorite: favorite,
                                                 configuration: scenario.configuration, now: now).count
            // NB: the state's own table decides whether rows show at all (failed, ended,
            // loading without data show a message); the clock part does not change that.
            showsRows = StatusRules.treatment(scenario.status, staleByClock: false, hasArrivals: upcoming > 0,
                                              endedAt: "", language: scenario.language).showsRows
        }
        return AuditSubject(key: spec.key, presentation: rendered.presentation, tree: rendered.tree, bitmap: rendered.bitmap,
                            upcomingArrivals: upcoming, showsRows: showsRows)
    }

    /// Audits every spec: renders and checks each on every core, keeping only the findings
    /// and the summary (bitmaps are dropped as soon as they are checked).
    /// `progress`, when given, counts each audited snapshot.
    public func audit(_ specs: [SnapshotSpec], scenarios: [String: Scenario],
                      progress: (@Sendable () -> Void)? = nil) -> [AuditOutcome] {
        ParallelMap.map(specs) { spec in
            defer { progress?() }
            do {
                let s = try subject(scenarios[spec.scenarioID]!, spec)
                return AuditOutcome(key: spec.key, spec: spec, findings: AuditChecks.run(s),
                                    summary: s.tree.spokenSummary, error: nil)
            } catch {
                return AuditOutcome(key: spec.key, spec: spec, findings: [], summary: "", error: "\(error)")
            }
        }
    }
}

/// One audited snapshot: its findings and VoiceOver summary, or why it could not render.
public struct AuditOutcome: Sendable {
    public var key: String
    public var spec: SnapshotSpec
    public var findings: [AuditFinding]
    public var summary: String
    public var error: String?
    /// The snapshot as drawn (PNG, fast encoding) when it has an error or warning finding.
    public var png: [UInt8]? = nil
}
