import SnapshotGolden

/// The one base every path a run prints is written from: the folders as the user named them
/// (`--out`, `--goldens`, relative to where the command ran), so the terminal, summary.txt,
/// junit.xml, the annotations and the job summary name a file the same way, and a path can be
/// pasted into the next command. `results.json` keeps paths relative to its own folder.
package struct DisplayPaths: Sendable, Equatable {
    /// `--out` with a trailing slash, e.g. `out/verify/`.
    package var out: String
    /// `--goldens` with a trailing slash, e.g. `Goldens/`.
    package var goldens: String
    /// The scenario whose goldens lie directly in `goldens` (a test's folder: `GoldenStore.soleScenario`).
    package var soleScenario: String?

    package init(out: String, goldens: String) {
        self.out = Self.folder(out); self.goldens = Self.folder(goldens)
    }

    /// A file in the output folder, from its path relative to that folder.
    package func output(_ relative: String) -> String { out + relative }

    /// A golden PNG, from its snapshot key.
    package func golden(_ key: String) -> String {
        goldens + GoldenStore.path(of: key, soleScenario: soleScenario) + ".png"
    }

    /// The artefact a reader opens first for `snapshot`: the diff, else the candidate, else its golden.
    package func evidence<Axes>(_ snapshot: RunResults<Axes>.Snapshot) -> String {
        if let path = snapshot.artefacts[.diff] ?? snapshot.artefacts[.actual] { return output(path) }
        return golden(snapshot.key)
    }

    static func folder(_ path: String) -> String {
        path.isEmpty ? "./" : path.hasSuffix("/") ? path : path + "/"
    }
}

extension ReviewLocations {
    /// The display base of these locations.
    package var display: DisplayPaths { DisplayPaths(out: outArgument, goldens: goldensArgument) }
}
