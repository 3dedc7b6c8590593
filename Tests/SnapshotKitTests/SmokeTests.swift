import Foundation
import Testing
@testable import SnapshotKit

@Test func smoke() throws {
    let renderer = try Renderer(iconsDirectory: TestPaths.icons)
    let layout = SharedLayout(measurer: renderer.measurer)
    let header = Presentation.Header(mode: .train, stopName: "Belmont", subtitle: "Updated 2 min ago", spokenSubtitle: "")
    let rows = [ArrivalRowContent(route: "Red", spokenRoute: "Red Line", color: Color(hex: "#C60C30")!, destination: "Howard", time: "Due", spokenTime: "", isBus: false),
                ArrivalRowContent(route: "Brn", spokenRoute: "Brown Line", color: Color(hex: "#62361B")!, destination: "Kimball", time: "7 min", spokenTime: "", isBus: false)]
    for stale in [false, true] {
    let p = Presentation(content: .arrivals(header, rows), isStale: stale, showsRefresh: true, deepLink: "x", spokenSummary: "s")
    for s in Surface.allCases { for a in Appearance.allCases { for t in [TextSize.large, .ax3] {
        let tree = layout.layout(p, in: RenderEnvironment(surface: s, device: .iPhone393, appearance: a, textSize: t))
        let bmp = try renderer.render(tree)
        try Data(PNGEncoder.encode(bmp, compression: .fast)).write(to: URL(fileURLWithPath: "/tmp/smoke/\(s)-\(a)-\(t)-\(stale).png"))
    }}}}
}
