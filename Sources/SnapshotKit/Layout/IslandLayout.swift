/// The Dynamic Island presentations of the Live Activity (seed 000 "Live Activity
/// presentations", seed 001 sizes, reference §4.1–§4.2): expanded, compact and minimal, on
/// the island's opaque black surface with white content in both appearances.
public struct IslandLayout: Sendable {
    public let measurer: any TextMeasuring

    public init(measurer: any TextMeasuring) { self.measurer = measurer }

    /// The island is always black, so its content uses the dark palette (white text).
    static let palette = Palette.of(.dark)
    /// The TrueDepth cutout's band: 37.33 pt tall from y = 11 (reference §4.2, third-party).
    static let cameraTop = 11.0
    static let cameraHeight = 37.33

    /// The fully resolved tree for an island surface.
    public func layout(_ presentation: Presentation, in env: RenderEnvironment) -> LayoutTree {
        switch env.surface {
        case .liveActivityCompact: IslandCompactLayout(measurer: measurer).layout(presentation, in: env)
        case .liveActivityMinimal: IslandMinimalLayout(measurer: measurer).layout(presentation, in: env)
        default: IslandExpandedLayout(measurer: measurer).layout(presentation, in: env)
        }
    }

    /// The island's black shape: 44 pt corners (reference §4.1), a capsule when shorter.
    static func background(height: Double) -> ElementPaint {
        .roundedRect(fill: Color(r: 0, g: 0, b: 0), radius: min(SurfaceMetrics.cornerRadius(.liveActivityExpanded), height / 2))
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
