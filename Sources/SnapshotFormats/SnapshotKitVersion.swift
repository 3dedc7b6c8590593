/// The tool's version, written into `results.json` and printed by `snapshot --version`.
/// NB: in Model, the lowest layer, so reports need not reach up into CLI for it.
public enum SnapshotKitVersion {
    public static let string = "0.4.0"
}
