import SnapshotGolden

/// Failing snapshots grouped by what caused them (`RunResults.Snapshot.explanation`), so one
/// change that touches 28 snapshots reads as one line with 28 keys under it, on the terminal,
/// in summary.txt, the job summary and the annotations alike.
package struct FailureGroup<Axes: SnapshotAxes>: Sendable, Equatable {
    /// The cause, e.g. "subtitle: 'Updated 2 min ago' → '3 min'".
    package var explanation: String
    /// The snapshots it touched, sorted by key.
    package var snapshots: [RunResults<Axes>.Snapshot]

    /// Whether the group's snapshots are input errors (exit 2) rather than differences.
    package var isError: Bool { snapshots.contains(where: \.isError) }

    /// The file every snapshot of the group comes from, nil when they differ.
    package var sourceFile: String? {
        let files = Set(snapshots.map(\.sourceFile))
        return files.count == 1 ? files.first! : nil
    }

    /// "28 snapshots: <explanation>".
    package var headline: String {
        "\(snapshots.count) snapshot\(snapshots.count == 1 ? "" : "s"): \(explanation)"
    }

    /// The failures of `run`: errors first, then the largest groups, then by explanation.
    package static func of(_ run: RunResults<Axes>) -> [FailureGroup] {
        let failing = run.snapshots.filter { !$0.passed }
        // NB: results.json from before `explanation` existed: the message stands in for it.
        let groups = Dictionary(grouping: failing) { $0.explanation ?? $0.message ?? $0.status.rawValue }
        return groups.map { FailureGroup(explanation: $0.key, snapshots: $0.value.sorted { $0.key < $1.key }) }
            .sorted { a, b in
                if a.isError != b.isError { return a.isError }
                if a.snapshots.count != b.snapshots.count { return a.snapshots.count > b.snapshots.count }
                return a.explanation < b.explanation
            }
    }
}
