import CCairo
import CPangoCairo
import Foundation
import SnapshotImage
import SnapshotLayout
import SnapshotModel

/// Draws a resolved `LayoutTree` to pixels: the only stage that touches cairo, Pango and
/// librsvg. One `switch` over element paints; no rules, no clock, no sizes decided here.
package final class Renderer: @unchecked Sendable {
    let typesetter: PangoTypesetter
    let icons: IconLibrary
    /// Pixels per point.
    package let scale: Double
    /// How each run was set, shared with the renderers of the same scale that measure and draw
    /// the same runs (`SnapshotFactory`'s): a text is set once, and drawn as it was set.
    package let measurements: MeasurementCache

    /// A renderer at `scale` pixels per point, with the icons of `icons` (default: embedded),
    /// keeping its runs in `measurements` (default: a cache of its own; share one only between
    /// renderers of one scale).
    package init(scale: Double = 3, icons source: IconSource = .embedded,
                 measurements: MeasurementCache = MeasurementCache()) throws(RenderError) {
        self.scale = scale
        self.measurements = measurements
        typesetter = try PangoTypesetter(scale: scale)
        // NB: icons load on first use, so a broken SVG fails only the snapshots that draw it
        // (each reported with the file and reason) and every other snapshot still renders.
        icons = IconLibrary(source: source)
    }

    /// A renderer with the icons in `iconsDirectory` (a folder laid out like `Assets/icons`).
    package convenience init(scale: Double = 3, iconsDirectory: URL) throws(RenderError) {
        try self.init(scale: scale, icons: .directory(iconsDirectory))
    }

    /// The text measurer that matches this renderer exactly (same fonts, same options), setting
    /// each distinct run once (`measurements`).
    package var measurer: any TextMeasuring { CachedMeasurer(typesetterMeasurer, cache: measurements) }

    /// This renderer's own typesetter as a measurer: every question set anew.
    private var typesetterMeasurer: PangoTextMeasurer { PangoTextMeasurer(typesetter: typesetter) }

    /// Draws `tree` to a straight-alpha bitmap in its environment's rendering mode
    /// (docs/spec-decisions.md, "Rendering modes"): its elements already carry the mode's paint
    /// (`LayoutTree.painted(in:)`); only the mode's pixel step is applied here.
    package func render(_ tree: LayoutTree) throws(RenderError) -> Bitmap {
        try drawn(tree).bitmap()
    }

    /// Draws `tree` as `render` does, keeping the pixels as drawn: in full colour cairo's own
    /// buffer, unconverted, so verify can fingerprint it and convert only on a mismatch.
    package func drawn(_ tree: LayoutTree) throws(RenderError) -> DrawnPixels {
        let appearance = tree.environment.appearance
        switch tree.environment.mode {
        case .fullColor:
            return DrawnPixels(canvas: try canvas(tree.elements, size: tree.size, knockOut: { _ in false }))
        case .accented, .clear, .tinted:
            // NB: the compositor reads only each layer's alpha, so the layers are never un-premultiplied.
            func layer(_ group: ModeGroup) throws(RenderError) -> AlphaPlane {
                try canvas(tree.elements.filter { ModeGroup.of($0.role) == group }, size: tree.size,
                           knockOut: ModeGroup.knocksOutText).alpha()
            }
            let (container, primary, accent) = (try layer(.container), try layer(.primary), try layer(.accent))
            guard tree.environment.mode.showsWallpaper else {
                return DrawnPixels(bitmap: ModeCompositor.accented(container: container, primary: primary, accent: accent,
                                                                   appearance: appearance))
            }
            let (plain, glass) = WallpaperGlass.shared.backdrop(tree.environment, size: tree.size, scale: scale)
            return DrawnPixels(bitmap: ModeCompositor.glass(container: container, primary: primary, accent: accent,
                                                            plain: plain, glass: glass))
        case .vibrant:
            // NB: the monochrome modes read cairo's buffer in place, never a straight copy of it.
            let content = DrawnPixels(canvas: try canvas(tree.elements, size: tree.size,
                                                         knockOut: { _ in false }))
            return DrawnPixels(bitmap: content.withStored { ModeCompositor.vibrant($0, appearance: appearance) })
        case .nightRed:
            let content = DrawnPixels(canvas: try canvas(tree.elements, size: tree.size,
                                                         knockOut: { _ in false }))
            return DrawnPixels(bitmap: content.withStored { ModeCompositor.nightRed($0) })
        }
    }

    /// Draws `elements` in full colour on a transparent canvas of `size` points. A badge for
    /// which `knockOut` holds has its text cut out of its fill instead of painted on it (the
    /// accented mode's readable bus badge, `ModeGroup.knocksOutText`).
    func draw(_ elements: [LayoutElement], size: Size,
              knockOut: (LayoutElement) -> Bool = { _ in false }) throws(RenderError) -> Bitmap {
        try canvas(elements, size: size, knockOut: knockOut).bitmap()
    }

    /// The canvas with `elements` drawn (see `draw`).
    private func canvas(_ elements: [LayoutElement], size: Size,
                        knockOut: (LayoutElement) -> Bool) throws(RenderError) -> CairoCanvas {
        let canvas = try CairoCanvas(pixelWidth: Int((size.width * scale).rounded()),
                                     pixelHeight: Int((size.height * scale).rounded()))
        let cr = canvas.context
        cairo_scale(cr, scale, scale)
        for element in elements {
            try draw(element, cr, knockOut: knockOut(element))
        }
        return canvas
    }

    private func draw(_ element: LayoutElement, _ cr: OpaquePointer, knockOut: Bool) throws(RenderError) {
        let f = element.frame
        switch element.paint {
        case .none:
            break
        case .roundedRect(let fill, let radius):
            roundedRectPath(cr, f, radius: radius)
            setSource(cr, fill)
            cairo_fill(cr)
        case .circle(let fill, let keyline):
            // The keyline is the whole disc in its colour, the fill a disc inset by its width.
            let r = min(f.width, f.height) / 2
            if let keyline {
                cairo_new_path(cr)
                cairo_arc(cr, f.midX, f.midY, r, 0, 2 * Double.pi)
                setSource(cr, keyline.color)
                cairo_fill(cr)
            }
            cairo_new_path(cr)
            cairo_arc(cr, f.midX, f.midY, r - (keyline?.width ?? 0), 0, 2 * Double.pi)
            setSource(cr, fill)
            cairo_fill(cr)
        case .badge(let text, let font, let textColor, let fill, let keyline):
            let w = keyline?.width ?? 0
            if let keyline {
                roundedRectPath(cr, f, radius: f.height / 2)
                setSource(cr, keyline.color)
                cairo_fill(cr)
            }
            roundedRectPath(cr, Rect(x: f.x + w, y: f.y + w, width: f.width - 2 * w, height: f.height - 2 * w),
                            radius: f.height / 2 - w)
            setSource(cr, fill)
            cairo_fill(cr)
            let run = TextRun(text, font: font, color: textColor, wrapWidth: nil)
            if knockOut {
                cairo_save(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_DEST_OUT)
                drawText(run, cr, in: f, centred: true)
                cairo_restore(cr)
            } else {
                drawText(run, cr, in: f, centred: true)
            }
        case .text(let run):
            drawText(run, cr, in: f, centred: false)
        case .icon(let name, let tint, let glyphFrame, let turns):
            let icon = try icons.icon(name)
            cairo_save(cr)
            // NB: the group below is a surface the size of the clip: without one, each icon
            // allocated and cleared a whole-canvas buffer (10 % of verify's samples in memset).
            // The clip is the square the glyph sweeps when turned, on whole device pixels, so
            // it holds every pixel the glyph can touch and changes none of them.
            let reach = max(glyphFrame.width, glyphFrame.height) / 2 + 1
            clipToPixels(cr, Rect(x: glyphFrame.x - reach, y: glyphFrame.y - reach,
                                  width: glyphFrame.width + 2 * reach, height: glyphFrame.height + 2 * reach))
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

    /// Clips to `rect` (user space, before any rotation) widened to whole device pixels.
    private func clipToPixels(_ cr: OpaquePointer, _ rect: Rect) {
        var (x0, y0, x1, y1) = (rect.x, rect.y, rect.maxX, rect.maxY)
        cairo_user_to_device(cr, &x0, &y0)
        cairo_user_to_device(cr, &x1, &y1)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, min(x0, x1).rounded(.down), min(y0, y1).rounded(.down),
                        (max(x0, x1).rounded(.up) - min(x0, x1).rounded(.down)),
                        (max(y0, y1).rounded(.up) - min(y0, y1).rounded(.down)))
        cairo_restore(cr)
        cairo_clip(cr)
    }

    private func drawText(_ run: TextRun, _ cr: OpaquePointer, in frame: Rect, centred: Bool) {
        // A wrapped run is drawn as layout fitted it, not fitted again; one line has nothing to fit.
        let set = run.wrapWidth == nil ? nil : measurements.typeset(run, by: typesetterMeasurer)
        typesetter.withLayout(run, setAs: set) { layout in
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

    /// The container shape (`ContinuousCorners`: continuous corners, a capsule when the radius
    /// reaches half the shorter side) as the current cairo path.
    private func roundedRectPath(_ cr: OpaquePointer, _ r: Rect, radius: Double) {
        cairo_new_sub_path(cr)
        for segment in ContinuousCorners(r, radius: radius).segments {
            switch segment {
            case .move(let x, let y): cairo_move_to(cr, x, y)
            case .line(let x, let y): cairo_line_to(cr, x, y)
            case .cubic(let c1x, let c1y, let c2x, let c2y, let x, let y): cairo_curve_to(cr, c1x, c1y, c2x, c2y, x, y)
            case .arc(let cx, let cy, let radius, let from, let to): cairo_arc(cr, cx, cy, radius, from, to)
            case .close: cairo_close_path(cr)
            }
        }
    }
}
