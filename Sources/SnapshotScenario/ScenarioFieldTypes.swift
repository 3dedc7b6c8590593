import Foundation
import SnapshotModel

/// Field types specific to scenario files: ids, colours and timelines.
extension FieldType {
    /// A scenario id: `[a-z0-9][a-z0-9-]{0,63}`. It names golden files, so nothing else passes.
    static var scenarioID: FieldType<String> {
        .string("an id such as belmont-fresh") { s, path throws(FieldIssue) in
            guard s.wholeMatch(of: /[a-z0-9][a-z0-9-]{0,63}/) != nil else {
                throw FieldIssue(path, "\(s.quoted) is not a valid id; use 1 to 64 lower-case letters, digits "
                    + "and hyphens, starting with a letter or digit (it names the golden files)")
            }
            return s
        }
    }

    /// `#RRGGBB` or `#RRGGBBAA`.
    package static var color: FieldType<Color> {
        .string("a colour like #C60C30", kind: "a colour string like #C60C30") { s, path throws(FieldIssue) in
            guard let color = Color(hex: s) else { throw FieldIssue(path, "\(s.quoted) is not a colour; write #RRGGBB") }
            return color
        }
    }

    /// Render offsets after `now`, each `+Ns`, `+Nm` or `+Nh`, each moment listed once.
    static var timeline: FieldType<[TimelineOffset]> {
        let entry = FieldType<TimelineOffset>.string("an offset like +15m", kind: "an offset string like \"+15m\"") { s, path throws(FieldIssue) in
            guard let offset = TimelineOffset(s) else {
                throw FieldIssue(path, "\(s.quoted) is not a timeline offset; write +N followed by s, m or h "
                    + "(like +90s, +15m, +1h), at most 48 hours")
            }
            return offset
        }
        let list = FieldType<[TimelineOffset]>.list(of: entry, max: ScenarioLimits.timelineEntries)
        return FieldType<[TimelineOffset]>(expected: list.expected) { value, path throws(FieldIssue) in
            let offsets = try list.decode(value, path)
            for (i, offset) in offsets.enumerated() {
                if let earlier = offsets[..<i].first(where: { $0.seconds == offset.seconds }) {
                    throw FieldIssue(path.index(i), "\(offset.text.quoted) is the same moment as \(earlier.text.quoted); list each moment once")
                }
            }
            return offsets
        }
    }
}
