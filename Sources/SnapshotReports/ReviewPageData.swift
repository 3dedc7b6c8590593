import Foundation
import SnapshotFormats
import SnapshotGolden

/// Where a review page lives and what its images and commands point at.
package struct ReviewLocations: Sendable {
    /// The run's output folder, where `index.html` is written.
    package var outputDirectory: URL
    /// The goldens folder (passing snapshots show their golden from here).
    package var goldens: URL
    /// `--out` and `--goldens` as the user wrote them, for the copyable approve command.
    package var outArgument: String
    package var goldensArgument: String
    /// The repository of a pull request from a fork whose code made this run (`SNAPSHOT_FORK`,
    /// set by the workflow), nil otherwise: the page then says so above its apply command.
    package var fork: String?

    package init(outputDirectory: URL, goldens: URL, outArgument: String, goldensArgument: String, fork: String? = nil) {
        self.outputDirectory = outputDirectory; self.goldens = goldens
        self.outArgument = outArgument; self.goldensArgument = goldensArgument; self.fork = fork
    }

    /// The fork named by the environment, nil when unset or empty.
    package static func fork(_ environment: [String: String]) -> String? {
        environment["SNAPSHOT_FORK"].flatMap { $0.isEmpty ? nil : $0 }
    }
}

/// The data the review page embeds: the run's `RunResults` with every snapshot in review
/// order, each with its results.json fields as they are plus what only the page needs
/// (group, label, approvable, error, images relative to the page). Never renders or diffs.
struct ReviewPageData<Axes: SnapshotAxes>: Encodable {
    var run: RunResults<Axes>
    var approve: Approve
    var at: ReviewLocations

    /// What the page's apply command is made of. NB: the script names the folder the page was
    /// opened from: `out` (as the user wrote it) when that is `writtenTo`, else the folder's
    /// full path (an artefact downloaded and opened elsewhere).
    struct Approve: Encodable {
        var binary: String, out: String, goldens: String
        /// The output folder's full path when the page was written.
        var writtenTo: String
        /// The fork whose pull request's code built the page, or nil.
        var fork: String?

        enum CodingKeys: String, CodingKey { case binary, out, goldens, writtenTo, fork }

        // NB: `fork` is always written (null when none), so the page never guesses.
        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(binary, forKey: .binary); try c.encode(out, forKey: .out); try c.encode(goldens, forKey: .goldens)
            try c.encode(writtenTo, forKey: .writtenTo); try c.encode(fork, forKey: .fork)
        }
    }

    init(_ run: RunResults<Axes>, _ at: ReviewLocations) {
        self.run = run; self.at = at
        approve = Approve(binary: ReviewPage.binary, out: at.outArgument, goldens: at.goldensArgument,
                          writtenTo: at.outputDirectory.standardizedFileURL.path, fork: at.fork)
    }

    /// The page's snapshots in review order, each made when it is reached (a run's snapshots
    /// are never copied whole).
    var snapshots: LazyMapSequence<[Int], PageSnapshot> {
        Self.order(run.snapshots).lazy.map { [run, at] in PageSnapshot(run.snapshots[$0], at) }
    }

    /// The apply command as the page shows it when opened where it was written.
    var approveCommand: String {
        [approve.binary, "approve", "--out", approve.out, "--goldens", approve.goldens].map(ShellWord.quote).joined(separator: " ")
    }

    enum CodingKeys: String, CodingKey {
        case formatVersion, exitCode, counts, environmentDifferences, inputErrors, skipped, approve, snapshots
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(run.formatVersion, forKey: .formatVersion); try c.encode(run.exitCode, forKey: .exitCode)
        try c.encode(run.counts, forKey: .counts); try c.encode(run.environmentDifferences, forKey: .environmentDifferences)
        try c.encode(run.inputErrors, forKey: .inputErrors); try c.encode(run.skipped, forKey: .skipped)
        try c.encode(approve, forKey: .approve)
        if !shell { try c.encode(Array(snapshots), forKey: .snapshots) }
    }

    /// Encodes every field but the snapshots (`write(emit:)` streams those).
    private var shell = false

    /// The embedded JSON text.
    func text() throws -> String { try JSONOutput.text(of: self) }

    /// The same text as `text()`, handed to `emit` in pieces of whole snapshots: the review
    /// page streams it into index.html.
    func write(emit: ([UInt8]) throws -> Void) throws {
        var fieldsOnly = self
        fieldsOnly.shell = true
        let stream = JSONOutputStream(fields: try JSONOutputStream.fields(of: fieldsOnly, without: CodingKeys.snapshots.rawValue),
                                      arrayKey: CodingKeys.snapshots.rawValue)
        var next = snapshots.makeIterator()
        try stream.write(next: { try next.next().map(JSONOutputEncoder.encode) }, emit: emit)
    }

    /// The indices of `snapshots` in review order: scenarios with errors, then with failures,
    /// then all-passing ones; in a scenario its errors, failures, then passing snapshots, each
    /// by the axes' review order (`SnapshotAxes.reviewOrder`), then key.
    static func order(_ snapshots: [RunResults<Axes>.Snapshot]) -> [Int] {
        func rank(_ s: RunResults<Axes>.Snapshot) -> Int { s.isError ? 0 : (s.passed ? 2 : 1) }
        let groups = snapshots.map(\.group)
        var groupRank: [String: Int] = [:]
        for (s, group) in zip(snapshots, groups) { groupRank[group] = min(groupRank[group] ?? 2, rank(s)) }
        let keys = snapshots.indices.map { i in (groupRank[groups[i]] ?? 2, groups[i], rank(snapshots[i]), snapshots[i].axes.reviewOrder, snapshots[i].key) }
        return snapshots.indices.sorted { keys[$0] < keys[$1] }
    }

    /// One snapshot on the page: its results.json fields, then the page's own.
    struct PageSnapshot: Encodable {
        var snapshot: RunResults<Axes>.Snapshot
        /// "actual", "golden", "diff" → image path relative to the page.
        var images: [String: String]

        init(_ s: RunResults<Axes>.Snapshot, _ at: ReviewLocations) {
            snapshot = s
            var images: [String: String] = [:]
            for (kind, artefact) in [("actual", ArtefactKind.actual), ("golden", .expected), ("diff", .diff)] {
                if let path = s.artefacts[artefact] { images[kind] = ReviewEmbedding.href(path) }
            }
            // NB: passing snapshots are never encoded, so the page links the golden itself,
            // relative to the page, only when it exists (the folder alone shows its name).
            let golden = at.goldens.appendingPathComponent(s.key + ".png")
            if images["golden"] == nil, s.status != .missing, FileManager.default.fileExists(atPath: golden.path) {
                images["golden"] = ReviewEmbedding.href(ReviewPage.relativePath(from: at.outputDirectory, to: golden))
            }
            self.images = images
        }

        enum CodingKeys: String, CodingKey { case group, label, approvable, error, images }

        func encode(to encoder: Encoder) throws {
            try snapshot.encode(to: encoder)
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(snapshot.group, forKey: .group); try c.encode(snapshot.label, forKey: .label)
            try c.encode(snapshot.isApprovable, forKey: .approvable); try c.encode(snapshot.isError, forKey: .error)
            try c.encode(images, forKey: .images)
        }
    }
}

/// A word for a POSIX shell: as is when it is plainly safe, otherwise single-quoted.
package enum ShellWord {
    package static func quote(_ word: String) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy {
            CharacterSet.alphanumerics.contains($0) && $0.isASCII || "-_./:=@%+,".unicodeScalars.contains($0)
        }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
