/// The structural snapshot written beside each PNG (`<name>.json`): the surface, its size,
/// and every drawn element with role, frame, text, font, colour, accessibility label, action
/// and truncation. Documented in docs/structural-snapshot.md; `spec-check` and the diff
/// engine read it.
public enum StructuralSnapshot {
    /// The JSON for a laid-out tree.
    public static func json(_ tree: LayoutTree, scale: Int, at time: String? = nil) -> JSONOutput {
        let env = tree.environment
        var fields: [String: JSONOutput] = [
            "surface": .string(env.surface.rawValue),
            "device": .string(env.device.rawValue),
            "appearance": .string(env.appearance.rawValue),
            "textSize": .string(env.textSize.rawValue),
            "mode": .string(env.mode.rawValue),
            "renderedTextSize": .string(tree.renderedTextSize.rawValue),
            "scale": .number(Double(scale)),
            "size": .object(["width": .number(tree.size.width), "height": .number(tree.size.height)]),
            "summary": .string(tree.spokenSummary),
            "elements": .array(tree.elements.map(element)),
        ]
        if let time { fields["time"] = .string(time) }
        if let composition = tree.composition { fields["composition"] = .string(composition.name) }
        return .object(fields)
    }

    static func element(_ e: LayoutElement) -> JSONOutput {
        .object([
            "role": .string(e.role.rawValue),
            "row": e.row.map { .number(Double($0)) } ?? .null,
            "frame": frame(e.frame),
            "text": e.text.map(JSONOutput.string) ?? .null,
            "font": e.font.map(font) ?? .null,
            "color": e.color.map { .string($0.hex) } ?? .null,
            "fill": e.fill.map { .string($0.hex) } ?? .null,
            "label": e.label.map(JSONOutput.string) ?? .null,
            "action": e.action.map(JSONOutput.string) ?? .null,
            "truncated": .bool(e.truncated),
        ])
    }

    static func frame(_ r: Rect) -> JSONOutput {
        .object(["x": .number(r.x), "y": .number(r.y), "width": .number(r.width), "height": .number(r.height)])
    }

    static func font(_ f: FontSpec) -> JSONOutput {
        .object(["family": .string(f.family), "size": .number(f.size), "weight": .number(Double(f.weight.rawValue)),
                 "lineHeight": .number(f.lineHeight), "tabular": .bool(f.tabular)])
    }
}
