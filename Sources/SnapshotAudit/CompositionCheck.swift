import SnapshotLayout

/// Rule families `dynamicType` and `hierarchy`: each composition honours its size and keeps
/// the glance's hierarchy ("Can a person understand identity, value, and
/// freshness in one glance?").
/// - `dynamicType.size` (error): laid out at another text size than the requested one, or
///   than the surface's documented cap (`Compositions.cap`).
/// - `dynamicType.cap` (info): the request is above the surface's cap, which is used; the
///   message names the cap (docs/spec-decisions.md has the arithmetic).
/// - `dynamicType.overflow` (error): no composition of the surface fitted at its size.
/// - `hierarchy.missing` (error): identity (mode icon, stop name), the primary value (the first
///   arrival's time, where rows show) or freshness (subtitle or status word) is not drawn.
/// - `hierarchy.truncated`: the value or freshness ellipsized (error); the stop name
///   ellipsized with less than 2.5 em showing (error) or with enough showing (warning: names
///   may ellipsize).
enum CompositionCheck {
    static func check(_ s: AuditSubject) -> [AuditFinding] {
        size(s) + hierarchy(s)
    }

    static func size(_ s: AuditSubject) -> [AuditFinding] {
        let requested = s.tree.environment.textSize
        var expected = Compositions.textSize(s.surface, requested: requested)
        // A small widget steps down from its size to its one-line cap and below when nothing
        // fits (`Compositions.textSizes`): each of those sizes is right.
        if Compositions.textSizes(s.surface, requested: requested).contains(s.tree.renderedTextSize) {
            expected = s.tree.renderedTextSize
        }
        var out: [AuditFinding] = []
        if s.tree.renderedTextSize != expected {
            out.append(s.finding(.dynamicTypeSize, nil, "laid out at \(s.tree.renderedTextSize.rawValue); "
                                 + "\(s.surface.rawValue) at \(requested.rawValue) must be laid out at \(expected.rawValue)"))
        } else if expected < requested {
            out.append(s.finding(.dynamicTypeCap, nil,
                                 "laid out at \(expected.rawValue), the \(s.surface.rawValue) cap (docs/spec-decisions.md)"))
        }
        if let c = s.tree.composition, c.forced {
            out.append(s.finding(.dynamicTypeOverflow, nil,
                                 "no composition of \(s.surface.rawValue) fits at \(expected.rawValue): \(c.name)"))
        }
        return out
    }

    static func hierarchy(_ s: AuditSubject) -> [AuditFinding] {
        // Surfaces whose presentation carries the whole hierarchy (the tiny ones show one value).
        guard s.surface.spec.carriesHierarchy, s.presentation.header != nil else { return [] }
        var out: [AuditFinding] = []
        let missing = [
            // The rectangular accessory's three lines carry no icon (name, value, freshness).
            ("identity: the mode icon", s.surface.spec.content != .lines && s.first(.icon) == nil),
            // NB: locked, the name and the time are drawn as bars (role `redacted`, `privacy.leak`).
            ("identity: the stop name", s.first(.title) == nil && !(s.presentation.locked && s.first(.redacted) != nil)),
            ("the primary value (the first arrival's time)",
             s.showsRows && s.upcomingArrivals > 0 && s.first(.time) == nil && !s.presentation.locked),
            ("freshness (subtitle or status word)", s.first(.subtitle) == nil && s.first(.statusLabel) == nil),
        ]
        for (what, isMissing) in missing where isMissing {
            out.append(s.finding(.hierarchyMissing, nil, "\(what) is not drawn"))
        }
        for e in s.tree.elements where e.truncated {
            switch e.role {
            case .time, .subtitle, .statusLabel:
                out.append(s.finding(.hierarchyTruncated, e,
                                     "\(e.role.rawValue) \"\(e.text ?? "")\" is cut\(ClippingCheck.cutTo(e)); it must show in full"))
            case .title:
                let font = e.font?.size ?? 0
                let enough = Legibility.showsEnough(width: e.frame.width, size: font, lines: Legibility.lineCount(e))
                    || IdentityCheck.header(of: e, in: s.presentation).map { IdentityCheck.cutAtWords(e, $0) } ?? false
                out.append(s.finding(.hierarchyTruncated, severity: enough ? .warning : .error, e,
                                     measured: e.frame.width / max(font, 1), threshold: Legibility.minimumVisible + Legibility.ellipsisAllowance,
                                     "stop name \"\(e.text ?? "")\" is cut\(ClippingCheck.cutTo(e))" + (enough ? "" : ", less than 2.5 em")))
            default: break
            }
        }
        return out
    }
}
