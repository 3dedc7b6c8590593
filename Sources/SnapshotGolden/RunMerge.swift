import Foundation
import SnapshotCommandLine
import SnapshotFiles
import SnapshotImage
/// `snapshot report --merge`: the runs of a CI matrix's shards made into one run, as if one
/// machine had run them all. Refuses what would make the merged verdict wrong: a snapshot in
/// two inputs (shards that overlap), a shard missing or given twice, inputs of different
/// tools, and folders whose artefacts cannot be copied.
package enum RunMerge {
    /// One input: a shard's output folder as the user named it, and its results.
    package struct Part<Axes: SnapshotAxes>: Sendable {
        package var folder: String
        package var run: RunResults<Axes>
        package init(folder: String, run: RunResults<Axes>) { self.folder = folder; self.run = run }
    }

    /// The merged run (without `audit`: the caller merges `audit.json` and derives it).
    package static func merge<Axes>(_ parts: [Part<Axes>]) throws(UsageError) -> RunResults<Axes> {
        guard !parts.isEmpty else { throw UsageError("snapshot report --merge: name at least one folder") }
        try checkTools(parts)
        try checkShards(parts.map { ($0.folder, $0.run.shard) }, what: "results.json")
        var owner: [String: String] = [:], snapshots: [RunResults<Axes>.Snapshot] = []
        for part in parts {
            for s in part.run.snapshots {
                if let first = owner[s.key] {
                    throw UsageError(first == part.folder ? "snapshot report --merge: \(s.key) is twice in \(first)/results.json"
                                     : "snapshot report --merge: \(s.key) is in both \(first) and \(part.folder); "
                                     + "the inputs overlap (were they run with the same --shard n?)")
                }
                owner[s.key] = part.folder
                snapshots.append(s)
            }
        }
        try checkPartition(parts)
        let inputErrors = unique(parts.flatMap(\.run.inputErrors))
        // NB: the verdict is recomputed from the statuses (never from a `passed` flag: the
        // model derives it), and never better than a part's own.
        let derived = RunResults<Axes>.exitCode(snapshots, inputErrors: inputErrors)
        var merged = RunResults<Axes>(exitCode: max(derived, parts.map(\.run.exitCode).max() ?? 0), counts: RunResults<Axes>.counts(snapshots),
                                environmentDifferences: unique(parts.flatMap(\.run.environmentDifferences)),
                                inputErrors: inputErrors,
                                skipped: unique(parts.flatMap(\.run.skipped)),
                                snapshots: snapshots.sorted { $0.key < $1.key })
        merged.tool = parts[0].run.tool
        return merged
    }

    /// Every part must come from the same tool: results of two versions are not one run.
    static func checkTools<Axes>(_ parts: [Part<Axes>]) throws(UsageError) {
        let tools = Set(parts.map(\.run.tool))
        guard tools.count == 1 else {
            throw UsageError("snapshot report --merge: the inputs were written by different tools ("
                             + parts.map { "\($0.folder): \($0.run.tool)" }.joined(separator: ", ") + "); rerun the shards with one build")
        }
    }

    /// Sharded inputs must be a whole partition: the same count, each index exactly once. A
    /// missing shard would otherwise merge into a pass that never ran its snapshots.
    package static func checkShards(_ shards: [(folder: String, shard: Shard?)], what: String,
                                   verb: String = "snapshot report --merge") throws(UsageError) {
        let given = shards.compactMap { s in s.shard.map { (s.folder, $0) } }
        guard !given.isEmpty else { return }
        guard given.count == shards.count else {
            throw UsageError("\(verb): some \(what) files are shards and some are not ("
                             + shards.map { "\($0.folder): \($0.shard?.description ?? "whole run")" }.joined(separator: ", ") + ")")
        }
        let count = given[0].1.count
        if let other = given.first(where: { $0.1.count != count }) {
            throw UsageError("\(verb): \(given[0].0) is shard \(given[0].1.description) but \(other.0) is shard \(other.1.description); merge one matrix at a time")
        }
        var seen: [Int: String] = [:]
        for (folder, shard) in given {
            if let first = seen[shard.index] {
                throw UsageError("\(verb): shard \(shard.description) is given twice (\(first) and \(folder))")
            }
            seen[shard.index] = folder
        }
        let missing = (1...count).filter { seen[$0] == nil }
        guard missing.isEmpty else {
            throw UsageError("\(verb): \(what) of shard(s) " + missing.map { "\($0)/\(count)" }.joined(separator: ", ")
                             + " missing: a shard that did not finish cannot pass; rerun it or merge after it uploads")
        }
    }

    /// Sharded parts must hold exactly the keys of their part of the selection they recorded
    /// (`ShardPartition`), recomputed here: every shard of one selection, no key outside it, none
    /// in another shard's part, none of its part missing. A shard that verified snapshots but
    /// recorded no selection cannot be checked, so it is refused.
    static func checkPartition<Axes>(_ parts: [Part<Axes>]) throws(UsageError) {
        let verb = "snapshot report --merge"
        guard let count = parts.first?.run.shard?.count else { return }
        guard let recorded = parts.first(where: { $0.run.partition != nil }), let partition = recorded.run.partition else {
            if let part = parts.first(where: { !$0.run.snapshots.isEmpty }) {
                throw UsageError("\(verb): \(part.folder)/results.json is shard \(part.run.shard!.description) but records no partition "
                                 + "(the selection its shard is a part of), so what it had to cover cannot be checked; rerun the shards with this tool")
            }
            return
        }
        if let other = parts.first(where: { $0.run.partition?.catalog != partition.catalog }) {
            let theirs = other.run.partition.map { "selection \($0.catalog.prefix(12)) (\($0.selection.count) keys)" } ?? "no partition"
            throw UsageError("\(verb): \(recorded.folder)/results.json covers selection \(partition.catalog.prefix(12)) "
                             + "(\(partition.selection.count) keys) but \(other.folder)/results.json has \(theirs): shards of different "
                             + "catalogs or selections are not one run; rerun them from one commit with the same options")
        }
        let assigned = partition.parts(count)
        for part in parts {
            let shard = part.run.shard!, index = shard.index - 1
            var seen = Set<String>()
            for s in part.run.snapshots {
                guard let owner = assigned[s.key] else {
                    throw UsageError("\(verb): \(part.folder)/results.json: \(s.key) is not in the selection the shards were asked "
                                     + "to cover (a foreign key); refusing to merge it")
                }
                guard owner == index else {
                    throw UsageError("\(verb): \(part.folder)/results.json: \(s.key) belongs to shard \(owner + 1)/\(count), "
                                     + "not \(shard.description)")
                }
                seen.insert(s.key)
            }
            let missing = partition.selection.filter { assigned[$0.key] == index && !seen.contains($0.key) }
            if let first = missing.first {
                throw UsageError("\(verb): \(part.folder)/results.json lacks \(missing.count) of the snapshots shard \(shard.description) "
                                 + "was asked to cover (the first: \(first.key)): a snapshot that was not verified cannot pass")
            }
        }
    }

    static func unique<T: Equatable>(_ items: [T]) -> [T] {
        var out: [T] = []
        for item in items where !out.contains(item) { out.append(item) }
        return out
    }

    /// Copies a file a part's results name (relative `path`, already held to the path policy)
    /// from `source` into `destination`, under the file-reading policy: a regular file inside
    /// its folder with no other link (a hard link to a file outside the shard is refused), size
    /// checked before reading; written only where its folder, after every link, is inside
    /// `destination`.
    package static func copy(_ path: String, from source: URL, to destination: URL) throws(UsageError) {
        let target = destination.appendingPathComponent(path)
        do {
            let bytes = try FileBytes.read(source.appendingPathComponent(path).path, within: source.path, singleLink: true)
            try AtomicFile.createFolders(target.deletingLastPathComponent().path)
            guard OutputFolder.folderIsInside(target, root: destination) else {
                throw UsageError("snapshot report --merge: \(target.path): its folder leads outside \(destination.path) through a "
                                 + "symbolic link; refusing to write through it")
            }
            try AtomicFile.write(bytes, to: target)
        } catch let error as UsageError {
            throw error
        } catch {
            throw UsageError("snapshot report --merge: \(source.path)/\(path): \(error)")
        }
    }
}
