import SnapshotGolden
import SnapshotRender

extension EnvironmentFingerprint {
    /// The environment this process draws the catalog in: the render libraries' versions, the
    /// font files and the hyphenation patterns.
    package static func current() throws -> EnvironmentFingerprint {
        EnvironmentFingerprint(libraries: LibraryVersions.current(), fonts: try fontHashes.get(),
                               patterns: try patternHashes.get())
    }

    private static let patternHashes = Result { try hashes(Hyphenator.patterns.values.map(\.path)) }

    // NB: hashed once per process. The CJK and emoji fallbacks are ~50 MB: 0.3 s of SHA-256 in
    // a release build, ~9 s in a debug one, which every in-process `verify` of the tests
    // would otherwise pay again.
    private static let fontHashes = Result { try hashes(FontLibrary.paths()) }
}
