/// Every rule the audit and the sweep hold a snapshot to: its id (the raw value, `family.rule`,
/// as audit.json, sweep.json, the allowlist and docs/audit.md and docs/sweep.md spell it), the
/// severity of a breach and what it holds. A finding names one of these, so a misspelt id does
/// not compile, and a rule id read from a file is one of these or an error naming the file.
package enum AuditRule: String, Sendable, Codable, CodingKeyRepresentable, CaseIterable, Comparable, CustomStringConvertible {
    // The audit's rules (docs/audit.md "Rules"), in its order.
    case clippingBounds = "clipping.bounds"
    case clippingContainer = "clipping.container"
    case clippingTruncated = "clipping.truncated"
    case clippingEllipsis = "clipping.ellipsis"
    case dynamicTypeSize = "dynamicType.size"
    case dynamicTypeCap = "dynamicType.cap"
    case dynamicTypeOverflow = "dynamicType.overflow"
    case hierarchyMissing = "hierarchy.missing"
    case hierarchyTruncated = "hierarchy.truncated"
    case clippingInk = "clipping.ink"
    case overlapText = "overlap.text"
    case overlapRefresh = "overlap.refresh"
    case contrastText = "contrast.text"
    case contrastNonText = "contrast.nonText"
    case sizeText = "size.text"
    case sizeTarget = "size.target"
    case timingWord = "timing.word"
    case statusWord = "status.word"
    case actionLabel = "action.label"
    case actionRefresh = "action.refresh"
    case actionBackground = "action.background"
    case privacyLeak = "privacy.leak"
    case languageMixed = "language.mixed"
    case specSeconds = "spec.seconds"
    case specHeaderMarker = "spec.headerMarker"
    case specStaleOrder = "spec.staleOrder"
    case specRowCount = "spec.rowCount"
    case allowlistStale = "allowlist.stale"
    // The sweep's invariants (docs/sweep.md "Invariants", `InvariantChecks`), in its order.
    case identityWhole = "identity.whole"
    case identityKept = "identity.kept"
    case identityReadable = "identity.readable"
    case identityWord = "identity.word"
    case identityAgree = "identity.agree"
    case stateWord = "state.word"
    case stateDash = "state.dash"
    case stateAge = "state.age"
    case stateDistinct = "state.distinct"
    case routeText = "route.text"
    case boundsCamera = "bounds.camera"
    case localeStatusWord = "locale.statusWord"
    case stabilityComposition = "stability.composition"
    case timeClock = "time.clock"
    case layoutRoom = "layout.room"

    /// The id as files and messages spell it.
    package var id: String { rawValue }

    // NB: interpolated into messages, reports and file names, a rule reads as its id, never
    // as the case's Swift name.
    package var description: String { rawValue }

    /// The severity of a breach. A graded rule says its worst here and grades its findings
    /// itself (`hierarchy.truncated` a warning with enough of the name showing, `timing.word`
    /// and `status.word` by surface, `state.word` and `state.dash` info on the glance-only island).
    package var severity: AuditSeverity {
        switch self {
        case .clippingEllipsis, .dynamicTypeCap: .info
        case .allowlistStale: .warning
        case .clippingBounds, .clippingContainer, .clippingTruncated, .dynamicTypeSize, .dynamicTypeOverflow,
             .hierarchyMissing, .hierarchyTruncated, .clippingInk, .overlapText, .overlapRefresh, .contrastText,
             .contrastNonText, .sizeText, .sizeTarget, .timingWord, .statusWord, .actionLabel, .actionRefresh,
             .actionBackground, .privacyLeak, .languageMixed, .specSeconds, .specHeaderMarker, .specStaleOrder,
             .specRowCount, .identityWhole, .identityKept, .identityReadable, .identityWord, .identityAgree,
             .stateWord, .stateDash, .stateAge, .stateDistinct, .routeText, .boundsCamera, .localeStatusWord,
             .stabilityComposition, .timeClock, .layoutRoom: .error
        }
    }

    /// Ids sort as strings, so reports keep the order they had when rules were strings.
    package static func < (a: AuditRule, b: AuditRule) -> Bool { a.rawValue < b.rawValue }

    /// What is wrong with a rule id that names no rule, for the message naming where it was read.
    package static func unknown(_ id: String) -> String {
        "unknown rule '\(id)': no id of docs/audit.md or docs/sweep.md"
    }

    /// Decodes an id; one that names no rule is an error at its place in the file.
    package init(from decoder: Decoder) throws {
        let id = try decoder.singleValueContainer().decode(String.self)
        guard let rule = AuditRule(rawValue: id) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: Self.unknown(id)))
        }
        self = rule
    }
}
