import Foundation
@testable import SnapshotModel
@testable import SnapshotRules
import Testing

/// The surfaces' table (issue 19 item 1): what differs between surfaces is one row each, so a
/// new surface is a case and a row, and no code tests for a surface by name.
@Suite struct SurfaceSpecTests {
    /// Files that may name a surface: its declaration, the table, and the two drawings of a
    /// chosen surface on purpose (the refresh animation's small widget, the overlay legend's medium).
    static let allowed = ["SnapshotModel/Surface.swift", "SnapshotRules/SurfaceSpecTable.swift",
                          "SnapshotCatalog/RefreshAnimation.swift", "SnapshotAudit/OverlayLegend.swift"]

    /// No source outside the table names a surface: no `== .systemLarge`, no `case .systemSmall`
    /// over surfaces, no list of surfaces (the silent places issue 19 found: the large widget's
    /// slots, the small widget's header gap, the audit's row surfaces).
    @Test func noCodeOutsideTheTableNamesASurface() {
        let names = Surface.allCases.map(\.rawValue).joined(separator: "|")
        var found: [String] = []
        for file in SourceScan.swiftFiles() where !Self.allowed.contains(where: file.path.hasSuffix) {
            for name in SourceScan.matches("\\.(\(names))\\b", in: SourceScan.code(file.text), group: 1) {
                found.append("\(file.path) names .\(name)")
            }
        }
        #expect(found == [], "\(found.joined(separator: "\n"))")
    }

    /// StandBy is its base drawn twice as large: rows, refresh, cap and staleness are the base's.
    @Test(arguments: [(Surface.standByWidget, Surface.systemSmall), (.standByLiveActivity, .liveActivityLockScreen),
                      (.standByLiveActivityMinimal, .liveActivityMinimal)])
    func standByIsItsBaseScaled(_ surface: Surface, _ base: Surface) {
        let s = surface.spec, b = base.spec
        #expect(s.layout == .scaled(base: base))
        #expect(s.place == .standBy && s.appearances == [.dark] && s.modes == [.fullColor, .nightRed])
        #expect(s.devices == Device.phones)
        for device in s.devices {
            // The minimal is the same on every island phone; StandBy draws it on the 17e too.
            let b = b.has(on: device) ? b : base.spec.withSizes(on: .iPhone393, as: device)
            let k = SurfaceMetrics.standByScale, screen = SurfaceMetrics.standByScreen(device)
            if s.fillsScreen {
                // The activity fills the landscape screen; its 2× base fits inside it.
                #expect(s.size(device).width == screen.width && s.size(device).heights == screen.height...screen.height)
                #expect(b.size(device).width * k <= screen.width && b.size(device).heights.upperBound * k <= screen.height)
            } else {
                #expect(s.size(device).width == b.size(device).width * k)
                #expect(s.size(device).heights.upperBound == b.size(device).heights.upperBound * k)
            }
        }
        #expect(TextSize.allCases.allSatisfy { s.rows(at: $0) == b.rows(at: $0) })
        #expect(s.refresh == b.refresh && s.textCap == b.textCap && s.isWidget == b.isWidget)
    }

    /// Where each surface sits, what it shows, and the camera (reference §4.1, §4.2).
    @Test func placesContentAndCamera() {
        let rows = Surface.allCases.filter { $0.spec.showsRows }
        #expect(rows == [.systemSmall, .systemMedium, .systemLarge, .liveActivityLockScreen, .liveActivityExpanded,
                         .standByWidget, .standByLiveActivity])
        #expect(Surface.allCases.filter { $0.spec.content == .lines } == [.accessoryRectangular])
        #expect(Surface.allCases.filter { $0.spec.camera != nil } == [.liveActivityExpanded, .liveActivityCompact])
        let band = Surface.liveActivityExpanded.spec.cameraBand(width: 371, device: .iPhone393)
        #expect(band == Rect(x: (371 - 125.33) / 2, y: 11, width: 125.33, height: 37.33))
        let compact = Surface.liveActivityCompact.spec.cameraBand(width: 230, device: .iPhone393)
        #expect(compact == Rect(x: 52.33, y: 0, width: 230 - 2 * 52.33, height: 36.67))
        #expect(Surface.allCases.filter { $0.spec.rowPlacement == .fixedSlots } == [.systemLarge])
        // Seed 001: "tapping it opens the Lock Screen layout at 2×", filling StandBy's screen.
        #expect(Surface.allCases.filter { $0.spec.fillsScreen } == [.standByLiveActivity])
        #expect(Surface.allCases.filter { $0.spec.stacksHeader } == [.systemSmall, .standByWidget])
    }
}

extension SurfaceSpec {
    /// The row with `device`'s size taken from `from`'s (a test's stand-in for a device the row lacks).
    func withSizes(on from: Device, as device: Device) -> SurfaceSpec {
        var s = self
        s.sizes[device] = sizes[from]
        return s
    }
}
