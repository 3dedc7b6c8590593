import SnapshotImage
import SnapshotModel
import SnapshotRules

/// One PNG per scenario showing every presentation and mode at a glance
/// (docs/cli.md, `snapshot sheet`): one row per surface and kind of device (the small widget on
/// a phone and on CarPlay are two rows), one column per mode × appearance
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
        let rows = SheetRow.rows(specs)
        let columns = SheetColumns(specs)
        var images = [[(image: Bitmap, factor: Int, backdrop: RGBA8?)?]](repeating: Array(repeating: nil, count: columns.keys.count),
                                                                         count: rows.count)
        for s in snapshots {
            let factor = (s.bitmap.width + maxCellWidth - 1) / maxCellWidth
            images[rows.firstIndex(of: SheetRow(s.spec))!][columns.index(of: s.spec)] =
                (s.bitmap.shrunk(by: factor), factor, cellBackdrop(s.spec.environment))
        }
        let rowLabels = zip(rows, images).map { row, cells in
            let factor = cells.compactMap { $0?.factor }.max() ?? 1
            let devices = Device.allCases.filter { d in specs.contains { SheetRow($0) == row && $0.environment.device == d } }
            let named = row.kind == .phone ? "" : " · " + devices.map(\.rawValue).joined(separator: ", ")
            return row.surface.rawValue + named + (factor > 1 ? " (1/\(factor))" : "")
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
                if let backdrop = cell.backdrop {
                    sheet.fill(x: grid.columnX(c), y: grid.rowY(r), width: cell.image.width, height: cell.image.height,
                               color: backdrop)
                }
                sheet.draw(cell.image, x: grid.columnX(c), y: grid.rowY(r))
            }
        }
        return sheet
    }

    /// What a cell sits on where the presentation does not cover it: the system's backdrop where
    /// the background is removed (StandBy's nightstand, CarPlay's screen by day and night) or the
    /// screen is the watch's black, not the sheet's grey where grey text would vanish; nil elsewhere.
    static func cellBackdrop(_ env: RenderEnvironment) -> RGBA8? {
        let removed = !env.surface.spec.drawsBackground(on: env.device)
        guard removed || env.surface.place == .standBy || env.surface.place == .watchSmartStack else { return nil }
        return env.backdrop
    }
}

/// A row of the sheet: a surface on one kind of device, in `Surface` then device order.
struct SheetRow: Equatable {
    let surface: Surface
    let kind: Device.Kind

    init(_ spec: SnapshotSpec) { surface = spec.environment.surface; kind = spec.environment.device.kind }

    static func rows(_ specs: [SnapshotSpec]) -> [SheetRow] {
        var rows: [SheetRow] = []
        for s in specs.sorted(by: { order($0) < order($1) }) where !rows.contains(SheetRow(s)) { rows.append(SheetRow(s)) }
        return rows
    }

    private static func order(_ s: SnapshotSpec) -> (Int, Int) {
        (Surface.allCases.firstIndex(of: s.environment.surface)!, Device.allCases.firstIndex(of: s.environment.device)!)
    }
}

/// The sheet's columns: appearance · mode always, then device, text size and time only when
/// the snapshots hold more than one value of that axis. Ordered mode first (so light and dark
/// of one mode sit side by side), then appearance, device, text size, time.
struct SheetColumns {
    let keys: [String]
    private let keyOf: (SnapshotSpec) -> String

    init(_ specs: [SnapshotSpec]) {
        // A device is a column only where one row holds more than one (a row is one kind of device).
        let devices = specs.contains { a in specs.contains { SheetRow($0) == SheetRow(a) && $0.environment.device != a.environment.device } }
        let sizes = Set(specs.map(\.environment.textSize)).count > 1
        let times = Set(specs.map { $0.offset?.text ?? "" }).count > 1
        let keyOf: (SnapshotSpec) -> String = { s in
            let e = s.environment
            var parts = [e.appearance.rawValue, e.mode.rawValue + (e.wallpaper.map { " " + $0.rawValue } ?? "")]
            if devices { parts.append(e.device.rawValue) }
            if sizes { parts.append(e.textSize.rawValue) }
            if times { parts.append(s.offset?.text ?? "now") }
            return parts.joined(separator: " · ")
        }
        func order(_ s: SnapshotSpec) -> [Int] {
            let e = s.environment
            return [RenderingMode.allCases.firstIndex(of: e.mode)!, e.wallpaper.map { Wallpaper.allCases.firstIndex(of: $0)! } ?? -1,
                    Appearance.allCases.firstIndex(of: e.appearance)!,
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
