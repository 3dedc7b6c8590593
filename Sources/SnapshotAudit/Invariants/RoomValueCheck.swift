import SnapshotCatalog
import SnapshotRules

/// Rule `layout.room` across snapshots (error; `RoomCheck` holds it in one snapshot): a glance
/// value keeps its size while only the state or the minutes change ("avoid layout
/// jumps"). The value (`LayoutShape.value`) is the first time, else the word or sentence in
/// its place.
/// - the compact island's value is set at one size across the states of a state group;
/// - the circular accessory's value keeps one size along a timeline while the data is fresh
///   (consecutive times of one scenario in one environment, as `StabilityCheck` compares them:
///   "10 min" and "9 min" are one size).
package enum RoomValueCheck {
    /// The compact island across each state group: a finding on each state whose value is set at
    /// another size than the group's first (current, when drawn).
    package static func acrossStates(_ members: [StateGroupMember]) -> [AuditFinding] {
        var out: [AuditFinding] = []
        for group in StateGroupMember.groups(members) where group[0].spec.environment.surface.spec.layout == .compact {
            let valued = group.filter { $0.shape.value != nil }
            guard let first = valued.first, let size = first.shape.value?.size else { continue }
            for m in valued.dropFirst() where abs(m.shape.value!.size - size) > 0.01 {
                out.append(AuditFinding(rule: .layoutRoom, key: m.spec.key, measured: m.shape.value!.size,
                                        threshold: size,
                                        message: "the compact island's value is \(points(m.shape.value!.size)) pt for \(m.stateName) "
                                        + "(\"\(m.shape.value!.text)\") but \(points(size)) pt for \(first.stateName) "
                                        + "(\"\(first.shape.value!.text)\"): it keeps one size across states"))
            }
        }
        return out
    }

    /// The circular accessory along each timeline: a finding on the later of two consecutive fresh
    /// times with the same rows whose values are set at different sizes (when the first arrival
    /// leaves, "2:31 p.m." of a timetable train becomes the next one's "2 min": other data).
    package static func alongTimeline(_ entries: [StabilityCheck.Entry]) -> [AuditFinding] {
        let circular = entries.filter { $0.spec.offset != nil && $0.spec.environment.surface.spec.layout == .circular }
        let timelines = Dictionary(grouping: circular) { SnapshotSpec(scenarioID: $0.spec.scenarioID, environment: $0.spec.environment) }
        var out: [AuditFinding] = []
        for timeline in timelines.values {
            let ordered = timeline.sorted { $0.spec.offset!.seconds < $1.spec.offset!.seconds }
            for (a, b) in zip(ordered, ordered.dropFirst()) {
                guard a.shape.fresh, b.shape.fresh, a.shape.rows == b.shape.rows, let va = a.shape.value, let vb = b.shape.value,
                      abs(va.size - vb.size) > 0.01 else { continue }
                out.append(AuditFinding(rule: .layoutRoom, key: b.spec.key, measured: vb.size, threshold: va.size,
                                        message: "the circular accessory's value goes from \(points(va.size)) pt (\"\(va.text)\") at "
                                        + "\(a.spec.offset!.text) to \(points(vb.size)) pt (\"\(vb.text)\") at \(b.spec.offset!.text): "
                                        + "it keeps one size along a timeline"))
            }
        }
        return out
    }

    static func points(_ v: Double) -> String { ClippingCheck.points(v) }
}
