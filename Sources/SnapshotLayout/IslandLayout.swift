import SnapshotModel
import SnapshotPresentation
import SnapshotRules

/// The Dynamic Island presentations of the Live Activity (reference §4.1–§4.2): expanded,
/// compact and minimal, on the island's opaque black surface with white content in both
/// appearances.
package struct IslandLayout: Sendable {
    package let measurer: any TextMeasuring

    package init(measurer: any TextMeasuring) { self.measurer = measurer }

    /// The island is always black, so its content uses the dark palette (white text).
    static let palette = Palette.of(.dark)
    /// The TrueDepth cutout's band (`SurfaceMetrics.cameraTop`, `cameraHeight`).
    static let cameraTop = SurfaceMetrics.cameraTop
    static let cameraHeight = SurfaceMetrics.cameraHeight

    /// The fully resolved tree for an island surface; in the dark appearance with its key line.
    package func layout(_ presentation: Presentation, in env: RenderEnvironment) -> LayoutTree {
        let tree = switch env.surface.spec.layout {
        case .compact: IslandCompactLayout(measurer: measurer).layout(presentation, in: env)
        case .minimal: IslandMinimalLayout(measurer: measurer).layout(presentation, in: env)
        default: IslandExpandedLayout(measurer: measurer).layout(presentation, in: env)
        }
        return env.appearance == .dark ? Self.withKeyLine(tree) : tree
    }

    /// The key line: reference §4.1, "In dark contexts a thin key line is drawn around the
    /// island; apps may tint it" (WidgetKit `keylineTint(_:)`: "a subtle tint color to the
    /// surrounding border"). Apple publishes neither width nor colour: we draw 1 pt in
    /// `#3A3A3C` (systemGray4, dark), untinted, so a black island still reads against a black
    /// or dark screen. Light contexts draw none.
    static let keyLine = (width: 1.0, color: Color(r: 0x3A, g: 0x3A, b: 0x3C))

    /// `tree` with its background drawn as the key line and the island's black shape inset by
    /// the line's width on top of it (a second, inert `background` element: the first keeps the
    /// tap action, label and the outer shape the audit clips against).
    static func withKeyLine(_ tree: LayoutTree) -> LayoutTree {
        guard let outer = tree.elements.first, outer.role == .background, case .roundedRect(let fill, let radius) = outer.paint
        else { return tree }
        let w = keyLine.width
        var out = tree
        out.elements[0].paint = .roundedRect(fill: keyLine.color, radius: radius)
        let inner = Rect(x: outer.frame.x + w, y: outer.frame.y + w, width: outer.frame.width - 2 * w, height: outer.frame.height - 2 * w)
        out.elements.insert(LayoutElement(role: .background, frame: inner, paint: .roundedRect(fill: fill, radius: max(0, radius - w))),
                            at: 1)
        return out
    }

    /// The island's black shape: the surface's corners (44 pt, reference §4.1), a capsule when shorter.
    static func background(_ surface: Surface, height: Double) -> ElementPaint {
        .roundedRect(fill: Color(r: 0, g: 0, b: 0), radius: min(surface.spec.cornerRadius, height / 2))
    }

    /// `text` set in one line in `font`, centred on (`centreX`, `centreY`), never cut.
    static func centredValue(_ value: GlanceValue, font: FontSpec, color: Color, width: Double, centreX: Double,
                             centreY: Double, role: ElementRole? = nil, maxLines: Int = 1) -> LayoutElement {
        let height = font.lineHeight * Double(maxLines)
        return .text(role ?? value.role,
                     TextRun(value.text, font: font, color: color, wrapWidth: maxLines > 1 ? width + 0.5 : nil,
                             maxLines: maxLines, alignment: .center),
                     frame: Rect(x: centreX - width / 2, y: centreY - height / 2, width: width, height: height),
                     label: value.label, row: value.role == .time ? 1 : nil)
    }
}
