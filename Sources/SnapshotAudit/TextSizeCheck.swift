import SnapshotModel

/// Rule family `size` (errors, reference §7.2):
/// - `size.text`: text set below 11 pt (the font size in the tree; StandBy's are already
///   scaled).
/// - `size.target`: the refresh target smaller than 44 × 44 pt, or not inside the presentation.
enum TextSizeCheck {
    static let minimumText = 11.0
    static let minimumTarget = 44.0

    static func check(_ s: AuditSubject) -> [AuditFinding] {
        var out: [AuditFinding] = []
        for e in s.textElements {
            guard let font = e.font, font.size < minimumText - 0.001 else { continue }
            out.append(s.finding(.sizeText, e, measured: font.size, threshold: minimumText,
                                 "\(e.role.rawValue) is set at \(ClippingCheck.points(font.size)) pt, below the \(Int(minimumText)) pt minimum"))
        }
        let surface = Rect(x: 0, y: 0, width: s.tree.size.width, height: s.tree.size.height)
        for target in s.tree.elements(.refresh) {
            let f = target.frame
            let side = min(f.width, f.height)
            if side < minimumTarget - 0.001 {
                out.append(s.finding(.sizeTarget, target, measured: side, threshold: minimumTarget,
                                     "refresh target is \(ClippingCheck.points(f.width)) × \(ClippingCheck.points(f.height)) pt, below 44 × 44 pt"))
            }
            if !surface.contains(f, tolerance: ClippingCheck.tolerance) {
                out.append(s.finding(.sizeTarget, target, measured: ClippingCheck.overhang(f, surface), threshold: 0,
                                     "refresh target reaches outside the presentation, where taps do not land"))
            }
        }
        return out
    }
}
