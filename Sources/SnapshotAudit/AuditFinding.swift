import SnapshotLayout
import SnapshotModel

/// How much an audit finding matters. Only unallowlisted `error`s fail the run (exit 1).
package enum AuditSeverity: String, Sendable, Codable, CodingKeyRepresentable, CaseIterable, Comparable {
    case error, warning, info

    /// Errors first, then warnings, then infos.
    package static func < (a: AuditSeverity, b: AuditSeverity) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// One thing the accessibility audit found in one snapshot: which rule, where (element role,
/// text, frame in points), what was measured against which threshold, and why it matters.
package struct AuditFinding: Equatable, Sendable, Codable {
    /// The rule broken (its id, `family.rule`, e.g. `contrast.text`, is what audit.json writes).
    package var rule: AuditRule
    package var severity: AuditSeverity
    /// The snapshot key (`scenario-id/name`), or the allowlist file for `allowlist.stale`.
    package var key: String
    package var role: ElementRole?
    /// The element's text (or label when it has no text).
    package var text: String?
    /// The characters drawn when the element's text was cut ("Halsted &…"), nil otherwise.
    package var shown: String?
    /// The element's frame in points.
    package var frame: Rect?
    /// What was measured (a contrast ratio, points, a row count), with the threshold it is held to.
    package var measured: Double?
    package var threshold: Double?
    /// One sentence saying what is wrong and what to do.
    package var message: String
    /// The reason of the allowlist entry that accepts this finding, nil when not allowlisted.
    package var allowlistedBecause: String?

    /// A finding of `rule`, at the rule's severity unless a graded rule says less (`severity`).
    package init(rule: AuditRule, severity: AuditSeverity? = nil, key: String, role: ElementRole? = nil, text: String? = nil,
                shown: String? = nil, frame: Rect? = nil, measured: Double? = nil, threshold: Double? = nil, message: String) {
        self.rule = rule; self.severity = severity ?? rule.severity; self.key = key; self.role = role; self.text = text; self.shown = shown
        self.frame = frame; self.measured = measured; self.threshold = threshold; self.message = message
    }

    /// A finding about `element` of the subject keyed `key`.
    init(_ rule: AuditRule, severity: AuditSeverity? = nil, _ key: String, _ element: LayoutElement?,
         measured: Double? = nil, threshold: Double? = nil, _ message: String) {
        self.init(rule: rule, severity: severity, key: key, role: element?.role, text: element?.text ?? element?.label,
                  shown: element?.shown, frame: element?.frame, measured: measured, threshold: threshold, message: message)
    }

    /// Whether this finding fails the run.
    package var fails: Bool { severity == .error && allowlistedBecause == nil }

    /// Report order: severity, rule, key, then position and text, so output is deterministic.
    static func ordered(_ a: AuditFinding, _ b: AuditFinding) -> Bool {
        let ka = (a.severity, a.rule, a.key), kb = (b.severity, b.rule, b.key)
        if ka != kb { return ka < kb }
        let pa = (a.frame?.y ?? -1, a.frame?.x ?? -1, a.role?.rawValue ?? "", a.text ?? "", a.message)
        let pb = (b.frame?.y ?? -1, b.frame?.x ?? -1, b.role?.rawValue ?? "", b.text ?? "", b.message)
        return pa < pb
    }

    enum CodingKeys: String, CodingKey {
        case rule, severity, key, role, text, shown, frame, measured, threshold, message, allowlisted, allowlistReason
    }

    /// As `audit.json` writes it: absent values as null (`shown` only on a cut text), `allowlisted`
    /// always, the reason when allowlisted.
    package func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(rule, forKey: .rule); try c.encode(severity, forKey: .severity); try c.encode(key, forKey: .key)
        try c.encode(role, forKey: .role); try c.encode(text, forKey: .text); try c.encodeIfPresent(shown, forKey: .shown)
        try c.encode(frame, forKey: .frame)
        try c.encode(measured, forKey: .measured); try c.encode(threshold, forKey: .threshold)
        try c.encode(message, forKey: .message); try c.encode(allowlistedBecause != nil, forKey: .allowlisted)
        try c.encodeIfPresent(allowlistedBecause, forKey: .allowlistReason)
    }

    package init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(rule: try c.decode(AuditRule.self, forKey: .rule), severity: try c.decode(AuditSeverity.self, forKey: .severity),
                  key: try c.decode(String.self, forKey: .key), role: try c.decodeIfPresent(ElementRole.self, forKey: .role),
                  text: try c.decodeIfPresent(String.self, forKey: .text), shown: try c.decodeIfPresent(String.self, forKey: .shown),
                  frame: try c.decodeIfPresent(Rect.self, forKey: .frame),
                  measured: try c.decodeIfPresent(Double.self, forKey: .measured),
                  threshold: try c.decodeIfPresent(Double.self, forKey: .threshold),
                  message: try c.decode(String.self, forKey: .message))
        // NB: fail closed: a finding counts as allowlisted only with the entry's reason beside it.
        if try c.decodeIfPresent(Bool.self, forKey: .allowlisted) ?? false,
           let reason = try c.decodeIfPresent(String.self, forKey: .allowlistReason), !reason.isEmpty {
            allowlistedBecause = reason
        }
    }

    /// One terminal line: `error contrast.text belmont-fresh/…: message`.
    var line: String {
        "\(severity.rawValue) \(rule) \(key): \(message)" + (allowlistedBecause.map { " [allowlisted: \($0)]" } ?? "")
    }
}
