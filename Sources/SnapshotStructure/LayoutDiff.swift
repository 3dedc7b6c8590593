/// Names what changed between two structural snapshots: elements added or removed, and
/// for elements present in both, each compared field (`LayoutFields`), position, size and
/// truncation. Elements are matched by (role, row, occurrence of that pair in order).
package enum LayoutDiff {
    /// Differences in frames below this many points are ignored (float noise).
    package static let tolerance = 0.01
    /// A move or resize a person sees: beyond half a point (1.5 px at 3×). Smaller ones are
    /// still listed, to explain the pixels, but never fail a snapshot by themselves.
    package static let perceptibleFrameChange = 0.5

    /// The changes from `expected` to `actual`: first those of expected's elements in their
    /// order (changed or removed), then added elements in actual's order. `keys`: the keys
    /// expected's file holds and its version (`LayoutKeys`): a field its version predates is
    /// not compared, one its version defines but the file lacks is a change
    /// (`LayoutSchema.State`). Nil: the file holds every field.
    package static func changes(from expected: LayoutSnapshot, to actual: LayoutSnapshot, keys: LayoutKeys? = nil) -> [LayoutChange] {
        var changes = contextChanges(expected, actual, keys: keys)
        let before = keyed(expected.elements), after = keyed(actual.elements)
        let afterByKey = Dictionary(uniqueKeysWithValues: after.map { ($0.key, $0.element) })
        let beforeKeys = Set(before.map(\.key))
        for (i, (key, old)) in before.enumerated() {
            guard let new = afterByKey[key] else {
                changes.append(LayoutChange(.removed, key, before: old.text, after: nil,
                                            summary: "removed \(key.name)\(quoted(old.text))"))
                continue
            }
            let present = keys.map { keys in { (field: String) in
                keys.state(.element, field, in: i < keys.elements.count ? keys.elements[i].keys : []) } }
            changes += elementChanges(key, old, new, state: present ?? { _ in .compared })
        }
        for (key, new) in after where !beforeKeys.contains(key) {
            changes.append(LayoutChange(.added, key, before: nil, after: new.text, summary: "added \(key.name)\(quoted(new.text))"))
        }
        return changes
    }

    /// The changes a person can see or hear (`LayoutChange.isPerceptible`).
    package static func perceptible(_ changes: [LayoutChange]) -> [LayoutChange] { changes.filter(\.isPerceptible) }

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

    /// `state`: how the old element's file holds each field (`LayoutSchema.State`).
    static func elementChanges(_ key: Key, _ old: LayoutSnapshot.Element, _ new: LayoutSnapshot.Element,
                               state: (String) -> LayoutSchema.State) -> [LayoutChange] {
        var out: [LayoutChange] = []
        for field in ["row", "truncated"] where state(field) == .lacking {
            // NB: the kind is the field's name: never a geometry kind, so it is always perceptible.
            out.append(lacking(key, " " + field, kind: LayoutChange.Kind(field),
                               after: field == "row" ? new.row.map(String.init) : new.truncated.map(String.init)))
        }
        let wasCut = old.truncated ?? false, isCut = new.truncated ?? false
        let cutFlips = state("truncated") == .compared && wasCut != isCut
        for field in LayoutFields.element.prefix(1) { out += compare(key, field, old, new, state(field.key)) }
        out += frameChanges(key, old.frame, new.frame)
        // NB: when a text becomes cut or whole, the truncation change names the characters drawn,
        // so the `shown` row is not said twice; a text cut differently is the `shown` row's change.
        for field in LayoutFields.element.dropFirst() where !(cutFlips && field.kind == .shown) {
            out += compare(key, field, old, new, state(field.key))
        }
        if cutFlips {
            // Said with the characters drawn when the snapshot has them ("name now cut to 'Halsted &…'").
            let summary = isCut ? "\(key.name) now cut" + (new.shown.map { " to '\($0)'" } ?? "")
                : "\(key.name) no longer cut" + (old.shown.map { " (was '\($0)')" } ?? "")
            out.append(LayoutChange(.truncated, key, before: wasCut ? old.shown ?? "true" : "false",
                                    after: isCut ? new.shown ?? "true" : "false", summary: summary))
        }
        return out
    }

    /// A field the golden's version defines and always writes, missing from its file: a change
    /// whatever the render holds (a golden cannot vouch for what it does not say).
    static func lacking(_ key: Key, _ what: String, kind: LayoutChange.Kind, after: String?) -> LayoutChange {
        LayoutChange(kind, key, before: nil, after: after,
                     summary: "\(key.name)\(what): absent from the golden → \(after.map { "'\($0)'" } ?? "none")")
    }

    static func compare(_ key: Key, _ field: LayoutFields.ElementField, _ old: LayoutSnapshot.Element,
                        _ new: LayoutSnapshot.Element, _ state: LayoutSchema.State = .compared) -> [LayoutChange] {
        let a = field.value(old), b = field.value(new)
        switch state {
        case .predates: return []
        case .lacking: return [lacking(key, field.what.isEmpty ? " " + field.key : field.what, kind: field.kind, after: b)]
        case .compared: break
        }
        guard a != b else { return [] }
        return [LayoutChange(field.kind, key, before: a, after: b,
                             summary: "\(key.name)\(field.what): \(a.map { "'\($0)'" } ?? "none") → \(b.map { "'\($0)'" } ?? "none")")]
    }

    static func frameChanges(_ key: Key, _ old: LayoutSnapshot.Frame, _ new: LayoutSnapshot.Frame) -> [LayoutChange] {
        var out: [LayoutChange] = []
        let dx = new.x - old.x, dy = new.y - old.y
        if abs(dx) >= tolerance || abs(dy) >= tolerance {
            let parts = [direction(dx, "right", "left"), direction(dy, "down", "up")].compactMap { $0 }
            var change = LayoutChange(.moved, key, before: point(old.x, old.y), after: point(new.x, new.y),
                                      summary: "\(key.name) moved " + parts.joined(separator: " and "))
            change.dx = dx; change.dy = dy
            out.append(change)
        }
        let dw = new.width - old.width, dh = new.height - old.height
        if abs(dw) >= tolerance || abs(dh) >= tolerance {
            let a = size(old), b = size(new)
            var change = LayoutChange(.resized, key, before: a, after: b, summary: "\(key.name) resized \(a) → \(b) pt")
            change.dw = dw; change.dh = dh
            out.append(change)
        }
        return out
    }

    static func contextChanges(_ a: LayoutSnapshot, _ b: LayoutSnapshot, keys: LayoutKeys?) -> [LayoutChange] {
        LayoutFields.context.compactMap { f in
            guard keys?.state(.top, f.key, in: keys?.top ?? []) ?? .compared == .compared else { return nil }
            let before = f.value(a), after = f.value(b)
            guard before != after else { return nil }
            return LayoutChange(kind: f.kind, element: f.key, role: nil, row: nil, before: before, after: after,
                                summary: "\(f.key): \(before ?? "none") → \(after ?? "none")")
        }
    }

    private static func direction(_ d: Double, _ positive: String, _ negative: String) -> String? {
        abs(d) < tolerance ? nil : "\(PointFormat.number(abs(d))) pt \(d > 0 ? positive : negative)"
    }
    private static func point(_ x: Double, _ y: Double) -> String { "(\(PointFormat.number(x)), \(PointFormat.number(y)))" }
    private static func size(_ f: LayoutSnapshot.Frame) -> String { "\(PointFormat.number(f.width))×\(PointFormat.number(f.height))" }
    private static func quoted(_ text: String?) -> String { text.map { " '\($0)'" } ?? "" }
}
