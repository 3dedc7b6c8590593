import SnapshotImage
import SnapshotStructure
/// The failure picture: expected | diff | actual side by side under fixed labels
/// ("EXPECTED", "DIFF: N PX (R%)", "ACTUAL"), changed regions outlined in every panel.
/// Drawn with `BitmapFont` only, so it is byte-identical on every machine.
package enum FailureComposite {
    static let labelScale = 2, margin = 8, outlineColor = RGBA8(r: 255, g: 0, b: 255)
    static let background = RGBA8(r: 255, g: 255, b: 255), ink = RGBA8(r: 0, g: 0, b: 0)

    /// The composite's size for panels of `panel` pixels (what `PixelBudget` charges).
    package static func size(_ panel: PixelSize) -> PixelSize {
        PixelSize(width: 3 * panel.width + 4 * margin, height: BitmapFont.height * labelScale + 2 * margin + panel.height + margin)
    }

    /// Builds the composite. Panels are as large as the larger input; a smaller image sits
    /// top-left in its panel on a transparent background.
    package static func make(expected: Bitmap, diff: Bitmap, actual: Bitmap, mismatched: Int, total: Int,
                            regions: [ChangedRegion]) -> Bitmap {
        let pw = max(expected.width, diff.width, actual.width), ph = max(expected.height, diff.height, actual.height)
        let header = BitmapFont.height * labelScale + 2 * margin
        let canvasSize = size(PixelSize(width: pw, height: ph))
        var canvas = Bitmap(width: canvasSize.width, height: canvasSize.height, fill: background)
        let ratio = total == 0 ? 0 : Double(mismatched) / Double(total) * 100
        let labels = ["EXPECTED", "DIFF: \(mismatched) PX (\(PointFormat.number(ratio))%)", "ACTUAL"]
        for (i, (label, image)) in zip(labels, [expected, diff, actual]).enumerated() {
            let x = margin + i * (pw + margin)
            BitmapFont.draw(label, at: x, margin, scale: labelScale, color: ink, into: &canvas)
            canvas.fill(x: x, y: header, width: pw, height: ph, color: RGBA8(r: 0, g: 0, b: 0, a: 0))
            canvas.paste(image, x: x, y: header)
            for r in regions {
                canvas.outline(x: x + r.x - 2, y: header + r.y - 2, width: r.width + 4, height: r.height + 4,
                               thickness: 1, color: outlineColor)
            }
        }
        return canvas
    }
}
