import SnapshotLayout
import SnapshotModel
import SnapshotStructure

/// The structural snapshot written beside each PNG (`<name>.json`): the surface, its size,
/// and every drawn element with role, frame, text, font, colour, accessibility label, action
/// and truncation. Documented in docs/structural-snapshot.md. Built as the one model of that
/// file (`LayoutSnapshot`, in SnapshotStructure), which `spec-check` and the diff engine read.
package enum StructuralSnapshot {
    /// The model for a laid-out tree; `time` is the moment drawn, for a timeline offset.
    package static func model(_ tree: LayoutTree, scale: Int, at time: String? = nil) -> LayoutSnapshot {
        let env = tree.environment
        return LayoutSnapshot(surface: env.surface.rawValue, device: env.device.rawValue, appearance: env.appearance.rawValue,
                              textSize: env.textSize.rawValue, mode: env.mode.rawValue,
                              renderedTextSize: tree.renderedTextSize.rawValue, scale: Double(scale),
                              size: .init(width: tree.size.width, height: tree.size.height), summary: tree.spokenSummary,
                              time: time, composition: tree.composition?.name, elements: tree.elements.map(element))
    }

    static func element(_ e: LayoutElement) -> LayoutSnapshot.Element {
        LayoutSnapshot.Element(role: e.role.rawValue, row: e.row, frame: frame(e.frame), text: e.text,
                               font: e.font.map(font), color: e.color?.hex, fill: e.fill?.hex, label: e.label,
                               action: e.action, truncated: e.truncated, shown: e.shown, lines: e.lines, activity: e.activity)
    }

    static func frame(_ r: Rect) -> LayoutSnapshot.Frame {
        LayoutSnapshot.Frame(x: r.x, y: r.y, width: r.width, height: r.height)
    }

    static func font(_ f: FontSpec) -> LayoutSnapshot.Font {
        LayoutSnapshot.Font(family: f.family, size: f.size, weight: Int(f.weight.rawValue), lineHeight: f.lineHeight,
                            tabular: f.tabular)
    }
}
