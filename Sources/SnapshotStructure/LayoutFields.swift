import Foundation

/// The fields of a structural snapshot the comparison reads (docs/structural-snapshot.md
/// "Compared fields"): one row per field, so a new field is compared by adding its row (and
/// its version's row in `LayoutSchema`). Each names its key in the file, the change kind, how
/// the summary says it, and how the value reads. Every field is compared: one the golden's
/// version predates is not, one it lacks is a change (`LayoutSchema.State`).
package enum LayoutFields {
    /// One compared field of a drawn element.
    package struct ElementField: Sendable {
        package let key: String
        package let kind: LayoutChange.Kind
        /// Follows the element's name in the summary: "row 3 routeMarker colour: …".
        package let what: String
        let value: @Sendable (LayoutSnapshot.Element) -> String?

        init(_ key: String, _ kind: LayoutChange.Kind, _ what: String, _ value: @escaping @Sendable (LayoutSnapshot.Element) -> String?) {
            self.key = key; self.kind = kind; self.what = what; self.value = value
        }
    }

    /// Every element field a person can see or hear (frames and truncation are compared by
    /// `LayoutDiff` itself: a frame needs a tolerance, truncation a default; role and row name
    /// the element). A text that becomes cut or whole says its `shown` in the truncation change.
    package static let element: [ElementField] = [
        ElementField("text", .text, "", { $0.text }),
        ElementField("color", .color, " colour", { $0.color }),
        ElementField("fill", .fill, " fill", { $0.fill }),
        ElementField("font", .font, " font", { font($0.font) }),
        ElementField("font", .lineHeight, " line height", { $0.font?.lineHeight.map(PointFormat.number) }),
        ElementField("label", .label, " accessibility label", { $0.label }),
        ElementField("action", .action, " action", { $0.action }),
        ElementField("shown", .shown, " drawn text", { $0.shown }),
        ElementField("activity", .activity, " activity", { $0.activity.map(String.init) }),
        // NB: lines say more than the text only where it wraps, breaks a word or is cut: one line
        // that is the text is the text's change, said once.
        ElementField("lines", .shown, " lines", { e in e.lines.flatMap { $0 == [e.text ?? ""] ? nil : $0.joined(separator: " / ") } }),
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
        ContextField(key: "time", kind: .context, value: { $0.time }),
    ]

    /// A font in words ("Inter 17 600", "… tabular"); its line height is its own row.
    static func font(_ f: LayoutSnapshot.Font?) -> String? {
        guard let f else { return nil }
        var parts: [String] = []
        if let family = f.family { parts.append(family) }
        if let size = f.size { parts.append(PointFormat.number(size)) }
        if let weight = f.weight { parts.append(String(weight)) }
        if f.tabular == true { parts.append("tabular") }
        return parts.joined(separator: " ")
    }
}

/// Which keys a structural snapshot file holds, at the top, in `size` and in each element (and
/// its font and frame), and its `formatVersion` (1 when absent): what `LayoutSchema` checks and
/// what `LayoutDiff` reads to tell a field the golden lacks from one its version predates.
package struct LayoutKeys: Decodable, Equatable, Sendable {
    package var version: Int
    package var top: Set<String>
    package var size: Set<String>?
    package var elements: [ElementKeys]

    /// One element's keys, with its font's and frame's when they are objects.
    package struct ElementKeys: Decodable, Equatable, Sendable {
        package var keys: Set<String>
        package var font: Set<String>?
        package var frame: Set<String>?

        package init(keys: Set<String>, font: Set<String>? = nil, frame: Set<String>? = nil) {
            self.keys = keys; self.font = font; self.frame = frame
        }

        package init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: AnyKey.self)
            keys = Set(c.allKeys.map(\.stringValue))
            font = LayoutKeys.objectKeys(c, "font")
            frame = LayoutKeys.objectKeys(c, "frame")
        }
    }

    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    struct ObjectKeys: Decodable {
        var keys: Set<String>
        init(from decoder: Decoder) throws {
            keys = Set(try decoder.container(keyedBy: AnyKey.self).allKeys.map(\.stringValue))
        }
    }

    /// The keys of the object at `key`; nil when absent or not an object (the model's decoding says why).
    static func objectKeys(_ c: KeyedDecodingContainer<AnyKey>, _ key: String) -> Set<String>? {
        (try? c.decodeIfPresent(ObjectKeys.self, forKey: AnyKey(stringValue: key)))?.keys
    }

    package init(version: Int = LayoutSchema.currentVersion, top: Set<String>, size: Set<String>? = nil, elements: [ElementKeys]) {
        self.version = version; self.top = top; self.size = size; self.elements = elements
    }

    package init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        top = Set(c.allKeys.map(\.stringValue))
        version = try c.decodeIfPresent(Int.self, forKey: AnyKey(stringValue: "formatVersion")) ?? 1
        size = Self.objectKeys(c, "size")
        elements = try c.decodeIfPresent([ElementKeys].self, forKey: AnyKey(stringValue: "elements")) ?? []
    }

    /// The keys of the structural snapshot `data`, nil when it is not a JSON object of that shape.
    package static func of(_ data: Data) -> LayoutKeys? { try? JSONDecoder().decode(LayoutKeys.self, from: data) }

    /// How the file holds field `key` of `level` in an object whose keys are `present`.
    package func state(_ level: LayoutSchema.Level, _ key: String, in present: Set<String>) -> LayoutSchema.State {
        LayoutSchema.state(level, key, version: version, present: present)
    }
}
