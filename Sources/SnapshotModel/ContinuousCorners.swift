import Foundation

/// The shape of every rounded container (widgets, the Lock Screen Live Activity, the Dynamic
/// Island, redaction bars): a rectangle with iOS's **continuous** ("squircle") corners, not
/// circular arcs (docs/spec-decisions.md, "Continuous corners"). The one place the curve is
/// defined; the renderer draws `segments` and the audit's `clipping.ink` tests `outsideDistance`.
///
/// The curve is the widely used cubic-Bézier reconstruction of UIKit's iOS 7+
/// `bezierPathWithRoundedRect:cornerRadius:` (PaintCode, "Drawing Code for iOS 7 Rounded
/// Rectangles", paintcodeapp.com/news/code-for-ios-7-rounded-rectangles): each corner of radius r
/// leaves the straight edge 1.528665 r from the corner and is three cubics, symmetric about the
/// corner's diagonal (`Self.corner`, coordinates in units of r from the corner point).
package struct ContinuousCorners: Equatable, Sendable {
    /// How the requested radius was drawn.
    package enum Kind: Equatable, Sendable {
        /// Square corners (radius 0).
        case square
        /// Continuous corners of the requested radius.
        case continuous
        /// Continuous corners whose radius was reduced so both corners of the shorter side fit
        /// (1.528665 r ≤ half the side), as the published reconstruction limits it.
        case clampedContinuous
        /// A radius of at least half the shorter side: a true capsule with circular ends, as the
        /// Dynamic Island's compact and minimal shapes and SwiftUI's `Capsule()` are.
        case capsule
    }

    /// How far a corner reaches along each edge, in units of its radius.
    package static let extent = 1.528665
    /// One corner's three cubics, from the top edge to the left edge of a top-left corner at
    /// (0, 0), in units of the radius (x along the top edge, y down the left edge).
    package static let corner: [(c1: (Double, Double), c2: (Double, Double), end: (Double, Double))] = [
        ((1.088493, 0), (0.868407, 0), (0.631494, 0.074911)),
        ((0.372824, 0.169060), (0.169060, 0.372824), (0.074911, 0.631494)),
        ((0, 0.868407), (0, 1.088493), (0, extent)),
    ]

    package let rect: Rect
    /// The requested radius.
    package let radius: Double

    package init(_ rect: Rect, radius: Double) { self.rect = rect; self.radius = radius }

    var half: Double { min(rect.width, rect.height) / 2 }

    package var kind: Kind {
        if radius <= 0 { return .square }
        if radius >= half { return .capsule }
        return radius * Self.extent <= half ? .continuous : .clampedContinuous
    }

    /// The radius the corners are drawn with (the capsule's is half the shorter side).
    package var drawnRadius: Double {
        switch kind {
        case .square: 0
        case .continuous: radius
        case .clampedContinuous: half / Self.extent
        case .capsule: half
        }
    }

    /// How far a corner reaches along each edge from the corner point, in points.
    package var reach: Double { kind == .capsule ? drawnRadius : drawnRadius * Self.extent }

    /// One piece of the outline, in points.
    package enum Segment: Equatable, Sendable {
        case move(x: Double, y: Double)
        case line(x: Double, y: Double)
        case cubic(c1x: Double, c1y: Double, c2x: Double, c2y: Double, x: Double, y: Double)
        /// A circular arc about (cx, cy), angles in radians, clockwise on screen (y down).
        case arc(cx: Double, cy: Double, radius: Double, from: Double, to: Double)
        case close
    }

    /// The closed outline, clockwise on screen from the top edge.
    package var segments: [Segment] {
        let r = rect
        switch kind {
        case .square:
            return [.move(x: r.minX, y: r.minY), .line(x: r.maxX, y: r.minY), .line(x: r.maxX, y: r.maxY),
                    .line(x: r.minX, y: r.maxY), .close]
        case .capsule:
            let q = half, pi = Double.pi
            return [.arc(cx: r.maxX - q, cy: r.minY + q, radius: q, from: -pi / 2, to: 0),
                    .arc(cx: r.maxX - q, cy: r.maxY - q, radius: q, from: 0, to: pi / 2),
                    .arc(cx: r.minX + q, cy: r.maxY - q, radius: q, from: pi / 2, to: pi),
                    .arc(cx: r.minX + q, cy: r.minY + q, radius: q, from: pi, to: 3 * pi / 2), .close]
        case .continuous, .clampedContinuous:
            var out: [Segment] = []
            // Each corner: its point, u pointing back along the edge we arrive on and v along
            // the edge we leave on (the curve is symmetric, so one table serves all four).
            let corners: [(Double, Double, (Double, Double), (Double, Double))] = [
                (r.maxX, r.minY, (-1, 0), (0, 1)),   // top-right: arrive along the top, leave down the right
                (r.maxX, r.maxY, (0, -1), (-1, 0)),  // bottom-right
                (r.minX, r.maxY, (1, 0), (0, -1)),   // bottom-left
                (r.minX, r.minY, (0, 1), (1, 0)),    // top-left
            ]
            for (i, (cx, cy, u, v)) in corners.enumerated() {
                let pts = cornerPoints(cx, cy, u, v)
                out.append(i == 0 ? .move(x: pts[0].0, y: pts[0].1) : .line(x: pts[0].0, y: pts[0].1))
                for j in 0..<3 {
                    let a = pts[1 + 3 * j], b = pts[2 + 3 * j], e = pts[3 + 3 * j]
                    out.append(.cubic(c1x: a.0, c1y: a.1, c2x: b.0, c2y: b.1, x: e.0, y: e.1))
                }
            }
            out.append(.close)
            return out
        }
    }

    /// A corner's start point and its nine control/end points, in points: a table point (x, y)
    /// is `corner + R·(x·u + y·v)`, u pointing back along the edge we arrive on, v along the
    /// edge we leave on.
    private func cornerPoints(_ cx: Double, _ cy: Double, _ u: (Double, Double), _ v: (Double, Double)) -> [(Double, Double)] {
        let rr = drawnRadius
        func at(_ x: Double, _ y: Double) -> (Double, Double) {
            (cx + rr * (x * u.0 + y * v.0), cy + rr * (x * u.1 + y * v.1))
        }
        var pts = [at(Self.extent, 0)]
        for c in Self.corner { pts += [at(c.c1.0, c.c1.1), at(c.c2.0, c.c2.1), at(c.end.0, c.end.1)] }
        return pts
    }

    /// One corner's outline as a polyline in corner-local coordinates (x = distance from the
    /// side edge, y = distance from the top or bottom edge, points), from (e, 0) to (0, e), e the
    /// corner's reach; each cubic (or the capsule's quarter circle) cut into `steps` pieces.
    /// Every corner is this one mirrored.
    package func cornerProfile(steps: Int = 48) -> CornerProfile {
        let rr = drawnRadius
        var pts: [(x: Double, y: Double)] = []
        switch kind {
        case .square:
            pts = [(0, 0)]
        case .capsule:
            for i in 0...(3 * steps) {
                let a = Double.pi / 2 * Double(i) / Double(3 * steps)   // 0: on the top edge
                pts.append((rr - rr * sin(a), rr - rr * cos(a)))
            }
        case .continuous, .clampedContinuous:
            var p0 = (x: Self.extent * rr, y: 0.0)
            pts.append(p0)
            for c in Self.corner {
                for i in 1...steps {
                    let t = Double(i) / Double(steps), m = 1 - t
                    func b(_ a: Double, _ c1: Double, _ c2: Double, _ e: Double) -> Double {
                        m * m * m * a + 3 * m * m * t * c1 + 3 * m * t * t * c2 + t * t * t * e
                    }
                    pts.append((b(p0.x, c.c1.0 * rr, c.c2.0 * rr, c.end.0 * rr), b(p0.y, c.c1.1 * rr, c.c2.1 * rr, c.end.1 * rr)))
                }
                p0 = (c.end.0 * rr, c.end.1 * rr)
            }
        }
        return CornerProfile(rect: rect, points: pts)
    }
}

