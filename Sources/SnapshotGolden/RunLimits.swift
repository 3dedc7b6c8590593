import SnapshotCommandLine
/// The bounds of a run's report files (`results.json`, `audit.json`), in entries and in bytes,
/// and the check of every count read from them. One pair of constants for every reader and
/// writer, so `report --merge` can never write what `report` or `approve` then refuse: the merge
/// holds its output to the same bounds before writing (docs/cli.md "Trust model").
package enum RunLimits {
    /// The most entries of one kind a report file may hold (snapshots in results.json; findings
    /// and audited subjects in audit.json), and the largest count read from either.
    ///
    /// NB: derived from the largest run supported. The catalog today is 952 verified snapshots
    /// and 4,856 audited ones; 20× the catalog is 19,040 and 97,120. The layout sweep
    /// walks at most 12 surfaces × 2 devices × 2 appearances × 9 text sizes × 2 modes = 864
    /// axis points per content state; its full space is budgeted at 175 content states,
    /// 151,200 snapshots. 97,120 + 151,200 = 248,320, rounded up: 250,000. A larger sweep
    /// raises this one constant.
    package static let maxEntries = 250_000

    /// The largest report file read or written: 250,000 entries at the 537 bytes a passing
    /// results.json entry takes (measured: the catalog's 952 entries are 615,000 bytes with
    /// the file's framing) is 134 MB; 128 MiB (134,217,728 bytes) is that bound.
    package static let maxFileBytes = 128 << 20

    /// The most bytes `report --merge` reads from all its shards' results.json together, each
    /// file's size checked against what is left before it is read: the merged file is held to
    /// `maxFileBytes`, and each shard also repeats its selection (`ShardPartition`, about 70
    /// bytes a key: 4 shards of a 250,000-key selection add 70 MB), so twice that bound.
    package static let maxMergeBytes = 2 * maxFileBytes

    /// A count read from a file: at least 0 and at most `maxEntries` (so sums of counts can
    /// never overflow); else the file's field is named in the error.
    package static func count(_ value: Int, _ field: String, in path: String) throws(RunResultsError) {
        guard (0...maxEntries).contains(value) else {
            throw .unreadable(path, "\(field) is \(value); a count is from 0 to \(maxEntries) (the largest run supported, docs/cli.md \"Trust model\")")
        }
    }

    /// An exit code read from a file: 0, 1 or 2.
    package static func exitCode(_ value: Int, _ field: String, in path: String) throws(RunResultsError) {
        guard (0...2).contains(value) else { throw .unreadable(path, "\(field) is \(value); an exit code is 0, 1 or 2") }
    }

    /// Every count and exit code of a `results.json`.
    package static func check<Axes>(_ run: RunResults<Axes>, path: String) throws(RunResultsError) {
        try exitCode(run.exitCode, "exitCode", in: path)
        try count(run.snapshots.count, "snapshots (entries)", in: path)
    }

    /// A sum of counts, checked: more than `maxEntries` is an error naming `what`.
    package static func sum(_ values: [Int], _ what: String, verb: String = "snapshot report --merge") throws(UsageError) -> Int {
        var total = 0
        for v in values {
            let (next, overflow) = total.addingReportingOverflow(v)
            guard !overflow, next <= maxEntries else {
                throw UsageError("\(verb): \(what) add up to more than \(maxEntries), the largest run supported")
            }
            total = next
        }
        return total
    }

    /// A merged report file about to be written: held to the bounds `report` reads with,
    /// before a byte is written.
    package static func writable(_ text: String, entries: Int, _ file: String) throws(UsageError) {
        guard entries <= maxEntries else {
            throw UsageError("snapshot report --merge: the merged \(file) would hold \(entries) entries, over the \(maxEntries) "
                             + "of the largest run supported (docs/cli.md \"Trust model\"); nothing was written")
        }
        guard text.utf8.count <= maxFileBytes else {
            throw UsageError("snapshot report --merge: the merged \(file) would be \(text.utf8.count) bytes, over the \(maxFileBytes) "
                             + "that 'snapshot report' reads (docs/cli.md \"Trust model\"); nothing was written")
        }
    }
}
