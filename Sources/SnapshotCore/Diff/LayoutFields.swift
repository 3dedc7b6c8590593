import Foundation

/// The fields of a structural snapshot the comparison reads (docs/structural-snapshot.md
/// "Compared fields"): one row per field, so a new field is compared by adding its row.
/// Each names its key in the file (a key an older golden does not have is never a change),
/// the change kind, how the summary says it, and how the value reads.
package enum LayoutFields {
    /// One compared field of a drawn element.
    package struct ElementField: Sendable {
        package let key: String
        package let kind: LayoutChange.Kind
        /// Follows the element's name in the summary: "row 3 routeMarker colour: …".
        package let what: String
        let value: @Sendable (LayoutSnapshot.Element, LayoutSnapshot.Element?) -> String?

        init(_ key: String, _ kind: LayoutChange.Kind, _ what: String,
             _ value: @escaping @Sendable (LayoutSnapshot.Element, LayoutSnapshot.Element?) -> String?) {
            self.key = key; self.kind = kind; self.what = what; self.value = value
        }
    }

    /// Every element field a person can see or hear (frames and truncation are compared by
    /// `LayoutDiff` itself: a frame needs a tolerance, truncation a default).
    // NB: a field the renderer adds is compared by adding its row, as `shown` (the characters
    // drawn for a cut text) was; goldens written before it have no such key and are not
    // "changed" by it. A text that becomes cut or whole says its `shown` in the truncation change.
    package static let element: [ElementField] = [
        ElementField("text", .text, "", { e, _ in e.text }),
        ElementField("color", .color, " colour", { e, _ in e.color }),
        ElementField("fill", .fill, " fill", { e, _ in e.fill }),
        ElementField("font", .font, " font", { e, old in font(e.font, like: old?.font) }),
        ElementField("label", .label, " accessibility label", { e, _ in e.label }),
        ElementField("action", .action, " action", { e, _ in e.action }),
        ElementField("shown", .shown, " drawn text", { e, _ in e.shown }),
    ]

    /// One compared field of the whole snapshot.
    package struct ContextField: Sendable {
        package let key: String
        package let kind: LayoutChange.Kind
        let value: @Sendable (LayoutSnapshot) -> String?
    }

    /// The snapshot's own fields a person can see or hear: what it is drawn as, its
    /// arrangement and what VoiceOver reads for it.
    package static let context: [ContextField] = [
        ContextField(key: "surface", kind: .context, value: { $0.surface }),
        ContextField(key: "device", kind: .context, value: { $0.device }),
        ContextField(key: "appearance", kind: .context, value: { $0.appearance }),
        ContextField(key: "textSize", kind: .context, value: { $0.textSize }),
        ContextField(key: "renderedTextSize", kind: .context, value: { $0.renderedTextSize }),
        ContextField(key: "mode", kind: .context, value: { $0.mode }),
        ContextField(key: "scale", kind: .context, value: { $0.scale.map(PointFormat.number) }),
        ContextField(key: "size", kind: .context, value: { $0.size.map { "\(PointFormat.number($0.width))×\(PointFormat.number($0.height))" } }),
        ContextField(key: "composition", kind: .composition, value: { $0.composition }),
        ContextField(key: "summary", kind: .summary, value: { $0.summary }),
    ]

    /// A font in words ("Inter 17 600", "… tabular"), reading only the parts `old` recorded.
    static func font(_ f: LayoutSnapshot.Font?, like old: LayoutSnapshot.Font?) -> String? {
        guard let f else { return nil }
        let reference = old ?? f
        var parts: [String] = []
        if reference.family != nil, let family = f.family { parts.append(family) }
        if reference.size != nil, let size = f.size { parts.append(PointFormat.number(size)) }
        if reference.weight != nil, let weight = f.weight { parts.append(String(weight)) }
        if reference.tabular != nil, f.tabular == true { parts.append("tabular") }
        return parts.joined(separator: " ")
    }
}

/// Which keys a structural snapshot file holds, at the top and in each element: a field an
/// older golden does not have yet is not a change (`LayoutDiff.changes(from:to:keys:)`).
package struct LayoutKeys: Decodable, Equatable, Sendable {
    package var top: Set<String>
    package var elements: [Set<String>]

    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    struct ElementKeys: Decodable {
        var keys: Set<String>
        init(from decoder: Decoder) throws {
            keys = Set(try decoder.container(keyedBy: AnyKey.self).allKeys.map(\.stringValue))
        }
    }

    package init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        top = Set(c.allKeys.map(\.stringValue))
        elements = (try c.decodeIfPresent([ElementKeys].self, forKey: AnyKey(stringValue: "elements")) ?? []).map(\.keys)
    }

    /// The keys of the structural snapshot `data`, nil when it is not a JSON object of that shape.
    package static func of(_ data: Data) -> LayoutKeys? { try? JSONDecoder().decode(LayoutKeys.self, from: data) }
}
