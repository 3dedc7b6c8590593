import SnapshotModel

/// Rule family `overlap` (errors):
/// - `overlap.text`: two elements that set text (text runs and badges) share area.
/// - `overlap.refresh`: anything other than the background shares area with the refresh target.
enum OverlapCheck {
    /// Frames may touch or share this much (points) before they count as overlapping, so
    /// rounding in the layout is not a finding.
    static let slack = 0.01

    static func check(_ s: AuditSubject) -> [AuditFinding] {
        var out: [AuditFinding] = []
        let texts = s.textElements
        for i in texts.indices {
            for j in texts.indices where j > i {
                let a = texts[i], b = texts[j]
                guard let depth = overlap(a.frame, b.frame) else { continue }
                out.append(s.finding(.overlapText, a, measured: depth, threshold: 0,
                                     "\(a.role.rawValue) \"\(a.text ?? "")\" overlaps \(b.role.rawValue) \"\(b.text ?? "")\" by \(ClippingCheck.points(depth)) pt"))
            }
        }
        for target in s.tree.elements(.refresh) {
            for e in s.tree.elements where e.role != .background && e.role != .refresh {
                guard let depth = overlap(target.frame, e.frame) else { continue }
                out.append(s.finding(.overlapRefresh, e, measured: depth, threshold: 0,
                                     "\(e.role.rawValue) \(e.text.map { "\"\($0)\" " } ?? "")reaches \(ClippingCheck.points(depth)) pt into the refresh target"))
            }
        }
        return out
    }

    /// The smaller side of the intersection of `a` and `b`, nil when they do not overlap
    /// by more than `slack`.
    static func overlap(_ a: Rect, _ b: Rect) -> Double? {
        let w = min(a.maxX, b.maxX) - max(a.minX, b.minX), h = min(a.maxY, b.maxY) - max(a.minY, b.minY)
        return w > slack && h > slack ? min(w, h) : nil
    }
}
