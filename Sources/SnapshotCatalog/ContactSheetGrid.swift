import SnapshotImage
/// Where everything sits on a contact sheet, in pixels: the title at the top, column headers
/// under it, a label column at the start of each row, and each cell in its column × row slot
/// (top-left aligned). Columns are as wide as their widest cell or their header, whichever
/// is wider (headers such as "light · fullColor · AX5" never run into the next column), rows
/// as tall as their tallest; fixed margin and gaps.
package struct ContactSheetGrid: Equatable {
    package static let margin = 48, gap = 32
    package static let titleScale = 6, labelScale = 4

    let columnWidths: [Int]
    let rowHeights: [Int]
    /// The width of the row-label column: the widest row label.
    let labelWidth: Int
    /// The width of the title lines, so a sheet is never narrower than its title.
    let titleWidth: Int

    /// A grid for cells of `sizes[row][column]` (nil for an empty slot) under `headers`.
    init(sizes: [[(width: Int, height: Int)?]], headers: [String] = [], rowLabels: [String], title: [String]) {
        let columns = max(sizes.map(\.count).max() ?? 0, headers.count)
        columnWidths = (0..<columns).map { c in
            let cells = sizes.compactMap { c < $0.count ? $0[c]?.width : nil }.max() ?? 0
            return max(cells, c < headers.count ? BitmapFont.measure(headers[c], scale: Self.labelScale) : 0)
        }
        rowHeights = sizes.map { row in row.compactMap { $0?.height }.max() ?? 0 }
        labelWidth = rowLabels.map { BitmapFont.measure($0, scale: Self.labelScale) }.max() ?? 0
        titleWidth = title.map { BitmapFont.measure($0, scale: Self.titleScale) }.max() ?? 0
        titleLines = title.count
    }

    private let titleLines: Int
    package static var titleLineHeight: Int { (BitmapFont.height + 3) * titleScale }
    package static var labelHeight: Int { BitmapFont.height * labelScale }

    /// Top of the column headers.
    var headerY: Int { Self.margin + titleLines * Self.titleLineHeight + Self.gap }
    /// Top of the first row of cells.
    var cellsY: Int { headerY + Self.labelHeight + Self.gap / 2 }

    /// Left edge of column `c`'s cells and header.
    func columnX(_ c: Int) -> Int {
        Self.margin + labelWidth + Self.gap + columnWidths.prefix(c).reduce(0, +) + c * Self.gap
    }

    /// Top edge of row `r`'s cells; its label is drawn at the same height.
    func rowY(_ r: Int) -> Int { cellsY + rowHeights.prefix(r).reduce(0, +) + r * Self.gap }

    /// The sheet's size in pixels.
    var width: Int {
        max(columnX(columnWidths.count) - Self.gap + Self.margin, Self.margin * 2 + titleWidth)
    }
    var height: Int { rowY(rowHeights.count) - Self.gap + Self.margin }
}
