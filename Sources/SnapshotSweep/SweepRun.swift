import Foundation
import SnapshotAudit
import SnapshotCatalog
import SnapshotCatalogRuns
import SnapshotGolden
import SnapshotLayout
import SnapshotModel
import SnapshotScenario
import SnapshotThreads

/// Runs a sweep: plans its space, renders every snapshot in memory on every core (the audit's
/// `AuditRun`, with the invariants added to the audit's rules), compares each timeline's
/// compositions and values (`StabilityCheck`, `RoomValueCheck`) and each state group's states
/// (`StateDistinctCheck`, `RoomValueCheck`), and makes the audit's typed results of it all.
package struct SweepRun: Sendable {
    package var factory: SnapshotFactory
    package var corpus: SweepCorpus
    package var space: SweepSpace
    package var shard: Shard?
    package var allowlist: AuditAllowlist
    /// A change to every laid-out tree before it is drawn (tests: layouts built to break a rule).
    package var adjust: (@Sendable (LayoutTree) -> LayoutTree)?
    /// The rules each snapshot is held to: the audit's and the invariants (a test may keep fewer).
    package var checks: [AuditCheck] = AuditChecks.all + InvariantChecks.all
    /// Whether each case is also laid out at the next smaller request (`identity.agree`).
    package var checksAgreement = true

    package init(factory: SnapshotFactory, corpus: SweepCorpus, space: SweepSpace, shard: Shard? = nil,
                allowlist: AuditAllowlist = AuditAllowlist(entries: [], path: "")) {
        self.factory = factory; self.corpus = corpus; self.space = space; self.shard = shard; self.allowlist = allowlist
    }

    /// What a run found.
    package struct Outcome: Sendable {
        package var cases: [SweepCase]
        package var coverage: SweepCoverage
        package var audit: AuditResults

        package init(cases: [SweepCase], coverage: SweepCoverage, audit: AuditResults) {
            self.cases = cases; self.coverage = coverage; self.audit = audit
        }

        /// How many snapshots were checked.
        package var snapshots: Int { audit.subjects }
    }

    /// The cases of this run's part: a whole case (every time of its timeline) is in one part, and
    /// a whole state group (every state of it), split by cost as `Shard` splits the catalog. The
    /// space is made twice, case by case: once for each unit's cost, once keeping only this part's
    /// cases, so a shard plans in the memory of its part.
    package func plan() -> SweepSpace.Plan {
        guard let shard else { return space.plan(corpus) }
        let unit = { (c: SweepCase) in c.group.map { "group \($0)" } ?? c.id }
        var costs: [(key: String, cost: Int)] = [], at: [String: Int] = [:]
        _ = space.eachCase(corpus) { c in
            let cost = c.specs.map { CatalogItems.cost($0.environment) }.reduce(0, +)
            if let i = at[unit(c)] { costs[i].cost += cost } else { at[unit(c)] = costs.count; costs.append((unit(c), cost)) }
        }
        let part = Shard.assign(costs, parts: shard.count)
        return space.plan(corpus) { part[unit($0)] == shard.index - 1 }
    }

    /// The state groups' snapshots among `outcomes` of `cases`, for the rules across states.
    static func members(_ outcomes: [AuditOutcome], _ cases: [SweepCase]) -> [StateGroupMember] {
        let groups = Dictionary(uniqueKeysWithValues: cases.compactMap { c in c.group.map { (c.id, (group: $0, state: c.row.state.told)) } })
        return outcomes.compactMap { o in
            guard let g = groups[o.spec.scenarioID], let shape = o.shape else { return nil }
            return StateGroupMember(spec: o.spec, group: g.group, state: g.state, shape: shape)
        }
    }

    /// Rule `identity.agree` over `cases`: each case's first snapshot against the same data laid
    /// out (not drawn) at the next smaller Dynamic Type request.
    func agreement(_ cases: [SweepCase]) -> [AuditFinding] {
        let factory = factory
        let pairs: [(Scenario, SnapshotSpec, SnapshotSpec)] = cases.compactMap { c in
            guard checksAgreement, let spec = c.specs.first, spec.environment.surface.honoursDynamicType,
                  spec.environment.privacy == .unlocked,
                  let i = TextSize.allCases.firstIndex(of: spec.environment.textSize), i > 0 else { return nil }
            var smaller = spec
            smaller.environment.textSize = TextSize.allCases[i - 1]
            return (c.scenario, spec, smaller)
        }
        return ParallelMap.map(pairs.indices.map { $0 }) { i -> [AuditFinding] in
            let (scenario, spec, smallerSpec) = pairs[i]
            let larger = factory.presentedLayout(scenario, spec), smaller = factory.presentedLayout(scenario, smallerSpec)
            return AgreeCheck.check(key: spec.key, presentation: larger.presentation, larger: larger.tree, smaller: smaller.tree)
        }.flatMap { $0 }
    }

    /// Runs `plan`, this run's part (`plan()` when nil); `progress` counts each checked snapshot.
    package func run(_ plan: SweepSpace.Plan? = nil, progress: (@Sendable () -> Void)? = nil) throws -> Outcome {
        let plan = plan ?? self.plan()
        let cases = plan.cases
        var audit = AuditRun(factory: factory, checks: checks)
        audit.keepsFailingImages = false
        audit.keepsShapes = true
        audit.adjust = adjust
        let specs = cases.flatMap(\.specs)
        let scenarios = Dictionary(uniqueKeysWithValues: cases.map { ($0.id, $0.scenario) })
        var outcomes = try audit.audit(specs, scenarios: scenarios, overlays: nil, progress: progress).outcomes
        // Rules across a timeline and across a state group's states: each finding joins its
        // (later) snapshot's outcome.
        let entries = outcomes.compactMap { o in o.shape.map { StabilityCheck.Entry(spec: o.spec, shape: $0) } }
        let members = Self.members(outcomes, cases)
        let index = Dictionary(uniqueKeysWithValues: outcomes.enumerated().map { ($1.key, $0) })
        let across = StabilityCheck.check(entries) + RoomValueCheck.alongTimeline(entries)
            + StateDistinctCheck.check(members) + RoomValueCheck.acrossStates(members)
        for finding in across { outcomes[index[finding.key]!].findings.append(finding) }
        for finding in agreement(cases) { outcomes[index[finding.key]!].findings.append(finding) }
        var results = AuditResults(outcomes: outcomes, allowlist: allowlist, complete: false, shard: shard)
        // NB: a sweep's scenarios are generated: their VoiceOver summaries are not reviewed one by one.
        results.voiceOver = []
        return Outcome(cases: cases, coverage: plan.coverage, audit: results)
    }
}
