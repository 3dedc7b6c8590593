import CCairo
import CPangoCairo
import Foundation

/// Draws a resolved `LayoutTree` to pixels: the only stage that touches cairo, Pango and
/// librsvg. One `switch` over element paints; no rules, no clock, no sizes decided here.
public final class Renderer: @unchecked Sendable {
    let typesetter: PangoTypesetter
    let icons: IconLibrary
    /// Pixels per point.
    public let scale: Double

    /// A renderer at `scale` pixels per point, with icons from `iconsDirectory`.
    public init(scale: Double = 3, iconsDirectory: URL) throws(RenderError) {
        self.scale = scale
        typesetter = try PangoTypesetter(scale: scale)
        // NB: icons load on first use, so a broken SVG fails only the snapshots that draw it
        // (each reported with the file and reason) and every other snapshot still renders.
        icons = IconLibrary(directory: iconsDirectory)
    }

    /// The text measurer that matches this renderer exactly (same fonts, same options).
    public var measurer: any TextMeasuring { PangoTextMeasurer(typesetter: typesetter) }

    /// Draws `tree` to a straight-alpha bitmap in its environment's rendering mode
    /// (docs/spec-decisions.md, "Rendering modes").
    public func render(_ tree: LayoutTree) throws(RenderError) -> Bitmap {
        let appearance = tree.environment.appearance
        switch tree.environment.mode {
        case .fullColor:
            return try draw(tree.elements, size: tree.size)
        case .accented:
            func layer(_ group: ModeGroup) throws(RenderError) -> Bitmap {
                try draw(tree.elements.filter { ModeGroup.of($0.role) == group }, size: tree.size)
            }
            return ModeCompositor.accented(container: try layer(.container), primary: try layer(.primary),
                                           accent: try layer(.accent), appearance: appearance)
        case .vibrant:
            return ModeCompositor.vibrant(try draw(tree.legibleInMonochrome(allText: false).elements, size: tree.size),
                                          appearance: appearance)
        case .nightRed:
            return ModeCompositor.nightRed(try draw(tree.legibleInMonochrome(allText: true).elements, size: tree.size))
        }
    }

    /// Draws `elements` in full colour on a transparent canvas of `size` points.
    func draw(_ elements: [LayoutElement], size: Size) throws(RenderError) -> Bitmap {
        let canvas = try CairoCanvas(pixelWidth: Int((size.width * scale).rounded()),
                                     pixelHeight: Int((size.height * scale).rounded()))
        let cr = canvas.context
        cairo_scale(cr, scale, scale)
        for element in elements {
            try draw(element, cr)
        }
        return canvas.bitmap()
    }

    private func draw(_ element: LayoutElement, _ cr: OpaquePointer) throws(RenderError) {
        let f = element.frame
        switch element.paint {
        case .none:
            break
        case .roundedRect(let fill, let radius):
            roundedRectPath(cr, f, radius: radius)
            setSource(cr, fill)
            cairo_fill(cr)
        case .circle(let fill):
            cairo_new_path(cr)
            cairo_arc(cr, f.midX, f.midY, min(f.width, f.height) / 2, 0, 2 * Double.pi)
            setSource(cr, fill)
            cairo_fill(cr)
        case .badge(let text, let font, let textColor, let fill):
            roundedRectPath(cr, f, radius: f.height / 2)
            setSource(cr, fill)
            cairo_fill(cr)
            let run = TextRun(text, font: font, color: textColor, wrapWidth: nil)
            drawText(run, cr, in: f, centred: true)
        case .text(let run):
            drawText(run, cr, in: f, centred: false)
        case .icon(let name, let tint, let glyphFrame, let turns):
            let icon = try icons.icon(name)
            cairo_save(cr)
            // Rotate about the glyph's centre; `turns` is reduced to 0..<1 so a whole turn
            // draws exactly the resting glyph.
            let angle = turns.truncatingRemainder(dividingBy: 1) * 2 * Double.pi
            if angle != 0 {
                cairo_translate(cr, glyphFrame.midX, glyphFrame.midY)
                cairo_rotate(cr, angle)
                cairo_translate(cr, -glyphFrame.midX, -glyphFrame.midY)
            }
            cairo_push_group(cr)
            try icon.draw(in: cr, frame: glyphFrame)
            let mask = cairo_pop_group(cr)
            setSource(cr, tint)
            cairo_mask(cr, mask)
            cairo_pattern_destroy(mask)
            cairo_restore(cr)
        }
    }

    private func drawText(_ run: TextRun, _ cr: OpaquePointer, in frame: Rect, centred: Bool) {
        typesetter.withLayout(run) { layout, _ in
            pango_cairo_update_context(cr, typesetter.context)
            pango_layout_context_changed(layout)
            let size = typesetter.logicalSize(layout)
            let x: Double
            switch (centred, run.alignment) {
            case (true, _), (_, .center): x = frame.midX - size.width / 2 - size.x
            case (_, .trailing): x = frame.maxX - size.width
            case (_, .leading): x = frame.x
            }
            let y = centred ? frame.midY - size.height / 2 : frame.y
            setSource(cr, run.color)
            cairo_move_to(cr, x, y)
            pango_cairo_show_layout(cr, layout)
        }
    }

    private func setSource(_ cr: OpaquePointer, _ color: Color) {
        cairo_set_source_rgba(cr, Double(color.r) / 255, Double(color.g) / 255, Double(color.b) / 255, color.alpha)
    }

    private func roundedRectPath(_ cr: OpaquePointer, _ r: Rect, radius: Double) {
        let radius = min(radius, r.width / 2, r.height / 2)
        cairo_new_sub_path(cr)
        cairo_arc(cr, r.maxX - radius, r.minY + radius, radius, -Double.pi / 2, 0)
        cairo_arc(cr, r.maxX - radius, r.maxY - radius, radius, 0, Double.pi / 2)
        cairo_arc(cr, r.minX + radius, r.maxY - radius, radius, Double.pi / 2, Double.pi)
        cairo_arc(cr, r.minX + radius, r.minY + radius, radius, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }
}
