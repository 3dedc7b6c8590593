import SnapshotFormats
import SnapshotLayout
import SnapshotModel

/// Rule family `clipping`: nothing is cut off.
/// - `clipping.bounds` (error): every frame (and a glyph's frame) inside the surface, 0.5 pt
///   tolerance; `clipping.container` (error): inside the background element's frame.
/// - `clipping.truncated` (error): a role that must show in full (`SharedLayout.neverTruncated`:
///   times, subtitle, status word, messages) was ellipsized.
/// - `clipping.ellipsis` (info): a name (title, destination) ellipsized, as it may.
/// - `clipping.ink` (error): drawn pixels outside the container's rounded shape.
/// With further activities each element's container is its own activity's background.
enum ClippingCheck {
    static let tolerance = 0.5

    static func check(_ s: AuditSubject) -> [AuditFinding] {
        var out: [AuditFinding] = []
        let surface = Rect(x: 0, y: 0, width: s.tree.size.width, height: s.tree.size.height)
        let containers = containersByActivity(s)
        for e in s.tree.elements where e.role != .background {
            let container = containers[e.activity ?? 1] ?? surface
            var frames = [e.frame]
            if case .icon(_, _, let glyph, _) = e.paint { frames.append(glyph) }
            if let outside = frames.first(where: { !surface.contains($0, tolerance: tolerance) }) {
                out.append(s.finding(.clippingBounds, e, measured: overhang(outside, surface), threshold: tolerance,
                                     "\(e.role.rawValue) reaches \(points(overhang(outside, surface))) pt outside the \(s.surface.rawValue) surface"))
            } else if let outside = frames.first(where: { !container.contains($0, tolerance: tolerance) }) {
                out.append(s.finding(.clippingContainer, e, measured: overhang(outside, container), threshold: tolerance,
                                     "\(e.role.rawValue) reaches \(points(overhang(outside, container))) pt outside its container"))
            }
            if e.truncated {
                if SharedLayout.neverTruncated.contains(e.role) {
                    out.append(s.finding(.clippingTruncated, e,
                                         "\(e.role.rawValue) \"\(e.text ?? "")\" is cut\(cutTo(e)); it must show in full"))
                } else {
                    out.append(s.finding(.clippingEllipsis, e,
                                         "\(e.role.rawValue) \"\(e.text ?? "")\" is cut\(cutTo(e)) to fit"))
                }
            }
        }
        for bg in activityBackgrounds(s) { out += ink(s, bg) }
        return out
    }

    /// The first background of each activity (1 for the first): its container.
    static func activityBackgrounds(_ s: AuditSubject) -> [LayoutElement] {
        var seen = Set<Int>(), out: [LayoutElement] = []
        for e in s.tree.elements where e.role == .background && seen.insert(e.activity ?? 1).inserted { out.append(e) }
        return out
    }

    static func containersByActivity(_ s: AuditSubject) -> [Int: Rect] {
        Dictionary(uniqueKeysWithValues: activityBackgrounds(s).map { ($0.activity ?? 1, $0.frame) })
    }

    /// How far `inner` reaches past `outer`, in points.
    static func overhang(_ inner: Rect, _ outer: Rect) -> Double {
        max(outer.minX - inner.minX, outer.minY - inner.minY, inner.maxX - outer.maxX, inner.maxY - outer.maxY, 0)
    }

    static func points(_ v: Double) -> String { JSONOutput.format(v) }

    /// " to "Halsted &…"": the characters drawn, when the element has them (line breaks as spaces).
    static func cutTo(_ e: LayoutElement) -> String {
        e.shown.map { " to \"" + $0.replacingOccurrences(of: "\n", with: " ") + "\"" } ?? " with an ellipsis"
    }

    /// Pixels with ink outside the background's shape (`ContinuousCorners`, as the renderer
    /// draws it; more than one pixel past its edge, so antialiasing does not count). Only where
    /// the container is a rounded shape and the mode leaves the outside transparent
    /// (`RenderingMode.leavesOutsideTransparent`: full colour, accented). `bg` is one activity's
    /// container; the pixels looked at are those of its frame (the whole bitmap for one activity).
    static func ink(_ s: AuditSubject, _ bg: LayoutElement) -> [AuditFinding] {
        guard case .roundedRect(_, let radius) = bg.paint, radius > 0,
              s.tree.environment.mode.leavesOutsideTransparent else { return [] }
        let k = s.scale, shape = ContinuousCorners(bg.frame, radius: radius)
        let profile = shape.cornerProfile()
        var count = 0
        var box: (Int, Int, Int, Int)?
        let cornerPixels = Int((shape.reach * k).rounded(.up))
        let w = s.pixels.width
        let x0 = max(0, Int((bg.frame.minX * k).rounded(.down))), x1 = min(w, Int((bg.frame.maxX * k).rounded(.up)))
        let y0 = max(0, Int((bg.frame.minY * k).rounded(.down))), y1 = min(s.pixels.height, Int((bg.frame.maxY * k).rounded(.up)))
        guard x0 < x1, y0 < y1 else { return [] }
        let columns = (x0..<x1).filter { $0 < x0 + cornerPixels || $0 >= x1 - cornerPixels }
        s.pixels.withStored { px in
            for y in y0..<y1 where y < y0 + cornerPixels || y >= y1 - cornerPixels {
                let cy = (Double(y) + 0.5) / k
                /// The pixel's distance outside the shape, nil where nothing is drawn.
                func distance(_ x: Int) -> Double? {
                    px.alpha(px.word(x, y)) > 0 ? profile.outsideDistance((Double(x) + 0.5) / k, cy, within: 1 / k) : nil
                }
                func judge(_ x: Int, _ d: Double) {
                    guard d > 1 / k else { return }
                    count += 1
                    box = box.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y)
                }
                // NB: on one row, `outsideDistance` is 0 exactly on a run of pixels (it folds x
                // to the nearer side and compares that with a bound set by the row), so once a
                // drawn pixel is found inside from each end, every column between is inside too.
                var lo = 0, hi = columns.count - 1, insideFromLeft = false
                while lo <= hi && !insideFromLeft {
                    if let d = distance(columns[lo]) { judge(columns[lo], d); insideFromLeft = d == 0 }
                    lo += 1
                }
                var insideFromRight = !insideFromLeft
                while lo <= hi && !insideFromRight {
                    if let d = distance(columns[hi]) { judge(columns[hi], d); insideFromRight = d == 0 }
                    hi -= 1
                }
            }
        }
        guard count > 0, let b = box else { return [] }
        let frame = Rect(x: Double(b.0) / k, y: Double(b.1) / k, width: Double(b.2 - b.0 + 1) / k, height: Double(b.3 - b.1 + 1) / k)
        return [AuditFinding(rule: .clippingInk, key: s.key, role: .background, frame: frame,
                             measured: Double(count), threshold: 0,
                             message: "\(count) drawn pixel(s) outside the container's rounded corners")]
    }
}
