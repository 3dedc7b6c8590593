import Foundation
@testable import SnapshotAudit
import SnapshotImage
@testable import SnapshotLayout
@testable import SnapshotModel
@testable import SnapshotPresentation
@testable import SnapshotRules

/// Synthetic audit subjects: a medium-widget-like tree at 1 pixel per point, and a tiny
/// rasteriser that paints each element as solid blocks (text as a block of its colour
/// inside its frame), so each check can be driven with exact colours and frames.
enum AuditFixture {
    static let white = Color(r: 255, g: 255, b: 255), black = Color(r: 0, g: 0, b: 0)
    static let headline = FontSpec.style(.headline, .large), footnote = FontSpec.style(.footnote, .large)
    static let row = FontSpec.style(.subheadline, .large), caption2 = FontSpec.style(.caption2, .large, weight: .semibold)

    static func text(_ role: ElementRole, _ text: String, _ frame: Rect, font: FontSpec = row, color: Color = black,
                     row: Int? = nil, label: String? = nil) -> LayoutElement {
        LayoutElement(role: role, row: row, frame: frame, paint: .text(TextRun(text, font: font, color: color, wrapWidth: nil)),
                      text: text, label: label ?? text)
    }

    /// Belmont, fresh, one row, on a 338 × 158 light medium widget; passes every check.
    static func clean() -> AuditSubject {
        let summary = "Belmont. Red Line to Howard, 3 minutes. Updated 2 minutes ago."
        let elements = [
            LayoutElement(role: .background, frame: Rect(x: 0, y: 0, width: 338, height: 158),
                          paint: .roundedRect(fill: white, radius: 22), label: summary, action: "transit://stop/40320"),
            LayoutElement(role: .icon, frame: Rect(x: 16, y: 17, width: 20, height: 20),
                          paint: .icon(name: .train, tint: black, glyphFrame: Rect(x: 16, y: 17, width: 20, height: 20), turns: 0),
                          label: "Train station"),
            text(.title, "Belmont", Rect(x: 40, y: 16, width: 100, height: 22), font: headline),
            text(.subtitle, "Updated 2\u{00A0}min ago", Rect(x: 40, y: 38, width: 150, height: 18), font: footnote,
                 label: "Updated 2 minutes ago"),
            LayoutElement(role: .refresh, frame: Rect(x: 278, y: 5, width: 44, height: 44),
                          paint: .icon(name: .arrowClockwise, tint: Color(r: 0, g: 0x7A, b: 0xFF),
                                       glyphFrame: Rect(x: 290, y: 17, width: 20, height: 20), turns: 0),
                          label: RefreshAction.label, action: RefreshAction.intent),
            LayoutElement(role: .routeMarker, row: 1, frame: Rect(x: 16, y: 110, width: 12, height: 12),
                          paint: .circle(fill: Color(r: 0xC6, g: 0x0C, b: 0x30)), text: "Red", label: "Red Line"),
            text(.destination, "Howard", Rect(x: 36, y: 106, width: 100, height: 20), row: 1, label: "to Howard"),
            text(.time, "3\u{00A0}min", Rect(x: 270, y: 106, width: 52, height: 20), row: 1, label: "3 minutes"),
        ]
        let env = RenderEnvironment(surface: .systemMedium, device: .iPhone393, appearance: .light, textSize: .large)
        let tree = LayoutTree(environment: env, size: Size(width: 338, height: 158), renderedTextSize: .large,
                              elements: elements, spokenSummary: summary)
        let header = Presentation.Header(mode: Presentation.StopMode(.train, language: .en), stopName: "Belmont", subtitle: "Updated 2\u{00A0}min ago", shortSubtitle: "2\u{00A0}min ago",
                                         spokenSubtitle: "Updated 2 minutes ago")
        let rowContent = ArrivalRowContent(route: "Red", spokenRoute: "Red Line", color: Color(r: 0xC6, g: 0x0C, b: 0x30),
                                           destination: "Howard", time: "3\u{00A0}min", spokenTime: "3 minutes", showsRouteBadge: false)
        let p = Presentation(content: .arrivals(header, [rowContent]), isStale: false, showsRefresh: true,
                             deepLink: "transit://stop/40320", spokenSummary: summary)
        return painted(AuditSubject(key: "fixture/systemMedium_393x852_light_L", presentation: p, tree: tree,
                                    bitmap: Bitmap(width: 1, height: 1), upcomingArrivals: 1))
    }

    /// `s` with its bitmap repainted from its tree at 1 pixel per point.
    static func painted(_ s: AuditSubject) -> AuditSubject {
        var s = s
        var b = Bitmap(width: Int(s.tree.size.width), height: Int(s.tree.size.height))
        func rgba(_ c: Color) -> RGBA8 { RGBA8(r: c.r, g: c.g, b: c.b, a: UInt8((c.alpha * 255).rounded())) }
        func block(_ f: Rect, inset: Double, _ c: Color) {
            b.fill(x: Int(f.minX + inset), y: Int(f.minY + inset), width: Int(f.width - 2 * inset),
                   height: Int(f.height - 2 * inset), color: rgba(c))
        }
        for e in s.tree.elements {
            let f = e.frame
            switch e.paint {
            case .roundedRect(let fill, let radius):
                // The container's shape as the renderer draws it (continuous corners).
                let profile = ContinuousCorners(f, radius: radius).cornerProfile()
                for y in max(0, Int(f.minY))..<min(b.height, Int(f.maxY)) {
                    for x in max(0, Int(f.minX))..<min(b.width, Int(f.maxX))
                    where profile.outsideDistance(Double(x) + 0.5, Double(y) + 0.5) == 0 {
                        b[x, y] = rgba(fill)
                    }
                }
            case .circle(let fill, let keyline):
                for y in Int(f.minY)..<Int(f.maxY) {
                    for x in Int(f.minX)..<Int(f.maxX) where f.circleContains(Double(x) + 0.5, Double(y) + 0.5, inset: 0) {
                        let inFill = f.circleContains(Double(x) + 0.5, Double(y) + 0.5, inset: keyline?.width ?? 0)
                        if x >= 0, y >= 0, x < b.width, y < b.height { b[x, y] = rgba(inFill ? fill : keyline!.color) }
                    }
                }
            case .badge(_, _, let textColor, let fill, _): block(f, inset: 0, fill); block(f, inset: 4, textColor)
            case .text(let run): block(f, inset: 3, run.color)
            case .icon(_, let tint, let glyph, _): block(glyph, inset: 3, tint)
            case .none: break
            }
        }
        s.bitmap = b
        return s
    }

    /// `clean()` changed by `change`, repainted.
    static func with(_ change: (inout AuditSubject) -> Void) -> AuditSubject {
        var s = clean()
        change(&s)
        return painted(s)
    }
}

extension AuditSubject {
    /// Changes the element of `role` (the first, or the one in `row`).
    mutating func edit(_ role: ElementRole, row: Int? = nil, _ change: (inout LayoutElement) -> Void) {
        let i = tree.elements.firstIndex { $0.role == role && (row == nil || $0.row == row) }!
        change(&tree.elements[i])
    }
}
