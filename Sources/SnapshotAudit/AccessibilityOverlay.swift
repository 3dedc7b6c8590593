import SnapshotImage
import SnapshotLayout
import SnapshotRender

/// An accessibility overlay in the spirit of Paparazzi's accessibility snapshots: the
/// snapshot with a numbered, coloured box on each labelled or actionable element, in
/// reading order (top to bottom, then left to right), beside a legend listing each
/// element's role, label and action. Deterministic: same tree and pixels, same PNG.
package struct AccessibilityOverlay: Sendable {
    package let renderer: Renderer

    package init(renderer: Renderer) { self.renderer = renderer }

    /// Distinct, saturated colours, cycled through the numbered elements.
    static let colours: [RGBA8] = [
        RGBA8(r: 0xE6, g: 0x19, b: 0x4B), RGBA8(r: 0x1F, g: 0x8A, b: 0x3B), RGBA8(r: 0x43, g: 0x63, b: 0xD8),
        RGBA8(r: 0xF5, g: 0x82, b: 0x31), RGBA8(r: 0x91, g: 0x1E, b: 0xB4), RGBA8(r: 0x0E, g: 0x9C, b: 0xB8),
        RGBA8(r: 0xD0, g: 0x22, b: 0xC8), RGBA8(r: 0x9A, g: 0x63, b: 0x24), RGBA8(r: 0x46, g: 0x99, b: 0x90),
        RGBA8(r: 0x00, g: 0x00, b: 0x75), RGBA8(r: 0x80, g: 0x80, b: 0x00), RGBA8(r: 0x80, g: 0x00, b: 0x00),
    ]
    /// Space around the snapshot, in pixels, so boxes on its edge stay visible.
    static let padding = 24

    /// The elements that get a number, in reading order: the background (the whole
    /// presentation, read as its summary) first, then line by line from the top, each line
    /// left to right. An element joins a line when its vertical centre lies within the
    /// line's first element, so a row's marker, destination and time read together.
    package static func numbered(_ tree: LayoutTree) -> [LayoutElement] {
        let labelled = tree.elements.filter { $0.label != nil || $0.action != nil }
        let background = labelled.filter { $0.role == .background }
        var lines: [[LayoutElement]] = []
        for e in labelled.filter({ $0.role != .background }).sorted(by: { ($0.frame.midY, $0.frame.minX) < ($1.frame.midY, $1.frame.minX) }) {
            if let first = lines.last?.first, e.frame.midY <= first.frame.maxY {
                lines[lines.count - 1].append(e)
            } else {
                lines.append([e])
            }
        }
        return background + lines.flatMap { $0.sorted { ($0.frame.minX, $0.frame.minY) < ($1.frame.minX, $1.frame.minY) } }
    }

    /// The overlay of `tree` drawn as `bitmap` (its pixels per point from the bitmap), titled `title`.
    package func image(tree: LayoutTree, bitmap: Bitmap, title: String) throws(RenderError) -> Bitmap {
        let pane = annotated(tree: tree, bitmap: bitmap)
        let items = Self.numbered(tree).enumerated().map { i, e in
            OverlayLegend.Item(number: i + 1, colour: Self.colours[i % Self.colours.count], text: OverlayLegend.text(e))
        }
        let legendTree = OverlayLegend(measurer: renderer.measurer)
            .tree(title: title, items: items, minHeight: Double(pane.height) / renderer.scale)
        let legend = try renderer.render(legendTree)
        return Self.compose(pane, legend)
    }

    /// The snapshot over its backdrop with the numbered boxes.
    func annotated(tree: LayoutTree, bitmap: Bitmap) -> Bitmap {
        let p = Self.padding, k = tree.size.width > 0 ? Double(bitmap.width) / tree.size.width : 1
        let backdrop = tree.environment.surface.place == .standBy ? RGBA8(r: 0, g: 0, b: 0) : RGBA8(r: 0xD8, g: 0xDB, b: 0xE0)
        var pane = Self.filled(width: bitmap.width + 2 * p, height: bitmap.height + 2 * p, backdrop)
        pane.pixels.withUnsafeMutableBytes { out in
            bitmap.pixels.withUnsafeBytes { src in
                for y in 0..<bitmap.height {
                    var o = ((y + p) * pane.width + p) * 4, i = y * bitmap.width * 4
                    for _ in 0..<bitmap.width {
                        let c = RGBA8(r: src[i], g: src[i + 1], b: src[i + 2], a: src[i + 3]).over(backdrop)
                        out[o] = c.r; out[o + 1] = c.g; out[o + 2] = c.b; out[o + 3] = c.a
                        o += 4; i += 4
                    }
                }
            }
        }
        let thickness = 2
        for (i, e) in Self.numbered(tree).enumerated() {
            let colour = Self.colours[i % Self.colours.count]
            let x = p + Int((e.frame.minX * k).rounded()), y = p + Int((e.frame.minY * k).rounded())
            let w = max(thickness * 2, Int((e.frame.width * k).rounded())), h = max(thickness * 2, Int((e.frame.height * k).rounded()))
            pane.outline(x: x, y: y, width: w, height: h, thickness: thickness, color: colour)
            let digits = String(i + 1), scale = 2
            let chipW = BitmapFont.measure(digits, scale: scale) + 6, chipH = BitmapFont.height * scale + 6
            // NB: a chip inside a small box (a route dot) would hide it; it goes above instead.
            let above = (w < 2 * chipW || h < 2 * chipH) && y - chipH >= 0
            let cx = min(max(0, x), pane.width - chipW), cy = min(max(0, above ? y - chipH : y), pane.height - chipH)
            pane.fill(x: cx, y: cy, width: chipW, height: chipH, color: colour)
            BitmapFont.draw(digits, at: cx + 3, cy + 3, scale: scale, color: RGBA8(r: 255, g: 255, b: 255), into: &pane)
        }
        return pane
    }

    /// `pane` and `legend` side by side on white, top-aligned.
    static func compose(_ pane: Bitmap, _ legend: Bitmap) -> Bitmap {
        var out = filled(width: pane.width + legend.width, height: max(pane.height, legend.height), RGBA8(r: 255, g: 255, b: 255))
        out.paste(pane, x: 0, y: 0)
        out.paste(legend, x: pane.width, y: 0)
        return out
    }

    /// A bitmap of one colour, written a pixel word at a time.
    static func filled(width: Int, height: Int, _ colour: RGBA8) -> Bitmap {
        let word = UInt32(colour.r) | UInt32(colour.g) << 8 | UInt32(colour.b) << 16 | UInt32(colour.a) << 24
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, count in
            let raw = UnsafeMutableRawBufferPointer(out)
            for i in 0..<width * height { raw.storeBytes(of: word.littleEndian, toByteOffset: 4 * i, as: UInt32.self) }
            count = width * height * 4
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }
}
