import Foundation
import SnapshotCommandLine
import SnapshotFiles
import SnapshotFormats
import SnapshotStructure

/// A finished run: the one typed model of `results.json` (docs/results-json.md). `verify` and
/// `record` write it; `report`, `approve`, JUnit, annotations, the summary and the review page
/// read it, and the page's script reads the same field names. Keys are stable within
/// `formatVersion` 1. Each snapshot's axes are the design's (`SnapshotAxes`).
package struct RunResults<Axes: SnapshotAxes>: Codable, Sendable, Equatable {
    package var formatVersion: Int
    /// `snapshot <version>`.
    package var tool: String
    /// 0 all passed, 1 differences, 2 input errors.
    package var exitCode: Int
    /// Status → number of snapshots.
    package var counts: [Status: Int]
    /// How this machine differs from `Goldens/ENVIRONMENT.json`.
    package var environmentDifferences: [String]
    /// Scenario files that failed to load and failure artefacts that could not be written.
    package var inputErrors: [String]
    /// Scenario × surface pairs the selection names but does not draw.
    package var skipped: [Skipped]
    /// Every verified snapshot, sorted by key.
    package var snapshots: [Snapshot]
    /// The accessibility audit's verdict, joined in memory from the folder's audit.json (the
    /// audit's own file) for the reports; never part of results.json, which is verify's.
    package var audit: RunAudit?
    /// The part of a sharded run (`--shard i/n`); nil for a whole run or a merged one.
    package var shard: Shard?
    /// The selection a shard is a part of (`ShardPartition`); nil for a whole or merged run.
    package var partition: ShardPartition?

    package static var currentFormatVersion: Int { 1 }
    /// The largest results.json read or written (`RunLimits.maxFileBytes`).
    package static var maxFileSize: Int { RunLimits.maxFileBytes }

    package init(exitCode: Int, counts: [Status: Int], environmentDifferences: [String], inputErrors: [String],
                skipped: [Skipped] = [], snapshots: [Snapshot]) {
        formatVersion = Self.currentFormatVersion; tool = "snapshot \(SnapshotKitVersion.string)"
        self.exitCode = exitCode; self.counts = counts; self.environmentDifferences = environmentDifferences
        self.inputErrors = inputErrors; self.skipped = skipped; self.snapshots = snapshots
    }

    /// A run that verified nothing: the base an audit's verdict is joined to where verify did not run.
    package static var empty: RunResults {
        RunResults(exitCode: 0, counts: [:], environmentDifferences: [], inputErrors: [], snapshots: [])
    }

    /// What a snapshot's verification came to.
    package typealias Status = SnapshotStatus

    /// A pair the selection names but does not draw, and why.
    package typealias Skipped = Axes.Skipped

    /// A changed region in pixels.
    package struct Region: Codable, Sendable, Equatable {
        package var x: Int, y: Int, width: Int, height: Int
    }

    /// One snapshot's entry: the engine's fields and the design's axes (read as if they were
    /// its own: `snapshot.surface` is `snapshot.axes.surface`).
    @dynamicMemberLookup
    package struct Snapshot: Codable, Sendable, Equatable {
        package var key: String
        package var status: Status
        /// Derived from `status` (`Status.passes`): a file's `passed` flag is never trusted.
        package var passed: Bool { status.passes }
        /// The golden's path relative to the goldens folder: always the key's PNG, so it is
        /// written for readers and not read back.
        package var golden: String { key + ".png" }
        package var goldenSHA256: String?
        package var candidateSHA256: String?
        /// SHA-256 of the candidate's structural snapshot `<key>.actual.json`, when written.
        package var candidateLayoutSHA256: String?
        /// Artefact kind to a path relative to the output folder.
        package var artefacts: ArtefactPaths
        package var message: String?
        /// The failure's cause in one line, shared by every snapshot the same change touched
        /// (summaries group by it); nil when passed.
        package var explanation: String?
        /// What the design says of it (`SnapshotAxes`), written beside these fields.
        package var axes: Axes
        package var mismatched: Int?
        package var total: Int?
        package var ratio: Double?
        package var regions: [Region]?
        package var changes: [String]?
        /// The edits the changes show (`ChangeOrigin`): failures sharing one came from one edit.
        package var origins: [ChangeOrigin]?
        package var expectedSize: String?
        package var actualSize: String?

        package init(key: String, status: Status, axes: Axes, goldenSHA256: String? = nil,
                    candidateSHA256: String? = nil, candidateLayoutSHA256: String? = nil,
                    artefacts: ArtefactPaths = [:], message: String? = nil) {
            self.key = key; self.status = status; self.axes = axes
            self.goldenSHA256 = goldenSHA256; self.candidateSHA256 = candidateSHA256
            self.candidateLayoutSHA256 = candidateLayoutSHA256; self.artefacts = artefacts; self.message = message
        }

        package subscript<Value>(dynamicMember axis: WritableKeyPath<Axes, Value>) -> Value {
            get { axes[keyPath: axis] }
            set { axes[keyPath: axis] = newValue }
        }

        enum CodingKeys: String, CodingKey {
            case key, status, goldenSHA256, candidateSHA256, candidateLayoutSHA256, artefacts, message, explanation
            case mismatched, total, ratio, regions, changes, origins, expectedSize, actualSize
        }

        package init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            key = try c.decode(String.self, forKey: .key); status = try c.decode(Status.self, forKey: .status)
            goldenSHA256 = try c.decodeIfPresent(String.self, forKey: .goldenSHA256)
            candidateSHA256 = try c.decodeIfPresent(String.self, forKey: .candidateSHA256)
            candidateLayoutSHA256 = try c.decodeIfPresent(String.self, forKey: .candidateLayoutSHA256)
            artefacts = try c.decode(ArtefactPaths.self, forKey: .artefacts)
            message = try c.decodeIfPresent(String.self, forKey: .message)
            explanation = try c.decodeIfPresent(String.self, forKey: .explanation)
            axes = try Axes(from: decoder)
            mismatched = try c.decodeIfPresent(Int.self, forKey: .mismatched); total = try c.decodeIfPresent(Int.self, forKey: .total)
            ratio = try c.decodeIfPresent(Double.self, forKey: .ratio); regions = try c.decodeIfPresent([Region].self, forKey: .regions)
            changes = try c.decodeIfPresent([String].self, forKey: .changes)
            origins = try c.decodeIfPresent([ChangeOrigin].self, forKey: .origins)
            expectedSize = try c.decodeIfPresent(String.self, forKey: .expectedSize)
            actualSize = try c.decodeIfPresent(String.self, forKey: .actualSize)
        }

        enum WrittenOnly: String, CodingKey { case golden, passed }

        package func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(key, forKey: .key); try c.encode(status, forKey: .status)
            var written = encoder.container(keyedBy: WrittenOnly.self)
            try written.encode(passed, forKey: .passed); try written.encode(golden, forKey: .golden)
            // NB: the contract writes these as null when absent, not omitted.
            try c.encode(goldenSHA256, forKey: .goldenSHA256); try c.encode(candidateSHA256, forKey: .candidateSHA256)
            try c.encode(candidateLayoutSHA256, forKey: .candidateLayoutSHA256)
            try c.encode(artefacts, forKey: .artefacts); try c.encode(message, forKey: .message)
            try c.encodeIfPresent(explanation, forKey: .explanation)
            try axes.encode(to: encoder)
            try c.encodeIfPresent(mismatched, forKey: .mismatched); try c.encodeIfPresent(total, forKey: .total)
            try c.encodeIfPresent(ratio, forKey: .ratio); try c.encodeIfPresent(regions, forKey: .regions)
            try c.encodeIfPresent(changes, forKey: .changes); try c.encodeIfPresent(origins, forKey: .origins)
            try c.encodeIfPresent(expectedSize, forKey: .expectedSize); try c.encodeIfPresent(actualSize, forKey: .actualSize)
        }

        /// The axes' group, else the key's first folder (JUnit's classname).
        package var group: String { axes.group ?? String(key.split(separator: "/").first ?? "_animations") }

        /// The snapshot's name in words (`SnapshotAxes.label`).
        package var label: String { axes.label(key: key) }

        /// The file it was made from (`SnapshotAxes.sourceFile`).
        package var sourceFile: String? { axes.sourceFile }

        /// An input error (exit 2) rather than a difference.
        package var isError: Bool { status.isError }

        /// Whether a reviewer may approve it: a changed or new candidate written this run.
        package var isApprovable: Bool {
            status.isApprovableKind && candidateSHA256 != nil && artefacts[.actual] != nil
        }
    }

    /// The canonical text of `results.json`: `$schema` first (docs/results.schema.json), then the model.
    package func text() throws -> String { try OutputSchema.results.text(of: self) }

    /// Writes `results.json` to `url` (atomically): the same bytes as `text()`, streamed a
    /// snapshot at a time, so neither the tree nor the text of the whole run is ever held.
    package func write(to url: URL) throws {
        var shell = self
        shell.snapshots = []
        var fields = try JSONOutputStream.fields(of: shell, without: CodingKeys.snapshots.rawValue)
        OutputSchema.results.stamp(&fields)
        let stream = JSONOutputStream(fields: fields, arrayKey: CodingKeys.snapshots.rawValue)
        var next = snapshots.makeIterator()
        try AtomicFileStream.write(to: url) { file in
            try stream.write(next: { try next.next().map(JSONOutputEncoder.encode) }, emit: file.write)
        }
    }

    /// Reads `results.json` (format version 1).
    /// `within`: the folder it must lie in after every link (a shard's folder).
    /// `limit`: the most bytes read (checked before reading), at most `maxFileSize`.
    package static func read(_ url: URL, within root: String? = nil, limit: Int = maxFileSize) throws(RunResultsError) -> RunResults {
        try decode(try RunResultsError.bytes(url, limit: min(limit, maxFileSize), writer: "snapshot verify", within: root), path: url.path)
    }

    /// Decodes the bytes of a `results.json`; `path` names it in errors.
    package static func decode(_ data: Data, path: String) throws(RunResultsError) -> RunResults {
        let parsed = try RunResultsError.checkSyntax(data, path: path, writer: "snapshot verify")
        guard let version = try? JSONDecoder().decode(FormatVersion.self, from: data) else {
            throw .unreadable(path, "not a JSON object; run 'snapshot verify' again to rewrite it")
        }
        guard version.formatVersion == currentFormatVersion else {
            throw .unreadable(path, "formatVersion is not \(currentFormatVersion); run 'snapshot verify' with this tool")
        }
        let run: RunResults
        do { run = try JSONDecoder().decode(RunResults.self, from: data) } catch {
            let reason = RunResultsError.outOfRange(parsed) ?? Self.describe(error)
            throw .unreadable(path, "does not match docs/results-json.md (\(reason)); run 'snapshot verify' again to rewrite it")
        }
        try RunLimits.check(run, path: path)
        // NB: keys and artefact paths name files under the output folder and the goldens: the
        // one path policy checks them here, where they enter, naming this file.
        for s in run.snapshots {
            for value in [s.key] + s.artefacts.values.sorted() {
                if let reason = SnapshotPath.problem(value) {
                    throw .unreadable(path, SnapshotPathError(value: value, source: "snapshot '\(s.key)'", reason: reason).description)
                }
            }
        }
        return run
    }

    /// A decoding error in words: the field path and what was wrong, as data (a key or value
    /// quoted from the file is escaped, `TerminalText.escape`).
    package static func describe(_ error: Error) -> String { TerminalText.escape(words(error)) }

    private static func words(_ error: Error) -> String {
        func path(_ keys: [CodingKey]) -> String {
            keys.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined().drop { $0 == "." }.description
        }
        switch error as? DecodingError {
        case .keyNotFound(let key, let c)?: return "\(path(c.codingPath + [key])) is missing"
        case .typeMismatch(_, let c)?, .valueNotFound(_, let c)?: return "\(path(c.codingPath)) has the wrong type"
        case .dataCorrupted(let c)?: return "\(path(c.codingPath)): \(c.debugDescription)"
        default: return "\(error)"
        }
    }

    package init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        formatVersion = try c.decode(Int.self, forKey: .formatVersion)
        tool = try c.decodeIfPresent(String.self, forKey: .tool) ?? ""
        let claimedExit = try c.decode(Int.self, forKey: .exitCode)
        _ = try c.decodeIfPresent([Status: Int].self, forKey: .counts)
        environmentDifferences = try c.decodeIfPresent([String].self, forKey: .environmentDifferences) ?? []
        inputErrors = try c.decodeIfPresent([String].self, forKey: .inputErrors) ?? []
        // NB: older files of format 1 have no `skipped`.
        skipped = try c.decodeIfPresent([Skipped].self, forKey: .skipped) ?? []
        snapshots = try c.decode([Snapshot].self, forKey: .snapshots)
        shard = try c.decodeIfPresent(Shard.self, forKey: .shard)
        partition = try c.decodeIfPresent(ShardPartition.self, forKey: .partition)
        // NB: what a file claims is never trusted over what it holds: counts are recounted from
        // the statuses, and the exit code is never better than the statuses make it (a claimed
        // worse one is kept: a recording under CI exits 1 with every status "recorded").
        counts = Self.counts(snapshots)
        exitCode = max(claimedExit, Self.exitCode(snapshots, inputErrors: inputErrors))
    }

    /// Snapshots per status.
    // NB: counted, not grouped: `Dictionary(grouping:)` copied every snapshot into its status's
    // array, 16 MB at once for a run of 44,000 (the peak of the run).
    package static func counts(_ snapshots: [Snapshot]) -> [Status: Int] {
        snapshots.reduce(into: [:]) { counts, s in counts[s.status, default: 0] += 1 }
    }

    /// The exit code the statuses and input errors make: 2 input errors, 1 a failure, else 0.
    package static func exitCode(_ snapshots: [Snapshot], inputErrors: [String]) -> Int {
        !inputErrors.isEmpty || snapshots.contains(where: \.isError) ? 2 : snapshots.allSatisfy(\.passed) ? 0 : 1
    }

    /// Only a file's format version, read before the rest.
    private struct FormatVersion: Decodable { var formatVersion: Int? }

    enum CodingKeys: String, CodingKey {
        case formatVersion, tool, exitCode, counts, environmentDifferences, inputErrors, skipped, snapshots, shard, partition
    }
}
