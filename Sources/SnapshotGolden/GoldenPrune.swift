import Foundation
import SnapshotFiles
import SnapshotFormats

/// Golden files that no snapshot of the current catalog produces: `<id>/<name>.png` and
/// `.json` under the goldens folder. Top-level files (`ENVIRONMENT.json`) and temporary
/// files are never candidates.
package enum GoldenPrune {
    /// Paths relative to `store.root`, sorted, of files whose key is not in `produced`
    /// and, when `filter` is given, matches it.
    package static func orphans(in store: GoldenStore, produced: Set<String>, filter: String?) -> [String] {
        let root = store.root.standardizedFileURL.path + "/"
        guard let walker = FileManager.default.enumerator(atPath: store.root.path) else { return [] }
        var out: [String] = []
        for case let relative as String in walker {
            let name = (relative as NSString).lastPathComponent
            // NB: a killed record or approve leaves temporary files; prune lists and deletes them.
            if name.hasPrefix("."), name.hasSuffix(".tmp") {
                let folder = (relative as NSString).deletingLastPathComponent
                if AtomicFile.leftovers(in: root + folder).contains(name) { out.append(relative) }
                continue
            }
            guard relative.contains("/"), !name.hasPrefix("."),
                  relative.hasSuffix(".png") || relative.hasSuffix(".json") else { continue }
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root + relative, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            let key = String(relative.dropLast(relative.hasSuffix(".png") ? 4 : 5))
            if produced.contains(key) { continue }
            if let filter, !Glob.matches(filter, key) { continue }
            out.append(relative)
        }
        return out.sorted()
    }

    /// Removes from the goldens' index every entry no snapshot produces (matching `filter`),
    /// as `delete` removes their files. The caller holds `GoldenLock`.
    package static func dropIndexEntries(in store: GoldenStore, produced: Set<String>, filter: String?) throws {
        let index = try GoldenIndex.read(store)
        let gone = index.entries.keys.filter { key in !produced.contains(key) && (filter.map { Glob.matches($0, key) } ?? true) }
        try GoldenIndex.update(store, Dictionary(uniqueKeysWithValues: gone.map { ($0, GoldenIndex.Entry?.none) }))
    }

    /// Deletes `files` (relative to the root), then any scenario folder left empty. Each path
    /// goes through the path policy first (a folder linked out of the goldens is never
    /// reached); the caller holds `GoldenLock`.
    package static func delete(_ files: [String], in store: GoldenStore) throws {
        for file in files {
            let name = (file as NSString).lastPathComponent, folder = (file as NSString).deletingLastPathComponent
            // NB: a leftover temporary file's name starts with a dot, which the path policy
            // refuses: its folder goes through the policy, and only a dead writer's file is removed.
            if name.hasPrefix("."), name.hasSuffix(".tmp") {
                let parent = folder.isEmpty ? store.root : try SnapshotPath.resolve(folder, under: store.root, source: "the goldens folder")
                guard AtomicFile.leftovers(in: parent.path).contains(name) else { continue }
                guard unlink(parent.appendingPathComponent(name).path) == 0 || errno == ENOENT else {
                    throw FileError("delete", parent.appendingPathComponent(name).path, errno: errno)
                }
                continue
            }
            let url = try SnapshotPath.resolve(file, under: store.root, source: "the goldens folder")
            guard unlink(url.path) == 0 || errno == ENOENT else { throw FileError("delete", url.path, errno: errno) }
        }
        for folder in Set(files.map { ($0 as NSString).deletingLastPathComponent }).sorted(by: >) where !folder.isEmpty {
            let url = try SnapshotPath.resolve(folder, under: store.root, source: "the goldens folder")
            // NB: rmdir removes only an empty folder; ENOTEMPTY means other files remain.
            guard rmdir(url.path) == 0 || errno == ENOTEMPTY || errno == EEXIST || errno == ENOENT else {
                throw FileError("delete the folder", url.path, errno: errno)
            }
        }
    }
}
