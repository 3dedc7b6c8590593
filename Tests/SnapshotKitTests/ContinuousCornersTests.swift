import Foundation
@testable import SnapshotLayout
@testable import SnapshotModel
@testable import SnapshotRender
import Testing

/// Issue 11 item 7: containers have iOS's continuous corners. The reference curve is PaintCode's
/// published reconstruction of UIKit's iOS 7+ rounded rectangle ("Drawing Code for iOS 7 Rounded
/// Rectangles", paintcodeapp.com/news/code-for-ios-7-rounded-rectangles; its category code is
/// copied in many repositories): per corner, three cubics from 1.52866483 r along one edge to
/// 1.52866483 r along the other. The constants below are written out from that code, not taken
/// from `ContinuousCorners`, and the drawn pixels are measured against them.
@Suite struct ContinuousCornersTests {
    /// The top-left corner of the reference, in units of r from the corner (x along the top
    /// edge, y down the left edge): start, then (c1, c2, end) per cubic.
    static let start = (1.52866483, 0.0)
    static let cubics: [((Double, Double), (Double, Double), (Double, Double))] = [
        ((1.08849323, 0), (0.86840689, 0), (0.63149399, 0.07491100)),
        ((0.37282392, 0.16905899), (0.16906013, 0.37282401), (0.07491176, 0.63149399)),
        ((0, 0.86840701), (0, 1.08849299), (0, 1.52866483)),
    ]

    /// Points on the reference corner, with the unit normal pointing into the shape.
    static func referencePoints(radius r: Double) -> [(x: Double, y: Double, nx: Double, ny: Double)] {
        var out: [(x: Double, y: Double, nx: Double, ny: Double)] = []
        var p0 = start
        for (c1, c2, e) in cubics {
            for i in 0...20 {
                let t = Double(i) / 20, m = 1 - t
                let x = m * m * m * p0.0 + 3 * m * m * t * c1.0 + 3 * m * t * t * c2.0 + t * t * t * e.0
                let y = m * m * m * p0.1 + 3 * m * m * t * c1.1 + 3 * m * t * t * c2.1 + t * t * t * e.1
                // Tangent by the derivative; the inward normal points away from the corner.
                let dx = 3 * m * m * (c1.0 - p0.0) + 6 * m * t * (c2.0 - c1.0) + 3 * t * t * (e.0 - c2.0)
                let dy = 3 * m * m * (c1.1 - p0.1) + 6 * m * t * (c2.1 - c1.1) + 3 * t * t * (e.1 - c2.1)
                let len = (dx * dx + dy * dy).squareRoot()
                var n = (-dy / len, dx / len)
                if n.0 + n.1 < 0 { n = (-n.0, -n.1) }
                out.append((x * r, y * r, n.0, n.1))
            }
            p0 = e
        }
        return out
    }

    /// The rendered container's pixels 1.5 px inside the reference curve are opaque and 1.5 px
    /// outside it transparent, all along the corner; and where the continuous curve and a
    /// circular arc of the same radius differ most (x = 0.85 r: the arc is 0.0118 r from the
    /// edge, the curve 0.0257 r), the pixel between them is empty, so a circular corner fails.
    @Test func drawnCornerFollowsTheReferenceCurve() throws {
        let renderer = try Renderer(iconsDirectory: TestPaths.icons)
        let r = 100.0, size = Size(width: 400, height: 400), k = renderer.scale
        let bg = LayoutElement(role: .background, frame: Rect(x: 0, y: 0, width: 400, height: 400),
                               paint: .roundedRect(fill: Color(r: 0, g: 0, b: 0), radius: r))
        let bitmap = try renderer.draw([bg], size: size)
        func alpha(_ x: Double, _ y: Double) -> UInt8 { bitmap[Int(x * k), Int(y * k)].a }
        let step = 1.5 / k
        for p in Self.referencePoints(radius: r) where p.x > step && p.y > step {
            #expect(alpha(p.x + step * p.nx, p.y + step * p.ny) == 255, "inside at (\(p.x), \(p.y))")
            #expect(alpha(p.x - step * p.nx, p.y - step * p.ny) == 0, "outside at (\(p.x), \(p.y))")
        }
        // Between the circular arc (1.18 pt from the edge) and the curve (2.57 pt) at x = 85 pt.
        #expect(alpha(85, 1.9) == 0)
        // The other three corners are the same curve mirrored.
        #expect(alpha(400 - 85, 1.9) == 0 && alpha(85, 400 - 1.9) == 0 && alpha(400 - 1.9, 400 - 85) == 0)
        #expect(alpha(85, 3.3) == 255 && alpha(400 - 3.3, 400 - 85) == 255)
    }

