/// What a design says of each snapshot besides its key and its pixels: its axes, a typed value the
/// design defines (a scenario, a surface, a device, …), written into results.json beside the
/// snapshot's own fields. The engine reads only what this protocol asks; it never knows which
/// axes a design has.
package protocol SnapshotAxes: Codable, Sendable, Equatable {
    /// A pair a selection names but the design does not draw, and why (results.json's `skipped`).
    associatedtype Skipped: Codable, Sendable, Equatable

    /// The group the snapshot belongs to (JUnit's classname, the review page's grouping and its
    /// scenario filter); nil: the key's first folder.
    var group: String? { get }
    /// The file the snapshot was made from, for annotations and JUnit; nil when none.
    var sourceFile: String? { get }
    /// What the review page orders a group's snapshots by, before their keys.
    var reviewOrder: String { get }
    /// The snapshot's name in words, from its key (`group/name`).
    func label(key: String) -> String
    /// What the run did not draw, in lines for its summary.
    static func lines(_ skipped: [Skipped]) -> [String]
}
