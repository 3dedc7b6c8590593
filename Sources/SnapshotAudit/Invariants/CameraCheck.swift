/// Rule `bounds.camera` (error): nothing is drawn in the Dynamic Island's camera band (reference
/// §4.1, §4.2): on the expanded island the TrueDepth band (its centre ± 62.7 pt, from y = 11 for
/// 37.33 pt), on the compact one the region between its leading and trailing regions
/// (`SurfaceSpec.cameraBand`). A frame may touch the band by `ClippingCheck.tolerance`. The band
/// is the first activity's: a detached minimal beside it has no camera.
enum CameraCheck {
    static func check(_ s: AuditSubject) -> [AuditFinding] {
        let env = s.tree.environment
        let width = s.first(.background)?.frame.width ?? s.tree.size.width
        guard let band = s.surface.spec.cameraBand(width: width, device: env.device) else { return [] }
        let t = ClippingCheck.tolerance
        return s.tree.firstActivity.filter { $0.role != .background }.compactMap { e in
            let w = min(e.frame.maxX, band.maxX) - max(e.frame.minX, band.minX)
            let h = min(e.frame.maxY, band.maxY) - max(e.frame.minY, band.minY)
            guard w > t, h > t else { return nil }
            return s.finding(.boundsCamera, e, measured: w, threshold: t,
                             "\(e.role.rawValue)\(e.drawnText.map { " \"\($0)\"" } ?? "") reaches \(ClippingCheck.points(w)) pt "
                             + "into the camera band of \(s.surface.rawValue)")
        }
    }
}