    /// (container, width, height, requested radius, shape drawn, radius drawn).
    static let kinds: [(String, Double, Double, Double, ContinuousCorners.Kind, Double)] = [
        ("small widget", 158, 158, 22, .continuous, 22),
        ("medium widget", 338, 158, 22, .continuous, 22),
        ("Lock Screen activity at its 84 pt minimum", 371, 84, 22, .continuous, 22),
        ("StandBy widget at 2x", 316, 316, 44, .continuous, 44),
        // 1.52866483 × 44 = 67.3 pt > 50: the corners are limited to 50 / 1.52866483.
        ("expanded island, 100 pt tall", 371, 100, 44, .clampedContinuous, 50 / 1.528665),
        ("expanded island, 160 pt tall", 371, 160, 44, .continuous, 44),
        ("expanded island, 84 pt tall: radius min(44, 42)", 371, 84, 42, .capsule, 42),
        ("compact island", 230, 36.67, 18.335, .capsule, 18.335),
        ("minimal island", 45, 36.67, 18.335, .capsule, 18.335),
        ("a capsule asked for more than half", 60, 20, 44, .capsule, 10),
        ("square", 338, 158, 0, .square, 0),
    ]

    @Test(arguments: kinds.indices)
    func shapeKind(_ i: Int) {
        let (name, w, h, r, kind, drawn) = Self.kinds[i]
        let shape = ContinuousCorners(Rect(x: 0, y: 0, width: w, height: h), radius: r)
        #expect(shape.kind == kind, "\(name)")
        #expect(abs(shape.drawnRadius - drawn) < 1e-6, "\(name): \(shape.drawnRadius)")
    }

    /// A capsule stays a capsule: its ends are half circles (the island's compact shape).
    @Test func capsuleEndsAreCircles() throws {
        let renderer = try Renderer(iconsDirectory: TestPaths.icons)
        let k = renderer.scale, h = 36.67, q = h / 2
        let bg = LayoutElement(role: .background, frame: Rect(x: 0, y: 0, width: 230, height: h),
                               paint: IslandLayout.background(.liveActivityCompact, height: h))
        let bitmap = try renderer.draw([bg], size: Size(width: 230, height: h))
        // Points 1.5 px inside and 1.5 px outside the left half circle, where outside is
        // still on the canvas (the circle touches the canvas edge at 180°, 90° and 270°).
        for degrees in [115.0, 135, 155, 205, 225, 245] {
            let a = degrees * .pi / 180
            func alpha(_ d: Double) -> UInt8 { bitmap[Int((q + d * cos(a)) * k), Int((q + d * sin(a)) * k)].a }
            #expect(alpha(q - 1.5 / k) == 255 && alpha(q + 1.5 / k) == 0, "at \(degrees)°")
        }
    }

    /// The audit's ink test uses the same shape: a pixel just outside the curve (but inside
    /// where a circular arc would be) counts as outside, one on the curve's inside does not.
    static let outsideRows: [(String, Double, Double, Bool)] = [
        ("between the arc and the curve", 85, 1.9, true),
        ("inside the curve", 85, 3.3, false),
        ("the middle", 200, 200, false),
        ("on the straight edge past the corner", 160, 0.1, false),
    ]

    @Test(arguments: outsideRows.indices)
    func outsideDistance(_ i: Int) {
        let (name, x, y, outside) = Self.outsideRows[i]
        let profile = ContinuousCorners(Rect(x: 0, y: 0, width: 400, height: 400), radius: 100).cornerProfile()
        #expect((profile.outsideDistance(x, y) > 0) == outside, "\(name): \(profile.outsideDistance(x, y))")
    }
}
