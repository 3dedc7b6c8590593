import SnapshotCommandLine
import SnapshotGolden

/// Options several verbs take, declared once each.
enum SharedOptions {
    static let goldens = Option<String>.path("goldens", "DIR", default: DefaultPaths.goldens, "golden folder")
    static let shard = Option<Shard>("shard", "I/N", "only part I of N of the selection (a CI matrix; every snapshot is in exactly one part)") {
        text throws(UsageError) in try Shard(parsing: text)
    }
    static let allowlist = Option<String>.path("allowlist", "FILE", default: DefaultPaths.allowlist, "accepted exceptions")
    static let merge = Flag("merge", "merge the folders named as arguments (shards of one matrix) into --out")

    /// `--frames N` for the verbs that draw the refresh animation; `what` says what the frames are for.
    static func frames(_ what: String, min: Int = 0) -> Option<Int> {
        Option<Int>.number("frames", in: min...CatalogOptions.maxFrames, what)
    }
}
