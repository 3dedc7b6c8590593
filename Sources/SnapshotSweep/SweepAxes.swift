import SnapshotModel
import SnapshotRules
import SnapshotScenario

/// The sweep's axes (docs/sweep.md): every state with and without last known
/// arrivals (and a timeline), every locale, train, bus and ferry stops (a mode without an icon
/// of its own), the first arrival on time, delayed or timetable-only, every surface,
/// text size, appearance and rendering mode it is shown in, locked or not, and one to three
/// activities at once, on every device that has the surface. A row holds one value of
/// each; a row is valid when its device has the surface, shown at that size, appearance, mode and
/// privacy, and shows further activities when it has them.
package struct SweepRow: Hashable, Sendable {
    package var state: SweepState
    package var locale: String
    package var kind: TransitMode
    /// The first arrival's timing: a live prediction, delayed, or the timetable's time only.
    package var timing: ArrivalTiming
    package var surface: Surface
    /// The device it is drawn on: one that has the surface (a phone class, a watch, CarPlay).
    package var device: Device
    package var textSize: TextSize
    package var appearance: Appearance
    package var mode: RenderingMode
    package var privacy: Privacy = .unlocked
    /// How many stops are tracked at once: 1, or 2–3 on the surfaces that show further ones.
    package var activities: Int = 1
}

/// What the data is doing: a scenario state, with or without last known arrivals, stale by
/// the clock, or a timeline whose trains cross 10 and 1 minutes before the data turns stale.
package enum SweepState: Hashable, Sendable {
    /// A surface state; `lastKnown`: arrivals are known (without, the state shows no rows).
    case status(ScenarioStatus, lastKnown: Bool)
    /// Current data last updated 18 minutes ago: stale by the clock.
    case staleByClock(lastKnown: Bool)
    /// Fresh data along `SweepTimeline.offsets`.
    case timeline

    /// Every value, in a fixed order.
    package static let all: [SweepState] = ScenarioStatus.allCases.flatMap { s in [true, false].map { status(s, lastKnown: $0) } }
        + [.staleByClock(lastKnown: true), .staleByClock(lastKnown: false), .timeline]

    /// The scenario status it is drawn with.
    package var status: ScenarioStatus {
        switch self {
        case .status(let s, _): s
        case .staleByClock, .timeline: .current
        }
    }

    /// Whether arrivals are known.
    package var lastKnown: Bool {
        switch self {
        case .status(_, let known), .staleByClock(let known): known
        case .timeline: true
        }
    }

    /// "offline", "offline, no arrivals", "stale", "timeline".
    package var name: String {
        switch self {
        case .status(let s, let known): s.rawValue + (known ? "" : ", no arrivals")
        case .staleByClock(let known): "stale (18 min)" + (known ? "" : ", no arrivals")
        case .timeline: "timeline"
        }
    }
}

/// The axes' values and which rows are valid.
package enum SweepAxes {
    package static let locales = ["en_US", "en_GB", "de_DE", "es_US"]
    static let kinds: [TransitMode] = [.train, .bus, TransitMode(rawValue: "ferry")!]
    /// Tracked activities at once: one, two (the island's detached minimal) and three (a third
    /// stacked on the Lock Screen).
    static let activityCounts = [1, 2, 3]

    /// The activity counts `surface` tells apart: more than one only where further ones show.
    static func activityCounts(_ surface: Surface) -> [Int] {
        surface.spec.furtherActivities == .hidden ? [1] : activityCounts
    }

    /// Every valid row, in a fixed order: the whole product (`--full`).
    package static func everyRow() -> [SweepRow] {
        var rows: [SweepRow] = []
        for state in SweepState.all {
            for locale in locales {
                for kind in kinds {
                    for timing in ArrivalTiming.allCases {
                        for surface in Surface.allCases where SurfaceAvailability.absence(surface, status: state.status) == nil {
                            let sizes = surface.honoursDynamicType ? TextSize.allCases : [.large]
                            for device in surface.devices {
                                for size in sizes {
                                    for appearance in surface.appearances {
                                        for mode in surface.modes(on: device) {
                                            for privacy in surface.spec.privacies {
                                                for activities in activityCounts(surface) {
                                                    rows.append(SweepRow(state: state, locale: locale, kind: kind, timing: timing,
                                                                         surface: surface, device: device, textSize: size,
                                                                         appearance: appearance, mode: mode, privacy: privacy,
                                                                         activities: activities))
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        return rows
    }

    /// A row as one value index per axis, for the covering array.
    static func values(_ row: SweepRow) -> [Int] {
        [SweepState.all.firstIndex(of: row.state)!, locales.firstIndex(of: row.locale)!, kinds.firstIndex(of: row.kind)!,
         ArrivalTiming.allCases.firstIndex(of: row.timing)!, Surface.allCases.firstIndex(of: row.surface)!,
         Device.allCases.firstIndex(of: row.device)!, TextSize.allCases.firstIndex(of: row.textSize)!,
         Appearance.allCases.firstIndex(of: row.appearance)!, RenderingMode.allCases.firstIndex(of: row.mode)!,
         Privacy.allCases.firstIndex(of: row.privacy)!, activityCounts.firstIndex(of: row.activities)!]
    }

    /// The axes' names, in `values` order.
    static let names = ["state", "locale", "stop", "timing", "surface", "device", "textSize", "appearance", "mode", "privacy", "activities"]
}
