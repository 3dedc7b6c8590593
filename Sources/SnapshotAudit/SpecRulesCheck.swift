import SnapshotModel
import SnapshotRules

/// Rule family `spec` (errors): what the spec says a glance must keep.
/// - `spec.seconds`: a fresh time is "Due" or "N min", never seconds (a delayed or timetable-only
///   arrival's worded forms are rule `timing.word`'s).
/// - `spec.headerMarker`: no route marker in the header (above the title's bottom).
/// - `spec.staleOrder`: the status capsule left of the refresh button, on its row. Only where
///   the word is a capsule: the rectangular accessory sets it as its third line by design;
///   a word other than Stale may instead take a line of its own.
/// - `spec.rowCount`: rows shown = min(`RowRules.rows` at the requested size, upcoming
///   arrivals), on the presentations that show rows.
enum SpecRulesCheck {
    static func check(_ s: AuditSubject) -> [AuditFinding] {
        seconds(s) + headerMarker(s) + staleOrder(s) + rowCount(s)
    }

    static func seconds(_ s: AuditSubject) -> [AuditFinding] {
        guard !s.presentation.isStale else { return [] }
        let rows = s.presentation.rows
        return s.tree.elements(.time).compactMap { e in
            let language = s.presentation.language
            guard let text = e.text, !isFreshTime(text, language) else { return nil }
            // A delayed or timetable-only arrival's forms ("Late 7 min", "Sched. 2:41 PM") are
            // held by rule `timing.word`.
            if let n = e.row, (1...rows.count).contains(n), rows[n - 1].timeForms + [rows[n - 1].bareTime] != [text, text],
               rows[n - 1].timeForms.contains(text) || rows[n - 1].bareTime == text { return nil }
            return s.finding(.specSeconds, e, "fresh time \"\(text)\" is not \"\(Strings.text(.due, language))\" or \""
                             + Strings.text(.minutes, language).replacingOccurrences(of: "{n}", with: "N") + "\"")
        }
    }

    /// "Due" or whole minutes ("7 min"), in `language`'s words ("Jetzt", "7 Min.").
    static func isFreshTime(_ text: String, _ language: Language) -> Bool {
        if text == Strings.text(.due, language) { return true }
        // The minutes phrase with its count written as 0, split around the count.
        let parts = Strings.text(.minutes, language, count: 0).components(separatedBy: "0")
        guard parts.count == 2, text.hasPrefix(parts[0]), text.hasSuffix(parts[1]),
              text.count > parts[0].count + parts[1].count else { return false }
        let digits = text.dropFirst(parts[0].count).dropLast(parts[1].count)
        return digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber)
    }

    static func headerMarker(_ s: AuditSubject) -> [AuditFinding] {
        guard let title = s.first(.title) else { return [] }
        return s.tree.elements(.routeMarker).filter { $0.frame.minY < title.frame.maxY - ClippingCheck.tolerance }.map {
            s.finding(.specHeaderMarker, $0, "route marker sits in the header (above the stop name's bottom edge)")
        }
    }

    static func staleOrder(_ s: AuditSubject) -> [AuditFinding] {
        guard let label = s.first(.statusLabel), label.fill != nil, let refresh = s.first(.refresh) else { return [] }
        let left = label.frame.maxX <= refresh.frame.minX + ClippingCheck.tolerance
        let sameRow = label.frame.minY < refresh.frame.maxY && refresh.frame.minY < label.frame.maxY
        if left && sameRow { return [] }
        // A word other than Stale may take a line of its own (`StatusKind.mayTakeOwnLine`).
        if !sameRow, s.presentation.status?.mayTakeOwnLine == true { return [] }
        return [s.finding(.specStaleOrder, label,
                          "the \"\(label.text ?? "")\" label must sit left of the refresh button on its row")]
    }

    static func rowCount(_ s: AuditSubject) -> [AuditFinding] {
        // Only surfaces that show arrival rows (`SurfaceSpec.showsRows`); the others show one value or three lines.
        guard s.surface.spec.showsRows, s.presentation.header != nil else { return [] }
        let expected = s.showsRows
            ? min(RowRules.rows(s.surface, textSize: s.tree.environment.textSize), s.upcomingArrivals) : 0
        // NB: the first activity's rows: a further one has its own arrivals.
        let shown = Set(s.tree.firstActivity.filter { $0.role == .time || $0.role == .routeMarker }.compactMap(\.row)).count
        guard shown != expected else { return [] }
        return [s.finding(.specRowCount, nil, measured: Double(shown), threshold: Double(expected),
                          "\(shown) row(s) shown, expected \(expected) (\(RowRules.rows(s.surface, textSize: s.tree.environment.textSize)) at \(s.tree.environment.textSize.rawValue), \(s.upcomingArrivals) upcoming)")]
    }
}
