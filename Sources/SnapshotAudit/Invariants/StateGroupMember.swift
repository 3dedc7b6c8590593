import SnapshotCatalog
import SnapshotRules

/// One snapshot of a state group (the sweep's, docs/sweep.md "State groups"): siblings share
/// their data and environment and differ only in state, so what tells the states apart
/// (`state.distinct`) and what must not change with them (`layout.room`) can be compared.
package struct StateGroupMember: Sendable {
    package var spec: SnapshotSpec
    /// The group, shared by the siblings.
    package var group: Int
    /// The state the member is drawn in: its status, nil for current.
    package var state: StatusKind?
    package var shape: LayoutShape

    package init(spec: SnapshotSpec, group: Int, state: StatusKind?, shape: LayoutShape) {
        self.spec = spec; self.group = group; self.state = state; self.shape = shape
    }

    /// The states a group holds, in the order findings name them (updating is current by design).
    package static let states: [StatusKind?] = [nil, .stale, .loading, .paused, .offline, .failed, .ended]

    /// The state's name: its status, or "current".
    package var stateName: String { state?.rawValue ?? "current" }

    /// `members` as groups (one group, one environment), each in `states` order.
    static func groups(_ members: [StateGroupMember]) -> [[StateGroupMember]] {
        Dictionary(grouping: members) { Sibling(group: $0.group, environment: $0.spec.environment) }.values
            .map { $0.sorted { order($0.state) < order($1.state) } }
            .sorted { ($0[0].group, $0[0].spec.key) < ($1[0].group, $1[0].spec.key) }
    }

    /// What siblings share.
    private struct Sibling: Hashable {
        var group: Int
        var environment: RenderEnvironment
    }

    static func order(_ state: StatusKind?) -> Int { states.firstIndex(of: state) ?? states.count }
}
