import SnapshotFormats

extension LayoutSnapshot {
    /// The file's text: sorted keys, two-space indent, numbers to 3 decimals (`JSONOutput`).
    /// Throws for what JSON cannot hold (a non-finite number in a frame).
    package func text() throws -> String { try JSONOutput.text(of: self) }
}
