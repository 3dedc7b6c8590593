import Foundation
import SnapshotPresentation
import SnapshotRules

/// Rule `language.mixed` (error; locale expansion): a German or Spanish presentation
/// speaks its own language only. In every element's accessibility label and in the summary,
/// once the scenario's own words (stop names, destinations, route ids, times) and the CTA's
/// line names (proper names, `Strings.lineNames`) are set aside, no word is one of the strings
/// table's English words that the language's phrases never say (`Strings.englishOnlyWords`):
/// "S8 Line nach Wiesbaden" says the English "Line".
enum SpokenLanguageCheck {
    static func check(_ s: AuditSubject) -> [AuditFinding] {
        let p = s.presentation
        let english = Strings.englishOnlyWords(for: p.language)
        guard !english.isEmpty else { return [] }
        let data = Set(([p] + p.furtherActivities).flatMap(dataWords))
        let lineNames = Strings.lineNames(p.language)
        func mixed(_ label: String) -> String? {
            var text = label
            for name in lineNames { text = text.replacingOccurrences(of: name, with: " ") }
            return Words.folded(text).first { english.contains($0) && !data.contains($0) }
        }
        var out: [AuditFinding] = []
        for e in s.tree.elements {
            guard let label = e.label, let word = mixed(label) else { continue }
            out.append(s.finding(.languageMixed, e,
                                 "the \(p.language.rawValue) label \"\(label)\" says the English \"\(word)\""))
        }
        if let word = mixed(s.tree.spokenSummary) {
            out.append(s.finding(.languageMixed, nil,
                                 "the \(p.language.rawValue) summary \"\(s.tree.spokenSummary)\" says the English \"\(word)\""))
        }
        return out
    }

    /// The folded words a presentation takes from its scenario rather than from `Strings`.
    static func dataWords(_ p: Presentation) -> [String] {
        let texts = [p.header?.stopName ?? ""] + p.rows.flatMap { [$0.destination, $0.route, $0.bareTime] + $0.timeForms }
        return texts.flatMap(Words.folded)
    }
}
