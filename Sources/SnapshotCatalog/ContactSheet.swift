import SnapshotCore
import SnapshotModel

/// One PNG per scenario showing every presentation and mode at a glance
/// (docs/cli.md, `snapshot sheet`): one row per surface, one column per mode × appearance
/// (plus any other axis the selection varies), labels in `BitmapFont` so the sheet is
/// byte-identical on every machine.
package enum ContactSheet {
    package static let background = RGBA8(r: 0xA8, g: 0xA8, b: 0xAC)
    package static let ink = RGBA8(r: 0x1C, g: 0x1C, b: 0x1E)
    /// Cells wider than this are shrunk by the smallest integer factor that fits.
    static let maxCellWidth = 1200

    /// The sheet for `snapshots` of one scenario.
    package static func make(title: String, id: String, _ snapshots: [RenderedSnapshot]) -> Bitmap {
        let specs = snapshots.map(\.spec)
        let rows = Surface.allCases.filter { s in specs.contains { $0.environment.surface == s } }
        let columns = SheetColumns(specs)
        var images = [[(image: Bitmap, factor: Int)?]](repeating: Array(repeating: nil, count: columns.keys.count),
                                                       count: rows.count)
        for s in snapshots {
            let factor = (s.bitmap.width + maxCellWidth - 1) / maxCellWidth
            images[rows.firstIndex(of: s.spec.environment.surface)!][columns.index(of: s.spec)] =
                (s.bitmap.shrunk(by: factor), factor)
        }
        let rowLabels = zip(rows, images).map { surface, cells in
            let factor = cells.compactMap { $0?.factor }.max() ?? 1
            return surface.rawValue + (factor > 1 ? " (1/\(factor))" : "")
        }
        let titleLines = [title, id]
        let grid = ContactSheetGrid(sizes: images.map { $0.map { $0.map { ($0.image.width, $0.image.height) } } },
                                    headers: columns.keys, rowLabels: rowLabels, title: titleLines)
        var sheet = Bitmap(width: grid.width, height: grid.height, fill: background)
        for (i, line) in titleLines.enumerated() {
            BitmapFont.draw(line, at: ContactSheetGrid.margin, ContactSheetGrid.margin + i * ContactSheetGrid.titleLineHeight,
                            scale: ContactSheetGrid.titleScale, color: ink, into: &sheet)
        }
        for (c, key) in columns.keys.enumerated() {
            BitmapFont.draw(key, at: grid.columnX(c), grid.headerY, scale: ContactSheetGrid.labelScale, color: ink, into: &sheet)
        }
        for (r, label) in rowLabels.enumerated() {
            BitmapFont.draw(label, at: ContactSheetGrid.margin, grid.rowY(r), scale: ContactSheetGrid.labelScale, color: ink,
                            into: &sheet)
            for (c, cell) in images[r].enumerated() {
                guard let cell else { continue }
                if rows[r].place == .standBy {
                    // NB: StandBy removes the background, so its cells sit on the nightstand's
                    // black, not on the sheet's grey where grey text would vanish.
                    sheet.fill(x: grid.columnX(c), y: grid.rowY(r), width: cell.image.width, height: cell.image.height,
                               color: RGBA8(r: 0, g: 0, b: 0))
                }
                sheet.draw(cell.image, x: grid.columnX(c), y: grid.rowY(r))
            }
        }
        return sheet
    }
}

/// The sheet's columns: appearance · mode always, then device, text size and time only when
/// the snapshots hold more than one value of that axis. Ordered mode first (so light and dark
/// of one mode sit side by side), then appearance, device, text size, time.
struct SheetColumns {
    let keys: [String]
    private let keyOf: (SnapshotSpec) -> String

    init(_ specs: [SnapshotSpec]) {
        let devices = Set(specs.map(\.environment.device)).count > 1
        let sizes = Set(specs.map(\.environment.textSize)).count > 1
        let times = Set(specs.map { $0.offset?.text ?? "" }).count > 1
        let keyOf: (SnapshotSpec) -> String = { s in
            let e = s.environment
            var parts = [e.appearance.rawValue, e.mode.rawValue]
            if devices { parts.append(e.device.rawValue) }
            if sizes { parts.append(e.textSize.rawValue) }
            if times { parts.append(s.offset?.text ?? "now") }
            return parts.joined(separator: " · ")
        }
        func order(_ s: SnapshotSpec) -> [Int] {
            let e = s.environment
            return [RenderingMode.allCases.firstIndex(of: e.mode)!, Appearance.allCases.firstIndex(of: e.appearance)!,
                    Device.allCases.firstIndex(of: e.device)!, TextSize.allCases.firstIndex(of: e.textSize)!,
                    s.offset?.seconds ?? Int.min]
        }
        var keys: [String] = []
        for s in specs.sorted(by: { order($0).lexicographicallyPrecedes(order($1)) }) where !keys.contains(keyOf(s)) {
            keys.append(keyOf(s))
        }
        self.keys = keys
        self.keyOf = keyOf
    }

    func index(of spec: SnapshotSpec) -> Int { keys.firstIndex(of: keyOf(spec))! }
}
