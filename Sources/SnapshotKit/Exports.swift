// NB: SnapshotCore holds the PNG codec, the diff engine and the CLI framework; re-exported so
// `import SnapshotKit` keeps giving users (tests, snapshot-kit) everything it did before the split.
@_exported import SnapshotCore
