import Foundation

/// The artefact a CI job uploads its output as: its name (`SNAPSHOT_ARTEFACT`) and the runner
/// folder it uploads (`SNAPSHOT_ARTEFACT_ROOT`; the workflow sets both). The job summary names
/// each file by its path inside the downloaded artefact, which is where a reader finds it; the
/// runner's path is gone when the job ends.
package struct UploadedArtefact: Sendable, Equatable {
    package var name: String
    /// The uploaded folder as a display prefix with a trailing slash, e.g. `out/`.
    package var root: String

    package init(name: String, root: String) {
        self.name = name; self.root = DisplayPaths.folder(Self.relative(root))
    }

    /// From the environment; nil unless both variables are set (outside CI, or a job that
    /// uploads nothing).
    package init?(_ environment: [String: String]) {
        guard let name = environment["SNAPSHOT_ARTEFACT"], !name.isEmpty,
              let root = environment["SNAPSHOT_ARTEFACT_ROOT"], !root.isEmpty else { return nil }
        self.init(name: name, root: root)
    }

    /// `runnerPath` (a display path, as `DisplayPaths` makes them) inside the artefact; nil when
    /// it is not in the uploaded folder (a golden, say).
    package func path(of runnerPath: String) -> String? {
        let path = Self.relative(runnerPath)
        guard path.hasPrefix(root), path.count > root.count else { return nil }
        return String(path.dropFirst(root.count))
    }

    /// NB: `./out/verify` and `out/verify` are one folder.
    static func relative(_ path: String) -> String {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        return path
    }
}
