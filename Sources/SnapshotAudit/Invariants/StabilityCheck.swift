import SnapshotCatalog

/// Rule `stability.composition` (error): along a timeline whose data keeps its shape (fresh,
/// the same rows), the composition does not change ("preserve position and
/// meaning", "avoid layout jumps"). Compares consecutive times of one scenario in one
/// environment; the finding names the later snapshot.
package enum StabilityCheck {
    /// One timeline entry: its snapshot and its layout's shape.
    package struct Entry: Sendable {
        package var spec: SnapshotSpec
        package var shape: LayoutShape
        package init(spec: SnapshotSpec, shape: LayoutShape) { self.spec = spec; self.shape = shape }
    }

    /// The findings over `entries`, which may mix scenarios and environments: grouped, then
    /// each group in time order.
    package static func check(_ entries: [Entry]) -> [AuditFinding] {
        let groups = Dictionary(grouping: entries.filter { $0.spec.offset != nil }) {
            SnapshotSpec(scenarioID: $0.spec.scenarioID, environment: $0.spec.environment)
        }
        var out: [AuditFinding] = []
        for group in groups.values {
            let timeline = group.sorted { $0.spec.offset!.seconds < $1.spec.offset!.seconds }
            for (a, b) in zip(timeline, timeline.dropFirst()) {
                guard a.shape.fresh, b.shape.fresh, a.shape.rows == b.shape.rows,
                      a.shape.composition != b.shape.composition || a.shape.elements != b.shape.elements else { continue }
                out.append(AuditFinding(rule: .stabilityComposition, key: b.spec.key,
                                        message: "the composition changes from \"\(a.shape.description)\" at \(a.spec.offset!.text) "
                                        + "to \"\(b.shape.description)\" at \(b.spec.offset!.text) while the data keeps its shape "
                                        + "(fresh, the same \(b.shape.rows.count) row(s))"))
            }
        }
        return out
    }
}
