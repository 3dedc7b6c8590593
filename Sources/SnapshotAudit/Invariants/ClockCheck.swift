import Foundation
import SnapshotLayout
import SnapshotRules

/// Rule `time.clock` (error): a clock time reads as a clock time, never as a countdown ("2:25"
/// beside "9 min" reads as two and a half minutes). In a locale whose clock has a day period
/// (`ClockDayPeriods`: en_US, es_US), every drawn time (role `time`) that holds a clock time
/// (`\d{1,2}:\d{2}`) carries the period right after it ("2:25 PM", "2:38 p.m.", with an
/// ordinary, no-break or narrow no-break space or none), or its row draws the clock glyph (an
/// icon named `clock`). Words before the time are fine ("Sched. 2:41 PM", "Delayed · 2:28 PM").
/// On every surface.
enum ClockCheck {
    /// The glyph that says "this is a clock time" where the period does not fit.
    static let glyph = ArrivalTimeRules.TimeForms.glyph

    static func check(_ s: AuditSubject) -> [AuditFinding] {
        guard let locale = s.locale, !s.presentation.redacted else { return [] }
        let periods = ClockDayPeriods.of(locale)
        guard !periods.isEmpty else { return [] }
        return s.tree.elements.compactMap { e -> AuditFinding? in
            guard e.role == .time, let text = e.drawnText, let bare = bareClockTime(text, periods: periods),
                  !drawsGlyph(s.tree, row: e.row, activity: e.activity) else { return nil }
            return s.finding(.timeClock, e,
                             "\"\(text)\" on \(s.surface.rawValue) shows the clock time \"\(bare)\" without its day period "
                             + "(\(periods.map { "\"\($0)\"" }.joined(separator: " or ")) in \(locale.identifier)) and without the "
                             + "\(glyph.name) glyph: it reads as a countdown")
        }
    }

    /// The first clock time in `text` that no day period follows, nil when each has one.
    static func bareClockTime(_ text: String, periods: [String]) -> String? {
        let wanted = periods.map(folded)
        for time in clockTimes(text) {
            let rest = folded(String(text[time.upperBound...]))
            if !wanted.contains(where: { rest.hasPrefix($0) }) { return String(text[time]) }
        }
        return nil
    }

    /// Each clock time in `text`: one or two digits, a colon, two digits (`\d{1,2}:\d{2}`).
    static func clockTimes(_ text: String) -> [Range<String.Index>] {
        let digit = { (c: Character) in c.isASCII && c.isNumber }
        var out: [Range<String.Index>] = []
        for colon in text.indices where text[colon] == ":" {
            let minutes = text[text.index(after: colon)...].prefix(2)
            guard minutes.count == 2, minutes.allSatisfy(digit), colon > text.startIndex,
                  digit(text[text.index(before: colon)]) else { continue }
            var start = text.index(before: colon)
            if start > text.startIndex, digit(text[text.index(before: start)]) { start = text.index(before: start) }
            out.append(start..<minutes.endIndex)
        }
        return out
    }

    /// Whether the row (or, for a value with no row, the activity's glance) draws the clock glyph.
    static func drawsGlyph(_ tree: LayoutTree, row: Int?, activity: Int?) -> Bool {
        tree.elements.contains { e in
            guard e.row == row, e.activity == activity, case .icon(let name, _, _, _) = e.paint else { return false }
            return name == glyph
        }
    }

    /// Lower case without the spaces a period may be set with ("\u{202F}PM" → "pm", "p. m." → "p.m.").
    static func folded(_ text: String) -> String {
        String(text.lowercased().unicodeScalars.filter { !ClockDayPeriods.spaces.contains($0) }.map(Character.init))
    }
}
