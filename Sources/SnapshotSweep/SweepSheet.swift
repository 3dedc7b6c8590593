import SnapshotCatalog
import SnapshotImage
import SnapshotModel

/// A rule's contact sheet: its worst cases in a grid, four a row, each captioned above with
/// its number, case, surface and axes (in `BitmapFont`, so the sheet is the same bytes on
/// every machine), on a dark tile (accessories, the island and StandBy draw white on clear).
enum SweepSheet {
    static let outline = RGBA8(r: 0xFF, g: 0x2D, b: 0x55)
    static let columns = 4
    static let tile = RGBA8(r: 0x1C, g: 0x1C, b: 0x1E)

    /// Cells wider than this are shrunk by the smallest integer factor that fits (a medium
    /// widget to half its pixels; the small widget and the island stay at 3×).
    static let maxCellWidth = 640

    /// `image` at the size a sheet shows it.
    static func cell(_ image: Bitmap) -> Bitmap { image.shrunk(by: (image.width + maxCellWidth - 1) / maxCellWidth) }

    /// `cells`: each image (already `cell`-sized) and its caption lines.
    static func make(title: [String], cells: [(Bitmap, [String])]) -> Bitmap {
        let m = ContactSheetGrid.margin, gap = ContactSheetGrid.gap, scale = ContactSheetGrid.labelScale
        let lineHeight = ContactSheetGrid.labelHeight + 8
        let images = cells.map(\.0)
        let captions = cells.map { $0.1.map { $0.replacingOccurrences(of: "_", with: " ") } }
        let captionHeight = (captions.map(\.count).max() ?? 0) * lineHeight
        let widths = images.indices.map { max(images[$0].width, captions[$0].map { BitmapFont.measure($0, scale: scale) }.max() ?? 0) }
        let cellWidth = widths.max() ?? 0
        let rows = stride(from: 0, to: images.count, by: columns).map { Array($0..<min($0 + columns, images.count)) }
        let rowHeights = rows.map { r in captionHeight + (r.map { images[$0].height }.max() ?? 0) }
        let top = m + title.count * ContactSheetGrid.titleLineHeight + gap
        let titleWidth = title.map { BitmapFont.measure($0, scale: ContactSheetGrid.titleScale) }.max() ?? 0
        let width = max(2 * m + min(columns, images.count) * (cellWidth + gap) - gap, 2 * m + titleWidth)
        let height = top + rowHeights.reduce(0, +) + max(0, rows.count - 1) * gap + m
        var sheet = Bitmap(width: width, height: height, fill: ContactSheet.background)
        for (i, line) in title.enumerated() {
            BitmapFont.draw(line, at: m, m + i * ContactSheetGrid.titleLineHeight, scale: ContactSheetGrid.titleScale,
                            color: ContactSheet.ink, into: &sheet)
        }
        var y = top
        for (r, row) in rows.enumerated() {
            for (c, i) in row.enumerated() {
                let x = m + c * (cellWidth + gap)
                for (l, line) in captions[i].enumerated() {
                    BitmapFont.draw(line, at: x, y + l * lineHeight, scale: scale, color: ContactSheet.ink, into: &sheet)
                }
                sheet.fill(x: x, y: y + captionHeight, width: images[i].width, height: images[i].height, color: tile)
                sheet.draw(images[i], x: x, y: y + captionHeight)
            }
            y += rowHeights[r] + gap
        }
        return sheet
    }

    /// `bitmap` with `frame` (points) outlined 1 pt wide, outside the frame where it can be.
    static func outlined(_ bitmap: Bitmap, _ frame: Rect?, scale: Int) -> Bitmap {
        guard let f = frame else { return bitmap }
        var b = bitmap
        let k = Double(scale), w = scale
        let x0 = Int((f.minX * k).rounded(.down)) - w, y0 = Int((f.minY * k).rounded(.down)) - w
        let x1 = Int((f.maxX * k).rounded(.up)), y1 = Int((f.maxY * k).rounded(.up))
        b.fill(x: x0, y: y0, width: x1 - x0 + w, height: w, color: outline)
        b.fill(x: x0, y: y1, width: x1 - x0 + w, height: w, color: outline)
        b.fill(x: x0, y: y0, width: w, height: y1 - y0 + w, color: outline)
        b.fill(x: x1, y: y0, width: w, height: y1 - y0 + w, color: outline)
        return b
    }
}
