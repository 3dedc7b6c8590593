import SnapshotLayout
import SnapshotModel

/// Rule family `identity`: a person can tell which stop this is.
/// - `identity.whole` (error): a name of at most 20 characters is drawn whole (it may wrap,
///   never be cut) at L and XL on the surfaces that show rows outside the island: the Home
///   Screen widgets, the Lock Screen Live Activity and both StandBy presentations.
/// - `identity.kept` (error): a cut name keeps at least 8 of its characters ("Halsted &…" keeps
///   9; "Halsted…" 7; the inline "Bel…:" 3), on every surface that draws it.
enum IdentityCheck {
    static let wholeUpTo = 20
    static let keptAtLeast = Legibility.keptCharacters
    /// The sizes at which a short name is never cut.
    static let wholeSizes: Set<TextSize> = [.large, .xLarge]

    static func check(_ s: AuditSubject) -> [AuditFinding] {
        guard let header = s.presentation.header, !s.presentation.redacted, let title = s.first(.title), title.truncated
        else { return [] }
        let name = header.stopName, env = s.tree.environment
        let kept = keptCharacters(title)
        let drawn = (title.drawnText ?? "").replacingOccurrences(of: "\n", with: " ")
        var out: [AuditFinding] = []
        if name.count <= wholeUpTo, wholeSizes.contains(env.textSize), s.surface.spec.showsRows,
           s.surface.place != .dynamicIsland {
            out.append(s.finding("identity.whole", .error, title, measured: Double(kept), threshold: Double(name.count),
                                 "stop name \"\(name)\" (\(name.count) characters) is cut to \"\(drawn)\" at \(env.textSize.rawValue) on "
                                 + "\(s.surface.rawValue); a name of at most \(wholeUpTo) characters is drawn whole at L and XL"))
        }
        if kept < keptAtLeast {
            out.append(s.finding("identity.kept", .error, title, measured: Double(kept), threshold: Double(keptAtLeast),
                                 "stop name \"\(name)\" keeps \(kept) of its \(name.count) characters (\"\(drawn)\"); "
                                 + "a cut name keeps at least \(keptAtLeast)"))
        }
        return out
    }

    /// The name's characters a cut title still draws (`Legibility.keptCharacters(drawn:)`).
    static func keptCharacters(_ title: LayoutElement) -> Int {
        Legibility.keptCharacters(drawn: title.drawnText ?? "")
    }
}
