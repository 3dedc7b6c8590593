/// Names what changed between two structural snapshots: elements added or removed, and
/// for elements present in both, text, position, size, colour, font, label, action and
/// truncation. Elements are matched by (role, row, occurrence of that pair in order).
public enum LayoutDiff {
    /// Differences in frames below this many points are ignored (float noise).
    public static let tolerance = 0.01

    /// The changes from `expected` to `actual`: first those of expected's elements in their
    /// order (changed or removed), then added elements in actual's order.
    public static func changes(from expected: LayoutSnapshot, to actual: LayoutSnapshot) -> [LayoutChange] {
        var changes = contextChanges(expected, actual)
        let before = keyed(expected.elements), after = keyed(actual.elements)
        let afterByKey = Dictionary(uniqueKeysWithValues: after.map { ($0.key, $0.element) })
        let beforeKeys = Set(before.map(\.key))
        for (key, old) in before {
            guard let new = afterByKey[key] else {
                changes.append(LayoutChange(.removed, key, before: old.text, after: nil,
                                            summary: "removed \(key.name)\(quoted(old.text))"))
                continue
            }
            changes += elementChanges(key, old, new)
        }
        for (key, new) in after where !beforeKeys.contains(key) {
            changes.append(LayoutChange(.added, key, before: nil, after: new.text, summary: "added \(key.name)\(quoted(new.text))"))
        }
        return changes
    }

    /// The identity of an element across snapshots.
    struct Key: Hashable {
        let role: String, row: Int?, occurrence: Int
        var name: String {
            (row.map { "row \($0) " } ?? "") + role + (occurrence > 0 ? " #\(occurrence + 1)" : "")
        }
    }

    static func keyed(_ elements: [LayoutSnapshot.Element]) -> [(key: Key, element: LayoutSnapshot.Element)] {
        var seen: [String: Int] = [:]
        return elements.map { e in
            let id = "\(e.role)|\(e.row.map(String.init) ?? "-")"
            let n = seen[id, default: 0]
            seen[id] = n + 1
            return (Key(role: e.role, row: e.row, occurrence: n), e)
        }
    }

    static func elementChanges(_ key: Key, _ old: LayoutSnapshot.Element, _ new: LayoutSnapshot.Element) -> [LayoutChange] {
        var out: [LayoutChange] = []
        func compare(_ kind: LayoutChange.Kind, _ a: String?, _ b: String?, _ what: String) {
            guard a != b else { return }
            out.append(LayoutChange(kind, key, before: a, after: b,
                                    summary: "\(key.name)\(what): \(a.map { "'\($0)'" } ?? "none") → \(b.map { "'\($0)'" } ?? "none")"))
        }
        compare(.text, old.text, new.text, "")
        let dx = new.frame.x - old.frame.x, dy = new.frame.y - old.frame.y
        if abs(dx) >= tolerance || abs(dy) >= tolerance {
            let parts = [direction(dx, "right", "left"), direction(dy, "down", "up")].compactMap { $0 }
            var change = LayoutChange(.moved, key, before: point(old.frame.x, old.frame.y), after: point(new.frame.x, new.frame.y),
                                      summary: "\(key.name) moved " + parts.joined(separator: " and "))
            change.dx = dx; change.dy = dy
            out.append(change)
        }
        if abs(new.frame.width - old.frame.width) >= tolerance || abs(new.frame.height - old.frame.height) >= tolerance {
            let a = size(old.frame), b = size(new.frame)
            out.append(LayoutChange(.resized, key, before: a, after: b, summary: "\(key.name) resized \(a) → \(b) pt"))
        }
        compare(.color, old.color, new.color, " colour")
        compare(.font, old.font?.description, new.font?.description, " font")
        compare(.label, old.label, new.label, " accessibility label")
        compare(.action, old.action, new.action, " action")
        let wasCut = old.truncated ?? false, isCut = new.truncated ?? false
        if wasCut != isCut || isCut && old.shown != nil && new.shown != nil && old.shown != new.shown {
            // Said with the characters drawn when the snapshot has them ("name now cut to 'Halsted &…'").
            let summary = isCut ? "\(key.name) now cut" + (new.shown.map { " to '\($0)'" } ?? "")
                + (wasCut ? old.shown.map { " (was '\($0)')" } ?? "" : "")
                : "\(key.name) no longer cut" + (old.shown.map { " (was '\($0)')" } ?? "")
            out.append(LayoutChange(.truncated, key, before: wasCut ? old.shown ?? "true" : "false",
                                    after: isCut ? new.shown ?? "true" : "false", summary: summary))
        }
        return out
    }

    static func contextChanges(_ a: LayoutSnapshot, _ b: LayoutSnapshot) -> [LayoutChange] {
        let fields: [(String, String?, String?)] = [
            ("surface", a.surface, b.surface), ("device", a.device, b.device), ("appearance", a.appearance, b.appearance),
            ("textSize", a.textSize, b.textSize), ("scale", a.scale.map(PointFormat.number), b.scale.map(PointFormat.number)),
            ("size", a.size.map { "\(PointFormat.number($0.width))×\(PointFormat.number($0.height))" },
             b.size.map { "\(PointFormat.number($0.width))×\(PointFormat.number($0.height))" }),
        ]
        return fields.filter { $0.1 != $0.2 }.map { f in
            LayoutChange(kind: .context, element: f.0, role: nil, row: nil, before: f.1, after: f.2,
                         summary: "\(f.0): \(f.1 ?? "none") → \(f.2 ?? "none")")
        }
    }

    private static func direction(_ d: Double, _ positive: String, _ negative: String) -> String? {
        abs(d) < tolerance ? nil : "\(PointFormat.number(abs(d))) pt \(d > 0 ? positive : negative)"
    }
    private static func point(_ x: Double, _ y: Double) -> String { "(\(PointFormat.number(x)), \(PointFormat.number(y)))" }
    private static func size(_ f: LayoutSnapshot.Frame) -> String { "\(PointFormat.number(f.width))×\(PointFormat.number(f.height))" }
    private static func quoted(_ text: String?) -> String { text.map { " '\($0)'" } ?? "" }
}

/// One named difference between two structural snapshots.
public struct LayoutChange: Codable, Equatable, Sendable {
    /// What kind of difference.
    public enum Kind: String, Codable, Sendable {
        case added, removed, text, moved, resized, color, font, label, action, truncated, context
    }
    public var kind: Kind
    /// The element's name ("row 1 time", "title #2"), or the context field ("size").
    public var element: String
    public var role: String?
    public var row: Int?
    public var before: String?
    public var after: String?
    /// For moves: points right (+) / left (−), and down (+) / up (−).
    public var dx: Double?
    public var dy: Double?
    /// One line for people, e.g. "row 1 time: '3 min' → '4 min'" or "staleLabel moved 2 pt left".
    public var summary: String

    init(kind: Kind, element: String, role: String?, row: Int?, before: String?, after: String?, summary: String) {
        self.kind = kind; self.element = element; self.role = role; self.row = row
        self.before = before; self.after = after; self.summary = summary
    }

    init(_ kind: Kind, _ key: LayoutDiff.Key, before: String?, after: String?, summary: String) {
        self.init(kind: kind, element: key.name, role: key.role, row: key.row, before: before, after: after, summary: summary)
    }
}
