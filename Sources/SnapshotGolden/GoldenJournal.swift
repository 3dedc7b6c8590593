import Foundation
import SnapshotCommandLine
import SnapshotFiles
import SnapshotImage
#if canImport(Glibc)
import Glibc
#endif

/// `Goldens/.journal`: how one recording lands whole. Every file a record writes (each golden's
/// `.json` and `.png`, `INDEX.json`, `ENVIRONMENT.json`) is first staged in full beside its
/// target; then the journal, listing each staged file and its target in commit order, is written
/// atomically (so it is either absent or complete); then the files are renamed into place and the
/// journal removed. A run killed before the journal exists changed no golden: the next run removes
/// its staged files (rolled back). A run killed after it leaves a complete journal: the next run
/// renames what is still staged (rolled forward). Either way the goldens are the previous or the
/// new ones, never a mix that verify would call "changed outside record and approve".
package enum GoldenJournal {
    package static let fileName = ".journal"
    static let header = "snapshot golden journal 1"

    package static func url(in store: GoldenStore) -> URL { store.root.appendingPathComponent(fileName) }

    /// What recovery found.
    package enum Recovery: Equatable, Sendable {
        /// A complete journal: its staged files renamed into place.
        case rolledForward(files: Int)
        /// Staged files of a run that never wrote its journal, removed.
        case rolledBack(files: Int)

        /// One line for the console.
        package var message: String {
            switch self {
            case .rolledForward(let n): "an interrupted record was rolled forward: its journal was complete, \(n) staged file(s) renamed into place"
            case .rolledBack(let n): "an interrupted record was rolled back: \(n) staged file(s) it left were removed; the goldens are the previous ones"
            }
        }
    }

    /// Writes the journal of `staged` (in commit order), renames each into place, then removes
    /// the journal. The caller holds `GoldenLock`. A failure before the journal is written
    /// discards every staged file. `interruption` is called before step 0 (the journal) and
    /// step i (the i-th rename); what it throws stops the commit where it is, as a kill would
    /// (a test's seeded kills; nil in every run).
    package static func commit(_ staged: [AtomicFile.Staged], store: GoldenStore,
                               interruption: (@Sendable (Int) throws -> Void)? = nil) throws {
        guard !staged.isEmpty else { return }
        try interruption?(0)
        let root = store.root.standardizedFileURL.path
        var text = header + "\n"
        for file in staged {
            text += relative(file.temporary, to: root) + "\t" + relative(file.target, to: root) + "\n"
        }
        do { try AtomicFile.write(Array((text + "end\n").utf8), toPath: url(in: store).path) } catch {
            staged.forEach(AtomicFile.discard)
            throw error
        }
        for (i, file) in staged.enumerated() {
            try interruption?(i + 1)
            try AtomicFile.commit(file)
        }
        unlink(url(in: store).path)
        AtomicFile.syncFolder(store.root.path)
    }

    static func relative(_ path: String, to root: String) -> String {
        let standard = URL(fileURLWithPath: path).standardizedFileURL.path
        return standard.hasPrefix(root + "/") ? String(standard.dropFirst(root.count + 1)) : standard
    }

    /// Finishes or undoes an interrupted record: a journal is rolled forward (under
    /// `GoldenLock`, taken here unless `locked`), staged files of writers that are gone are
    /// removed. Nil when there was nothing to recover. A journal that is not one this tool
    /// writes is an error naming it.
    package static func recover(_ store: GoldenStore, locked: Bool = false) throws -> Recovery? {
        var info = stat()
        guard lstat(url(in: store).path, &info) == 0 || staged(store, remove: false) > 0 else { return nil }
        // NB: a live record holds the lock while it stages and lands: waiting for the lock waits
        // for it to finish. Under the lock no writer of the goldens is alive, so every staged
        // file is a killed one's.
        let lock = locked ? nil : try GoldenLock(store)
        defer { lock?.release() }
        let forward = try rollForward(store)
        let removed = staged(store, remove: true)
        if let forward { return .rolledForward(files: forward) }
        return removed > 0 ? .rolledBack(files: removed) : nil
    }

    /// Renames what the journal still lists as staged; the number renamed, nil without a journal.
    static func rollForward(_ store: GoldenStore) throws -> Int? {
        let path = url(in: store).path
        let bytes: [UInt8]?
        do { bytes = try FileBytes.readIfPresent(path, limit: 64 << 20, within: store.root.path) } catch {
            throw UsageError("\(path): \(error.reasonAfterFileName); remove it and record again")
        }
        guard let bytes else { return nil }
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first == Substring(header), lines.count >= 3, lines[lines.count - 2] == "end", lines.last == "" else {
            throw UsageError("\(path): not a complete golden journal (it is written whole, so it was edited); "
                             + "remove it and record again")
        }
        var moves: [AtomicFile.Staged] = []
        for (n, line) in lines.dropFirst().dropLast(2).enumerated() {
            let parts = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2, let temporary = inside(parts[0], store), let target = inside(parts[1], store),
                  URL(fileURLWithPath: temporary).lastPathComponent.hasPrefix("." + URL(fileURLWithPath: target).lastPathComponent + ".") else {
                throw UsageError("\(path): line \(n + 2) is not a staged file and its target inside \(store.root.path); "
                                 + "remove it and record again")
            }
            moves.append(AtomicFile.Staged(temporary: temporary, target: target))
        }
        var renamed = 0
        for move in moves where access(move.temporary, F_OK) == 0 {
            try AtomicFile.commit(move)
            renamed += 1
        }
        unlink(path)
        AtomicFile.syncFolder(store.root.path)
        return renamed
    }

    /// `relative` as a path under the goldens, nil when it is not a plain relative path.
    static func inside(_ relative: String, _ store: GoldenStore) -> String? {
        guard !relative.isEmpty, !relative.hasPrefix("/"),
              !relative.split(separator: "/").contains(where: { $0 == ".." || $0 == "." || $0.isEmpty }) else { return nil }
        return store.root.appendingPathComponent(relative).path
    }

    /// The staged files in the goldens' folders (never through a link), of any writer: counted,
    /// or removed (the caller holds `GoldenLock`) and the number removed.
    static func staged(_ store: GoldenStore, remove: Bool) -> Int {
        let root = store.root.path
        var folders = [root], found = 0
        while let folder = folders.popLast() {
            for file in AtomicFile.leftovers(in: folder, anyWriter: true) where !remove || unlink(folder + "/" + file) == 0 { found += 1 }
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where !name.hasPrefix(".") {
                var info = stat()
                if lstat(folder + "/" + name, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR { folders.append(folder + "/" + name) }
            }
        }
        return found
    }
}
