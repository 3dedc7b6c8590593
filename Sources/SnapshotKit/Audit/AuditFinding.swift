/// How much an audit finding matters. Only unallowlisted `error`s fail the run (exit 1).
public enum AuditSeverity: String, Sendable, Codable, CaseIterable, Comparable {
    case error, warning, info

    /// Errors first, then warnings, then infos.
    public static func < (a: AuditSeverity, b: AuditSeverity) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// One thing the accessibility audit found in one snapshot: which rule, where (element role,
/// text, frame in points), what was measured against which threshold, and why it matters.
public struct AuditFinding: Equatable, Sendable {
    /// The rule id, `family.rule` (e.g. `contrast.text`); docs/audit.md lists them.
    public var rule: String
    public var severity: AuditSeverity
    /// The snapshot key (`scenario-id/name`), or the allowlist file for `allowlist.stale`.
    public var key: String
    public var role: ElementRole?
    /// The element's text (or label when it has no text).
    public var text: String?
    /// The element's frame in points.
    public var frame: Rect?
    /// What was measured (a contrast ratio, points, a row count), with the threshold it is held to.
    public var measured: Double?
    public var threshold: Double?
    /// One sentence saying what is wrong and what to do.
    public var message: String
    /// The reason of the allowlist entry that accepts this finding, nil when not allowlisted.
    public var allowlistedBecause: String?

    public init(rule: String, severity: AuditSeverity, key: String, role: ElementRole? = nil, text: String? = nil,
                frame: Rect? = nil, measured: Double? = nil, threshold: Double? = nil, message: String) {
        self.rule = rule; self.severity = severity; self.key = key; self.role = role; self.text = text
        self.frame = frame; self.measured = measured; self.threshold = threshold; self.message = message
    }

    /// A finding about `element` of the subject keyed `key`.
    init(_ rule: String, _ severity: AuditSeverity, _ key: String, _ element: LayoutElement?,
         measured: Double? = nil, threshold: Double? = nil, _ message: String) {
        self.init(rule: rule, severity: severity, key: key, role: element?.role, text: element?.text ?? element?.label,
                  frame: element?.frame, measured: measured, threshold: threshold, message: message)
    }

    /// Whether this finding fails the run.
    public var fails: Bool { severity == .error && allowlistedBecause == nil }

    /// Report order: severity, rule, key, then position and text, so output is deterministic.
    static func ordered(_ a: AuditFinding, _ b: AuditFinding) -> Bool {
        let ka = (a.severity, a.rule, a.key), kb = (b.severity, b.rule, b.key)
        if ka != kb { return ka < kb }
        let pa = (a.frame?.y ?? -1, a.frame?.x ?? -1, a.role?.rawValue ?? "", a.text ?? "", a.message)
        let pb = (b.frame?.y ?? -1, b.frame?.x ?? -1, b.role?.rawValue ?? "", b.text ?? "", b.message)
        return pa < pb
    }

    /// The finding as `audit.json` writes it.
    var json: JSONOutput {
        var fields: [String: JSONOutput] = [
            "rule": .string(rule), "severity": .string(severity.rawValue), "key": .string(key),
            "message": .string(message),
            "role": .optional(role.map { .string($0.rawValue) }), "text": .optional(text.map(JSONOutput.string)),
            "measured": .optional(measured.map(JSONOutput.number)), "threshold": .optional(threshold.map(JSONOutput.number)),
            "allowlisted": .bool(allowlistedBecause != nil),
        ]
        if let frame {
            fields["frame"] = .object(["x": .number(frame.x), "y": .number(frame.y),
                                       "width": .number(frame.width), "height": .number(frame.height)])
        } else {
            fields["frame"] = .null
        }
        if let reason = allowlistedBecause { fields["allowlistReason"] = .string(reason) }
        return .object(fields)
    }

    /// One terminal line: `error contrast.text belmont-fresh/…: message`.
    var line: String {
        "\(severity.rawValue) \(rule) \(key): \(message)" + (allowlistedBecause.map { " [allowlisted: \($0)]" } ?? "")
    }
}
