/// The sweep's invariants (docs/sweep.md): rules every snapshot of the whole input
/// space is held to, on top of the audit's own (`AuditChecks`). Each is an audit rule with an
/// id, a severity and a message naming the element; `snapshot sweep` runs them, and the rules
/// the layouts are held to are exactly these.
package enum InvariantChecks {
    /// Every per-snapshot invariant. Across snapshots, `StabilityCheck` and `RoomValueCheck`
    /// compare a timeline's times, `StateDistinctCheck` and `RoomValueCheck` a state group's states.
    package static let all: [AuditCheck] = [IdentityCheck.check, StateCheck.check, AgeCheck.check, RouteCheck.check,
                                           CameraCheck.check, LocaleCheck.check, ClockCheck.check, RoomCheck.check]

    /// The invariants as docs/sweep.md lists them: their ids, severities and what they hold
    /// are `AuditRule`'s.
    package static let rules: [AuditRule] = [
        .identityWhole, .identityKept, .identityReadable, .identityWord, .identityAgree, .stateWord, .stateDash,
        .stateAge, .stateDistinct, .routeText, .boundsCamera, .localeStatusWord, .stabilityComposition, .timeClock,
        .layoutRoom,
    ]

    /// Surfaces that show one value and have no room for a word (the compact and minimal
    /// island): there a missing word is info (docs/spec-decisions.md "Accessory and Dynamic
    /// Island presentations"); the expanded and Lock Screen presentations say it.
    static func glanceOnly(_ s: AuditSubject) -> Bool {
        [.compact, .minimal].contains(s.surface.spec.glanceLayout)
    }
}
