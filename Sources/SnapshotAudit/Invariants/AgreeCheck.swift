import SnapshotLayout
import SnapshotPresentation

/// Rule `identity.agree` (error): Dynamic Type requests agree with each other about a stop name.
/// A snapshot's tree is compared with the same data laid out at the next smaller request:
/// - laid out at the same size, the larger request shows no less of the name;
/// - the larger request does not cut a name that the smaller one keeps whole at XL or above
///   (a step down to that size would have kept it whole, and wins over a larger size that cuts).
package enum AgreeCheck {
    /// The findings for the snapshot keyed `key`: `larger` at its request, `smaller` at the
    /// next smaller one, both laid out from `presentation`'s data.
    package static func check(key: String, presentation: Presentation, larger: LayoutTree, smaller: LayoutTree) -> [AuditFinding] {
        guard let header = presentation.header, !presentation.redacted, !presentation.locked,
              let big = larger.elements.first(where: { $0.role == .title && $0.activity == nil }), let bigLines = big.lines,
              let small = smaller.elements.first(where: { $0.role == .title && $0.activity == nil }), let smallLines = small.lines
        else { return [] }
        let a = NameReading(name: header.stopName, lines: bigLines, language: header.nameLanguage)
        let b = NameReading(name: header.stopName, lines: smallLines, language: header.nameLanguage)
        guard a.spells, b.spells else { return [] }
        let request = larger.environment.textSize.rawValue, smaller_ = smaller.environment.textSize.rawValue
        let drawn = bigLines.joined(separator: " / "), other = smallLines.joined(separator: " / ")
        if larger.renderedTextSize == smaller.renderedTextSize, a.kept < b.kept {
            return [AuditFinding(.identityAgree, key, big, measured: Double(a.kept), threshold: Double(b.kept),
                                 "stop name \"\(header.stopName)\" shows \"\(drawn)\" for \(request) but \"\(other)\" for \(smaller_), "
                                 + "both laid out at \(larger.renderedTextSize.rawValue): a larger request shows no less of the name")]
        }
        if !a.whole, b.whole, smaller.renderedTextSize >= Compositions.stepDownFloor {
            return [AuditFinding(.identityAgree, key, big, measured: Double(a.kept), threshold: Double(b.kept),
                                 "stop name \"\(header.stopName)\" is cut to \"\(drawn)\" at \(larger.renderedTextSize.rawValue) for "
                                 + "\(request), but \(smaller_) keeps it whole at \(smaller.renderedTextSize.rawValue): a step down "
                                 + "that keeps the name whole wins over a larger size that cuts it")]
        }
        return []
    }
}
