import Foundation
@testable import SnapshotCatalog
import SnapshotImage
@testable import SnapshotModel
@testable import SnapshotRules
import SnapshotTestSupport
import Testing

/// Contact-sheet geometry as tables, columns, shrinking, and byte-identical sheets.
@Suite struct ContactSheetTests {
    /// margin 48, gap 32, labels at scale 4 (BB = 44 px), title at scale 6 (60 px a line).
    @Test func gridPlacesCellsByColumnWidthAndRowHeight() {
        let grid = ContactSheetGrid(sizes: [[(100, 50), (200, 60)], [nil, (150, 80)]], rowLabels: ["A", "BB"], title: ["T"])
        #expect(grid.columnWidths == [100, 200])
        #expect(grid.rowHeights == [60, 80])
        #expect(grid.labelWidth == 44)
        #expect([grid.headerY, grid.cellsY] as [Int] == [140, 184])
        #expect([grid.columnX(0), grid.columnX(1)] as [Int] == [124, 256])
        #expect([grid.rowY(0), grid.rowY(1)] as [Int] == [184, 276])
        #expect([grid.width, grid.height] as [Int] == [504, 404])
    }

    /// A header wider than its cells widens its column, so "dark · fullColor · AX5" never runs
    /// into the next column's header (6 letters at scale 4 = 6 × 24 − 4 = 140 px).
    @Test func headerWiderThanCellsWidensItsColumn() {
        let grid = ContactSheetGrid(sizes: [[(100, 50), (200, 60)]], headers: ["ABCDEF", "AB"], rowLabels: ["A"], title: ["T"])
        #expect(grid.columnWidths == [140, 200])
        #expect(grid.columnX(1) - grid.columnX(0) == 140 + ContactSheetGrid.gap)
    }

    /// (cell sizes, title) → sheet size: a long title widens the sheet, an empty slot adds nothing.
    static let sizes: [([[(width: Int, height: Int)?]], [String], Int, Int)] = [
        ([[(10, 10)]], ["A LONG TITLE"], 522, 242),
        ([[(10, 10)]], ["T"], 158, 242),
        ([[(10, 10)], [(30, 20)]], ["T"], 178, 294),
        ([[nil, (10, 10)]], ["T"], 190, 242),
    ]

    @Test(arguments: sizes)
    func sheetSize(_ cells: [[(width: Int, height: Int)?]], _ title: [String], _ width: Int, _ height: Int) {
        let grid = ContactSheetGrid(sizes: cells, rowLabels: cells.map { _ in "A" }, title: title)
        #expect([grid.width, grid.height] as [Int] == [width, height])
    }

    /// Columns: mode first, then appearance; a device joins the header only when two are selected.
    @Test func columnsOrderAndHeaders() {
        func spec(_ a: Appearance, _ m: RenderingMode, _ d: Device = .iPhone393) -> SnapshotSpec {
            SnapshotSpec(scenarioID: "s", environment: RenderEnvironment(surface: .systemSmall, device: d, appearance: a,
                                                                         textSize: .large, mode: m))
        }
        #expect(SheetColumns([spec(.dark, .accented), spec(.light, .fullColor), spec(.dark, .fullColor)]).keys
                == ["light · fullColor", "dark · fullColor", "dark · accented"])
        #expect(SheetColumns([spec(.light, .fullColor, .iPhone430), spec(.light, .fullColor)]).keys
                == ["light · fullColor · 393x852", "light · fullColor · 430x932"])
    }

    /// A 2×2 block of opaque red, opaque blue and two transparent pixels → one pixel.
    @Test func shrinkAveragesByAlpha() {
        let b = Bitmap(width: 2, height: 2, pixels: [255, 0, 0, 255, 0, 0, 255, 255, 9, 9, 9, 0, 9, 9, 9, 0])
        #expect(b.shrunk(by: 2) == Bitmap(width: 1, height: 1, pixels: [128, 0, 128, 128]))
        #expect(b.shrunk(by: 1) == b)
        #expect(Bitmap(width: 5, height: 3).shrunk(by: 2).width == 3)
    }

    /// `snapshot sheet` twice gives the same bytes.
    @Test func sheetIsByteIdenticalAcrossRuns() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var bytes: [Data] = []
        for run in ["a", "b"] {
            let result = CLIRun(["sheet", "--scenario", TestPaths.scenarioFixture("belmont-stale"), "--surface", "systemSmall",
                                 "--surface", "standByLiveActivity", "--out", folder.path(run).path])
            #expect(result.code == .ok, "\(result.err)")
            bytes.append(try Data(contentsOf: folder.path(run + "/belmont-stale.png")))
        }
        #expect(bytes[0] == bytes[1])
        let sheet = try PNGDecoder.decode([UInt8](bytes[0]))
        // systemSmall (474 px) in 4 columns (fullColor, accented × light, dark), then StandBy's
        // Live Activity halved (1113 px wide) in the dark fullColor and nightRed columns.
        #expect(sheet.width > 474 + 2 * 1113)
        #expect(sheet.height > 474 + 84 * 3)
    }
}