/// One corner of a `ContinuousCorners` shape as a polyline, for inside/outside tests.
package struct CornerProfile: Sendable {
    let rect: Rect
    /// Corner-local points from the top edge (y = 0) to the side edge (x = 0); y increases.
    let points: [(x: Double, y: Double)]

    /// How far the point (px, py) lies outside the shape, in points; 0 inside or on the edge.
    /// With `within`, a point outside by at most that much may give any distance in (0, within]
    /// (the search stops at the first segment that close): for a caller that only asks whether
    /// it is beyond `within`, as `clipping.ink` does of every drawn pixel near a corner.
    package func outsideDistance(_ px: Double, _ py: Double, within: Double = 0) -> Double {
        // Fold the point into the top-left corner's local frame.
        let lx = min(px - rect.minX, rect.maxX - px), ly = min(py - rect.minY, rect.maxY - py)
        if lx < 0 || ly < 0 { return (min(lx, 0) * min(lx, 0) + min(ly, 0) * min(ly, 0)).squareRoot() }
        guard let last = points.last, ly < last.y, lx < points[0].x else { return 0 }
        // The curve's x at this y (it is monotone: y rises as x falls), by binary search.
        var lo = 0, hi = points.count - 1
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if points[mid].y <= ly { lo = mid } else { hi = mid }
        }
        let a = points[lo], b = points[hi]
        let xb = b.y > a.y ? a.x + (b.x - a.x) * (ly - a.y) / (b.y - a.y) : min(a.x, b.x)
        if lx >= xb { return 0 }
        var best = Double.infinity
        for i in 1..<points.count {
            let a = points[i - 1], b = points[i]
            let dx = b.x - a.x, dy = b.y - a.y, len2 = dx * dx + dy * dy
            let t = len2 > 0 ? min(1, max(0, ((lx - a.x) * dx + (ly - a.y) * dy) / len2)) : 0
            let ex = a.x + t * dx - lx, ey = a.y + t * dy - ly
            best = min(best, (ex * ex + ey * ey).squareRoot())
            // NB: the point is strictly outside the polyline here, so best stays above 0.
            if best <= within { break }
        }
        return best
    }
}
