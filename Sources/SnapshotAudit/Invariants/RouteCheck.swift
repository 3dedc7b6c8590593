/// Rule `route.text` (error): no row tells its line by colour alone ("Never rely on
/// the tint color alone"): a row whose route marker is a colour dot also draws its
/// destination or the route's name as text. The time alone names no line; a bus badge's number
/// is text. Every mode is checked, since tinted and night-red modes take the colour away.
enum RouteCheck {
    static func check(_ s: AuditSubject) -> [AuditFinding] {
        guard !s.presentation.redacted else { return [] }
        var out: [AuditFinding] = []
        for dot in s.tree.elements where dot.role == .routeMarker {
            guard case .circle = dot.paint, let row = dot.row else { continue }
            let named = s.tree.elements.contains { e in
                e.row == row && e.font != nil && (e.role == .destination || e.role == .routeMarker)
                    && !(e.drawnText ?? "").isEmpty
            }
            if !named {
                out.append(s.finding(.routeText, dot,
                                     "row \(row) tells its line (\(dot.label ?? dot.text ?? "?")) by colour alone in "
                                     + "\(s.tree.environment.mode.rawValue): no destination or route name is drawn beside its time"))
            }
        }
        return out
    }
}
